// The build's license check, run on a real Rspack build of a tiny app that imports a package
// planted for the test: the build fails when a shipped chunk carries a copyleft package (or one
// with no license), and passes when only the allowed chunk carries it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { jest } from '@jest/globals';
import { rspack, type RspackPluginInstance, type Stats } from '@rspack/core';

const thirdParty = createRequire(import.meta.url)('../shared/build/third-party.cjs') as {
  ThirdPartyNotices: new (o: {
    copyleftChunks?: string[];
    generated?: { dir: string; packageRoot: string }[];
  }) => RspackPluginInstance;
  licenseProblems: (
    p: { name: string; version: string; license: string | null; chunks: string[] }[],
    allowed?: string[],
  ) => string[];
};
const { ThirdPartyNotices, licenseProblems } = thirdParty;

function plantedApp(license: string | undefined, lazyChunk: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-notices-'));
  const pkg = path.join(dir, 'node_modules', 'planted');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({ name: 'planted', version: '1.2.3', main: 'index.js', ...(license ? { license } : {}) }),
  );
  fs.writeFileSync(path.join(pkg, 'index.js'), 'module.exports = () => "planted";\n');
  if (license) fs.writeFileSync(path.join(pkg, 'LICENSE'), `${license}\nCopyright (C) 2026 Planted\n`);
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    lazyChunk
      ? 'import(/* webpackChunkName: "voice" */ "planted").then((m) => console.log(m.default()));\n'
      : 'console.log(require("planted")());\n',
  );
  return dir;
}

/** Builds the app; a build with errors emits nothing (production), so its notices are null. */
function build(
  dir: string,
): Promise<{ stats: Stats; notices: { packages: { name: string; chunks: string[] }[] } | null }> {
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: path.join(dir, 'index.js'),
    output: { path: path.join(dir, 'dist'), uniqueName: 'planted-app' },
    plugins: [new ThirdPartyNotices({ copyleftChunks: ['voice'] })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err || !stats) return reject(err);
      const file = path.join(dir, 'dist', 'third-party-notices.json');
      const notices = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
      compiler.close(() => resolve({ stats, notices }));
    }),
  );
}

const errorsOf = (stats: Stats) =>
  stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? [];

describe('the build fails on a shipped package it may not ship', () => {
  jest.setTimeout(60_000);

  it('fails on a GPL package in a chunk every page loads, naming it', async () => {
    const { stats, notices } = await build(plantedApp('GPL-3.0-only', false));
    expect(errorsOf(stats).join('\n')).toMatch(
      /Third-party license: planted@1\.2\.3 \(in main\) is GPL-3\.0-only, a copyleft license, in main/,
    );
    expect(notices).toBeNull();
  });

  it('fails on a package that states no license', async () => {
    const { stats } = await build(plantedApp(undefined, false));
    expect(errorsOf(stats).join('\n')).toMatch(/planted@1\.2\.3 \(in main\) states no license/);
  });

  it('lets a GPL package through in the chunk allowed it (the on-device voice)', async () => {
    const { stats, notices } = await build(plantedApp('GPL-3.0-only', true));
    expect(errorsOf(stats)).toEqual([]);
    expect(notices?.packages).toEqual([
      expect.objectContaining({ name: 'planted', license: 'GPL-3.0-only', chunks: ['voice'] }),
    ]);
  });
});

/** An app of `files` (paths under its folder) whose entry is `index.js`. */
function appOf(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-notices-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

type Shipped = { name: string; version: string; license: string; text: string };

describe('what the notices say of each shipped package', () => {
  jest.setTimeout(60_000);

  it('a package that states Apache-2.0 and ships no license file gets its text', async () => {
    const { stats, notices } = await build(
      appOf({
        'node_modules/bare/package.json': JSON.stringify({
          name: 'bare',
          version: '4.22.0',
          main: 'index.js',
          license: 'Apache-2.0',
        }),
        'node_modules/bare/index.js': 'module.exports = 1;\n',
        'index.js': 'console.log(require("bare"));\n',
      }),
    );
    expect(errorsOf(stats)).toEqual([]);
    const [bare] = (notices?.packages ?? []) as unknown as Shipped[];
    expect(bare).toMatchObject({ name: 'bare', license: 'Apache-2.0' });
    expect(bare!.text).toMatch(/^ +Apache License\n +Version 2\.0, January 2004\n/);
    expect(bare!.text).toContain('TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION');
  });

  it("the MoveNet weights @vladmandic/human carries are credited to Google's Apache-2.0, not its MIT", async () => {
    const human = 'node_modules/@vladmandic/human';
    const { stats, notices } = await build(
      appOf({
        [`${human}/package.json`]: JSON.stringify({
          name: '@vladmandic/human',
          version: '3.3.6',
          license: 'MIT',
          repository: 'https://github.com/vladmandic/human',
        }),
        [`${human}/LICENSE`]: 'MIT License\n\nCopyright (c) Vladimir Mandic\n',
        [`${human}/models/movenet-lightning.json`]: '{"format":"graph-model"}\n',
        'index.js': `console.log(new URL("./${human}/models/movenet-lightning.json", import.meta.url).href);\n`,
      }),
    );
    expect(errorsOf(stats)).toEqual([]);
    const shipped = (notices?.packages ?? []) as unknown as Shipped[];
    expect(shipped.map((p) => [p.name, p.license])).toEqual([
      ['MoveNet SinglePose Lightning (model weights)', 'Apache-2.0'],
    ]);
    expect(shipped[0]!.version).toBe('as in @vladmandic/human 3.3.6');
    expect(shipped[0]!.text).toContain("MoveNet is Google's pose model");
    expect(shipped[0]!.text).toContain('Version 2.0, January 2004');
  });
});

describe('files made at install time from a package', () => {
  it('fails at once when their folder is not there (moved: they would count as HandyQ’s own)', () => {
    const gone = path.join(os.tmpdir(), 'handyq-notices-no-such-folder');
    expect(() => new ThirdPartyNotices({ generated: [{ dir: gone, packageRoot: gone }] })).toThrow(
      `no generated folder ${gone}`,
    );
  });
});

describe('the license rules', () => {
  const pkg = (license: string | null, chunks: string[]) => ({
    name: 'p',
    version: '1.0.0',
    license,
    chunks,
  });
  it.each([
    ['MIT', ['main'], []],
    ['(MIT OR GPL-3.0)', ['main'], []],
    [
      '(GPL-2.0 OR LGPL-3.0)',
      ['main'],
      ['p@1.0.0 (in main) is (GPL-2.0 OR LGPL-3.0), a copyleft license, in main'],
    ],
    ['MIT AND GPL-3.0', ['main'], ['p@1.0.0 (in main) is MIT AND GPL-3.0, a copyleft license, in main']],
    ['LGPL-2.1', ['voice', 'main'], ['p@1.0.0 (in main, voice) is LGPL-2.1, a copyleft license, in main']],
    ['AGPL-3.0', ['voice'], []],
    ['UNLICENSED', ['main'], ['p@1.0.0 (in main) states no license']],
    [null, ['voice'], ['p@1.0.0 (in voice) states no license']],
  ])('%s in %j', (license, chunks, problems) => {
    expect(licenseProblems([pkg(license, [...chunks].sort())], ['voice'])).toEqual(problems);
  });
});
