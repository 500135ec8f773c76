// WebKit here: Debian's WebKitGTK MiniBrowser through WebKitWebDriver (classic WebDriver, driven
// with webdriverio), on an Xvfb display of its own. Used by the e2e engine suite and the benches.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';
import { freePort } from '../free-port.mjs';

/** Debian's WebKitGTK browser and its WebDriver (apt-get install webkit2gtk-driver xvfb). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB = '/usr/bin/Xvfb';

/** @returns {string | null} why WebKit cannot run here, or null */
export const webkitMissing = () =>
  [MINIBROWSER, WEBKIT_DRIVER, XVFB].find((f) => !fs.existsSync(f))
    ? 'WebKitGTK is not installed here: apt-get install webkit2gtk-driver xvfb'
    : null;

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** What each open session started (its driver and display), ended if this process ends first. */
const running = new Set();
process.on('exit', () => {
  for (const stop of running) stop();
});

/** @param {number} port @returns {Promise<boolean>} */
async function listening(port) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/**
 * A GTK style that shrinks MiniBrowser's toolbar, which otherwise keeps the window at least
 * 447 px wide: with it the page can be a phone's 390 px.
 */
function gtkConfig() {
  const dir = path.join(os.tmpdir(), 'handyq-webkit-xdg');
  fs.mkdirSync(path.join(dir, 'gtk-3.0'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'gtk-3.0', 'gtk.css'),
    'toolbar, toolbar *, headerbar, headerbar *, entry, button ' +
      '{ min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n',
  );
  return dir;
}

/**
 * An X display of its own (WebKitGTK has no headless mode), numbered from `display`.
 * @param {number} display
 * @returns {Promise<{ name: string, proc: import('node:child_process').ChildProcess }>}
 */
async function startXvfb(display) {
  for (let n = display; n < display + 50; n++) {
    if (fs.existsSync(`/tmp/.X11-unix/X${n}`) || fs.existsSync(`/tmp/.X${n}-lock`)) continue;
    const proc = spawn(XVFB, [`:${n}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100 && proc.exitCode === null; i++) {
      if (fs.existsSync(`/tmp/.X11-unix/X${n}`)) return { name: `:${n}`, proc };
      await sleep(50);
    }
    proc.kill();
  }
  throw new Error('Xvfb: no free display');
}

/**
 * A WebKit page at `width`×`height` (the page's own size), in the light or dark system theme,
 * on a display, a driver and a browser of its own. `display` is where to look for a free X
 * display (each worker its own range). `pageLoadStrategy` 'none' has a navigation answer as soon as
 * it starts (WebDriver's default, 'normal', once the page's load event is over).
 * @param {{ width: number, height: number, colorScheme: 'light' | 'dark', display: number, pageLoadStrategy?: 'normal' | 'eager' | 'none' }} opts
 * @returns {Promise<import('./session.mjs').EngineSession>}
 */
export async function webkitSession(opts) {
  const x = await startXvfb(opts.display);
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: x.name,
      XDG_CONFIG_HOME: gtkConfig(),
      // the theme the page's prefers-color-scheme follows
      GTK_THEME: opts.colorScheme === 'dark' ? 'Adwaita:dark' : 'Adwaita',
      // No GPU here: composited, every frame went through OpenGL emulated on the CPU (Mesa's
      // llvmpipe). Painted straight to the window instead, the same pages, scripts, audio and
      // speech cost about a third less CPU (the app and HoldOn flows: 39 CPU-seconds against
      // 55-56, twice each in turn), room the browser tests' run needs on 2 cores.
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
    },
  });
  // the browser goes with its display (killing the driver alone leaves it running)
  const stop = () => {
    running.delete(stop);
    driver.kill();
    x.proc.kill();
  };
  running.add(stop);
  try {
    for (let i = 0; i < 200 && !(await listening(port)); i++) await sleep(50);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: /** @type {WebdriverIO.Capabilities} */ ({
        browserName: 'MiniBrowser',
        ...(opts.pageLoadStrategy && { pageLoadStrategy: opts.pageLoadStrategy }),
        // classic WebDriver: WebKitWebDriver has no BiDi (asked for, the session is refused)
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: [
            '--automation',
            '--enable-media-stream=true',
            '--enable-mock-capture-devices=true',
            '--autoplay-policy=allow',
          ],
        },
      }),
    });
    // The window holds the page and the (shrunk) toolbar: sized so the page is what was asked.
    await browser.setWindowRect(0, 0, opts.width, opts.height);
    // the page's size follows the window's a moment later: until it fits in the window, it is the
    // size from before (a cold start read one that made the window's new width negative)
    const fits = (/** @type {number[]} */ [w, h]) => w > 0 && h > 0 && w <= opts.width && h <= opts.height;
    let inner = [0, 0];
    for (let i = 0; i < 40 && !fits(inner); i++) {
      if (i) await sleep(50);
      inner = /** @type {number[]} */ (await browser.execute(() => [innerWidth, innerHeight]));
    }
    if (!fits(inner))
      throw new Error(`webkit: the page read ${inner} in a ${opts.width}×${opts.height} window`);
    await browser.setWindowRect(0, 0, 2 * opts.width - inner[0], 2 * opts.height - inner[1]);
    /** @param {string} mark */
    const marked = (mark) => browser.$(`[data-engine-target="${mark}"]`);
    return {
      engine: 'webkit',
      colorScheme: opts.colorScheme,
      goto: async (url) => void (await browser.url(url)),
      url: () => browser.getUrl(),
      // The function's source goes in the script the driver runs (no eval in the page, which
      // the app's CSP forbids); async, so a promise it returns is awaited.
      evaluate: async (fn, arg) => {
        const r = /** @type {{ ok: boolean, value?: any, error?: string }} */ (
          await browser.executeAsync(
            `const done = arguments[arguments.length - 1];
           Promise.resolve().then(() => (${fn.toString()})(arguments[0])).then(
             (value) => done({ ok: true, value }),
             (err) => done({ ok: false, error: String((err && err.stack) || err) }),
           );`,
            arg,
          )
        );
        if (!r.ok) throw new Error(`in the page: ${r.error}`);
        return r.value;
      },
      clickMarked: async (mark) => void (await (await marked(mark)).click()),
      typeInMarked: async (mark, text) => void (await (await marked(mark)).setValue(text)),
      selectInMarked: async (mark, value) =>
        void (await (await marked(mark)).selectByAttribute('value', value)),
      // the driver types the file's path into the input, as WebDriver has a person choose a file
      uploadToMarked: async (mark, file) => void (await (await marked(mark)).addValue(file)),
      // WebKitGTK's driver never answers a screenshot of a page no taller than its window (seen
      // here on 2026-12-07: a short settings page, and any page with its body emptied): the page
      // is made one pixel taller for the shot, which shows the window as it was.
      screenshot: async (file) => {
        await browser.execute(() => {
          document.documentElement.style.minHeight = 'calc(100vh + 1px)';
        });
        try {
          await browser.saveScreenshot(file);
        } finally {
          await browser.execute(() => {
            document.documentElement.style.minHeight = '';
          });
        }
      },
      close: async () => {
        try {
          await browser.deleteSession();
        } finally {
          stop();
        }
      },
    };
  } catch (err) {
    stop();
    throw err;
  }
}
