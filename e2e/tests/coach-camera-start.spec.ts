import { CAMERA_TEST_MS, MODEL_READY_MS } from '../support/camera';
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, storeLogin } from '../support/accounts';
import { CAMERA_START_TEXTS } from '../../coach-kit/src/lib/camera-start-texts';

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

test('the hold starts when the camera sees the handstand and ends when it comes down; the hold as held is logged', async ({
  page,
}) => {
  test.setTimeout(CAMERA_TEST_MS);
  const camera = await withCameraStart(page);
  // the pose model loads on the device, then reads the camera; before Start it says what to do,
  // not what it reads. Start while it sees the person the right way up, so the run waits for the
  // next kick-up and meets the whole handstand (on a slow machine a Start taken late in one met
  // its last moment, a hold of 0 s, over unseen)
  await expect(camera.getByRole('status')).toHaveText(CAMERA_START_TEXTS.ready, { timeout: MODEL_READY_MS });
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
  await expect(page.getByText('Done!💪')).toBeVisible({ timeout: 25_000 });
  const logged = page.getByText(/^Logged: 1 set, \d+ s held$/);
  await expect(logged).toBeVisible();
  const held = Number(/(\d+) s held/.exec((await logged.textContent()) ?? '')![1]);
  expect(held).toBeGreaterThan(0);
  expect(held).toBeLessThanOrEqual(10);
  // the hold's line as the camera saw it is kept with it, as LineTracker keeps its holds'
  await expect(page.getByText(/^Line score: \d{1,3} average · \d{1,3} worst$/)).toBeVisible();
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
  await expect(page.getByText('Done!💪')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Logged: 1 set, 5 s held')).toBeVisible();
});
