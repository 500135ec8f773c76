// A cold first visit of a route as each engine's page reports it (`npm run bench -- --engine
// chromium|webkit|firefox|all`): Chromium, WebKitGTK and Firefox ESR side by side, with what all
// three can tell from inside the page, where Chromium's DevTools measures (V8's coverage, CPU
// time, throttling) are not to be had. Each load is a fresh browser (its own profile, cache and
// service worker: nothing kept from a visit before) at phone size; the browser's start is not
// timed. Per load, from the Navigation Timing entry: responseEnd (the HTML in), DOMContentLoaded
// and load (their events' ends); first-contentful-paint where the engine has Paint Timing; and
// when the route's h1 (its title) is shown: the animation frame after it is put in the page,
// noted by a MutationObserver the bench puts in the page (in Chromium before any script; in
// WebKit and Firefox as soon as the document is there, which neither driver can do sooner: a
// load whose h1 was there before the watcher counts as not measured). And the JS and CSS bytes
// on the wire from Resource Timing (encodedBodySize). All in ms from the navigation's start.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { firefoxMissing, firefoxSession } from './engines/firefox.mjs';
import { until } from './engines/session.mjs';
import { webkitMissing, webkitSession } from './engines/webkit.mjs';

const PHONE = { width: 390, height: 844 };
/** Each route this bench knows, and its h1. */
export const TITLES = {
  '/': 'HandyQ',
  '/cueCoach': 'Coach Kit',
  '/cueCoach/holdOn': 'HoldOn',
  '/libraryKit': 'Library Kit',
  '/libraryKit/practiceLab': 'PracticeLab',
  '/linePerfector': 'Line Kit',
  '/linePerfector/lineAlign': 'LineAlign',
};
export const ENGINES = ['chromium', 'webkit', 'firefox'];
/** What only Chromium's DevTools protocol measures, which the WebKit and Firefox drivers cannot. */
export const CHROMIUM_ONLY =
  "V8's script-run counts (block coverage), main-thread CPU time, long tasks under a 4x CPU slowdown (CDP throttling)";

/**
 * In the page: watches for the h1 whose words are `title` to be put in the page, and notes the
 * animation frame after it is (performance.now()): the frame that paints it. Nothing here makes
 * the page lay out early (a layout forced during the load kept Firefox from ever reporting its
 * first-contentful-paint): whether the h1 is visible is read once the load is over. Answers
 * 'not yet' on another document (the one before the navigation), 'late' when the h1 was there
 * before the watcher, else 'watching'. Self-contained: it is sent to the page as its source text.
 */
function watchH1({ origin, title }) {
  if (location.origin !== origin) return 'not yet';
  if (window.__h1Watch) return window.__h1Watch.late ? 'late' : 'watching';
  const w = { shownMs: null, late: false };
  window.__h1Watch = w;
  const there = () => document.querySelector('h1')?.textContent.trim() === title;
  if (there()) {
    w.late = true;
    return 'late';
  }
  const observer = new MutationObserver(() => {
    if (!there()) return;
    observer.disconnect();
    requestAnimationFrame(() => (w.shownMs = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  return 'watching';
}

/**
 * In the page, once its h1 is shown and its load event over: what it reports of its load (its
 * first-contentful-paint entry waited for a moment: an engine adds it once the frame is shown).
 */
function readTiming() {
  const fcpOf = () => performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
  const entryTypes =
    typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
  const h1Box = () => {
    const r = document.querySelector('h1')?.getBoundingClientRect();
    return !!r && r.width > 0 && r.height > 0;
  };
  const read = () => {
    const nav = performance.getEntriesByType('navigation')[0];
    const bytes = performance
      .getEntriesByType('resource')
      .filter((r) => /\.(js|css)$/.test(new URL(r.name).pathname))
      .reduce((sum, r) => sum + (r.encodedBodySize || 0), 0);
    return {
      responseEnd: nav ? nav.responseEnd : null,
      domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
      load: nav ? nav.loadEventEnd : null,
      fcp: fcpOf()?.startTime ?? null,
      // not measured: there before the watcher, or not to be seen (no box)
      h1: window.__h1Watch.late || !h1Box() ? null : window.__h1Watch.shownMs,
      bytes,
      entryTypes,
    };
  };
  if (fcpOf() || !entryTypes.includes('paint')) return read();
  return new Promise((resolve) => {
    new PerformanceObserver(() => fcpOf() && resolve(read())).observe({ type: 'paint' });
    setTimeout(() => resolve(read()), 3000);
  });
}

const done = () =>
  window.__h1Watch?.shownMs != null && performance.getEntriesByType('navigation')[0]?.loadEventEnd > 0;

/** Why `engine` cannot run here, or null. */
export const loadEngineMissing = (engine) =>
  engine === 'webkit' ? webkitMissing() : engine === 'firefox' ? firefoxMissing() : null;

/** One cold first visit of `url` in a fresh `engine` browser: what the page reports of it. */
export async function coldLoad(engine, url, title) {
  const { origin } = new URL(url);
  if (engine === 'chromium') {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const page = await (await browser.newContext({ viewport: PHONE })).newPage();
      await page.addInitScript(watchH1, { origin, title });
      await page.goto(url);
      await page.waitForFunction(done, null, { timeout: 30_000, polling: 200 });
      return await page.evaluate(readTiming);
    } finally {
      await browser.close();
    }
  }
  // WebKit: navigation answers at once (WebDriver's page load strategy 'none'), so the watcher
  // goes in while the page loads; Firefox: asked while its navigation is under way
  const session =
    engine === 'webkit'
      ? await webkitSession({ ...PHONE, colorScheme: 'light', display: 200, pageLoadStrategy: 'none' })
      : await firefoxSession({ ...PHONE, colorScheme: 'light' });
  try {
    const going = session.goto(url);
    going.catch(() => {}); // awaited below
    await until(
      session,
      'the document, to watch',
      () => session.evaluate(watchH1, { origin, title }).then((s) => s !== 'not yet'),
      { everyMs: 20 },
    );
    await going;
    // asked less often: each question is a script run on the page's main thread
    await until(
      session,
      `the h1 "${title}" shown and the load over`,
      () =>
        session.evaluate(() => {
          const w = window.__h1Watch;
          return (
            !!w &&
            (w.late || w.shownMs != null) &&
            performance.getEntriesByType('navigation')[0]?.loadEventEnd > 0
          );
        }, null),
      { everyMs: 200 },
    );
    return await session.evaluate(readTiming, null);
  } finally {
    await session.close();
  }
}

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/**
 * `runs` cold loads of each route in each engine, interleaved (round by round, each engine
 * and route in turn, so all meet the same moments of the machine's load); prints a table per
 * engine of the medians and what the engine cannot report, and answers the medians.
 */
export async function loadTimings(base, engines, routes, runs, log = console.log) {
  const loads = Object.fromEntries(engines.map((e) => [e, Object.fromEntries(routes.map((r) => [r, []]))]));
  for (let round = 1; round <= runs; round++) {
    log(`round ${round} of ${runs}…`);
    for (const engine of engines)
      for (const route of routes)
        loads[engine][route].push(await coldLoad(engine, base + route, TITLES[route]));
  }
  const KEYS = ['responseEnd', 'domContentLoaded', 'load', 'fcp', 'h1'];
  const fmt = (v) => (v === null ? '—' : String(Math.round(v))).padStart(10);
  const out = [];
  for (const engine of engines) {
    log(
      `\nfirst load in ${engine}, cold (a fresh browser each load), median of ${runs}, ms from navigation start`,
    );
    log(
      `${'route'.padEnd(26)}${['response', 'DOM ready', 'load', 'FCP', 'h1 shown'].map((h) => h.padStart(10)).join('')}  JS+CSS KB`,
    );
    for (const route of routes) {
      const all = loads[engine][route];
      const row = Object.fromEntries(KEYS.map((k) => [k, median(all.map((l) => l[k]))]));
      const kb = median(all.map((l) => l.bytes || null));
      const late = all.filter((l) => l.h1 === null).length;
      log(
        `${route.padEnd(26)}${KEYS.map((k) => fmt(row[k])).join('')}  ${kb === null ? '        —' : (kb / 1024).toFixed(1).padStart(9)}` +
          (late
            ? `  (h1 not measured in ${late} of ${all.length}: there before the watcher, or no box)`
            : ''),
      );
      out.push({
        engine,
        route,
        runs,
        ...Object.fromEntries(KEYS.map((k) => [`${k}Ms`, row[k] === null ? null : Math.round(row[k])])),
        jsCssKB: kb === null ? null : Math.round(kb / 102.4) / 10,
      });
    }
    const types = loads[engine][routes[0]][0].entryTypes;
    const cannot = [];
    if (!types.includes('paint')) cannot.push('first-contentful-paint (no Paint Timing)');
    if (!types.includes('largest-contentful-paint')) cannot.push('largest-contentful-paint');
    if (!types.includes('longtask')) cannot.push('long tasks (no Long Tasks API)');
    if (!loads[engine][routes[0]].some((l) => l.bytes > 0))
      cannot.push('bytes on the wire (Resource Timing sizes 0)');
    if (engine !== 'chromium') cannot.push(CHROMIUM_ONLY);
    if (engine === 'webkit')
      log('JS+CSS KB: gzip-compressed here (WebKit asks for brotli only over HTTPS; the others get brotli)');
    log(`performance entry types: ${types.join(', ') || 'none'}`);
    log(`cannot report here: ${cannot.join('; ') || 'nothing of the above'}`);
  }
  return out;
}
