// The text of THIRD_PARTY_NOTICES, from what each build that ships to browsers (the shell and
// every kit) wrote into its dist/third-party-notices.json (shared/build/third-party.cjs), and
// the packages the API serves to browsers as they are (api/served-packages.json).
// Written by scripts/notices.mjs; e2e/tests/licenses.spec.ts compares it with the repo's file.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The builds that ship to browsers: the shell and each kit, with the names users know them by. */
function builds(root) {
  const kits = JSON.parse(fs.readFileSync(path.join(root, 'shared/domain/kits.json'), 'utf8'));
  return [{ folder: 'shell', title: 'HandyQ' }, ...kits.map((k) => ({ folder: k.folder, title: k.title }))];
}

/**
 * The packages whose files the API sends to browsers as they are, not through a build
 * (api/served-packages.json: Swagger UI on /api/docs), each with its license files' text.
 */
export function apiServedPackages(root) {
  const { packages } = JSON.parse(fs.readFileSync(path.join(root, 'api', 'served-packages.json'), 'utf8'));
  return packages.map((served) => {
    const dir = path.dirname(
      createRequire(path.resolve(root, 'api', 'package.json')).resolve(`${served.name}/package.json`),
    );
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const repository = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
    const texts = served.licenseFiles.map(
      (f) => `${f}:\n\n${fs.readFileSync(path.join(dir, f), 'utf8').trim()}`,
    );
    return {
      name: pkg.name,
      version: pkg.version,
      license: pkg.license,
      ...(repository ? { repository } : {}),
      build: served.shippedIn,
      text: [wrap(served.about), ...texts].join('\n\n'),
    };
  });
}

/** Every shipped package once (by name and version), with the builds (or API pages) that ship it. */
export function shippedPackages(root) {
  const byKey = new Map();
  const add = (p, shippedIn) => {
    const key = `${p.name}@${p.version}`;
    if (!byKey.has(key)) byKey.set(key, { ...p, builds: [] });
    byKey.get(key).builds.push(shippedIn);
  };
  for (const build of builds(root)) {
    const file = path.join(root, build.folder, 'dist', 'third-party-notices.json');
    for (const p of JSON.parse(fs.readFileSync(file, 'utf8')).packages) add(p, build.title);
  }
  for (const { build, ...p } of apiServedPackages(root)) add(p, build);
  return [...byKey.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

const RULE = '-'.repeat(78);

/** A paragraph broken into lines of at most 78 characters (a longer word stays whole). */
const wrap = (text) =>
  text
    .split(' ')
    .reduce((lines, word) => {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= 78) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
      return lines;
    }, [])
    .join('\n');

/** The text of THIRD_PARTY_NOTICES. */
export function noticesText(root) {
  const packages = shippedPackages(root);
  const separate = packages.filter((p) => p.note);
  const rest = packages.filter((p) => !p.note);
  const entry = (p) =>
    [
      `${p.name} ${p.version}`,
      `License: ${p.license}`,
      ...(p.repository ? [`Source: ${p.repository}`] : []),
      `Shipped in: ${p.builds.join(', ')}`,
      ...(p.note ? ['', wrap(p.note)] : []),
      '',
      p.text,
    ].join('\n');
  return `${[
    'HandyQ third-party notices',
    '',
    "HandyQ's own code is under the MIT License (LICENSE). Its builds, and the API's document",
    'page (/api/docs), ship the third-party code below to browsers, each package under its',
    'own license. This file is written from what the builds emit and what the API serves',
    "(api/served-packages.json) by npm run notices; the app shows its builds' part at /licenses.",
    '',
    RULE,
    'A SEPARATE PROGRAM: THE ON-DEVICE VOICE',
    RULE,
    '',
    ...separate.map(entry),
    '',
    RULE,
    `PACKAGES (${rest.length})`,
    RULE,
    '',
    rest.map(entry).join(`\n\n${RULE}\n\n`),
  ].join('\n')}\n`;
}
