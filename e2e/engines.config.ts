import { defineConfig } from '@playwright/test';
import type { EngineOptions } from './engines/fixtures';
import { e2ePort } from './support/servers';
import { apiWebServer } from './support/web-server';
import os from 'node:os';
import path from 'node:path';

// The flows a user depends on, in Safari's engine (WebKitGTK, through its WebDriver) and Firefox
// (ESR, over WebDriver BiDi), at phone size: `npm run test:engines -w e2e`. Playwright runs
// them and serves the app; the browsers are driven by bench/lib/engines/webkit.mjs and firefox.mjs
// (Playwright cannot drive Debian's builds of either). One server of their own, on PGlite.
const url = `http://localhost:${e2ePort(3230)}`;

export default defineConfig<EngineOptions>({
  testDir: './engines',
  testMatch: /.*\.flow\.ts$/,
  globalSetup: ['./support/speech-daemon.ts', './support/line-clip-setup.ts'],
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['./support/engine-counts.ts']],
  // ceilings for a stuck test, as in the Chromium suite
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: { baseURL: url },
  projects: [
    { name: 'webkit', use: { engine: 'webkit' } },
    { name: 'firefox', use: { engine: 'firefox' } },
  ],
  webServer: [
    apiWebServer(url, {
      DATA_DIR: path.join(os.tmpdir(), `handyq-engines-${process.pid}`),
      DATABASE_URL: '',
      REDIS_URL: '',
    }),
  ],
});
