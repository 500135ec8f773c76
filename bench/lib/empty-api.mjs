// The ceiling of the API benchmarks: a Nest app with the server's own HTTP pipeline (request id,
// request log, compression, web app, JSON body, validation pipe, exception filter: buildApp in
// api/src/app.ts) and one controller, `GET /api/empty`, that answers `[]` with no database. Run as a child
// process (bench/lib/api-process.mjs) with PORT set; needs a built API (npm run build -w api).
import { createRequire } from 'node:module';
import path from 'node:path';

// this checkout's API, or another build's (API_DIR: a bench measuring two builds side by side)
const apiDir = process.env.API_DIR || path.resolve(import.meta.dirname, '../../api');
// The API's own copies of Nest and its build, as the server loads them.
const require = createRequire(path.join(apiDir, 'package.json'));
const { buildApp } = require(path.join(apiDir, 'dist/app.js'));
const { loadConfig } = require(path.join(apiDir, 'dist/config.js'));
const { Controller, Get, Module } = require('@nestjs/common');

class EmptyController {
  list() {
    return [];
  }
}
Controller('empty')(EmptyController);
Get()(EmptyController.prototype, 'list', Object.getOwnPropertyDescriptor(EmptyController.prototype, 'list'));

class EmptyModule {}
Module({ controllers: [EmptyController] })(EmptyModule);

// Warnings and errors only, unless LOG_LEVEL says otherwise.
const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
const app = await buildApp({ module: EmptyModule }, config);
await app.listen(config.port);
// a signal ends it with exit code 0, so node writes a --cpu-prof profile
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
