import fs from 'node:fs';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import type { EngineSession } from './session';

/** Debian's Firefox ESR (apt-get install firefox-esr), driven over WebDriver BiDi. */
export const FIREFOX = '/usr/bin/firefox-esr';

export const firefoxMissing = (): string | null =>
  fs.existsSync(FIREFOX) ? null : 'Firefox ESR is not installed here: apt-get install firefox-esr';

/**
 * A Firefox page at `width`×`height`, in the light or dark theme (a pref of the browser's: BiDi
 * has no media emulation), headless, with a fake camera and a mock sound device (with no sound
 * device an AudioContext never starts), and the voices of `speechEnv` (speech-dispatcher's).
 */
export async function firefoxSession(opts: {
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
  speechEnv?: Record<string, string>;
}): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    env: { ...process.env, ...opts.speechEnv } as Record<string, string>,
    extraPrefsFirefox: {
      'media.cubeb.force_mock_context': true,
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
      'media.autoplay.default': 0,
      // 0 dark, 1 light: what prefers-color-scheme answers
      'layout.css.prefers-color-scheme.content-override': opts.colorScheme === 'dark' ? 0 : 1,
    },
  });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.setViewport({ width: opts.width, height: opts.height });
    const marked = `[data-engine-target="%s"]`;
    const sel = (mark: string) => marked.replace('%s', mark);
    return {
      engine: 'firefox',
      colorScheme: opts.colorScheme,
      goto: async (url) => void (await page.goto(url)),
      url: async () => page.url(),
      evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
        // puppeteer's types would have `arg` be its handles' flattened form: it is plain JSON here
        page.evaluate(fn as never, arg as never) as Promise<R>,
      clickMarked: (mark) => page.click(sel(mark)),
      typeInMarked: async (mark, text) => {
        await page.click(sel(mark), { count: 3 });
        await page.keyboard.press('Backspace');
        await page.type(sel(mark), text);
      },
      selectInMarked: async (mark, value) => void (await page.select(sel(mark), value)),
      uploadToMarked: async (mark, file) => {
        const input = await page.$(sel(mark));
        await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
      },
      screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
      close: () => browser.close(),
    };
  } catch (err) {
    await browser.close();
    throw err;
  }
}
