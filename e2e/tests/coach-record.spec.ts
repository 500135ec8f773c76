import fs from 'node:fs';
import { CAMERA_TEST_MS } from '../support/camera';
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, storeLogin } from '../support/accounts';
import { DEMO_URL } from '../support/servers';
import { privateItem, readItem } from '../support/library-items';
import { seriousViolations } from '../support/a11y';
import { waitForOfflineReady } from '../support/offline';
import { keptRecordings } from '../support/recordings';
import { RECORD_TEXTS } from '../../shared/record/src/texts';

// Record on a Coach Kit tool page, on Chromium's fake camera (real footage of a person: the same
// the Line Kit's tests see). The recording is kept on the device, never sent.

// the service worker on, as for a user: a recording is watched offline
test.use({ serviceWorkers: 'allow' });

/** HoldOn, logged in: get ready 2 s, one hold of 5 s. */
async function holdOn(page: Page) {
  await storeLogin(page, await apiSignUp(page.request, 'Rec Order'));
  await page.goto('/cueCoach/holdOn');
  await shortRun(page);
}

/** HoldOn's short run, recorded from Start to Done (the user logged in). */
async function recordOneRun(page: Page) {
  await page.goto('/cueCoach/holdOn');
  await shortRun(page);
  await page.getByRole('button', { name: 'Record' }).click();
  const camera = page.getByRole('region', { name: 'Record' });
  await expect(camera.getByRole('status')).toHaveText(RECORD_TEXTS.ready, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Done!💪', { exact: true })).toBeVisible({ timeout: 30_000 });
}

/** Get ready 2 s, one hold of 5 s. */
async function shortRun(page: Page) {
  await page.getByLabel('Get ready time').selectOption('2');
  await page.getByLabel('Hold time').selectOption('5');
  await page.getByLabel('Sets').selectOption('1');
}

test('a HoldOn run is recorded from its first cue to Done, played back with its phase and cue marks, kept after a reload and offline, opened from the PracticeLog, then deleted', async ({
  page,
  context,
}) => {
  test.setTimeout(CAMERA_TEST_MS + 90_000);
  await holdOn(page);
  const record = page.getByRole('button', { name: 'Record' });
  await record.click();
  await expect(record).toHaveAttribute('aria-pressed', 'true');
  const camera = page.getByRole('region', { name: 'Record' });
  await expect(camera.getByRole('status')).toHaveText(RECORD_TEXTS.ready, { timeout: 30_000 });
  // when the run screen shows each phase (ms on the page's clock)
  await page.evaluate(() => {
    const shown: Record<string, number> = {};
    (window as unknown as { __shown: typeof shown }).__shown = shown;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('main *'))
        if (!el.childElementCount && ['Get ready', 'Hold', 'Done!💪'].includes(el.textContent ?? ''))
          shown[el.textContent!] ??= performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(camera.getByRole('status')).toHaveText(RECORD_TEXTS.recording);
  await expect(page.getByText('Done!💪', { exact: true })).toBeVisible({ timeout: 30_000 });
  // the run is logged as any run is
  await expect(page.getByText(/^Logged: 1 set, 5 s held$/)).toBeVisible();

  const playback = page.getByRole('region', { name: "This run's recording" });
  await expect(playback).toBeVisible({ timeout: 15_000 });
  // each phase marked where it began: get ready at the start, the hold 2 s in, Done 5 s later
  const cues = playback.getByRole('list', { name: 'Cues in this recording' }).getByRole('button');
  const marks = await cues.evaluateAll((buttons) =>
    buttons.map((b) => ({ text: b.textContent ?? '', at: Number((b as HTMLElement).dataset.atMs) })),
  );
  expect(marks.map((m) => m.text.replace(/^\d+:\d\d /, ''))).toEqual(['Get ready', 'Hold', 'Done!💪']);
  // each mark where its cue was due: the hold is 5 s of plan time, so its mark and Done's are 5 s
  // apart (within 100 ms); the get-ready count's length depends on the voice, so that spacing is
  // checked against when the screen showed each phase (which a busy machine shows a little late)
  const shown = await page.evaluate(() => (window as unknown as { __shown: Record<string, number> }).__shown);
  expect(marks[0]!.at).toBeLessThanOrEqual(1500);
  expect(Math.abs(marks[2]!.at - marks[1]!.at - 5000)).toBeLessThanOrEqual(100);
  expect(Math.abs(marks[1]!.at - marks[0]!.at - (shown['Hold']! - shown['Get ready']!))).toBeLessThanOrEqual(
    250,
  );

  // the video is the run: about 7 s long, and it plays
  const video = playback.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 })
    .toBeGreaterThan(6);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeLessThan(9);
  // the phase shown follows the video: a cue's button goes there
  const phase = playback.getByTestId('recording-phase');
  await cues.filter({ hasText: 'Hold' }).click();
  await expect(phase).toHaveText('Hold · set 1');
  await cues.filter({ hasText: 'Get ready' }).click();
  await expect(phase).toHaveText('Get ready · set 1');
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect(phase).toHaveText('Hold · set 1', { timeout: 10_000 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const serious = await seriousViolations(page, `recording played back (${scheme})`);
    expect(serious, serious.join('\n')).toEqual([]);
  }

  // the PracticeLog's entry of the run links to its recording, which plays on the tool's page,
  // offline too (kept on the device: nothing is fetched)
  await waitForOfflineReady(page);
  await page.goto('/libraryKit/practiceLog');
  const link = page
    .getByRole('article', { name: /^HoldOn, / })
    .getByRole('link', { name: 'Watch the recording' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/cueCoach\/holdOn\?recording=[\w-]+$/);
  await link.click();
  await expect(page.getByRole('region', { name: RECORD_TEXTS.opened })).toBeVisible();
  await context.setOffline(true);
  await page.goto(href!);
  const opened = page.getByRole('region', { name: RECORD_TEXTS.opened });
  await expect(opened.getByRole('list', { name: 'Cues in this recording' }).getByRole('button')).toHaveCount(
    3,
  );
  await expect
    .poll(() => opened.locator('video').evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 })
    .toBeGreaterThan(6);
  await opened
    .getByRole('list', { name: 'Cues in this recording' })
    .getByRole('button', { name: /Hold/ })
    .click();
  await expect(opened.getByTestId('recording-phase')).toHaveText('Hold · set 1');
  await page.getByRole('button', { name: RECORD_TEXTS.close }).click();
  await expect(opened).toHaveCount(0);
  await expect(page).toHaveURL(/\/cueCoach\/holdOn$/);
  await context.setOffline(false);

  // kept on the device: after a reload, Record lists it, to watch or delete
  await page.reload();
  await page.getByRole('button', { name: 'Record' }).click();
  const yours = page.getByRole('region', { name: RECORD_TEXTS.yours });
  await expect(yours.getByRole('listitem')).toHaveCount(1);
  await yours.getByRole('button', { name: RECORD_TEXTS.watch }).click();
  await expect(yours.locator('video')).toBeVisible();
  await expect(yours.getByRole('list', { name: 'Cues in this recording' }).getByRole('button')).toHaveCount(
    3,
  );
  await yours.getByRole('button', { name: /^Delete / }).click();
  await expect(yours.getByText(RECORD_TEXTS.none)).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(
    page.getByRole('region', { name: RECORD_TEXTS.yours }).getByText(RECORD_TEXTS.none),
  ).toBeVisible();
});

test("two recordings of the same timer play side by side, lined up on the start of the hold; one saved as a file, one added to the user's Library item, then all deleted", async ({
  page,
}) => {
  test.setTimeout(CAMERA_TEST_MS * 2);
  const account = await apiSignUp(page.request, 'Rec Compare');
  const itemId = await privateItem(page.request, account, 'My wall hold');
  await storeLogin(page, account);
  await page.goto('/cueCoach/holdOn');
  await shortRun(page);
  await page.getByRole('button', { name: 'Record' }).click();
  const camera = page.getByRole('region', { name: 'Record' });
  await expect(camera.getByRole('status')).toHaveText(RECORD_TEXTS.ready, { timeout: 30_000 });
  for (const start of ['Start', 'Start again']) {
    await page.getByRole('button', { name: start, exact: true }).click();
    await expect(camera.getByRole('status')).toHaveText(RECORD_TEXTS.recording);
    await expect(page.getByText('Done!💪', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: "This run's recording" })).toBeVisible({ timeout: 15_000 });
  }
  const yours = page.getByRole('region', { name: RECORD_TEXTS.yours });
  await expect(yours.getByRole('listitem')).toHaveCount(2);
  for (const compare of await yours.getByRole('button', { name: /^Compare / }).all()) await compare.click();
  const both = page.getByRole('region', { name: 'Side by side' });
  await expect(both.locator('video')).toHaveCount(2);
  await both.getByRole('button', { name: 'Play both' }).click();
  // both show the hold at once, each from its own start of the hold
  await expect(both.getByTestId('side-phase')).toHaveText(['Hold · set 1', 'Hold · set 1'], {
    timeout: 10_000,
  });
  const apart = await both
    .locator('figure')
    .evaluateAll((figures) =>
      figures.map(
        (f) => f.querySelector('video')!.currentTime * 1000 - Number((f as HTMLElement).dataset.syncMs),
      ),
    );
  expect(Math.abs(apart[0]! - apart[1]!)).toBeLessThanOrEqual(150);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const serious = await seriousViolations(page, `two recordings side by side (${scheme})`);
    expect(serious, serious.join('\n')).toEqual([]);
  }

  // one saved to the device as a file; then all deleted, once asked
  const download = page.waitForEvent('download');
  await yours
    .getByRole('button', { name: /^Save to device / })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^handyq-holdOn-\d{4}-\d\d-\d\dT\d\d-\d\d\.webm$/);
  expect(fs.statSync(await file.path()).size).toBeGreaterThan(10_000);

  // one added to the user's Library item: uploaded, in the item's form, kept as its video once saved
  const newest = (await keptRecordings(page)).sort((a, b) => b.createdAt - a.createdAt)[0]!;
  await yours
    .getByRole('button', { name: new RegExp(`^${RECORD_TEXTS.attach}: `) })
    .first()
    .click();
  const which = yours.getByRole('group', { name: RECORD_TEXTS.attachTo });
  await expect(which.getByRole('button', { name: RECORD_TEXTS.newItem })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const serious = await seriousViolations(page, `the recordings, one being added to an item (${scheme})`);
    expect(serious, serious.join('\n')).toEqual([]);
  }
  await which.getByRole('button', { name: 'My wall hold' }).click();
  await expect(page.getByText(RECORD_TEXTS.uploaded)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/libraryKit/libraryItem/edit/${itemId}\\?video=`));
  await expect(page.getByText(/^Your recording is added to the videos below/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Library Item' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/libraryKit\/practiceLab$/);

  // the item keeps the recording as its video, and stays as private as it was
  const item = await readItem(page.request, account, itemId);
  expect(item.status).toBe('private');
  expect(item.videoData).toHaveLength(1);
  const video = await page.request.get(item.videoData[0]!.url);
  expect(video.ok()).toBe(true);
  expect(video.headers()['content-type']).toMatch(/^video\/webm/);
  expect((await video.body()).length).toBe(newest.size);

  // back on the timer, both are still on the device; all deleted, once asked
  await page.goto('/cueCoach/holdOn');
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(yours.getByRole('listitem')).toHaveCount(2);
  await yours.getByRole('button', { name: RECORD_TEXTS.deleteAll }).click();
  const ask = page.getByRole('dialog', { name: RECORD_TEXTS.deleteAllQuestion });
  await ask.getByRole('button', { name: RECORD_TEXTS.deleteAll }).click();
  await expect(yours.getByText(RECORD_TEXTS.none)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Side by side' })).toHaveCount(0);
});

test('a refused camera says so, and the run goes on unrecorded and is logged', async ({ page }) => {
  await page.addInitScript(() => {
    if (navigator.mediaDevices)
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await holdOn(page);
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Camera access was refused. ${RECORD_TEXTS.cameraFallback}`,
  );
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Done!💪', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Logged: 1 set, 5 s held')).toBeVisible();
});

test('the back camera, once chosen, films the next runs; a full device says so, and the run is logged', async ({
  page,
}) => {
  test.setTimeout(CAMERA_TEST_MS);
  await holdOn(page);
  await page.getByRole('button', { name: 'Record' }).click();
  const camera = page.getByRole('region', { name: 'Record' });
  await expect(camera.getByRole('status')).toHaveText(RECORD_TEXTS.ready, { timeout: 30_000 });
  const which = page.getByRole('group', { name: RECORD_TEXTS.whichCamera });
  await which.getByRole('button', { name: RECORD_TEXTS.back }).click();
  await expect(which.getByRole('button', { name: RECORD_TEXTS.back })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(camera.getByRole('status')).toHaveText(RECORD_TEXTS.ready, { timeout: 30_000 });
  // the back camera's picture is shown as it is, not mirrored
  expect(await camera.locator('video').evaluate((v) => getComputedStyle(v).transform)).toBe('none');
  await page.reload();
  await shortRun(page);
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(
    page
      .getByRole('group', { name: RECORD_TEXTS.whichCamera })
      .getByRole('button', { name: RECORD_TEXTS.back }),
  ).toHaveAttribute('aria-pressed', 'true');

  // the device's room for this site, as Chromium counts it, made all but full: what the site
  // keeps now and 50 KB more (a run's log fits; its video does not)
  const used = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(page.url()).origin,
    quotaSize: used + 50_000,
  });
  await expect(page.getByRole('region', { name: 'Record' }).getByRole('status')).toHaveText(
    RECORD_TEXTS.ready,
    {
      timeout: 30_000,
    },
  );
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Done!💪', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveText(RECORD_TEXTS.full, { timeout: 15_000 });
  await expect(page.getByText('Logged: 1 set, 5 s held')).toBeVisible();
  await expect(page.getByRole('region', { name: "This run's recording" })).toHaveCount(0);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin });
});

test('a visitor is asked to log in to record', async ({ page }) => {
  await page.goto('/cueCoach/holdOn');
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText(RECORD_TEXTS.visitor)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record' })).toHaveAttribute('aria-pressed', 'false');
});

test("a workout's run is recorded whole, each cue marked with its step; its PracticeLog entry opens the recording on the workout's page", async ({
  page,
}) => {
  test.setTimeout(CAMERA_TEST_MS + 60_000);
  const me = await apiSignUp(page.request, 'Work Recorder');
  await storeLogin(page, me);
  // two short HoldOn steps: get ready 2 s and a 5 s hold, then a 5 s hold (the shortest)
  const hold = (getReadyTime: number, holdTime: number) => ({
    feature: 'holdOn',
    inputs: { getReadyTime, holdTime, numSets: 1, restTime: 5 },
  });
  const created = await page.request.post('/api/libraryItem', {
    headers: { Authorization: `Bearer ${me.token}` },
    data: { title: 'Filmed pair', type: 'workout', body: [hold(2, 5), hold(0, 5)] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const itemId = ((await created.json()) as { _id: string })._id;

  await page.goto(`/libraryKit/libraryItem/${itemId}`);
  const record = page.getByRole('button', { name: 'Record' });
  await record.click();
  await expect(record).toHaveAttribute('aria-pressed', 'true');
  const camera = page.getByRole('region', { name: 'Record' });
  await expect(camera.getByRole('status')).toHaveText(RECORD_TEXTS.ready, { timeout: 30_000 });
  const yours = page.getByRole('region', { name: RECORD_TEXTS.yours });
  await expect(yours.getByText('No recordings of this workout yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Run workout' }).click();
  await expect(camera.getByRole('status')).toHaveText(RECORD_TEXTS.recording, { timeout: 15_000 });
  await expect(page.getByText('Workout complete', { exact: false })).toBeVisible({ timeout: 60_000 });

  const playback = page.getByRole('region', { name: "This run's recording" });
  await expect(playback).toBeVisible({ timeout: 15_000 });
  await expect(playback.getByText(/^Filmed pair · /)).toBeVisible();
  const cues = playback.getByRole('list', { name: 'Cues in this recording' }).getByRole('button');
  const marks = await cues.evaluateAll((buttons) =>
    buttons.map((b) => ({
      text: (b.textContent ?? '').replace(/^\d+:\d\d /, ''),
      at: Number((b as HTMLElement).dataset.atMs),
    })),
  );
  // both steps' phases in order, each named with its step, each where its cue was due: the
  // holds are 5 s of plan time, so each hold's mark and its step's Done are that far
  // apart (within 100 ms); the recording starts with the workout's first words
  expect(marks.map((m) => m.text)).toEqual([
    'Step 1: Get ready',
    'Step 1: Hold',
    'Step 1: Done!💪',
    'Step 2: Hold',
    'Step 2: Done!💪',
  ]);
  const at = marks.map((m) => m.at);
  expect(at[0]).toBeLessThanOrEqual(4000);
  expect(Math.abs(at[2]! - at[1]! - 5000)).toBeLessThanOrEqual(100);
  expect(Math.abs(at[4]! - at[3]! - 5000)).toBeLessThanOrEqual(100);
  expect(at).toEqual([...at].sort((a, b) => a - b));
  await cues.filter({ hasText: 'Step 2: Hold' }).click();
  await expect(playback.getByTestId('recording-phase')).toHaveText('Step 2 · Hold · set 1');
  // the whole run: 2 + 5 + 5 s of it, and more for the steps' own cues
  await expect
    .poll(() => playback.locator('video').evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 })
    .toBeGreaterThan(12);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: test.info().outputPath(`workout-recorded-${scheme}.png`), fullPage: true });
    const serious = await seriousViolations(page, `a workout's recording played back (${scheme})`);
    expect(serious, serious.join('\n')).toEqual([]);
  }

  // the PracticeLog's entry of the workout's run opens it on the workout's page
  await page.goto('/libraryKit/practiceLog');
  const link = page
    .getByRole('article', { name: /^Filmed pair, / })
    .getByRole('link', { name: 'Watch the recording' });
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^/libraryKit/libraryItem/${itemId}\\?recording=[\\w-]+$`),
  );
  await link.click();
  const opened = page.getByRole('region', { name: RECORD_TEXTS.opened });
  await expect(opened.getByRole('list', { name: 'Cues in this recording' }).getByRole('button')).toHaveCount(
    marks.length,
  );
  await page.getByRole('button', { name: RECORD_TEXTS.close }).click();
  await expect(opened).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/libraryKit/libraryItem/${itemId}$`));
  // and the workout's recordings are listed with it, apart from any timer's
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('region', { name: RECORD_TEXTS.yours }).getByRole('listitem')).toHaveCount(1);
});

test.describe('the demo build (no server)', () => {
  test.use({ baseURL: DEMO_URL });

  test('records a run and keeps it in the browser; its PracticeLog links to it', async ({ page }) => {
    test.setTimeout(CAMERA_TEST_MS);
    await page.goto('/login/signup');
    await page.getByLabel('Full name').fill('Demo Recorder');
    await page.getByLabel('Email').fill('demo.recorder@example.com');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/$/);
    await recordOneRun(page);
    await expect(page.getByRole('region', { name: "This run's recording" })).toBeVisible({ timeout: 15_000 });
    await page.goto('/libraryKit/practiceLog');
    await page
      .getByRole('article', { name: /^HoldOn, / })
      .getByRole('link', { name: 'Watch the recording' })
      .click();
    const opened = page.getByRole('region', { name: RECORD_TEXTS.opened });
    await expect(
      opened.getByRole('list', { name: 'Cues in this recording' }).getByRole('button'),
    ).toHaveCount(3);
  });
});

test("a CueCraft run is recorded: each step's mark where the plan put it, the sequence named, kept with CueCraft's recordings", async ({
  page,
}) => {
  test.setTimeout(CAMERA_TEST_MS);
  await storeLogin(page, await apiSignUp(page.request, 'Craft Recorder'));
  await page.goto('/cueCoach/cueCraft');
  // a blank sequence: get ready 5 s, then two steps of 5 s and 3 s, no countdown
  await page.getByLabel('Start from').selectOption({ label: 'A blank sequence' });
  await page.getByLabel('Sequence name').fill('Filmed pair');
  await page.getByLabel('Get ready time').selectOption('5');
  await page.getByLabel('Step name').fill('Hold');
  await page.getByLabel('Duration').selectOption({ label: '5 s' });
  await page.getByLabel('Countdown').selectOption('0');
  await page.getByRole('button', { name: 'Add step', exact: true }).click();
  await page.getByLabel('Step name').nth(1).fill('Down');
  await page.getByLabel('Duration').nth(1).selectOption({ label: '3 s' });
  await page.getByLabel('Countdown').nth(1).selectOption('0');

  await page.getByRole('button', { name: 'Record' }).click();
  const camera = page.getByRole('region', { name: 'Record' });
  await expect(camera.getByRole('status')).toHaveText(RECORD_TEXTS.ready, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Done!💪', { exact: true })).toBeVisible({ timeout: 30_000 });

  const playback = page.getByRole('region', { name: "This run's recording" });
  await expect(playback).toBeVisible({ timeout: 15_000 });
  await expect(playback).toContainText('Filmed pair');
  // the step it is in, with no sets (a sequence has rounds)
  await expect(playback.getByTestId('recording-phase')).toHaveText('Get ready');
  const marks = await playback
    .getByRole('list', { name: 'Cues in this recording' })
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => ({
        text: (b.textContent ?? '').replace(/^\d+:\d\d /, ''),
        at: Number((b as HTMLElement).dataset.atMs),
      })),
    );
  expect(marks.map((m) => m.text)).toEqual(['Get ready', 'Hold', 'Down', 'Done!💪']);
  // each step its plan's length after the one before (within 100 ms); the get-ready's mark is at
  // the video's start, which follows the first cue by the camera's start
  expect(Math.abs(marks[2]!.at - marks[1]!.at - 5000), JSON.stringify(marks)).toBeLessThanOrEqual(100);
  expect(Math.abs(marks[3]!.at - marks[2]!.at - 3000), JSON.stringify(marks)).toBeLessThanOrEqual(100);
  await page.screenshot({ path: test.info().outputPath('cue-craft-recorded.png'), fullPage: true });

  // kept after a reload, among CueCraft's recordings
  await page.reload();
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('region', { name: RECORD_TEXTS.yours }).getByRole('listitem')).toHaveCount(1);
});
