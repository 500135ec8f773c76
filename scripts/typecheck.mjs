// `npm run typecheck`: tsc over every workspace that has a tsconfig.json, and the repo tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const projects = [...workspaces, 'test'].filter((dir) =>
  fs.existsSync(path.join(root, dir, 'tsconfig.json')),
);

let failed = false;
for (const dir of projects) {
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', dir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
