const { createConfig } = require('@handyq/shared/build/rspack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'lineKit',
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
});
