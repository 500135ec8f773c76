// The README-commands check (scripts/readme-commands.mjs, run by CI on a fresh clone): which
// commands it reads from README.md and the docs pages, and that it knows what to do with each one
// listed now.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commandSources, listedCommands, planProblems, readmeCommands } from '../scripts/readme-commands.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('the README-commands check', () => {
  it('reads every line of a shell block and the npm and node commands of code spans, without comments', () => {
    const markdown = [
      'Run `npm run lint` / `npm run format` or `node scripts/x.mjs`; `DATA_DIR` is a name.',
      '```sh',
      '# the two commands',
      'npm install && npm start   # builds everything',
      'cd api && node run.js',
      '',
      '```',
      '```json',
      '{ "script": "npm run nothing" }',
      '```',
      '| `npm run build -w coach-kit` | one kit |',
    ].join('\n');
    expect(readmeCommands(markdown).sort()).toEqual([
      'cd api && node run.js',
      'node scripts/x.mjs',
      'npm install && npm start',
      'npm run build -w coach-kit',
      'npm run format',
      'npm run lint',
    ]);
  });

  it('reads README.md and then every docs page, sorted', () => {
    const docs = fs
      .readdirSync(path.join(root, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => `docs/${f}`);
    expect(commandSources()).toEqual(['README.md', ...docs]);
    expect(commandSources()).toEqual(expect.arrayContaining(['docs/ci.md', 'docs/engines.md']));
  });

  it('finds a command written only in a docs page, and names the pages of each', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-commands-'));
    try {
      fs.mkdirSync(path.join(dir, 'docs'));
      fs.writeFileSync(path.join(dir, 'README.md'), 'Start with `npm start`.\n');
      fs.writeFileSync(path.join(dir, 'docs/b.md'), '```sh\nnpm run only-in-docs -w api\n```\n');
      fs.writeFileSync(path.join(dir, 'docs/a.md'), 'Again: `npm start`.\n');
      fs.writeFileSync(path.join(dir, 'docs/notes.txt'), '`npm run not-a-page`\n');
      expect(commandSources(dir)).toEqual(['README.md', 'docs/a.md', 'docs/b.md']);
      expect([...listedCommands(dir)]).toEqual([
        ['npm start', ['README.md', 'docs/a.md']],
        ['npm run only-in-docs -w api', ['docs/b.md']],
      ]);
      const problems = planProblems([...listedCommands(dir).keys()], listedCommands(dir));
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^docs\/b\.md lists `npm run only-in-docs -w api`, which this check neither/),
        ]),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds this repository's commands that only a docs page lists", () => {
    const listed = listedCommands();
    const readme = readmeCommands(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
    // moved out of the README with the pages they belong to
    for (const command of ['npm run build -w line-kit', 'npm run bench:crash -w bench']) {
      expect(readme).not.toContain(command);
      const pages = listed.get(command) ?? [];
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(page).toMatch(/^docs\/[\w-]+\.md$/);
    }
  });

  it('runs or skips every command README.md and the docs list, each naming a script that exists', () => {
    const sources = listedCommands();
    const listed = [...sources.keys()];
    expect(listed).toEqual(expect.arrayContaining(['npm run build:demo', 'npm start', 'npm run dev']));
    expect(planProblems(listed, sources)).toEqual([]);
  });

  it('leaves a jest run of some tests to npm test', () => {
    const listed = [...listedCommands().keys()];
    const jest = [
      'node --experimental-vm-modules node_modules/jest/bin/jest.js shared/domain/src',
      'cd api && node --experimental-vm-modules ../node_modules/jest/bin/jest.js test/health.spec.ts',
    ];
    expect(planProblems([...listed, ...jest])).toEqual([]);
    expect(planProblems([...listed, 'node scripts/other.mjs'])).toHaveLength(1);
  });

  it('fails a command it does not know, a script that does not exist, and a step the pages dropped', () => {
    const listed = [...listedCommands().keys()];
    const problems = planProblems([...listed.filter((c) => c !== 'npm run dev'), 'npm run wobble -w api']);
    expect(problems).toEqual([
      expect.stringMatching(/lists `npm run wobble -w api`, which this check neither runs nor skips/),
      expect.stringMatching(/`npm run wobble -w api`: api package.json has no "wobble" script/),
      expect.stringMatching(
        /PLAN runs `npm run dev`, which neither README.md nor docs\/\*\.md lists any more/,
      ),
    ]);
  });
});
