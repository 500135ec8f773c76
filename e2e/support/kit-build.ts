import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const root = path.resolve(__dirname, '../..');

/**
 * Builds a kit alone, the way its team would ship it, from a copy of its sources with one text
 * changed; returns the built folder. `cleanup()` removes the copy.
 */
export function buildKitVariant(folder: string, file: string, from: string, to: string) {
  const work = fs.mkdtempSync(path.join(root, 'e2e/.tmp-'));
  const kitDir = path.join(work, folder);
  fs.cpSync(path.join(root, folder), kitDir, {
    recursive: true,
    filter: (src) => !/[/\\](dist|node_modules)$/.test(src),
  });
  const source = path.join(kitDir, file);
  const text = fs.readFileSync(source, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain '${from}'`);
  fs.writeFileSync(source, text.replace(from, to));
  execFileSync(path.join(root, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: kitDir,
    stdio: 'pipe',
  });
  return {
    dist: path.join(kitDir, 'dist'),
    cleanup: () => fs.rmSync(work, { recursive: true, force: true }),
  };
}

/** Serves the files of `dist` for every request under `prefix` (e.g. '/kits/line-kit/'). */
export async function serveDist(page: Page, prefix: string, dist: string) {
  await page.route(`**${prefix}**`, (route) => {
    const file = path.join(dist, new URL(route.request().url()).pathname.replace(prefix, ''));
    return fs.existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
}
