// One Rspack + Module Federation config for the shell (host) and every kit (remote), so the
// shared singletons and loaders are declared once and the kit list comes from shared/domain/kits.json.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const KITS = require('@handyq/domain/kits.json');
const { installedFolder, installedVersion, packageOf } = require('./installed-version.cjs');
const { Precompress } = require('./precompress.cjs');
const { consumedSingletons } = require('./shared-contract.cjs');

/**
 * The modules that must exist once per page (shared/build/singletons.json, the one list). The shell
 * provides each of them to every kit through the federation runtime's `shared` option
 * (shell/src/lib/provided-modules.ts reads the same list); a kit never brings its own copy
 * (`import: false`), so a kit loads only its own code. react-router-dom is provided with the
 * exports in shared/web/src/router-contract.ts only.
 */
const SINGLETONS = require('./singletons.json');

/** What the pose worker names the folder of the MoveNet weights by (an alias of the build's). */
const MOVENET_WEIGHTS = '@handyq/movenet-weights';

/** The demo build: HANDYQ_DEMO=1 (see shared/domain/src/demo-flag.ts). */
const DEMO = process.env.HANDYQ_DEMO === '1';

/** An app's required range for each singleton it consumes (consumedSingletons), from its package.json. */
function requiredVersions(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.fromEntries(consumedSingletons(dir).map((name) => [name, deps[packageOf(name)]]));
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
 * Adds to each expose in a kit's mf-manifest.json the shared modules its first chunks consume
 * (`startShared`): a kit route's first render needs them, and the runtime asks for them only
 * after the kit's entry and that chunk have run. The shell reads the list as the manifest
 * arrives and loads them beside the kit's entry (shell/src/lib/kit-warmup.ts).
 */
class StartSharedInManifest {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartSharedInManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the manifest plugin writes mf-manifest.json (at OPTIMIZE_TRANSFER)
        { name: 'StartSharedInManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) throw new Error('StartSharedInManifest: no mf-manifest.json was emitted');
          const manifest = JSON.parse(asset.source.source().toString());
          for (const expose of manifest.exposes) {
            const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.name}`);
            if (!group) throw new Error(`StartSharedInManifest: no chunk group for expose ${expose.name}`);
            const names = new Set();
            for (const chunk of group.chunks) {
              for (const mod of compilation.chunkGraph.getChunkModules(chunk)) {
                const consumed = /^consume shared module \([^)]*\) (.+?)@/.exec(mod.identifier());
                if (consumed) names.add(consumed[1]);
              }
            }
            expose.startShared = [...names].sort();
          }
          compilation.updateAsset(
            'mf-manifest.json',
            new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

const SW_RUNTIME = 'sw-runtime';
/** Chunks that run alone (a worker's script): never split. The workers' names are their own. */
const WHOLE_CHUNKS = [SW_RUNTIME, 'handyq-voice', 'handyq-pose'];

/**
 * Every build lists the third-party packages it ships, with their licenses, and fails on one
 * with no license or a copyleft one outside the on-device voice (shared/build/third-party.cjs).
 * The voice's engine is made at install time from @echogarden/espeak-ng-emscripten (GPL-3.0):
 * its files count as that package's.
 */
function thirdPartyNotices() {
  const { ThirdPartyNotices } = require('./third-party.cjs');
  const espeak = path.dirname(require.resolve('@echogarden/espeak-ng-emscripten/package.json'));
  const { version } = require('@echogarden/espeak-ng-emscripten/package.json');
  return new ThirdPartyNotices({
    copyleftChunks: ['handyq-voice'],
    own: path.join(__dirname, '..', '..', 'LICENSE'),
    generated: [{ dir: path.join(__dirname, '..', 'cue', 'generated', 'espeak'), packageRoot: espeak }],
    notes: {
      '@echogarden/espeak-ng-emscripten':
        'The on-device voice (HandyQ Precise) is a separate program under the GPL-3.0, fetched only ' +
        'when a user chooses that voice and run in a worker of its own: eSpeak NG compiled to ' +
        `JavaScript, as the npm package @echogarden/espeak-ng-emscripten ${version}, cut down to ` +
        "English when HandyQ is installed by shared/build/espeak-en.mjs (the engine's code " +
        'unchanged; its data file keeps only the files English speech reads). Its corresponding ' +
        `source: that package at version ${version} ` +
        '(https://github.com/echogarden-project/espeak-ng-emscripten), the eSpeak NG source it is ' +
        'built from (https://github.com/espeak-ng/espeak-ng), and shared/build/espeak-en.mjs in ' +
        "HandyQ's source. Its license text follows.",
    },
  });
}

/**
 * The shell's service worker (sw.js), generated by Workbox: it precaches the shell's own files
 * (content-hashed names are not cache-busted again) and answers every navigation with the
 * precached index.html, so HandyQ starts with the network off. It imports the shell's
 * `sw-runtime` entry (src/sw/sw-runtime.ts), which keeps each kit's files from the kit's own
 * manifest, remotes.json and API answers. `skipWaiting` is off: a new version waits until the
 * user presses Reload on 'New version available' (a running timer is never cut off).
 */
function serviceWorker() {
  const { GenerateSW } = require('workbox-webpack-plugin');
  return new GenerateSW({
    swDest: 'sw.js',
    importScriptsViaChunks: [SW_RUNTIME],
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/socket\.io/, /^\/kits\//],
    // remotes.json is the worker's to keep network-first;
    // source maps and videos stay out, and
    // so do the on-device voice (its worker and engine data) and the pose model (its worker,
    // WebAssembly runtime and weights), which sw-runtime keeps on first use.
    exclude: [
      /\.map$/,
      /\.mp4$/,
      /^remotes\.json$/,
      /\.LICENSE\.txt$/,
      /^handyq-voice\./,
      /\.data$/,
      /^handyq-pose\./,
      /\.wasm$/,
      /^assets\/movenet-/,
    ],
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  });
}

/**
 * The federation plugin imports the container glue (webpack-bundler-runtime) and the runtime
 * wrapper by their CommonJS files, which a bundler cannot tree-shake: each kit's remoteEntry.js
 * then carried the whole @module-federation/sdk (14 KB gzip in all). Their ES module builds, the
 * same code, leave out what the glue never calls (8.5 KB).
 */
function esmFederationRuntime(dir) {
  const tools = require.resolve('@module-federation/runtime-tools', { paths: [dir] });
  const cjs = (name) => require.resolve(name, { paths: [tools] });
  const esm = (file) => file.replace(/\.cjs$/, '.js');
  const bundler = cjs('@module-federation/webpack-bundler-runtime');
  const runtime = cjs('@module-federation/runtime');
  return { [bundler + '$']: esm(bundler), '@module-federation/runtime': esm(runtime) };
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
        // The demo build (HANDYQ_DEMO=1, scripts/build-demo.mjs): the API client answers from
        // browser storage. False in every other build, which then carries none of the demo.
        __HANDYQ_DEMO__: JSON.stringify(DEMO),
      }),
    ];
    if (prod) plugins.push(thirdPartyNotices(), new Precompress());
    if (o.host) {
      // The shell is a plain React app: Home carries no federation code. The runtime is loaded
      // with the first kit route (shell/src/lib/federation.ts), which gives it the modules
      // listed in shared/build/singletons.json at the versions installed here.
      plugins.push(
        new rspack.DefinePlugin({
          __SHARED_VERSIONS__: JSON.stringify(installedVersions(o.dir)),
          // The runtime's Node.js loaders are left out of a browser build (as the kits' are).
          ENV_TARGET: JSON.stringify('web'),
        }),
        new rspack.HtmlRspackPlugin({ template: path.join(o.dir, 'src/index.html'), chunks: ['main'] }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(o.dir, 'public') }] }),
        new EmitRemotesJson(!prod),
      );
      if (prod) plugins.push(serviceWorker());
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
            Object.entries(required).map(([name, range]) => [
              name,
              { singleton: true, import: false, requiredVersion: range, strictVersion: true },
            ]),
          ),
        }),
        new StartSharedInManifest(),
      );
    }
    return {
      context: o.dir,
      mode: prod ? 'production' : 'development',
      devtool: prod ? 'source-map' : 'cheap-module-source-map',
      entry: {
        main: path.join(o.dir, 'src/index.ts'),
        // The service worker's own part (kits' files, API answers), imported by the one
        // Workbox generates; never a script of the page.
        ...(o.host && prod ? { [SW_RUNTIME]: path.join(o.dir, 'src/sw/sw-runtime.ts') } : {}),
      },
      output: {
        // The demo build goes beside the normal one (dist-demo), never over it.
        path: path.join(o.dir, DEMO ? 'dist-demo' : 'dist'),
        publicPath: o.host ? '/' : 'auto',
        uniqueName: o.name,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        alias: {
          ...(o.host ? {} : esmFederationRuntime(o.dir)),
          // The pose model's weights (shared/line/src/camera/pose.worker.ts): files of a package
          // whose exports list none of them, found wherever npm installed it.
          [MOVENET_WEIGHTS]: path.join(installedFolder('@vladmandic/human', o.dir), 'models'),
        },
      },
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
                    {
                      loader: path.join(__dirname, 'shared-contract.cjs'),
                      options: { consumed: consumedSingletons(o.dir) },
                    },
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
          {
            test: /[\\/]generated[\\/]espeak[\\/]espeak-ng\.mjs$/,
            loader: path.join(__dirname, 'worker-script-url.cjs'),
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
              // The service worker's entry and the Web Workers (the voice, the pose model) each
              // run alone: nothing of them is split off, so each is one file the service worker
              // can keep on first use (and the precache leaves out).
              chunks: (chunk) => !WHOLE_CHUNKS.includes(chunk.name),
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
                // What the kits take of @handyq/domain and @handyq/web beyond what the
                // shell's own pages use (those stay in main): one file with the first kit route,
                // not a few small ones. The API client, the account screens, zod's schemas, the
                // practice log's outbox, the cue engine and CueCraft's sequences stay in files of
                // their own, with the pages that use them.
                handyqShared: {
                  test: /[\\/]shared[\\/](domain[\\/]src[\\/](?!cue-craft)[^\\/]+$|web[\\/]src[\\/](?!server[\\/]|user[\\/]|practice-log[\\/]))/,
                  chunks: 'async',
                  name: 'handyq-shared',
                  priority: 5,
                },
              },
            },
          }
        : {
            // A kit's pages load alone: what two lazy pages share is bundled into each, not
            // split into a file of its own that the first page to open must fetch as well
            // (a shared chunk cost HoldOn 0.9 KB of its first load, compressed apart).
            splitChunks: { cacheGroups: { default: false } },
          },
      performance: { hints: false },
      // tfjs's WebAssembly loader names __dirname and __filename on its Node.js path only: the
      // browser build gets the usual stand-ins, without a warning for each.
      node: { __dirname: 'mock', __filename: 'mock' },
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

/** A kit's whole config: its entry in shared/domain/kits.json is found by its folder name. */
function kitConfig(dir) {
  const folder = path.basename(dir);
  const kit = KITS.find((k) => k.folder === folder);
  if (!kit) throw new Error(`${folder} is not a kit: add it to shared/domain/kits.json`);
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
