import { CAMERA_TEST_MS, MODEL_READY_MS } from '../support/camera';
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, storeLogin } from '../support/accounts';
import { CAMERA_START_TEXTS } from '../../coach-kit/src/lib/camera-start-texts';
import { RECORD_TEXTS } from '../../shared/record/src/texts';
import { keptRecordings } from '../support/recordings';

// HoldOn's camera start on Chromium's fake camera, which shows real footage of a person upright,
// then turned over (the handstand), in a loop (bench/lib/line-clip.mjs).

/** HoldOn, logged in, set to one hold of `hold` seconds. */
async function openHoldOn(page: Page, hold: string) {
  await storeLogin(page, await apiSignUp(page.request, 'Cam Starter'));
  await page.goto('/cueCoach/holdOn');
  await page.getByLabel('Hold time').selectOption(hold);
  await page.getByLabel('Sets').selectOption('1');
}

/** HoldOn set to one 30 s hold with the camera start on: the camera's region. */
async function withCameraStart(page: Page) {
  await openHoldOn(page, '30');
  await page.getByRole('checkbox', { name: /Camera start/ }).check();
  return page.getByRole('region', { name: 'Camera start' });
}

test('the hold starts when the camera sees the handstand and ends when it comes down; the hold as held is logged, and recorded with its line', async ({
  page,
}) => {
  test.setTimeout(CAMERA_TEST_MS);
  const camera = await withCameraStart(page);
  // Record on as well: the run filmed, and the line the camera start reads kept with the video
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('region', { name: 'Record' }).getByRole('status')).toHaveText(
    RECORD_TEXTS.ready,
    {
      timeout: 30_000,
    },
  );
  // the pose model loads on the device, then reads the camera; before Start it says what to do,
  // not what it reads. Start while it sees the person the right way up, so the run waits for the
  // next kick-up and meets the whole handstand (on a slow machine a Start taken late in one met
  // its last moment, a hold of 0 s, over unseen)
  await expect(camera.getByRole('status')).toHaveText(CAMERA_START_TEXTS.ready, { timeout: MODEL_READY_MS });
  // As the person comes down, not whenever they happen to be upright: a Start taken late in the
  // upright seconds of the footage's loop met the next kick-up before the run waited for it (a
  // busy CI machine, 'Upside down: holding.' at once).
  await expect(camera).toHaveAttribute('data-sees', 'handstand', { timeout: 30_000 });
  await expect(camera).toHaveAttribute('data-sees', 'no-handstand', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(camera.getByRole('status')).toHaveText(CAMERA_START_TEXTS.waiting);
  // the timer waits for the camera (no get-ready countdown)...
  await expect(
    page.getByRole('button', { name: 'Start hold' }).or(page.getByText('Hold', { exact: true })),
  ).toBeVisible();
  // ...which sees the handstand (within one loop of the footage) and starts the hold,
  await expect(camera.getByRole('status')).toHaveText('Upside down: holding.', { timeout: 30_000 });
  await expect(page.getByText('Hold', { exact: true })).toBeVisible();
  // then sees the body come down (the footage's handstand lasts 8 s) and ends it, well before 30 s
  await expect(page.getByText('Done!💪', { exact: true })).toBeVisible({ timeout: 25_000 });
  const logged = page.getByText(/^Logged: 1 set, \d+ s held$/);
  await expect(logged).toBeVisible();
  const held = Number(/(\d+) s held/.exec((await logged.textContent()) ?? '')![1]);
  expect(held).toBeGreaterThan(0);
  expect(held).toBeLessThanOrEqual(10);
  // the hold's line as the camera saw it is kept with it, as LineTracker keeps its holds'
  await expect(page.getByText(/^Line score: \d{1,3} average · \d{1,3} worst$/)).toBeVisible();
  const playback = page.getByRole('region', { name: "This run's recording" });
  await expect(playback).toBeVisible({ timeout: 15_000 });

  // the recording: the line the camera read is drawn over it as it plays; taken off, it is gone
  const drawn = () =>
    playback.getByTestId('recording-line').evaluate((c: HTMLCanvasElement) => {
      const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      let lit = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) lit += 1;
      return lit;
    });
  const showLine = playback.getByRole('checkbox', { name: RECORD_TEXTS.showLine });
  await expect(showLine).toBeChecked();
  // the poses kept with the recording: read while the hold ran, a few a second
  const poses = (await keptRecordings(page))[0]!.poses ?? [];
  expect(poses.length).toBeGreaterThan(10);
  // the video (its length read) at a moment the model read: its line is drawn over the picture
  const video = playback.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeLessThan(60);
  const at = poses[Math.floor(poses.length / 2)]!.atMs;
  await video.evaluate((v: HTMLVideoElement, s) => (v.currentTime = s), at / 1000);
  await expect.poll(drawn, { timeout: 10_000 }).toBeGreaterThan(100);
  await showLine.uncheck();
  await expect.poll(drawn).toBe(0);
  await showLine.check();
  await expect.poll(drawn).toBeGreaterThan(100);
});

test('a run started while the camera already sees the handstand starts the hold at once', async ({
  page,
}) => {
  test.setTimeout(CAMERA_TEST_MS);
  const camera = await withCameraStart(page);
  // up before Start: the footage's handstand lasts 8 s, Start comes within its first moments.
  // Before Start the status says what to do, whatever the camera reads
  await expect(camera).toHaveAttribute('data-sees', 'handstand', { timeout: MODEL_READY_MS });
  await expect(camera.getByRole('status')).toHaveText(CAMERA_START_TEXTS.ready);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // The hold phase comes while the camera still sees the same handstand: the run never waits for
  // a kick-up (its 'Start hold' button up) while the camera reads the user upside down. It once
  // read the state from before it began waiting, and waited for the next kick-up. (A run slow to
  // start, after this handstand ended, rightly waits for the next one.)
  const first = await page.waitForFunction(
    () => {
      const w = window as unknown as { waitedWhileUp?: number };
      const sees = document.querySelector('[aria-label="Camera start"]')?.getAttribute('data-sees');
      const leaves = [...document.querySelectorAll('body *')].filter((el) => el.childElementCount === 0);
      if (leaves.some((el) => el.textContent === 'Hold')) return 'the hold started';
      const waiting = leaves.some((el) => el.textContent === 'Start hold');
      w.waitedWhileUp = waiting && sees === 'handstand' ? (w.waitedWhileUp ?? 0) + 1 : 0;
      return w.waitedWhileUp >= 10 ? 'the run waited for a kick-up while the camera saw the handstand' : null;
    },
    undefined,
    // a ceiling (a busy machine reads the camera slowly); the check is the waiting while up
    { timeout: 90_000, polling: 100 },
  );
  expect(await first.jsonValue()).toBe('the hold started');
});

test('a camera that is refused says so, and HoldOn runs on its timer', async ({ page }) => {
  // the browser's answer when the user (or a policy) refuses the camera
  await page.addInitScript(() => {
    if (navigator.mediaDevices)
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openHoldOn(page, '5');
  await page.getByLabel('Get ready time').selectOption('0');
  await page.getByRole('checkbox', { name: /Camera start/ }).check();
  await expect(page.getByRole('alert')).toContainText('Camera access was refused');
  await expect(page.getByRole('alert')).toContainText('HoldOn runs on its timer instead.');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Done!💪', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Logged: 1 set, 5 s held')).toBeVisible();
});
