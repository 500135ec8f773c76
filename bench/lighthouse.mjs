// Lighthouse 12.8.2 (default mobile config) on the built app: 3 runs per page, then medians.
// A benchmark, not a test: it prints figures and exits 0 whatever the scores.
// Run after `npm run build`:   node bench/lighthouse.mjs
// Starts the built server itself on port 3297 with a throwaway data dir and stops it at the end.
// Chromium: $CHROME_PATH, default /usr/bin/chromium. LH_JSON_DIR=<dir> also saves every report.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3297;
const base = `http://localhost:${PORT}`;
const PAGES = ['/', '/cueCoach'];
const RUNS = 3;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const COLS = ['perf', 'a11y', 'bp', 'seo', 'LCP s', 'TBT ms'];
const jsonDir = process.env.LH_JSON_DIR;

async function isUp() {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

let server;
let serverLog = '';
let dataDir;
let chrome;

async function startServer() {
  if (await isUp()) throw new Error(`something already answers on port ${PORT}; stop it first`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-lh-'));
  server = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d) => (serverLog = (serverLog + d).slice(-4000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${serverLog}`);
    if (await isUp()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer /api/health within 60 s:\n${serverLog}`);
}

async function stopServer() {
  if (server && server.exitCode === null && server.signalCode === null) {
    const gone = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    const t = setTimeout(() => server.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(t);
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

async function cleanup() {
  try {
    if (chrome) await chrome.kill();
  } catch {
    /* already gone */
  }
  chrome = undefined;
  await stopServer();
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    cleanup().finally(() => process.exit(130));
  });
}

async function audit(url) {
  // A fresh Chromium per run: no cache, storage or warmed JIT carried from one run to the next.
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
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

try {
  await startServer();
  if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
  const started = Date.now();
  for (const page of PAGES) {
    const runs = [];
    const lost = new Map(); // audit -> value in each run where it lost points
    let version = '';
    const bench = [];
    for (let r = 1; r <= RUNS; r++) {
      if (server.exitCode !== null || server.signalCode !== null)
        throw new Error(`server died (${server.exitCode ?? server.signalCode}):\n${serverLog}`);
      const lhr = await audit(base + page);
      if (lhr.runtimeError)
        console.error(`  ${page} run ${r}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (jsonDir) {
        const name = `${page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '_')}-${r}.json`;
        fs.writeFileSync(path.join(jsonDir, name), JSON.stringify(lhr));
      }
      version = lhr.lighthouseVersion;
      bench.push(lhr.environment?.benchmarkIndex ?? null);
      runs.push(figures(lhr));
      for (const [key, value] of losses(lhr)) lost.set(key, [...(lost.get(key) ?? []), `r${r} ${value}`]);
    }
    console.log(
      `\nLighthouse ${version} mobile  ${page}   (CPU benchmarkIndex ${bench.map((b) => (b === null ? '—' : Math.round(b))).join('/')}; load avg ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`,
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
  console.log(`\n${PAGES.length * RUNS} runs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (err) {
  console.error(`lighthouse bench failed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
