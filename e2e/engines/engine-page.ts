import { everyKitKept, KIT_FOLDERS, OFFLINE_READY_MS } from '../support/offline';
import { describeFinder, markIn, type EngineSession, type Finder } from '../../bench/lib/engines/session.mjs';

/** The longest a wait may take: a ceiling for a stuck page, as in the Chromium suite. */
export const WAIT_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the drivers say when the element to tap moved or went between finding and tapping it. */
const MOVED = /not clickable|click intercepted|stale element|detached|no such element/i;

const isMarked = (mark: string) => !!document.querySelector(`[data-engine-target="${mark}"]`);

/** Whether the marked element is where it was two frames ago (and still on the page). */
const standsStill = (mark: string) =>
  new Promise<boolean>((done) => {
    const el = document.querySelector(`[data-engine-target="${mark}"]`);
    if (!el) return done(false);
    const at = (r: DOMRect) => [r.x, r.y, r.width, r.height].join();
    const before = at(el.getBoundingClientRect());
    const after = () => done(el.isConnected && at(el.getBoundingClientRect()) === before);
    // two frames, or 100 ms where a hidden page draws none
    const timer = setTimeout(after, 100);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        after();
      }),
    );
  });

/**
 * What a flow does with a page in any engine: go somewhere, find what a person reads, tap it,
 * type, and wait for the screen to say something. Every wait polls the page until it holds or
 * its ceiling passes, and then fails naming what it waited for and what the page showed.
 */
export class EnginePage {
  private marks = 0;

  constructor(
    readonly session: EngineSession,
    readonly baseUrl: string,
  ) {}

  /** The same browser page, its addresses taken from `baseUrl` (a test's own server). */
  at(baseUrl: string): EnginePage {
    return new EnginePage(this.session, baseUrl);
  }

  get engine() {
    return this.session.engine;
  }

  get theme() {
    return this.session.colorScheme;
  }

  async goto(path: string): Promise<void> {
    await this.session.goto(new URL(path, this.baseUrl).href);
  }

  async path(): Promise<string> {
    const url = new URL(await this.session.url());
    return url.pathname + url.search;
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.session.evaluate(fn, arg);
  }

  /** Polls `check` until it answers true; fails with `what` and the page's words. */
  async until(what: string, check: () => Promise<boolean>, timeoutMs = WAIT_MS): Promise<void> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      try {
        if (await check()) return;
      } catch {
        // a page between two documents answers nothing: asked again
      }
      if (Date.now() > end) break;
      await sleep(100);
    }
    throw new Error(
      `${this.engine}: waited ${timeoutMs} ms for ${what}; the page at ${await this.path().catch(() => '?')} said: ${await this.words()}`,
    );
  }

  /** The page's visible words, shortened (for a failure's message). */
  async words(): Promise<string> {
    const text = await this.evaluate(() => document.body?.innerText ?? '', null).catch(() => '');
    return JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 600));
  }

  /** Marks the one element `finder` names, waiting until exactly one is on screen; its mark. */
  private async mark(finder: Finder): Promise<string> {
    const mark = `m${++this.marks}`;
    let count = 0;
    await this.until(`one ${describeFinder(finder)}`, async () => {
      count = await this.evaluate(markIn, { finder, mark });
      return count === 1;
    }).catch((err: Error) => {
      throw new Error(`${err.message} (found ${count})`);
    });
    return mark;
  }

  async see(finder: Finder, timeoutMs = WAIT_MS): Promise<void> {
    const mark = `s${++this.marks}`;
    await this.until(
      describeFinder(finder),
      async () => (await this.evaluate(markIn, { finder, mark })) > 0,
      timeoutMs,
    );
  }

  async notSee(finder: Finder): Promise<void> {
    const mark = `n${++this.marks}`;
    await this.until(
      `no ${describeFinder(finder)}`,
      async () => (await this.evaluate(markIn, { finder, mark })) === 0,
    );
  }

  /**
   * Taps what `finder` names once it stands still (as Playwright's own click waits for): a notice
   * shown above it a moment after the page loads (HoldOn's 'no voice' one, when the browser's
   * voices come late on a busy machine) moved Firefox's target between finding and tapping it,
   * and the driver found nothing to click. A tap the driver refuses because the page moved or
   * replaced its target is tried again, found anew; the driver refuses before it taps, so none
   * lands twice.
   */
  async click(finder: Finder): Promise<void> {
    const end = Date.now() + WAIT_MS;
    for (;;) {
      const mark = await this.mark(finder);
      // still, or gone (replaced by a render): found again
      let still = false;
      while (!still && Date.now() < end) {
        still = await this.evaluate(standsStill, mark).catch(() => false);
        if (!still && !(await this.evaluate(isMarked, mark).catch(() => false))) break;
      }
      if (!still) {
        if (Date.now() > end) throw new Error(`${this.engine}: ${describeFinder(finder)} never stood still`);
        continue;
      }
      try {
        await this.session.clickMarked(mark);
        return;
      } catch (err) {
        if (Date.now() > end || !MOVED.test(String(err))) throw err;
      }
    }
  }

  async fill(finder: Finder, text: string): Promise<void> {
    await this.session.typeInMarked(await this.mark(finder), text);
  }

  /** Picks the option whose value or words are `option` in the select `finder` names. */
  async select(finder: Finder, option: string): Promise<void> {
    const mark = await this.mark(finder);
    const value = await this.evaluate(
      ({ mark, option }) => {
        const select = document.querySelector(`[data-engine-target="${mark}"]`) as HTMLSelectElement;
        return [...select.options].find((o) => o.value === option || o.text.trim() === option)?.value ?? null;
      },
      { mark, option },
    );
    if (value === null) throw new Error(`${this.engine}: no option "${option}" in ${describeFinder(finder)}`);
    await this.session.selectInMarked(mark, value);
  }

  /** Chooses `file` in the file input `finder` names. */
  async upload(finder: Finder, file: string): Promise<void> {
    await this.session.uploadToMarked(await this.mark(finder), file);
  }

  /** Waits until the service worker controls the page and has kept every kit's files. */
  async offlineReady(): Promise<void> {
    await this.until(
      'every kit kept for offline use',
      async () =>
        (await this.evaluate(() => !!navigator.serviceWorker?.controller, null)) &&
        (await this.evaluate(everyKitKept, KIT_FOLDERS)),
      OFFLINE_READY_MS,
    );
  }

  async waitForPath(path: RegExp): Promise<void> {
    await this.until(`the address ${path}`, async () => path.test(await this.path()));
  }

  /**
   * Leaves the browser logged in as `account` the way a login does (the token and the session
   * copy), written from a page of the app's origin that does not start the app.
   */
  async storeLogin(account: { user: unknown; token: string }): Promise<void> {
    await this.goto('/api/health');
    await this.evaluate(
      ({ user, token }) => {
        localStorage.setItem('loginToken', token);
        sessionStorage.setItem('loggedinUser', JSON.stringify(user));
      },
      { user: account.user, token: account.token },
    );
  }

  /**
   * Saves what the screen shows, once the page has painted what it holds (two animation frames,
   * then a moment: a busy WebKit's screenshot showed a frame from before the last changes).
   */
  async screenshot(file: string): Promise<void> {
    await this.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
      null,
    );
    await sleep(500);
    await this.session.screenshot(file);
  }
}
