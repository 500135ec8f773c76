// The reference page of the main-thread budgets (bench/reference): built with the app's bundler
// and its production settings, served by a static server of its own. A route's main-thread work
// is judged as a multiple of this page's, loaded in the same browser at the same moments
// (bench/lib/main-thread.mjs `relativeMainThreadCpu`): a slower or busier machine moves both, so
// only a route that itself got heavier moves its multiple.
// CommonJS, not an ES module: the e2e tests load it through Playwright's loader, which cannot
// load an ES module that names import.meta.
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const { createRequire } = require('node:module');
const path = require('node:path');

const SOURCE = path.resolve(__dirname, '../reference');
const OUT = path.join(SOURCE, 'dist');
const STAMP = path.join(OUT, '.stamp');
const requireFrom = createRequire(path.join(SOURCE, 'index.tsx'));

/** What the build depends on: its sources, this file, and the versions of what it bundles. */
function stamp() {
  const hash = crypto.createHash('sha256');
  for (const file of ['index.tsx', 'index.html', 'reference.css'])
    hash.update(fs.readFileSync(path.join(SOURCE, file)));
  hash.update(fs.readFileSync(__filename));
  for (const pkg of ['react', 'react-dom', 'react-router-dom', 'react-router', '@rspack/core'])
    hash.update(`${pkg}@${requireFrom(`${pkg}/package.json`).version}`);
  return hash.digest('hex');
}

/** Builds the reference page into bench/reference/dist unless that build is of the same inputs. */
async function buildReferencePage() {
  const want = stamp();
  if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === want) return OUT;
  const { rspack } = requireFrom('@rspack/core');
  const config = {
    context: SOURCE,
    mode: 'production',
    devtool: false,
    entry: { main: path.join(SOURCE, 'index.tsx') },
    output: {
      path: OUT,
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
      ],
    },
    plugins: [new rspack.HtmlRspackPlugin({ template: path.join(SOURCE, 'index.html') })],
    // React and the router in files of their own, as the shell splits them.
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            priority: 20,
          },
          router: {
            test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/,
            name: 'router',
            priority: 10,
          },
        },
      },
    },
    performance: { hints: false },
  };
  await new Promise((resolve, reject) =>
    rspack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(undefined);
    }),
  );
  fs.writeFileSync(STAMP, want);
  return OUT;
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Serves the built reference page on 127.0.0.1 (a port the OS picks); every path that is not a
 * file answers the page, as a single-page app's server does. `close()` ends it.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
async function serveReferencePage() {
  const dir = await buildReferencePage();
  const files = new Map(
    fs
      .readdirSync(dir)
      .filter((f) => TYPES[path.extname(f)])
      .map((f) => [`/${f}`, { body: fs.readFileSync(path.join(dir, f)), type: TYPES[path.extname(f)] }]),
  );
  const server = http.createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://x').pathname) ?? files.get('/index.html');
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' });
    res.end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

module.exports = { buildReferencePage, serveReferencePage };
