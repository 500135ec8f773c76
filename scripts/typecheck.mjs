// `npm run typecheck`: tsc over every workspace that has a tsconfig.json, and the repo tests.
// Workspaces whose compiler options are the same (the browser packages: shared, the shell, the
// kits) are checked as one program, so what they share (the shared/ packages, React's and zod's types) is
// read and checked once, not once for each of them; the rest alone. Two programs at a time (each
// tsc keeps one core busy); each program's messages are printed together.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ts = createRequire(import.meta.url)('typescript');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const projects = [...workspaces, 'test'].filter((dir) =>
  fs.existsSync(path.join(root, dir, 'tsconfig.json')),
);

/** A project's compiler options as tsc resolves them (its `extends` followed), as a key. */
function optionsKey(dir) {
  const file = path.join(root, dir, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(file));
  delete options.configFilePath;
  return JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
}

/** The tsconfig to check `dirs` with: the one project's own, or one made for the group. */
function configOf(dirs) {
  if (dirs.length === 1) return path.join(root, dirs[0]);
  const include = dirs.flatMap((dir) => {
    const { config } = ts.readConfigFile(path.join(root, dir, 'tsconfig.json'), ts.sys.readFile);
    return (config.include ?? ['**/*']).map((p) => path.resolve(root, dir, p));
  });
  const out = path.join(root, 'node_modules/.cache/handyq-typecheck');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, `${dirs.join('+').replaceAll('/', '_')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ extends: path.join(root, dirs[0], 'tsconfig.json'), include: [...new Set(include)] }),
  );
  return file;
}

const groups = new Map();
for (const dir of projects) {
  const key = optionsKey(dir);
  groups.set(key, [...(groups.get(key) ?? []), dir]);
}

/** tsc -p over `dirs`: resolves to whether it passed, having printed what it said. */
function check(dirs) {
  return new Promise((resolve) => {
    const started = Date.now();
    const tsc = spawn(path.join(root, 'node_modules/.bin/tsc'), ['-p', configOf(dirs)], { cwd: root });
    const out = [];
    tsc.stdout.on('data', (b) => out.push(b));
    tsc.stderr.on('data', (b) => out.push(b));
    tsc.on('close', (code) => {
      if (out.length) process.stdout.write(Buffer.concat(out));
      const s = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${s.padStart(3)} s  ${dirs.join(', ')}`);
      resolve(code === 0);
    });
  });
}

// The largest program first, so the other lane takes the rest meanwhile.
const queue = [...groups.values()].sort((a, b) => b.length - a.length);
let failed = false;
const lanes = Math.max(1, Math.min(2, os.availableParallelism()));
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let dirs = queue.shift(); dirs; dirs = queue.shift()) if (!(await check(dirs))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
