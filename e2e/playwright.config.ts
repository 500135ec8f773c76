import { defineConfig, devices } from '@playwright/test';
import type { EngineOptions } from './engines/fixtures';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TEST_BROWSER_PATH, speechSetup } from '../bench/lib/chromium.mjs';
import { TIMED_BROWSER_MARK } from '../bench/lib/main-thread.mjs';
import { LINE_CLIP } from '../bench/lib/line-clip.mjs';
import { CAMERA_TEST_MS } from './support/camera';
import { DEMO_URL, PGLITE_DATA_DIR, PGLITE_URL, POSTGRES_URL } from './support/servers';
import { apiWebServer } from './support/web-server';

// Real voices in the browser (the voice style select, the timers' cues).
const speech = speechSetup();
/** A phone-sized page in the browser at `executablePath`, with real voices unless `voices` is false. */
const phone = (executablePath: string, { voices = true, args = [] as string[] } = {}) => ({
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  launchOptions: {
    executablePath,
    args: [...CHROMIUM_FLAGS, ...((voices && speech?.args) || []), ...args],
    env: { ...process.env, ...(voices ? speech?.env : {}) },
  },
});
// What only the full browser has: a screen wake lock (the headless shell has none).
const WAKE_LOCK = /coach-(hands-free|leave)\.spec\.ts/;
const MAIN_THREAD = /main-thread\.spec\.ts/;
// The tests of the longest real time (a workout's steps played out, a redeploy while a timer
// runs: half a minute each): queued last, as their files' names put them, they were the run's
// tail, one to three workers of four busy for its last 35 s.
const LONG = /(workout|pwa-update)\.spec\.ts/;
// What needs a camera: Chromium's fake one, showing a person upright and upside down in turn
// (the Line Kit, HoldOn's camera start, Record).
const LINE_CAMERA = [/[/\\]line-[\w-]*\.spec\.ts$/, /coach-(camera-start|record)\.spec\.ts/];
const FAKE_CAMERA = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${LINE_CLIP.y4m}`,
];

export default defineConfig<EngineOptions>({
  testDir: './tests',
  globalSetup: [
    './support/speech-daemon.ts',
    './support/line-clip-setup.ts',
    './support/reference-page-setup.ts',
    './support/server-template.ts',
  ],
  fullyParallel: true,
  // Four on 2 cores: many tests wait on real time (the timers' phases, speech), and the extra
  // workers fill that wait. 2 -> 3 workers: 573 -> 513 s; 3 -> 4: the tests before the timed
  // main-thread project 350 -> 300 s, the CPU idle 28 % -> 9 % (vmstat).
  workers: 4,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['./support/engine-counts.ts']],
  // Ceilings for a stuck test, never speed gates (speed is the benches' to measure, bench/): one
  // for every test, so no test carries a limit of its own tuned to one machine. CI runs four
  // workers, two servers and Chromium on 2 cores, and on the slowest machine of this kind seen a
  // kit's first load took over 10 s, an axe run 7 s, and a service worker's install over 20 s
  // beside the camera tests. A green test never waits for them; only the tests that start
  // servers or load the pose model (which say so) allow more.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: PGLITE_URL,
    // On a developer's machine a failed test keeps its trace: actions, DOM snapshots, network,
    // console (not the screencast: encoding its frames cost a fifth of the suite's CPU). Not in
    // CI: recording every test's snapshots cost a tenth of the browser tests' CPU there (the
    // same four files with and without it, in turn, twice), for traces a CI run's reader never
    // opens: what it reads is the error and the failure's screenshot, kept either way.
    // `--trace retain-on-failure` turns it back on for a run.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    // The service worker answers a page's requests once it controls it, out of reach of
    // page.route: tests that stub requests keep it off; offline.spec.ts turns it on.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The main-thread budgets, in the browser they were measured in (npm run bench: the full
    // one, no voices to load), started with the mark that lets the test find its processes.
    // Beside the other tests, not after them: they judge script run (a count) and CPU time as a
    // multiple of a reference page's, which a busy machine leaves alone. One worker takes the
    // file's routes one after another (about 2.5 min, on a server of their own), first, so the
    // others' tests fill the run meanwhile.
    {
      name: 'main-thread',
      testMatch: MAIN_THREAD,
      // Never traced: a trace's recorder runs script in every page it records (2.4-5.5 MB of
      // script run a route), which the budgets would count as the route's.
      use: { ...phone(CHROMIUM_PATH, { voices: false, args: [TIMED_BROWSER_MARK] }), trace: 'off' },
    },
    // The camera tests: real footage of a person through Chromium's fake camera (its file made by
    // the global setup), no prompt. Early, for the same reason: they are the longest and the
    // busiest (a model reading frames).
    {
      name: 'line-camera',
      testMatch: LINE_CAMERA,
      // every one waits for the pose model to load first (support/camera.ts)
      timeout: CAMERA_TEST_MS,
      use: phone(TEST_BROWSER_PATH, { args: FAKE_CAMERA }),
    },
    // The wake-lock tests in the full browser, before the many short ones: queued last they
    // were the run's tail, two workers of four busy for its last 40 s.
    { name: 'phone-chromium', testMatch: WAKE_LOCK, use: phone(CHROMIUM_PATH) },
    { name: 'phone-long', testMatch: LONG, use: phone(TEST_BROWSER_PATH) },
    // The flows a user depends on, in Safari's engine (WebKitGTK, through its WebDriver) and
    // Firefox (ESR, over WebDriver BiDi): `npm run test:engines -w e2e` runs them alone.
    // Playwright cannot drive Debian's builds of either; bench/lib/engines/webkit.mjs and
    // firefox.mjs do (docs/engines.md). In this run rather than a run of their own after it: each
    // run idled the CPU at its start (its servers) and its tail (a few long tests); here the
    // short Chromium tests after them fill both. Before those short tests, so that they end
    // the run.
    ...(['webkit', 'firefox'] as const).map((engine) => ({
      name: engine,
      testDir: './engines',
      testMatch: /.*\.flow\.ts$/,
      use: { engine },
    })),
    // Most tests: Chromium's headless shell (TEST_BROWSER_PATH), a third less CPU per test.
    {
      name: 'phone',
      testIgnore: [WAKE_LOCK, MAIN_THREAD, LONG, ...LINE_CAMERA],
      use: phone(TEST_BROWSER_PATH),
    },
  ],
  webServer: [
    // The built server, once on PGlite and, when DATABASE_URL is set, once more on the PostgreSQL
    // server; with REDIS_URL (CI), each has channels of its own in the one Redis. Browser:
    // Debian's Chromium, never a downloaded one.
    apiWebServer(PGLITE_URL, {
      DATA_DIR: PGLITE_DATA_DIR,
      DATABASE_URL: '',
      REDIS_PREFIX: 'handyq-e2e-pglite',
    }),
    ...(process.env.DATABASE_URL
      ? [
          apiWebServer(POSTGRES_URL, {
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
