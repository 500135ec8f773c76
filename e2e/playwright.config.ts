import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, speechSetup } from '../bench/lib/chromium.mjs';
import { DEMO_URL, E2E_ADMIN, PGLITE_DATA_DIR, PGLITE_URL, POSTGRES_URL } from './support/servers';

// The built server (npm run build first), once on PGlite and, when DATABASE_URL is set,
// once more on the PostgreSQL server. Browser: Debian's Chromium, never a downloaded one.
const server = (url: string, env: Record<string, string>) => ({
  command: 'node ../api/dist/main.js',
  url: `${url}/api/health`,
  env: { ...env, PORT: new URL(url).port, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

// Real voices in the browser (the voice style select, the timers' cues).
const speech = speechSetup();
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } };

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/speech-daemon.ts',
  fullyParallel: true,
  // Three: many tests wait on real time (the timers' phases, speech), and a third worker fills
  // that wait; 573 -> 513 s on 2 cores.
  workers: 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // Generous: CI runs three workers, two servers and Chromium on 2 vCPUs, where a kit's first
  // load can take 10 s. Speed is the benches' to measure (bench/), not these tests'.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: PGLITE_URL,
    // A failed test keeps its trace: actions, DOM snapshots, network, console. Not the
    // screencast: encoding its frames cost a fifth of the suite's CPU (and the failure
    // screenshot below still shows the last screen).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    // The service worker answers a page's requests once it controls it, out of reach of
    // page.route: tests that stub requests keep it off; offline.spec.ts turns it on.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, ...(speech?.args ?? [])],
      env: { ...process.env, ...speech?.env },
    },
  },
  projects: [
    { name: 'phone', testIgnore: /main-thread\.spec\.ts/, use: phone },
    // Timed on the main thread: alone, after every other test has finished.
    { name: 'main-thread', testMatch: /main-thread\.spec\.ts/, dependencies: ['phone'], use: phone },
  ],
  webServer: [
    // With REDIS_URL (CI), each server has channels of its own in the one Redis.
    server(PGLITE_URL, { DATA_DIR: PGLITE_DATA_DIR, DATABASE_URL: '', REDIS_PREFIX: 'handyq-e2e-pglite' }),
    ...(process.env.DATABASE_URL
      ? [
          server(POSTGRES_URL, {
            DATA_DIR: `${PGLITE_DATA_DIR}-pg`,
            DATABASE_URL: process.env.DATABASE_URL,
            REDIS_PREFIX: 'handyq-e2e-pg',
          }),
        ]
      : []),
    // The demo build, as static files any web server could serve (npm run build:demo first).
    {
      command: 'node ../scripts/serve-demo.mjs',
      url: `${DEMO_URL}/`,
      env: { PORT: new URL(DEMO_URL).port },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ],
});
