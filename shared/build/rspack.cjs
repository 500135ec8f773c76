// One Rspack + Module Federation config for the shell (host) and every kit (remote),
// so the shared singletons and loaders are declared once.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const sharedVersion = require('../package.json').version;

/** The modules that must exist once per page: host and kits resolve them to one instance. */
function sharedSingletons() {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  return {
    react: singleton('^19.3.0'),
    'react/jsx-runtime': singleton('^19.3.0'),
    'react-dom': singleton('^19.3.0'),
    'react-dom/client': singleton('^19.3.0'),
    'react-router-dom': singleton('^7.18.0'),
    zustand: singleton('^5.1.0'),
    '@handyq/shared': { singleton: true, requiredVersion: sharedVersion, version: sharedVersion },
    '@handyq/shared/web': { singleton: true, requiredVersion: sharedVersion, version: sharedVersion },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir       the package folder (__dirname of the caller)
 * @param {string} o.name      federation name (coachKit, …, shell)
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
        shared: sharedSingletons(),
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
      );
    }
    plugins.push(...(o.plugins ?? []));
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

module.exports = { createConfig, sharedSingletons };
