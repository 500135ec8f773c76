// The third-party code a build ships to browsers, and its licenses: every module of every chunk
// the build emits (modules concatenated into one are looked inside), grouped by the npm package
// it comes from, with the package's license and its license file (which carries the copyright).
// Each build writes third-party-notices.json beside its files (the /licenses page reads them;
// scripts/notices.mjs writes THIRD_PARTY_NOTICES from them), and fails when a package it ships
// states no license, or a copyleft one outside the chunks allowed one (the on-device voice, a
// separate GPL-3.0 program loaded only when chosen).
//
// Read from Rspack's own module graph rather than with license-webpack-plugin: tried on this
// build, it missed every package whose modules Rspack had concatenated (the federation SDK,
// socket.io's engine and parser) and read no license for socket.io-client (it took the
// package.json of the package's build folder).
const fs = require('node:fs');
const path = require('node:path');

const NOTICES_FILE = 'third-party-notices.json';

/** Licenses that ask a program shipped with them to come under them too (strong or weak). */
const COPYLEFT = /\b(A?GPL|LGPL|SSPL|EUPL|OSL|MPL|EPL|CDDL|CC-BY-SA)\b/i;

/**
 * Whether a license (an SPDX expression) binds what ships with it: with a choice ('MIT OR
 * GPL-3.0'), only when every choice does; with several at once (AND), when one does.
 */
const isCopyleft = (license) =>
  license
    .replace(/[()]/g, ' ')
    .split(/\s+OR\s+/i)
    .every((choice) => COPYLEFT.test(choice));

/** The package a module file belongs to: the folder after the last node_modules/ in its path. */
function packageRoot(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  const nameParts = parts[at + 1]?.startsWith('@') ? 2 : 1;
  if (parts.length <= at + nameParts) return null;
  return parts.slice(0, at + 1 + nameParts).join(path.sep);
}

/** A package.json's license, in either of its shapes ('MIT', or { type } / [{ type }] of old). */
function licenseOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license && typeof pkg.license.type === 'string') return pkg.license.type;
  if (Array.isArray(pkg.licenses)) {
    const types = pkg.licenses.map((l) => l?.type).filter((t) => typeof t === 'string');
    if (types.length) return types.length > 1 ? `(${types.join(' OR ')})` : types[0];
  }
  return null;
}

const repositoryOf = (pkg) => {
  const repo = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  return typeof repo === 'string' ? repo.replace(/^git\+/, '').replace(/\.git$/, '') : undefined;
};

/**
 * The full text of a license, for a package that states it and ships no license file (the
 * @tensorflow packages state Apache-2.0 and carry none; Apache-2.0 asks that its text go with
 * the work).
 */
const LICENSE_TEXTS = { 'Apache-2.0': path.join(__dirname, 'licenses', 'Apache-2.0.txt') };
const licenseText = (license) =>
  LICENSE_TEXTS[license]
    ? fs.readFileSync(LICENSE_TEXTS[license], 'utf8').replace(/^\n+|\s+$/g, '')
    : undefined;

/** What a package's folder says of it: name, version, license, repository, license file text. */
function describePackage(root) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const licenseFile = fs
    .readdirSync(root)
    .filter((f) => /^(licen[cs]e|copying)(\.|-|$)/i.test(f))
    .sort()[0];
  const author = typeof pkg.author === 'string' ? pkg.author : pkg.author?.name;
  const license = licenseOf(pkg);
  return {
    name: pkg.name,
    version: pkg.version,
    license,
    repository: repositoryOf(pkg),
    text: licenseFile
      ? fs.readFileSync(path.join(root, licenseFile), 'utf8').trim()
      : [author && `Copyright (c) ${author}`, licenseText(license)].filter(Boolean).join('\n\n'),
  };
}

/**
 * Files a package only carries, made and licensed by others, credited to who made them: the
 * MoveNet weights in @vladmandic/human's models folder (the Line Kit's pose model; none of that
 * package's own code ships) are Google's, under Apache-2.0, not the package's MIT.
 */
const DATA_FILES = [
  {
    file: /[\\/]@vladmandic[\\/]human[\\/]models[\\/]movenet-lightning\.(json|bin)$/,
    describe: (root) => {
      const carrier = describePackage(root);
      return {
        name: 'MoveNet SinglePose Lightning (model weights)',
        version: `as in ${carrier.name} ${carrier.version}`,
        license: 'Apache-2.0',
        repository: 'https://www.kaggle.com/models/google/movenet',
        text: [
          "MoveNet is Google's pose model, published under the Apache License 2.0 on TensorFlow",
          `Hub (now Kaggle Models); these are its files converted to TensorFlow.js as ${carrier.name}`,
          `${carrier.version} packages them (${carrier.repository}).`,
          '',
          licenseText('Apache-2.0'),
        ].join('\n'),
      };
    },
  },
];

/**
 * The packages a compilation ships, by package folder, each with the names of the chunks that
 * carry it. `generated` maps a folder of files made at install time from a package (the
 * English cut of the voice engine) to that package's folder.
 */
function shippedPackages(compilation, generated = []) {
  const shipped = new Map();
  const note = (file, chunk) => {
    if (!file) return;
    const from = generated.find((g) => file.startsWith(g.dir + path.sep));
    const root = from ? from.packageRoot : packageRoot(file);
    if (!root) return;
    const data = DATA_FILES.find((d) => d.file.test(file));
    const key = data ? `${root}#${DATA_FILES.indexOf(data)}` : root;
    if (!shipped.has(key))
      shipped.set(key, {
        describe: () => (data ? data.describe(root) : describePackage(root)),
        chunks: new Set(),
      });
    shipped.get(key).chunks.add(chunk.name ?? String(chunk.id));
  };
  for (const chunk of compilation.chunks) {
    for (const mod of compilation.chunkGraph.getChunkModules(chunk)) {
      note(mod.resource, chunk);
      for (const inner of mod.modules ?? []) note(inner.resource, chunk);
    }
  }
  return [...shipped.values()].map(({ describe, chunks }) => ({ ...describe(), chunks: [...chunks].sort() }));
}

const byName = (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version);

/**
 * Workbox's runtime, which the service worker generator bundles into sw.js itself (outside this
 * compilation's modules): each of its modules marks itself with `workbox:<module>:<version>`.
 * The packages are read where the generator (workbox-webpack-plugin) resolves them.
 */
function workboxPackages(compilation) {
  const found = [];
  for (const asset of compilation.getAssets()) {
    if (!asset.name.endsWith('.js')) continue;
    const source = asset.source.source().toString();
    if (!source.includes('workbox:')) continue;
    const modules = new Set([...source.matchAll(/workbox:([a-z-]+):\d/g)].map((m) => m[1]));
    const from = path.dirname(require.resolve('workbox-webpack-plugin/package.json'));
    for (const m of modules) {
      const root = path.dirname(require.resolve(`workbox-${m}/package.json`, { paths: [from] }));
      found.push({ ...describePackage(root), chunks: [asset.name] });
    }
  }
  return found;
}

/**
 * What is wrong with shipping these packages: one line per package that states no license, or
 * a copyleft one while a chunk outside `copyleftChunks` carries it.
 */
function licenseProblems(packages, copyleftChunks = []) {
  const problems = [];
  for (const p of packages) {
    const where = `${p.name}@${p.version} (in ${p.chunks.join(', ')})`;
    if (!p.license || /^(UNLICENSED|SEE LICENSE IN)/i.test(p.license)) {
      problems.push(`${where} states no license`);
    } else if (isCopyleft(p.license)) {
      const outside = p.chunks.filter((c) => !copyleftChunks.includes(c));
      if (outside.length) {
        problems.push(`${where} is ${p.license}, a copyleft license, in ${outside.join(', ')}`);
      }
    }
  }
  return problems;
}

/**
 * Writes third-party-notices.json into the build, and fails the build on a license problem.
 * `notes`: what to say of a package beyond its license (where a separate program's source is).
 * `own`: the license file of the code the build is made of (HandyQ's), written beside the list.
 * @param {{ copyleftChunks?: string[], generated?: { dir: string, packageRoot: string }[], notes?: Record<string, string>, own?: string }} options
 */
class ThirdPartyNotices {
  constructor(options = {}) {
    this.options = options;
    // A folder that moved would leave its files counted as HandyQ's own, their license unlisted.
    for (const g of options.generated ?? []) {
      if (!fs.existsSync(g.dir)) throw new Error(`ThirdPartyNotices: no generated folder ${g.dir}`);
    }
  }
  apply(compiler) {
    const { rspack } = compiler;
    compiler.hooks.thisCompilation.tap('ThirdPartyNotices', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ThirdPartyNotices', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const packages = [
            ...shippedPackages(compilation, this.options.generated),
            ...workboxPackages(compilation),
          ]
            .sort(byName)
            .map((p) => (this.options.notes?.[p.name] ? { ...p, note: this.options.notes[p.name] } : p));
          for (const problem of licenseProblems(packages, this.options.copyleftChunks)) {
            compilation.errors.push(new rspack.WebpackError(`Third-party license: ${problem}`));
          }
          const own = this.options.own ? fs.readFileSync(this.options.own, 'utf8').trim() : undefined;
          const body = { build: compiler.options.output.uniqueName, own, packages };
          compilation.emitAsset(
            NOTICES_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(body, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { ThirdPartyNotices, licenseProblems, NOTICES_FILE };
