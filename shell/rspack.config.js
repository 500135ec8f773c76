const { createConfig } = require('@handyq/shared/build/rspack.cjs');

// The dev remotes.json points at each kit's own dev server (npm run dev).
const devRemotes = [
  { name: 'coachKit', entry: 'http://localhost:3001/mf-manifest.json' },
  { name: 'libraryKit', entry: 'http://localhost:3002/mf-manifest.json' },
  { name: 'lineKit', entry: 'http://localhost:3003/mf-manifest.json' },
  { name: 'profile', entry: 'http://localhost:3004/mf-manifest.json' },
];

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3005,
  host: true,
  devServer: {
    proxy: [{ context: ['/api', '/socket.io'], target: 'http://localhost:3000', ws: true }],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'dev-remotes',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(devRemotes));
        },
      });
      return middlewares;
    },
  },
});
