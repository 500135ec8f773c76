// `npm test`: every check, in phases, each phase's time printed and summed up at the end.
//   1. typecheck, lint and the unit tests at once (none needs another's output; on 2 cores they
//      keep both busy, where one after another each left a core idle part of the time); each
//      one's output is printed whole when it ends
//   2. the API's integration tests (PGlite, and the PostgreSQL server when DATABASE_URL is set)
//   3. the build, then the demo build
//   4. the browser tests, on those builds: in Chromium, and the flows a user depends on in WebKit
//      and Firefox too (e2e/engines), in one Playwright run
// It stops after the first phase that fails.
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, command: string }} Step */

/** @type {Step[][]} */
const PHASES = [
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
    { name: 'unit tests', command: 'node --experimental-vm-modules node_modules/jest/bin/jest.js' },
  ],
  [{ name: 'API tests', command: 'npm test -w api' }],
  [{ name: 'build', command: 'npm run build && npm run build:demo' }],
  [{ name: 'browser tests', command: 'npm run test:e2e' }],
];

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs `step`; its output goes straight through when it runs alone, or is kept and printed whole
 * when it ends (`buffered`), so steps that run at once do not interleave their lines.
 */
function run(step, buffered) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const out = [];
    if (buffered) {
      child.stdout.on('data', (b) => out.push(b));
      child.stderr.on('data', (b) => out.push(b));
    }
    child.on('close', (code) => {
      const ms = Date.now() - started;
      if (buffered) {
        process.stdout.write(`\n--- ${step.name} (${step.command}) ---\n`);
        process.stdout.write(Buffer.concat(out));
      }
      console.log(`\n${code === 0 ? 'ok  ' : 'FAIL'} ${step.name}: ${seconds(ms)}`);
      resolve({ ...step, ok: code === 0, ms });
    });
  });
}

const results = [];
const started = Date.now();
let failed = false;
for (const phase of PHASES) {
  const phaseStarted = Date.now();
  console.log(`\n=== npm test: ${phase.map((s) => s.name).join(', ')}`);
  const done = await Promise.all(phase.map((step) => run(step, phase.length > 1)));
  results.push({ names: done.map((d) => `${d.name} ${seconds(d.ms)}`), ms: Date.now() - phaseStarted });
  if (done.some((d) => !d.ok)) {
    failed = true;
    break;
  }
}
console.log(`\nnpm test ${failed ? 'FAILED' : 'passed'} in ${seconds(Date.now() - started)}:`);
for (const r of results) console.log(`  ${seconds(r.ms).padStart(6)}  ${r.names.join(', ')}`);
process.exit(failed ? 1 : 0);
