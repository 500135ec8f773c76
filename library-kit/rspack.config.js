const { createConfig } = require('@handyq/shared/build/rspack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'libraryKit',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
});
