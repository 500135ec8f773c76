/**
 * Work that must not compete with the first page starts once the page has loaded, the kit of
 * the first page (if any) has arrived, and the main thread is idle (the realtime connection);
 * or, for work that can wait longer (the service worker's registration and its precaching of
 * every kit), once the first page has settled.
 */
let firstPage: Promise<unknown> = Promise.resolve();

/** The first page waits for `work` (the kit it shows) before the deferred work starts. */
export function firstPageNeeds(work: Promise<unknown>): void {
  firstPage = work.catch(() => undefined);
}

const loaded = () =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(() => run(), { timeout: 3000 })
    : setTimeout(run, 200);

/** Runs `begin` after the first page, when the main thread is idle. */
export function afterFirstPage(begin: () => void): void {
  void Promise.all([loaded(), firstPage]).then(() => whenIdle(begin));
}

/**
 * How long a settled page has been quiet: no file or answer arrived, no long task ran. The
 * quiet that Lighthouse's time-to-interactive waits for: until then a page is still loading
 * (its data, the chunks its first render asked for), and on a slow phone with one or two cores
 * the service worker's start and its precaching (hundreds of KB fetched and stored) slowed
 * every task of it (Lighthouse's slow mode, paired, 4 runs each: HoldOn's blocking time 574 →
 * 276 ms, the PracticeLab's 1,142 → 669 ms).
 */
export const SETTLED_QUIET_MS = 5000;
/** A page that never falls quiet (a stream of requests) has settled by then all the same. */
export const SETTLED_AT_MOST_MS = 30_000;

/**
 * Runs `begin` once the first page has settled: after it has loaded and its kit has arrived,
 * SETTLED_QUIET_MS with no resource arriving and no long task (where the browser reports
 * them), or at once when the page is hidden (its user is elsewhere), or after
 * SETTLED_AT_MOST_MS whatever happens.
 */
export function afterPageSettles(begin: () => void): void {
  void Promise.all([loaded(), firstPage]).then(() => {
    let done = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const observers: PerformanceObserver[] = [];
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(quiet);
      clearTimeout(atMost);
      for (const observer of observers) observer.disconnect();
      document.removeEventListener('visibilitychange', onHidden);
      begin();
    };
    const quietFromNow = () => {
      clearTimeout(quiet);
      quiet = setTimeout(finish, SETTLED_QUIET_MS);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') finish();
    };
    // supportedEntryTypes: not in every browser that has PerformanceObserver
    const observable: readonly string[] =
      (typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver.supportedEntryTypes) ??
      [];
    for (const type of ['resource', 'longtask']) {
      if (!observable.includes(type)) continue;
      const observer = new PerformanceObserver(quietFromNow);
      observer.observe({ type });
      observers.push(observer);
    }
    document.addEventListener('visibilitychange', onHidden);
    const atMost = setTimeout(finish, SETTLED_AT_MOST_MS);
    if (document.visibilityState === 'hidden') finish();
    else quietFromNow();
  });
}
