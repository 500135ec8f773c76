// A V8 CPU profile (node --cpu-prof) read as where a server's main thread spent its time: each
// sample put in one layer of the server by the code it ran, within time windows the bench names.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The layers, in the order a table shows them. A sample counts in the layer of the deepest frame
 * of its stack that is a library's or the app's own code (Node's and V8's own frames count in
 * their caller's layer: a socket write from Express is Express's); one with none is Node's own
 * HTTP and socket work. A socket write (writev and kin) is its caller's: pg's to the database,
 * socket.io's and Redis's realtime's, an answer's HTTP's (compression wraps res.end: an answer's
 * write passing through it is HTTP's, not compression's).
 */
export const LAYERS = [
  'http',
  'auth',
  'validation',
  'drizzle',
  'pg',
  'serialization',
  'compression',
  'logging',
  'realtime',
  'app',
  'gc',
  'native',
];

/** What each layer holds, for the table's key. */
export const LAYER_NAMES = {
  http: 'HTTP and framework: Node http, Express, Nest (routing, guards, interceptors, pipes)',
  auth: 'auth: tokens, password hashing, the auth module',
  validation: 'validation: zod, the validation pipe',
  drizzle: 'drizzle: Drizzle ORM (queries built, rows mapped)',
  pg: 'pg: the PostgreSQL client (queries sent, rows read)',
  serialization: 'serialization: JSON.stringify and parse, the answers written as JSON',
  compression: 'compression: the compression middleware (zlib on the main thread)',
  logging: 'logging: pino, the request log line',
  realtime: 'realtime: socket.io, its Redis adapter',
  app: "app: the API's own services, rules and repositories",
  gc: 'GC: the garbage collector',
  native: 'native: V8 and Node outside JavaScript (compiling, syscalls not under a JS frame)',
};

/** A library's layer, by its package name in the frame's URL. */
const PACKAGE_LAYERS = [
  [
    /^(@nestjs\/|rxjs|reflect-metadata|express|router|body-parser|finalhandler|send|serve-static|on-finished|on-headers|statuses|path-to-regexp|qs|type-is|accepts|negotiator|content-type|mime|depd|cookie|raw-body|iconv-lite|vary|etag|fresh|range-parser|parseurl|encodeurl|escape-html|merge-descriptors|methods|utils-merge|forwarded|proxy-addr|setprototypeof|http-errors|destroy|ee-first|unpipe|media-typer|bytes|safe-buffer|cors|object-assign)/,
    'http',
  ],
  [/^(compression|compressible)/, 'compression'],
  [
    /^(pino|sonic-boom|fast-redact|nestjs-pino|thread-stream|on-exit-leak-free|atomic-sleep|quick-format-unescaped|safe-stable-stringify|real-require|process-warning)/,
    'logging',
  ],
  [/^zod/, 'validation'],
  [/^drizzle-orm/, 'drizzle'],
  [/^(pg|pg-protocol|pg-pool|pg-types|pg-connection-string|postgres-|pgpass|@electric-sql)/, 'pg'],
  [/^(argon2|jsonwebtoken|jws|jwa|jose|@node-rs|bcrypt)/, 'auth'],
  [
    /^(socket\.io|engine\.io|ws|@socket\.io|ioredis|redis|@redis|socket\.io-adapter|socket\.io-parser|base64id|cluster-key-slot|denque|notepack)/,
    'realtime',
  ],
];

/** The API's own folders that are a layer of their own (the rest is 'app'). */
const APP_LAYERS = [
  [/^auth\//, 'auth'],
  [/^common\/(zod-validation|zod-dto|hostile-input)/, 'validation'],
  [/^common\/(send-json|json-body)/, 'serialization'],
  [/^common\/(logging|request-id)/, 'logging'],
  [/^realtime\//, 'realtime'],
];

/** The layer of one frame's code, or null for Node's and V8's own (they take their caller's). */
function frameLayer({ url, functionName }) {
  if (!url) return functionName === 'stringify' || functionName === 'parse' ? 'serialization' : null;
  if (url.startsWith('node:')) return url === 'node:zlib' ? 'compression' : null;
  const file = url.replace(/^file:\/\//, '');
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const pkg = file.slice(nm + '/node_modules/'.length);
    for (const [re, layer] of PACKAGE_LAYERS) if (re.test(pkg)) return layer;
    return 'http'; // a small dependency of the frameworks above
  }
  const dist = file.lastIndexOf('/api/dist/');
  if (dist >= 0) {
    const own = file.slice(dist + '/api/dist/'.length);
    for (const [re, layer] of APP_LAYERS) if (re.test(own)) return layer;
    return 'app';
  }
  // the shared packages' builds (zod schemas, rules) and the bench's own servers
  if (/\/shared\/domain\/dist\/schemas\//.test(file)) return 'validation';
  if (/\/shared\/[^/]+\/dist\//.test(file)) return 'app';
  return 'http';
}

/** Socket writes under a frame: the syscalls a response is written with. */
const WRITES = new Set(['writev', 'writeUtf8String', 'writeBuffer', 'writeLatin1String', 'writeAsciiString']);

/**
 * Reads a .cpuprofile: `windowMs(startUs, endUs)` answers, for the samples in that window of the
 * process's monotonic clock (µs, as process.hrtime.bigint() / 1000 in any process on the
 * machine), ms per layer (busy only: idle left out) and the ms of socket writes among them.
 * @param {string} file
 */
export function readProfile(file) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const layerOf = new Map();
  const writesOf = new Map();
  const classify = (id) => {
    if (layerOf.has(id)) return layerOf.get(id);
    const leaf = byId.get(id);
    const name = leaf.callFrame.functionName;
    let layer;
    if (name === '(idle)') layer = 'idle';
    else if (name === '(garbage collector)') layer = 'gc';
    else if (name === '(program)' || name === '(root)') layer = 'native';
    let writes = false;
    for (let at = id, depth = 0; at !== undefined && depth < 6; at = parent.get(at), depth++)
      if (WRITES.has(byId.get(at).callFrame.functionName)) writes = true;
    if (layer === undefined) {
      for (let at = id; at !== undefined && !layer; at = parent.get(at))
        layer = frameLayer(byId.get(at).callFrame);
      layer ??= 'http';
      // the answer's write under compression's wrapper of res.end is the answer's, not zlib's
      if (writes && layer === 'compression') layer = 'http';
    }
    layerOf.set(id, layer);
    writesOf.set(id, writes);
    return layer;
  };
  // each sample's time: the profile's start plus the deltas so far (µs)
  const times = new Float64Array(profile.samples.length);
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    times[i] = t;
  }
  return {
    /**
     * @param {number} startUs
     * @param {number} endUs
     * @returns {{ layers: Record<string, number>, busyMs: number, writesMs: number }}
     */
    windowMs(startUs, endUs) {
      const layers = Object.fromEntries(LAYERS.map((l) => [l, 0]));
      let writesMs = 0;
      for (let i = 0; i < times.length; i++) {
        if (times[i] < startUs || times[i] >= endUs) continue;
        // a sample stands for the time until the next one
        const ms = ((times[i + 1] ?? times[i]) - times[i]) / 1000;
        const id = profile.samples[i];
        const layer = classify(id);
        if (layer === 'idle') continue;
        layers[layer] += ms;
        if (writesOf.get(id)) writesMs += ms;
      }
      const busyMs = Object.values(layers).reduce((a, b) => a + b, 0);
      return { layers, busyMs, writesMs };
    },
    /**
     * The `count` frames that ran longest (self time) in `layer` over the windows, each as its
     * package (or file) and function, with its ms: where a layer's time goes.
     * @param {string} layer
     * @param {[number, number][]} windows
     */
    topFrames(layer, windows, count = 15) {
      const ms = new Map();
      for (let i = 0; i < times.length; i++) {
        if (!windows.some(([a, b]) => times[i] >= a && times[i] < b)) continue;
        const id = profile.samples[i];
        if (classify(id) !== layer) continue;
        const name = (at) => {
          const { url, functionName, lineNumber } = byId.get(at).callFrame;
          const where = url.replace(/^.*\/node_modules\//, '').replace(/^.*\/(api|shared)\//, '$1/');
          return `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
        };
        // the frame, and the nearest caller that is a library's or the app's (who called it)
        let caller = parent.get(id);
        while (caller !== undefined && !frameLayer(byId.get(caller).callFrame)) caller = parent.get(caller);
        const key = `${name(id)}${caller === undefined ? '' : ` ← ${name(caller)}`}`;
        ms.set(key, (ms.get(key) ?? 0) + ((times[i + 1] ?? times[i]) - times[i]) / 1000);
      }
      return [...ms].sort((a, b) => b[1] - a[1]).slice(0, count);
    },
  };
}

/** The one .cpuprofile node wrote into `dir` (--cpu-prof-dir). */
export function profileIn(dir) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length !== 1) throw new Error(`expected one .cpuprofile in ${dir}, found ${files.length}`);
  return path.join(dir, files[0]);
}
