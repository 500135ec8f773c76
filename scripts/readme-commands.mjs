// `node scripts/readme-commands.mjs`: every command README.md and the docs pages (docs/*.md) list
// works on a fresh clone.
//
// It reads each command they show (```sh blocks, and `npm …`/`node …` spans), then runs
// them in a fresh clone of HEAD (in the system's temp dir) as PLAN below says: a command runs to
// its end and must exit 0; a server (start, dev, serve) runs until each address it should serve
// answers 200, then it is stopped. Each group of steps starts from a tree as a fresh clone has
// it after install: nothing built, no data. After every step, `git status` must be clean: a
// listed command leaves no tracked file changed and no file git does not ignore (so a stale
// THIRD_PARTY_NOTICES or a missing migration fails here too).
//
// A command that neither PLAN nor SKIPPED names fails the check: a new command in the README or
// a docs page gets a step here. SKIPPED commands are not run, and say why; any `npm run <script>`
// must still name a script its package has.
//
// The install is not repeated: the clone gets a copy of this checkout's node_modules and runs
// the root postinstall, as `npm ci` would (CI runs this right after its own `npm ci`). Uncommitted
// changes are not in the clone. `--keep` keeps the clone; `--only <text>` runs only the groups
// with a step whose command contains <text>.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = join(import.meta.dirname, '..');
const MIN = 60_000;

/**
 * The README's commands: every line of a shell block, and each code span that is an npm, npx or
 * node command (other spans are names and values, not commands); comments dropped.
 */
export function readmeCommands(markdown) {
  const found = new Set();
  const add = (text, only) => {
    const command = text
      .replace(/(^|\s)#.*$/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (command && (!only || only.test(command))) found.add(command);
  };
  const fences = /^```(\w*)\n([\s\S]*?)^```/gm;
  for (const [, lang, body] of markdown.matchAll(fences))
    if (['sh', 'bash', 'shell', 'console'].includes(lang)) for (const line of body.split('\n')) add(line);
  for (const [, span] of markdown.replace(fences, '').matchAll(/`([^`\n]+)`/g)) add(span, /^(npm|npx|node) /);
  return [...found];
}

/** The pages whose commands this check runs: README.md, then every docs/*.md (sorted). */
export function commandSources(dir = root) {
  const docs = join(dir, 'docs');
  const pages = existsSync(docs) ? readdirSync(docs).filter((f) => f.endsWith('.md')) : [];
  return ['README.md', ...pages.sort().map((f) => `docs/${f}`)];
}

/** Every command those pages list (README's first), each with the pages that list it. */
export function listedCommands(dir = root) {
  const found = new Map();
  for (const page of commandSources(dir))
    for (const command of readmeCommands(readFileSync(join(dir, page), 'utf8')))
      found.set(command, [...(found.get(command) ?? []), page]);
  return found;
}

/** Commands not run here, and why. */
const SKIPPED = [
  {
    command: /^npm (ci|install)$/,
    why: "the install: CI's own `npm ci` on its fresh clone, whose node_modules this check copies",
  },
  {
    command: /^npm (test|run (test:unit|lint)|run test:engines -w e2e)$/,
    why: '`npm test` runs it, in CI right after this check',
  },
  {
    // `prettier --write .`: on a tree that `prettier --check .` passes it changes nothing, and the
    // lint step checks exactly that, on the same files with the same settings.
    command: /^npm run format$/,
    why: "`npm test`'s lint runs `prettier --check .`: a tree it passes, `format` leaves as it is",
  },
  {
    // A part of the unit tests, by hand: `cd api && node … jest.js test/x.spec.ts` and the like.
    command: /^(cd \w+ && )?node --experimental-vm-modules (\.\.\/)?node_modules\/jest\/bin\/jest\.js( .*)?$/,
    why: '`npm test` runs every jest test (`npm run test:unit`), in CI right after this check',
  },
  {
    // The browser tests by hand, from e2e/ (`HANDYQ_E2E_PORT_OFFSET=100 npx playwright test`).
    command: /^(\w+=\S+ )*npx playwright test( .*)?$/,
    why: '`npm test` runs the browser tests (its e2e step), in CI right after this check',
  },
  {
    command: /(^|\s)docker-compose up( .*)?$/,
    why: 'the production deploy: no container engine runs here (CI validates the file with `docker-compose config`)',
  },
  {
    // Operations' backup and restore, against a production database.
    command: /^(pg_dump|pg_restore|createdb) .*$|^DATABASE_URL=\S+ node api\/dist\/main\.js$/,
    why: "a backup or restore of a deployment's database: `npm run bench:crash -w bench` runs this dump, restore and boot on every run (its smoke in the e2e step)",
  },
  {
    command: /^npm run bench(:[\w-]+)?( -w bench)?( -- .*)?$/,
    why: 'a benchmark: minutes each, on fixed ports, judged on a quiet machine; run by hand',
  },
  {
    // docs/engines.md: WebKitGTK's WebDriver, Xvfb and Firefox ESR from Debian.
    command: /^apt-get install( -y)?( [\w.+-]+)+$/,
    why: "Debian's packages: `.ci/run` installs those it lacks before this check",
  },
  {
    // docs/ci.md's "loaded" runs: two of these beside a measured run, each keeping a core busy.
    command: /^node -e "for\(;;\)\{\}"$/,
    why: 'a CPU hog that never ends, run by hand beside a measured CI run to load the machine',
  },
];

/**
 * What runs, in groups; each group starts from a freshly installed clone. A step's `readme` is
 * the README's command (or a pattern, when the README writes a placeholder); `run` is what is
 * run for it, when that is not the README's text itself.
 */
const PLAN = [
  [
    { readme: 'npm run build:demo' },
    {
      readme: 'npm run serve:demo',
      serve: ({ port }) => [
        `http://localhost:${port}/`,
        `http://localhost:${port}/kits/coach-kit/mf-manifest.json`,
      ],
    },
  ],
  [
    { readme: 'npm run build -w coach-kit' },
    { readme: 'npm run build -w line-kit' },
    { readme: 'npm run build -w api' },
    { readme: 'npm run db:generate -w api' },
    { readme: 'npm ls --omit=dev -w api' },
  ],
  [
    {
      readme: 'npm run dev',
      fixedPorts: true,
      serve: ({ kits }) => [
        'http://localhost:3005/',
        'http://localhost:3000/api/health',
        ...kits.map((k) => `http://localhost:${k.devPort}/mf-manifest.json`),
      ],
    },
  ],
  [
    {
      readme: 'npm start',
      serve: ({ port }) => [`http://localhost:${port}/api/health`, `http://localhost:${port}/`],
      // An account for the promotion below, made as anyone would: by signing up.
      whileUp: ({ port }) =>
        post(`http://localhost:${port}/api/auth/signup`, {
          fullname: 'Someone',
          email: 'someone@example.com',
          password: 'readme-check-password',
        }),
    },
    {
      readme: /^npm run admin:promote -w api -- \S+$/,
      run: 'npm run admin:promote -w api -- someone@example.com',
    },
    // `npm start` has just built everything: the notices from that build, not from a second one
    // (a whole build is the check's longest step, and it runs beside `npm test`).
    { readme: 'npm run build && npm run notices', run: 'npm run notices' },
  ],
];

const STEP_TIMEOUT_MS = 5 * MIN;
const SERVE_TIMEOUT_MS = 3 * MIN;
/** The README's configuration variables that would change what a command does: each runs on defaults. */
const UNSET = [
  'PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'WEB_ROOT',
  'JWT_SECRET',
  'NODE_ENV',
  'HANDYQ_DEMO',
];

async function main(argv) {
  const keep = argv.includes('--keep');
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
  const sources = listedCommands();
  const listed = [...sources.keys()];
  const problems = planProblems(listed, sources);

  const commit = git(root, 'rev-parse', 'HEAD').trim();
  const dir = mkdtempSync(join(tmpdir(), 'handyq-readme-'));
  const tree = join(dir, 'handyq');
  console.log(`README commands on a fresh clone of ${commit.slice(0, 8)}, in ${tree}`);
  if (git(root, 'status', '--porcelain', '--untracked-files=no').trim())
    console.log('(this checkout has uncommitted changes: the clone has HEAD without them)');
  for (const command of listed) {
    const skip = SKIPPED.find((s) => s.command.test(command));
    if (skip) console.log(`skip          ${command}: ${skip.why}`);
  }
  const results = [];
  try {
    freshClone(tree, commit);
    for (const [g, group] of PLAN.entries()) {
      if (only && !group.some((s) => stepText(s).includes(only))) continue;
      git(tree, 'clean', '-fdxq', '-e', 'node_modules', '-e', '/shared/cue/generated/');
      for (const [i, step] of group.entries()) {
        const log = join(dir, `${g + 1}.${i + 1}.log`);
        const started = Date.now();
        const failure = await runStep(step, tree, log).catch((err) => err.message);
        const result = { command: stepText(step), ms: Date.now() - started, failure, log };
        results.push(result);
        console.log(`${failure ? 'FAIL' : 'ok  '} ${seconds(result.ms)}  ${result.command}`);
        if (failure) {
          console.log(`       ${failure}\n       its errors, then its last lines (${log}):`);
          console.log(errorsAndTail(log).replace(/^/gm, '       | '));
          break; // the group's later steps build on this one
        }
      }
    }
  } finally {
    if (keep) console.log(`kept ${tree}`);
    else rmSync(dir, { recursive: true, force: true });
  }
  problems.push(...results.filter((r) => r.failure).map((r) => `\`${r.command}\` failed: ${r.failure}`));
  for (const p of problems) console.error(`README commands: ${p}`);
  return problems.length ? 1 : 0;
}

const stepText = (step) => step.run ?? step.readme;

/**
 * What is wrong before anything runs: listed commands PLAN does not know, and the reverse.
 * `sources` (from `listedCommands`) names the pages that list each command.
 */
export function planProblems(listed, sources = new Map()) {
  const stale = PLAN.flat()
    .filter((step) => !listed.some((c) => matches(step.readme, c)))
    .map(
      (step) =>
        `PLAN runs \`${stepText(step)}\`, which neither README.md nor docs/*.md lists any more: drop the step`,
    );
  return [...unplanned(listed, sources), ...missingScripts(listed), ...stale];
}

/** Listed commands that no step runs and no rule skips (a `a && b` is covered by its parts). */
function unplanned(listed, sources) {
  const planned = (step, command) =>
    matches(step.readme, command) ||
    (typeof step.readme === 'string' && step.readme.split(' && ').includes(command));
  const covered = (command) =>
    PLAN.flat().some((s) => planned(s, command)) || SKIPPED.some((s) => s.command.test(command));
  return listed
    .filter((c) => !covered(c) && !c.split(' && ').every(covered))
    .map(
      (c) =>
        `${sources.get(c)?.join(', ') ?? 'README.md or docs/*.md'} lists \`${c}\`, which this check neither runs nor skips: add it to PLAN`,
    );
}

/** Every listed `npm run <script> [-w <workspace>]` names a script that package has. */
function missingScripts(listed) {
  const out = [];
  for (const part of listed.flatMap((c) => c.split(' && '))) {
    const m = /^npm (?:run (\S+)|(start|test))(?: -w (\S+))?/.exec(part);
    if (!m) continue;
    const script = m[1] ?? m[2];
    const pkg = JSON.parse(readFileSync(join(root, m[3] ?? '', 'package.json'), 'utf8'));
    if (!pkg.scripts?.[script])
      out.push(`\`${part}\`: ${m[3] ?? 'the root'} package.json has no "${script}" script`);
  }
  return out;
}

const matches = (readme, command) => (typeof readme === 'string' ? readme === command : readme.test(command));

/** A clone of HEAD with this checkout's installed packages, as `npm ci` leaves a fresh clone. */
function freshClone(tree, commit) {
  execFileSync('git', ['clone', '-q', '--no-checkout', root, tree], { stdio: 'inherit' });
  git(tree, 'checkout', '-q', '--detach', commit);
  execFileSync('cp', ['-a', '--reflink=auto', join(root, 'node_modules'), join(tree, 'node_modules')]);
  rmSync(join(tree, 'node_modules/.cache'), { recursive: true, force: true });
  execFileSync('npm', ['run', '--silent', 'postinstall'], { cwd: tree, stdio: 'ignore' });
}

async function runStep(step, tree, log) {
  const command = step.run ?? step.readme;
  const env = { ...process.env };
  for (const name of UNSET) delete env[name];
  if (!step.serve) {
    const code = await exited(start(command, tree, env, log), STEP_TIMEOUT_MS);
    if (code !== 0) return code === null ? `no end in ${STEP_TIMEOUT_MS / MIN} minutes` : `exit code ${code}`;
    return cleanTree(tree);
  }
  if (step.fixedPorts) {
    const busy = await busyPorts([3000, 3005, ...kitsOf(tree).map((k) => k.devPort)]);
    if (busy.length) return `port ${busy.join(', ')} in use: this step needs them free`;
  }
  // A server on a port of its own, where it takes one (PORT), so nothing else in use is hit.
  const port = step.fixedPorts ? undefined : await freePort();
  if (port) env.PORT = String(port);
  const urls = step.serve({ port, kits: kitsOf(tree) });
  const child = start(command, tree, env, log);
  try {
    const failure = await answering(urls, child);
    if (failure) return failure;
    await step.whileUp?.({ port });
  } finally {
    await stop(child);
  }
  return cleanTree(tree);
}

const kitsOf = (tree) => JSON.parse(readFileSync(join(tree, 'shared/domain/kits.json'), 'utf8'));

/** The command in its own process group (so it is stopped with everything it started). */
function start(command, cwd, env, log) {
  const child = spawn('sh', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  child.done = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return child;
}

/** The exit code, or null (and the command stopped) when it runs past `ms`. */
async function exited(child, ms) {
  const code = await Promise.race([child.done, deadline(ms).then(() => 'timeout')]);
  if (code !== 'timeout') return code ?? -1;
  await stop(child);
  return null;
}

/** A timer for a race, which does not keep this script running once the race is won. */
const deadline = (ms) => sleep(ms, undefined, { ref: false });

/** Stops the command and everything it started: asked first, then forced. */
async function stop(child) {
  const signal = (s) => {
    try {
      process.kill(-child.pid, s);
    } catch {
      // the group is gone already
    }
  };
  signal('SIGTERM');
  await Promise.race([child.done, deadline(10_000)]);
  signal('SIGKILL');
}

/** Waits until every address answers 200; a failure names what did not. */
async function answering(urls, child) {
  const deadline = Date.now() + SERVE_TIMEOUT_MS;
  let ended = false;
  void child.done.then(() => (ended = true));
  const pending = new Set(urls);
  while (pending.size) {
    if (ended) return `it ended before ${[...pending].join(', ')} answered`;
    if (Date.now() > deadline)
      return `no 200 from ${[...pending].join(', ')} in ${SERVE_TIMEOUT_MS / MIN} minutes`;
    for (const url of pending) {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => null);
      if (res?.status === 200) pending.delete(url);
    }
    await sleep(500);
  }
  return undefined;
}

async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
}

/** After a step: nothing tracked changed, nothing left that git does not ignore. */
function cleanTree(tree) {
  const status = git(tree, 'status', '--porcelain').trim();
  return status ? `it left the tree changed:\n${status}` : undefined;
}

function git(tree, ...args) {
  return execFileSync('git', args, { cwd: tree, encoding: 'utf8' });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function busyPorts(ports) {
  const busy = [];
  for (const port of ports) {
    const free = await new Promise((resolve) => {
      const server = createServer().listen(port, () => server.close(() => resolve(true)));
      server.on('error', () => resolve(false));
    });
    if (!free) busy.push(port);
  }
  return busy;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`.padStart(6);

/** What a failed step printed: its first lines that report an error (a server's output may bury them), then its last. */
function errorsAndTail(file) {
  if (!existsSync(file)) return '';
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  const errors = lines.filter((l) => /\berror\b|exited with [1-9]/i.test(l)).slice(0, 10);
  return [...errors, '…', ...lines.slice(-20)].join('\n');
}

if (process.argv[1] === import.meta.filename) process.exitCode = await main(process.argv.slice(2));
