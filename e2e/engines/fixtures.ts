import { test as base } from '@playwright/test';
import { speechSetup } from '../../bench/lib/chromium.mjs';
import { firefoxMissing, firefoxSession } from '../../bench/lib/engines/firefox.mjs';
import type { EngineName } from '../../bench/lib/engines/session.mjs';
import { webkitMissing, webkitSession } from '../../bench/lib/engines/webkit.mjs';
import { EnginePage } from './engine-page';

/** A phone's page, as in the Chromium suite. */
export const PHONE = { width: 390, height: 844 };

export interface EngineOptions {
  /** The engine this project's tests run in. */
  engine: EngineName;
  /** The system theme of each test's browser (the engines take it from the system). */
  theme: 'light' | 'dark';
  /** Firefox prefs a test's browser starts with (a refused camera, a small disk); not WebKit's. */
  firefoxPrefs: Record<string, string | number | boolean>;
}

/**
 * `phone`: a fresh browser of the project's engine for each test (its own storage, service
 * worker and caches), at phone size, closed after it. What an engine cannot do here is said by
 * name: a missing engine skips (fails in CI, which installs both), and a check a test leaves out
 * in one engine is an annotation 'not checked in <engine>', which the run's summary lists.
 */
export const test = base.extend<EngineOptions & { phone: EnginePage }>({
  engine: ['webkit', { option: true }],
  theme: ['light', { option: true }],
  firefoxPrefs: [{}, { option: true }],
  phone: async ({ engine, theme, firefoxPrefs, baseURL }, use, info) => {
    const missing = engine === 'webkit' ? webkitMissing() : firefoxMissing();
    if (missing) {
      // CI installs both engines (.ci/run): there, one missing is a broken install, not a skip
      if (process.env.CI) throw new Error(missing);
      info.skip(true, missing);
      return;
    }
    const session =
      engine === 'webkit'
        ? await webkitSession({ ...PHONE, colorScheme: theme, display: 100 + 10 * info.parallelIndex })
        : await firefoxSession({
            ...PHONE,
            colorScheme: theme,
            speechEnv: speechSetup()?.env,
            prefs: firefoxPrefs,
          });
    await use(new EnginePage(session, baseURL!));
    if (info.status !== info.expectedStatus) {
      await session.screenshot(info.outputPath('failed.png')).catch(() => undefined);
    }
    await session.close();
  },
});

export { expect } from '@playwright/test';

/**
 * Saves what the phone shows as `<theme>-<name>.png` with the test's output, to be looked at:
 * each flow shoots the screens it reaches.
 */
export const shot = (phone: EnginePage, name: string) =>
  phone.screenshot(test.info().outputPath(`${phone.theme}-${name}.png`));
