// One Rspack + Module Federation config for the shell (host) and every kit (remote), so the
// shared singletons and loaders are declared once and the kit list comes from shared/kits.json.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const KITS = require('../kits.json');

/**
 * The modules that must exist once per page (shared/singletons.json, the one list). The shell
 * provides each of them to every kit through the federation runtime's `shared` option
 * (shell/src/lib/provided-modules.ts reads the same list); a kit never brings its own copy
 * (`import: false`), so a kit loads only its own code. react-router-dom is provided with the
 * exports in shared/src/web/router-contract.ts only.
 */
const SINGLETONS = require('../singletons.json');

const packageOf = (name) =>
  (name.startsWith('@') ? name.split('/').slice(0, 2) : name.split('/').slice(0, 1)).join('/');

/** An app's required range for each singleton, from its package.json. */
function requiredVersions(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const range = deps[packageOf(name)];
      if (!range)
        throw new Error(`${pkg.name}/package.json must depend on ${packageOf(name)} (a shared singleton)`);
      return [name, range];
    }),
  );
}

/** The installed version of a package, found from the file `dir` resolves it to. */
function installedVersion(name, dir) {
  const pkg = packageOf(name);
  let at = path.dirname(require.resolve(name, { paths: [dir] }));
  for (; at !== path.dirname(at); at = path.dirname(at)) {
    const file = path.join(at, 'package.json');
    if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === pkg) {
      return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    }
  }
  throw new Error(`No package.json of ${pkg} above ${name}`);
}

/** The installed version of each singleton, as the shell announces it to the kits. */
const installedVersions = (dir) =>
  Object.fromEntries(SINGLETONS.map((name) => [name, installedVersion(name, dir)]));

/** remotes.json: where the shell finds each kit's manifest (the built server, or dev servers). */
function remotesJson(dev) {
  return KITS.map((kit) => ({
    name: kit.name,
    entry: dev ? `http://localhost:${kit.devPort}/mf-manifest.json` : `/kits/${kit.folder}/mf-manifest.json`,
  }));
}

/** Writes remotes.json next to the shell's index.html (served from memory by the dev server). */
class EmitRemotesJson {
  constructor(dev) {
    this.dev = dev;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRemotesJson', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRemotesJson', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const body = `${JSON.stringify(remotesJson(this.dev), null, 2)}\n`;
          compilation.emitAsset('remotes.json', new rspack.sources.RawSource(body));
        },
      );
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir       the package folder
 * @param {string} o.name      federation name
 * @param {number} o.port      dev-server port
 * @param {Record<string,string>} [o.exposes]  remotes: what they expose
 * @param {boolean} [o.host]   the shell
 * @param {object} [o.devServer] extra dev-server options
 */
function createConfig(o) {
  return (_env, argv) => {
    const prod = argv.mode !== 'development';
    const plugins = [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
      }),
    ];
    if (o.host) {
      // The shell is a plain React app: Home carries no federation code. The runtime is loaded
      // with the first kit route (shell/src/lib/federation.ts), which gives it the modules
      // listed in shared/singletons.json at the versions installed here.
      plugins.push(
        new rspack.DefinePlugin({
          __SHARED_VERSIONS__: JSON.stringify(installedVersions(o.dir)),
          // The runtime's Node.js loaders are left out of a browser build (as the kits' are).
          ENV_TARGET: JSON.stringify('web'),
        }),
        new rspack.HtmlRspackPlugin({ template: path.join(o.dir, 'src/index.html') }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(o.dir, 'public') }] }),
        new EmitRemotesJson(!prod),
      );
    } else {
      const required = requiredVersions(o.dir);
      plugins.push(
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes ?? {},
          // mf-manifest.json: the kit's entry, exposes, shared requirements and asset lists, read
          // by the shell's runtime (and by the service worker and the federation devtools).
          manifest: true,
          dts: false,
          // The runtime itself comes from the shell (it sets _FEDERATION_RUNTIME_CORE before it
          // loads a kit): a kit carries only its container glue, not a copy of the runtime.
          experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
          // Every singleton comes from the shell, at a version this kit accepts, or the kit does
          // not start (the shell shows its error screen naming the module and both versions).
          shared: Object.fromEntries(
            SINGLETONS.map((name) => [
              name,
              { singleton: true, import: false, requiredVersion: required[name], strictVersion: true },
            ]),
          ),
        }),
      );
    }
    return {
      context: o.dir,
      mode: prod ? 'production' : 'development',
      devtool: prod ? 'source-map' : 'cheap-module-source-map',
      entry: { main: path.join(o.dir, 'src/index.ts') },
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: o.host ? '/' : 'auto',
        uniqueName: o.name,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      module: {
        parser: { 'css/module': { namedExports: false } },
        rules: [
          ...(o.host
            ? []
            : [
                {
                  test: /\.[jt]sx?$/,
                  include: path.join(o.dir, 'src'),
                  enforce: 'pre',
                  use: [
                    path.join(__dirname, 'router-contract.cjs'),
                    path.join(__dirname, 'shared-contract.cjs'),
                  ],
                },
              ]),
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !prod } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.module\.css$/, type: 'css/module' },
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
          { test: /\.(png|jpe?g|svg|webp|mp4|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins,
      // The shell's libraries in their own files: each script is evaluated in its own task (no
      // single long task blocking the page), and a shell deploy leaves them cached.
      optimization: o.host
        ? {
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
          }
        : undefined,
      performance: { hints: false },
      devServer: {
        port: o.port,
        historyApiFallback: !!o.host,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(o.devServer ?? {}),
      },
    };
  };
}

/** A kit's whole config: its entry in shared/kits.json is found by its folder name. */
function kitConfig(dir) {
  const folder = path.basename(dir);
  const kit = KITS.find((k) => k.folder === folder);
  if (!kit) throw new Error(`${folder} is not a kit: add it to shared/kits.json`);
  return createConfig({
    dir,
    name: kit.name,
    port: kit.devPort,
    exposes: { './routes': './src/routes.tsx' },
  });
}

/** The shell's config: the host, with remotes.json made from the kit list. */
function shellConfig(dir, { port, apiPort }) {
  return createConfig({
    dir,
    name: 'shell',
    port,
    host: true,
    devServer: {
      proxy: [{ context: ['/api', '/socket.io'], target: `http://localhost:${apiPort}`, ws: true }],
    },
  });
}

module.exports = { kitConfig, shellConfig, SINGLETONS };
