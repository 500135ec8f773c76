// One Rspack + Module Federation config for the shell (host) and every kit (remote), so the
// shared singletons and loaders are declared once and the kit list comes from shared/kits.json.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const KITS = require('../kits.json');

/**
 * The modules that must exist once per page: host and kits resolve them to one instance.
 * Versions are not written here: each app's required range is read from its package.json,
 * and federation reads the provided version from the installed package.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  '@handyq/shared',
  '@handyq/shared/web',
  '@handyq/shared/web/query',
];
function sharedSingletons(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
      const requiredVersion = deps[pkgName];
      if (!requiredVersion)
        throw new Error(`${pkg.name}/package.json must depend on ${pkgName} (a shared singleton)`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

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
      new ModuleFederationPlugin({
        name: o.name,
        ...(o.host
          ? { remotes: {} }
          : { filename: 'remoteEntry.js', exposes: o.exposes ?? {}, manifest: true }),
        shared: sharedSingletons(o.dir),
        dts: false,
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
      }),
    ];
    if (o.host) {
      plugins.push(
        new rspack.HtmlRspackPlugin({ template: path.join(o.dir, 'src/index.html') }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(o.dir, 'public') }] }),
        new EmitRemotesJson(!prod),
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
