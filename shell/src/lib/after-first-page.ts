/**
 * Work that must not compete with the first page (the service worker's registration and its
 * precaching, the realtime connection) starts once the page has loaded, the kit of the first
 * page (if any) has arrived, and the main thread is idle.
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
