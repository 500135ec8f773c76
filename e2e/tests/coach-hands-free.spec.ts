import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, storeLogin } from '../support/accounts';

const NOTICE = 'Before you start';
const SCREEN_LOCK = 'Your screen may lock during a session';
const NO_VOICE = 'This browser has no voice to speak the cues';

/** Starts a 30 s HoldOn with no get-ready count. */
async function startHold(page: Page) {
  await page.getByLabel('Get ready time').selectOption('0');
  await page.getByLabel('Hold time').selectOption('30');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
}

test('where the screen can be kept on and voices speak: no notice, and the run says the screen stays on', async ({
  page,
}) => {
  await page.goto('/cueCoach/holdOn');
  await page.waitForTimeout(3500); // the time voices are given to arrive
  await expect(page.getByRole('complementary', { name: NOTICE })).toHaveCount(0);
  await startHold(page);
  await expect(page.getByText('Screen stays on during the session')).toBeVisible();
});

test('without a screen wake lock (an iPhone home-screen app): said once before the first run, with what to do', async ({
  page,
}) => {
  await page.addInitScript(() => delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock);
  await page.goto('/cueCoach/holdOn');
  const notice = page.getByRole('complementary', { name: NOTICE });
  await expect(notice).toContainText(SCREEN_LOCK);
  await expect(notice).toContainText('Auto-Lock');
  await expect(notice).not.toContainText(NO_VOICE);
  await page.screenshot({ path: test.info().outputPath('hands-free-notice.png') });
  await startHold(page);
  await expect(page.getByText('Screen may lock: the cues stop if it does')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  // shown once: not again after a run, nor on another tool
  await expect(page.getByLabel('Hold time')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.goto('/cueCoach/shapeJam');
  await expect(page.getByLabel('Reps')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a browser with no speech: the notice says no cues will be spoken; Got it puts it away for good', async ({
  page,
}) => {
  await page.addInitScript(() => delete (window as { speechSynthesis?: unknown }).speechSynthesis);
  await page.goto('/cueCoach/entryBuddy');
  const notice = page.getByRole('complementary', { name: NOTICE });
  await expect(notice).toContainText(NO_VOICE);
  await expect(notice).toContainText('text-to-speech');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Entries')).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(notice).toHaveCount(0);
});

test('voices that never come: said below Start once believed, and Start stays where it was', async ({
  page,
}) => {
  // a browser that speaks but has no voice: what a phone without a text-to-speech voice offers
  await page.addInitScript(() => {
    speechSynthesis.getVoices = () => [];
  });
  await page.goto('/cueCoach/holdOn');
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeVisible();
  const before = await start.boundingBox();
  const notice = page.getByRole('complementary', { name: NOTICE });
  await expect(notice).toContainText(NO_VOICE);
  await expect(notice).toHaveCount(1);
  // where a finger on its way to Start finds it still; the notice just below
  expect(await start.boundingBox()).toEqual(before);
  expect((await notice.boundingBox())!.y).toBeGreaterThan(before!.y + before!.height);
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('hands-free-late.png') });
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toHaveCount(0);
});

test('cue volume and speech rate in General Settings are what the timers speak with', async ({ page }) => {
  const me = await apiSignUp(page.request, 'Ines Moreau');
  await storeLogin(page, me);
  await page.addInitScript(() => {
    const heard: { text: string; volume: number; rate: number }[] = [];
    (window as unknown as { heard: typeof heard }).heard = heard;
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      heard.push({ text: u.text, volume: u.volume, rate: u.rate });
      speak(u);
    };
  });
  await page.goto(`/user/${me.user._id}`);
  await page.getByRole('button', { name: 'General Settings', exact: true }).click();
  await page.getByLabel('Cue volume').selectOption('0.5');
  await expect(page.getByText('Cue volume updated successfully.')).toBeVisible();
  await page.getByLabel('Speech rate').selectOption('1.25');
  await expect(page.getByText('Speech rate updated successfully.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('general-settings.png'), fullPage: true });
  await page.reload();
  await page.getByRole('button', { name: 'General Settings', exact: true }).click();
  await expect(page.getByLabel('Cue volume')).toHaveValue('0.5');
  await expect(page.getByLabel('Speech rate')).toHaveValue('1.25');

  await page.goto('/cueCoach/holdOn');
  await startHold(page);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
    .toContainEqual({ text: '1st set. Hold', volume: 0.5, rate: 1.25 });
});
