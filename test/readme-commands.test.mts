// The README-commands check (scripts/readme-commands.mjs, run by CI on a fresh clone): which
// commands it reads from the README, and that it knows what to do with each one listed now.
import fs from 'node:fs';
import path from 'node:path';
import { planProblems, readmeCommands } from '../scripts/readme-commands.mjs';

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

  it('runs or skips every command README.md lists, each naming a script that exists', () => {
    const listed = readmeCommands(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
    expect(listed).toEqual(expect.arrayContaining(['npm run build:demo', 'npm start', 'npm run dev']));
    expect(planProblems(listed)).toEqual([]);
  });

  it('leaves a jest run of some tests to npm test', () => {
    const listed = readmeCommands(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
    const jest = [
      'node --experimental-vm-modules node_modules/jest/bin/jest.js shared/src',
      'cd api && node --experimental-vm-modules ../node_modules/jest/bin/jest.js test/health.spec.ts',
    ];
    expect(planProblems([...listed, ...jest])).toEqual([]);
    expect(planProblems([...listed, 'node scripts/other.mjs'])).toHaveLength(1);
  });

  it('fails a README command it does not know, a script that does not exist, and a step the README dropped', () => {
    const listed = readmeCommands(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
    const problems = planProblems([...listed.filter((c) => c !== 'npm run dev'), 'npm run wobble -w api']);
    expect(problems).toEqual([
      expect.stringMatching(/lists `npm run wobble -w api`, which this check neither runs nor skips/),
      expect.stringMatching(/`npm run wobble -w api`: api package.json has no "wobble" script/),
      expect.stringMatching(/PLAN runs `npm run dev`, which README.md no longer lists/),
    ]);
  });
});
