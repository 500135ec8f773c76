// The on-device voice's engine, cut down to English. @echogarden/espeak-ng-emscripten ships
// eSpeak NG compiled to JavaScript (espeak-ng.js) and every language's data in one 24 MB
// package (espeak-ng.data), which the engine's file packager maps by byte ranges listed in
// espeak-ng.js. The timers speak English only: this keeps the files English needs (phoneme
// tables, intonation, the English dictionary and voices), about 0.8 MB, and rewrites the list
// to their new ranges. The engine is otherwise unchanged.
//   node shared/build/espeak-en.mjs [outDir]   writes espeak-ng.mjs and espeak-ng-en.data
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PACKAGE_DIR = path.dirname(require.resolve('@echogarden/espeak-ng-emscripten/package.json'));
const DATA_DIR = '/usr/share/espeak-ng-data/';

/** The data files English speech reads (all others are other languages' dictionaries and voices). */
export const ENGLISH_FILES = [
  'phondata',
  'phonindex',
  'phontab',
  'intonations',
  'en_dict',
  'lang/gmw/en',
  'lang/gmw/en-US',
  'lang/gmw/en-GB-x-rp',
];

/** The data file's name as the trimmed engine asks for it. */
export const DATA_FILE = 'espeak-ng-en.data';

const LIST = /loadPackage\(\{files:(\[[^\]]*\]),remote_package_size:(\d+)\}\)/;

/** The engine's JavaScript and the data it maps, with only `keep` (names under espeak-ng-data/). */
export function trimEspeak(keep = ENGLISH_FILES) {
  const js = readFileSync(path.join(PACKAGE_DIR, 'espeak-ng.js'), 'utf8');
  const data = readFileSync(path.join(PACKAGE_DIR, 'espeak-ng.data'));
  const match = LIST.exec(js);
  if (!match) throw new Error('espeak-ng.js has no file list where expected: was the package updated?');
  const files = JSON.parse(match[1].replace(/(filename|start|end):/g, '"$1":'));
  if (Number(match[2]) !== data.length) throw new Error('espeak-ng.data is not the size espeak-ng.js lists');
  const parts = [];
  const kept = [];
  let offset = 0;
  for (const name of keep) {
    const file = files.find((f) => f.filename === DATA_DIR + name);
    if (!file) throw new Error(`espeak-ng.data has no ${name}`);
    const bytes = data.subarray(file.start, file.end);
    kept.push({ filename: file.filename, start: offset, end: offset + bytes.length });
    parts.push(bytes);
    offset += bytes.length;
  }
  const list = `loadPackage({files:${JSON.stringify(kept)},remote_package_size:${offset}})`;
  // The package's pre.js sets locateFile over the caller's: let a caller's win (a bundler
  // knows where it put the data), and name the trimmed data where the engine looks by default.
  const LOCATE = "Module['locateFile'] = function (path, prefix) {";
  if (!js.includes(LOCATE))
    throw new Error('espeak-ng.js has no locateFile where expected: was the package updated?');
  return {
    js: js
      .replace(LIST, () => list)
      .replace(LOCATE, "Module['locateFile'] = moduleArg['locateFile'] || function (path, prefix) {")
      .replaceAll('espeak-ng.data', DATA_FILE),
    data: Buffer.concat(parts),
  };
}

/** Writes the trimmed engine to `outDir`; answers the two paths. */
export function writeEspeak(outDir) {
  const { js, data } = trimEspeak();
  mkdirSync(outDir, { recursive: true });
  const jsPath = path.join(outDir, 'espeak-ng.mjs');
  const dataPath = path.join(outDir, DATA_FILE);
  writeFileSync(jsPath, js);
  writeFileSync(dataPath, data);
  return { jsPath, dataPath };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../generated/espeak'),
  );
  const { jsPath, dataPath } = writeEspeak(out);
  const kb = (p) => `${(readFileSync(p).length / 1024).toFixed(0)} KB`;
  console.log(`espeak-ng for English: ${jsPath} (${kb(jsPath)}), ${dataPath} (${kb(dataPath)})`);
}
