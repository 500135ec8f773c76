// Firefox here: Debian's Firefox ESR over WebDriver BiDi (puppeteer-core), headless. Used by the
// e2e engine suite and the benches.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

/** Debian's Firefox ESR (apt-get install firefox-esr), driven over WebDriver BiDi. */
export const FIREFOX = '/usr/bin/firefox-esr';

/** @returns {string | null} why Firefox cannot run here, or null */
export const firefoxMissing = () =>
  fs.existsSync(FIREFOX) ? null : 'Firefox ESR is not installed here: apt-get install firefox-esr';

const PREFS = {
  'media.cubeb.force_mock_context': true,
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
  'media.autoplay.default': 0,
};

/**
 * Removes a profile Firefox has closed. Its processes may still be writing one (a session's close
 * once met 'ENOTEMPTY' on its `datareporting` folder on a busy machine, and failed its test):
 * tried again for a second, then left to the system's temporary files.
 * @param {string} dir
 */
function removeProfile(dir) {
  try {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch {
    // a leftover in the temporary folder, not a failed session
  }
}

/**
 * A profile Firefox has started in once, to copy for each session: a new profile's first start
 * (its databases, caches and add-ons made) took most of a session's start here. Made once per
 * Firefox build (a new one starts from nothing), by whichever session needs it first; others
 * that raced it keep their own copy.
 * @returns {Promise<string>}
 */
async function profileTemplate() {
  const build = Math.round(fs.statSync(fs.realpathSync(FIREFOX)).mtimeMs);
  const template = path.join(os.tmpdir(), `handyq-firefox-profile-${build}`);
  if (fs.existsSync(template)) return template;
  const making = fs.mkdtempSync(`${template}-making-`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: making,
    extraPrefsFirefox: PREFS,
  });
  await browser.close();
  try {
    fs.renameSync(making, template);
  } catch {
    // another session made it first
    removeProfile(making);
  }
  return template;
}

/**
 * A Firefox page at `width`×`height`, in the light or dark theme (a pref of the browser's: BiDi
 * has no media emulation), headless, with a fake camera and a mock sound device (with no sound
 * device an AudioContext never starts), and the voices of `speechEnv` (speech-dispatcher's);
 * `prefs` are set over these (a refused camera, a small disk).
 * @param {{ width: number, height: number, colorScheme: 'light' | 'dark', speechEnv?: Record<string, string>, pulseServer?: string, prefs?: Record<string, string | number | boolean> }} opts
 * @returns {Promise<import('./session.mjs').EngineSession>}
 */
export async function firefoxSession(opts) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-firefox-'));
  fs.cpSync(await profileTemplate(), profile, { recursive: true });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    env: /** @type {Record<string, string>} */ ({
      ...process.env,
      ...opts.speechEnv,
      ...(opts.pulseServer ? { PULSE_SERVER: opts.pulseServer } : {}),
    }),
    extraPrefsFirefox: {
      ...PREFS,
      // a sound server to play to (bench/lib/pulse-sink.mjs) in place of the mock device
      ...(opts.pulseServer
        ? { 'media.cubeb.force_mock_context': false, 'media.cubeb.backend': 'pulse' }
        : {}),
      // 0 dark, 1 light: what prefers-color-scheme answers
      'layout.css.prefers-color-scheme.content-override': opts.colorScheme === 'dark' ? 0 : 1,
      ...opts.prefs,
    },
  });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.setViewport({ width: opts.width, height: opts.height });
    /** @param {string} mark */
    const sel = (mark) => `[data-engine-target="${mark}"]`;
    return {
      engine: 'firefox',
      colorScheme: opts.colorScheme,
      goto: async (url) => void (await page.goto(url)),
      url: async () => page.url(),
      // `arg` is plain JSON here, not one of puppeteer's handles
      evaluate: (fn, arg) => page.evaluate(/** @type {any} */ (fn), /** @type {any} */ (arg)),
      clickMarked: (mark) => page.click(sel(mark)),
      typeInMarked: async (mark, text) => {
        await page.click(sel(mark), { count: 3 });
        await page.keyboard.press('Backspace');
        await page.type(sel(mark), text);
      },
      selectInMarked: async (mark, value) => void (await page.select(sel(mark), value)),
      uploadToMarked: async (mark, file) => {
        const input = /** @type {import('puppeteer-core').ElementHandle<HTMLInputElement>} */ (
          await page.$(sel(mark))
        );
        await input.uploadFile(file);
      },
      screenshot: async (file) =>
        void (await page.screenshot({ path: /** @type {`${string}.png`} */ (file) })),
      close: async () => {
        await browser.close();
        removeProfile(profile);
      },
    };
  } catch (err) {
    await browser.close();
    removeProfile(profile);
    throw err;
  }
}
