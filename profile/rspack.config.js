const { createConfig } = require('@handyq/shared/build/rspack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'profile',
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
});
