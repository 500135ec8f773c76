import { test as base } from '@playwright/test';
import { speechSetup } from '../../bench/lib/chromium.mjs';
import { EnginePage } from './engine-page';
import { firefoxMissing, firefoxSession } from './firefox';
import type { EngineName } from './session';
import { webkitMissing, webkitSession } from './webkit';

/** A phone's page, as in the Chromium suite. */
export const PHONE = { width: 390, height: 844 };

export interface EngineOptions {
  /** The engine this project's tests run in. */
  engine: EngineName;
  /** The system theme of each test's browser (the engines take it from the system). */
  theme: 'light' | 'dark';
}

/**
 * `phone`: a fresh browser of the project's engine for each test (its own storage, service
 * worker and caches), at phone size, closed after it. A test that needs what an engine cannot
 * do here skips by name (`skipIn`), never silently.
 */
export const test = base.extend<EngineOptions & { phone: EnginePage }>({
  engine: ['webkit', { option: true }],
  theme: ['light', { option: true }],
  phone: async ({ engine, theme, baseURL }, use, info) => {
    const missing = engine === 'webkit' ? webkitMissing() : firefoxMissing();
    if (missing) {
      info.skip(true, missing);
      return;
    }
    const session =
      engine === 'webkit'
        ? await webkitSession({ ...PHONE, colorScheme: theme, display: 100 + 10 * info.parallelIndex })
        : await firefoxSession({ ...PHONE, colorScheme: theme, speechEnv: speechSetup()?.env });
    await use(new EnginePage(session, baseURL!));
    if (info.status !== info.expectedStatus) {
      await session.screenshot(info.outputPath('failed.png')).catch(() => undefined);
    }
    await session.close();
  },
});

export { expect } from '@playwright/test';
