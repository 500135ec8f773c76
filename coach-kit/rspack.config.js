const { createConfig } = require('@handyq/shared/build/rspack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'coachKit',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
