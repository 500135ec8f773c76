// @ts-check
const fs = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text, and the on-device voice's engine data (it compresses to a third). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|data)$/;
/** Smaller than this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` beside every compressible file a build emits, at brotli's best quality
 * (11), and `<file>.gz` at gzip's (9). The API server sends the .br to a browser that accepts br
 * (api/src/web/static-web.ts) instead of compressing on the fly at the compression middleware's
 * fast setting (quality 4): on the first visit's files that is 12–15% fewer bytes (React: 66.7
 * → 57.0 KB). The .gz is for the nginx image (`gzip_static`: stock nginx has no brotli).
 * Written after the build's own assets, so no manifest (Workbox's precache list,
 * mf-manifest.json) names them.
 */
class Precompress {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('Precompress', async (compilation) => {
      const out = compilation.outputOptions.path ?? compiler.outputPath;
      const names = compilation
        .getAssets()
        .filter((a) => COMPRESSIBLE.test(a.name) && a.source.size() >= MIN_BYTES)
        .map((a) => a.name);
      // The copy plugin's and the voice's files are assets too; a stale .br of an asset this build
      // no longer emits is never sent (the API server checks it is not older than its file).
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(out, name);
          const body = await fs.readFile(file);
          const br = await brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
          const gz = await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
          if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    });
  }
}

module.exports = { Precompress };
