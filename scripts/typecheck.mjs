// `npm run typecheck`: tsc over every workspace that has a tsconfig.json, and the repo tests,
// two at a time (each tsc keeps one core busy); each project's messages are printed together.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const projects = [...workspaces, 'test'].filter((dir) =>
  fs.existsSync(path.join(root, dir, 'tsconfig.json')),
);

/** tsc -p dir: resolves to whether it passed, having printed what it said. */
function check(dir) {
  return new Promise((resolve) => {
    const tsc = spawn(path.join(root, 'node_modules/.bin/tsc'), ['-p', dir], { cwd: root });
    const out = [];
    tsc.stdout.on('data', (b) => out.push(b));
    tsc.stderr.on('data', (b) => out.push(b));
    tsc.on('close', (code) => {
      if (out.length) process.stdout.write(Buffer.concat(out));
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
const lanes = Math.max(1, Math.min(2, os.availableParallelism()));
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) if (!(await check(dir))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
