// Lighthouse 12.8.2 (default mobile config) on the built app, then medians. A benchmark, not a
// test: it prints figures and exits 0 whatever the scores.
//
//   node bench/lighthouse.mjs                      this build: 3 runs per page
//   node bench/lighthouse.mjs --against <commit>   this build and <commit>'s, side by side
//
// Run after `npm run build`. Starts the built server itself (port 3297) with a throwaway data
// dir and stops it at the end. With --against, <commit> is checked out, installed and built in
// a worktree under the system's temp dir (kept for the next run: handyq-at-<commit>), served
// on port 3296, and the runs alternate between the two builds (5 per page per build, the order
// swapped each round), so both meet the same moments of this machine's load. Each page's
// medians are printed for both, and a last line of JSON.
// Options: --runs N, --pages /,/cueCoach (a page `/user/{id}` is a user signed up for the run).
//   --slow: the slow phone: Chromium held to a fixed CPU share (SLOW_SHARE of one core, weighted
//   above everything else: bench/lib/cpu-share.mjs) under Lighthouse's own 4× CPU simulation, so
//   the figures hold whatever else this machine runs; --cpu-share N sets another share.
// With --against, each page's main-thread work by kind (script evaluation, compile, parse, style
// and layout, ...) is printed for both builds too.
// Chromium: $CHROME_PATH, default /usr/bin/chromium. LH_JSON_DIR=<dir> also saves every report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';
import { arg } from './lib/args.mjs';
import { builtCheckout } from './lib/worktree.mjs';
import { cpuShare } from './lib/cpu-share.mjs';

const AGAINST = arg('against');
const PORT = 3297;
const OLD_PORT = 3296;
const ALL_PAGES = [
  '/',
  '/cueCoach',
  '/cueCoach/holdOn',
  '/libraryKit',
  '/libraryKit/practiceLab',
  '/libraryKit/practiceLog',
  '/linePerfector',
  '/user/{id}',
];
const PAGES =
  arg('pages')?.split(',') ??
  (AGAINST ? ALL_PAGES : ['/', '/cueCoach', '/cueCoach/holdOn', '/libraryKit/practiceLab']);
const RUNS = Number(arg('runs') ?? (AGAINST ? 5 : 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const COLS = ['perf', 'a11y', 'bp', 'seo', 'LCP s', 'TBT ms'];
const jsonDir = process.env.LH_JSON_DIR;
/** The slow mode's share of one core: the release gate's phone (docs/benchmarks.md). */
const SLOW_SHARE = 1;
const SHARE = arg('cpu-share')
  ? Number(arg('cpu-share'))
  : process.argv.includes('--slow')
    ? SLOW_SHARE
    : null;
const share = SHARE === null ? null : cpuShare(SHARE);

const servers = [];
let chrome;

async function cleanup() {
  try {
    if (chrome) await chrome.kill();
  } catch {
    /* already gone */
  }
  chrome = undefined;
  for (const s of servers.splice(0)) await s.stop();
  share?.remove();
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    cleanup().finally(() => process.exit(130));
  });
}

async function audit(url) {
  // A fresh Chromium per run: no cache, storage or warmed JIT carried from one run to the next.
  chrome = await chromeLauncher.launch({
    chromePath: share ? share.wrap(CHROMIUM_PATH) : CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    handleSIGINT: false, // our own handler stops Chromium and the server
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    return result.lhr;
  } finally {
    await chrome.kill();
    chrome = undefined;
  }
}

function figures(lhr) {
  const score = (id) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const lcp = num('largest-contentful-paint');
  return [
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    lcp === null ? null : lcp / 1000,
    num('total-blocking-time'),
  ];
}

// [audit, value] for audits that cost points in a11y / best-practices / SEO, and perf metrics
// scoring below 0.9.
function losses(lhr) {
  const out = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && typeof a?.score === 'number' && a.score < 1)
        out.push([`${id}: ${ref.id} — ${a.title}`, a.displayValue || `score ${a.score}`]);
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const a = lhr.audits[ref.id];
    if (ref.weight > 0 && typeof a?.score === 'number' && a.score < 0.9)
      out.push([`performance: ${ref.id}`, `${a.displayValue ?? ''} (${a.score.toFixed(2)})`]);
  }
  return out;
}

const median = (xs) => {
  const v = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : null;
};
const fmt = (v, i) => (v === null ? '—' : i === 4 ? v.toFixed(2) : String(Math.round(v)));
const row = (label, vals) => `  ${label.padEnd(7)}` + vals.map((v, i) => fmt(v, i).padStart(7)).join('');

/** A user signed up on `base`, for the `/user/{id}` page. */
async function someUser(base) {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullname: 'Bench User',
      email: 'bench.user@example.com',
      password: 'bench-password-1',
    }),
  });
  if (!res.ok) throw new Error(`signup on ${base} answered ${res.status}`);
  return (await res.json()).user._id;
}

/** A server of this build (or of `root`'s) with its page URLs. */
async function serve(port, label, root) {
  const server = await startServer(port, {}, root ? { root } : undefined);
  servers.push(server);
  const userId = PAGES.some((p) => p.includes('{id}')) ? await someUser(server.base) : '';
  return { label, server, url: (page) => server.base + page.replace('{id}', userId) };
}

/** One Lighthouse run of `page` on `build`: its figures, and the report saved if asked. */
async function measure(build, page, r) {
  if (!build.server.alive()) throw new Error(`the ${build.label} server died:\n${build.server.log()}`);
  let lhr = await audit(build.url(page));
  // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP): that run is made
  // again once, so a median is not taken over fewer runs than asked for.
  for (let retry = 1; lhr.runtimeError && retry >= 0; retry--) {
    console.error(`  ${build.label} ${page} run ${r}: ${lhr.runtimeError.code}${retry ? ', run again' : ''}`);
    if (retry) lhr = await audit(build.url(page));
  }
  if (jsonDir) {
    const name = `${build.label}-${page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '_')}-${r}.json`;
    fs.writeFileSync(path.join(jsonDir, name), JSON.stringify(lhr));
  }
  return lhr;
}

const loadNote = () =>
  `load avg ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs${share ? `; Chromium at ${share.describe}` : ''}`;

/** This build alone: every run's figures and what lost points. */
async function single() {
  const build = await serve(PORT, 'this');
  for (const page of PAGES) {
    const runs = [];
    const lost = new Map(); // audit -> value in each run where it lost points
    let version = '';
    const bench = [];
    for (let r = 1; r <= RUNS; r++) {
      const lhr = await measure(build, page, r);
      version = lhr.lighthouseVersion;
      bench.push(lhr.environment?.benchmarkIndex ?? null);
      runs.push(figures(lhr));
      for (const [key, value] of losses(lhr)) lost.set(key, [...(lost.get(key) ?? []), `r${r} ${value}`]);
    }
    console.log(
      `\nLighthouse ${version} mobile  ${page}   (CPU benchmarkIndex ${bench.map((b) => (b === null ? '—' : Math.round(b))).join('/')}; ${loadNote()})`,
    );
    console.log(`  ${''.padEnd(7)}` + COLS.map((c) => c.padStart(7)).join(''));
    runs.forEach((f, i) => console.log(row(`run ${i + 1}`, f)));
    console.log(
      row(
        'median',
        COLS.map((_, i) => median(runs.map((f) => f[i]))),
      ),
    );
    for (const [key, values] of lost) console.log(`  - ${key}: ${values.join(', ')}`);
  }
}

/** The kinds of main-thread work Lighthouse's breakdown names, in the order they are printed. */
const WORK_KINDS = [
  ['scriptEvaluation', 'script'],
  ['scriptParseCompile', 'compile'],
  ['parseHTML', 'parse'],
  ['styleLayout', 'style'],
  ['paintCompositeRender', 'paint'],
  ['garbageCollection', 'GC'],
  ['other', 'other'],
];

/** Performance, TBT, LCP, the bytes sent and the main thread's work by kind (ms), of one run. */
function paired(lhr) {
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const perf = lhr.categories.performance?.score;
  const lcp = num('largest-contentful-paint');
  const bytes = num('total-byte-weight');
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const work = Object.fromEntries(WORK_KINDS.map(([group]) => [group, 0]));
  for (const item of items) work[item.group] = (work[item.group] ?? 0) + item.duration;
  return {
    perf: typeof perf === 'number' ? Math.round(perf * 100) : null,
    tbtMs: num('total-blocking-time'),
    lcpS: lcp === null ? null : lcp / 1000,
    kb: bytes === null ? null : bytes / 1024,
    work,
  };
}

/** This build and `rev`'s, runs interleaved; medians side by side, then a JSON line. */
async function sideBySide(rev) {
  const { sha, dir } = builtCheckout(rev);
  const old = await serve(OLD_PORT, sha.slice(0, 7), dir);
  const now = await serve(PORT, 'this');
  const results = [];
  const keys = ['perf', 'tbtMs', 'lcpS', 'kb'];
  const cell = (v, k) => (v === null ? '—' : k === 'lcpS' ? v.toFixed(2) : String(Math.round(v)));
  console.log(
    `\nLighthouse mobile${share ? `, Chromium at ${share.describe}` : ''}, ${RUNS} runs per page per build, interleaved: ${old.label} (old) against this build (new)`,
  );
  for (const page of PAGES) {
    const runs = { old: [], new: [] };
    for (let r = 1; r <= RUNS; r++) {
      // The order is swapped each round: neither build always goes first.
      const order =
        r % 2
          ? [
              ['old', old],
              ['new', now],
            ]
          : [
              ['new', now],
              ['old', old],
            ];
      for (const [which, build] of order) runs[which].push(paired(await measure(build, page, r)));
    }
    const med = (which) => Object.fromEntries(keys.map((k) => [k, median(runs[which].map((f) => f[k]))]));
    const m = { old: med('old'), new: med('new') };
    const workOf = (which) =>
      Object.fromEntries(WORK_KINDS.map(([g]) => [g, median(runs[which].map((f) => f.work[g]))]));
    const work = { old: workOf('old'), new: workOf('new') };
    results.push({
      page,
      runs: RUNS,
      old: m.old,
      new: m.new,
      work,
      perfRuns: { old: runs.old.map((f) => f.perf), new: runs.new.map((f) => f.perf) },
    });
    console.log(`\n${page}   (${loadNote()})`);
    console.log(
      `  ${''.padEnd(9)}${['perf', 'TBT ms', 'LCP s', 'KB sent'].map((c) => c.padStart(9)).join('')}   perf of each run`,
    );
    for (const which of ['old', 'new'])
      console.log(
        `  ${which.padEnd(9)}${keys.map((k) => cell(m[which][k], k).padStart(9)).join('')}   ${runs[which].map((f) => f.perf ?? '—').join(' ')}`,
      );
  }
  console.log(`\nMain-thread work by kind, ms (medians; Lighthouse's breakdown, as observed)`);
  console.log(
    `| page | build | ${WORK_KINDS.map(([, label]) => label).join(' | ')} | all |\n|---|---|${WORK_KINDS.map(() => '---|').join('')}---|`,
  );
  for (const { page, work } of results)
    for (const which of ['old', 'new']) {
      const ms = WORK_KINDS.map(([g]) => work[which][g] ?? 0);
      const all = ms.reduce((a, b) => a + b, 0);
      console.log(
        `| \`${page}\` | ${which} | ${ms.map((v) => Math.round(v)).join(' | ')} | ${Math.round(all)} |`,
      );
    }
  console.log('\n| page | perf old → new | TBT ms old → new | LCP s old → new | KB old → new |');
  console.log('|---|---|---|---|---|');
  for (const { page, old: o, new: n } of results)
    console.log(`| \`${page}\` | ${keys.map((k) => `${cell(o[k], k)} → ${cell(n[k], k)}`).join(' | ')} |`);
  console.log(JSON.stringify({ against: sha, cpuShare: SHARE, results }));
}

try {
  if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
  const started = Date.now();
  if (AGAINST) await sideBySide(AGAINST);
  else await single();
  console.log(`\nLighthouse runs done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (err) {
  console.error(`lighthouse bench failed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
