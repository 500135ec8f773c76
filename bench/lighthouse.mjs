// Lighthouse 12.8.2 (default mobile config) on the built app: 3 runs per page, then medians.
// A benchmark, not a test: it prints figures and exits 0 whatever the scores.
// Run after `npm run build`:   node bench/lighthouse.mjs
// Starts the built server itself on port 3297 with a throwaway data dir and stops it at the end.
// Chromium: $CHROME_PATH, default /usr/bin/chromium. LH_JSON_DIR=<dir> also saves every report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';

const PORT = 3297;
const PAGES = ['/', '/cueCoach', '/cueCoach/holdOn', '/libraryKit/practiceLab'];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const COLS = ['perf', 'a11y', 'bp', 'seo', 'LCP s', 'TBT ms'];
const jsonDir = process.env.LH_JSON_DIR;

let server;
let chrome;

async function cleanup() {
  try {
    if (chrome) await chrome.kill();
  } catch {
    /* already gone */
  }
  chrome = undefined;
  await server?.stop();
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    cleanup().finally(() => process.exit(130));
  });
}

async function audit(url) {
  // A fresh Chromium per run: no cache, storage or warmed JIT carried from one run to the next.
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
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

try {
  server = await startServer(PORT);
  if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
  const started = Date.now();
  for (const page of PAGES) {
    const runs = [];
    const lost = new Map(); // audit -> value in each run where it lost points
    let version = '';
    const bench = [];
    for (let r = 1; r <= RUNS; r++) {
      if (!server.alive()) throw new Error(`server died:\n${server.log()}`);
      const lhr = await audit(server.base + page);
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
