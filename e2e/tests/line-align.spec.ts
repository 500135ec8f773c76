import { CAMERA_TEST_MS, MODEL_READY_MS } from '../support/camera';
import { expect, test, type Page } from '@playwright/test';
import { ADVICE_TEXTS, FAULT_ADVICE } from '@handyq/line';
import { CORRECTION_GAP_MS, CORRECTION_STEADY_MS } from '../../line-kit/src/lib/corrections';
import { apiSignUp, storeLogin } from '../support/accounts';
import { seriousViolations } from '../support/a11y';
import { LINE_CLIP } from '../../bench/lib/line-clip.mjs';
import { watchOutgoing } from '../support/no-image-leaves';

// LineAlign on Chromium's fake camera, which shows real footage of a person: upright, then
// turned over (a stand-in for a handstand), in a loop (bench/lib/line-clip.mjs). The pose model runs
// in the page's worker, on the device.

const readout = (page: Page) => page.getByRole('region', { name: 'Your line' });
/** The figure a readout shows under `label`. */
const figure = (page: Page, label: string) =>
  readout(page)
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.beforeEach(async ({ page }) => {
  await storeLogin(page, await apiSignUp(page.request, 'Line Reader'));
});

test('the camera reads "Upside down" and a line score for the handstand, "Not upside down" upright; no picture leaves the page', async ({
  page,
  context,
}) => {
  const outgoing = watchOutgoing(context, page);
  await page.goto('/linePerfector/lineAlign');
  await expect(page.getByRole('heading', { name: 'LineAlign' })).toBeVisible();
  // the model loads on the device (its first load takes a few seconds here), then reads each frame
  await expect(figure(page, 'Position')).toHaveText('Upside down', { timeout: MODEL_READY_MS });
  await expect(figure(page, 'Line score')).toHaveText(/^\d{1,3}$/);
  await expect(figure(page, 'Shoulder angle')).toHaveText(/^\d{1,3}°$/);
  await expect(figure(page, 'Position')).toHaveText('Not upside down');
  // standing, the line's figures mean nothing: the readout says what to do instead
  await expect(figure(page, 'Line score')).toHaveCount(0);
  await expect(readout(page)).toContainText(ADVICE_TEXTS.kickUpLive);
  expect(outgoing()).toEqual([]);
});

/** Chooses `file` the way a person does: the button, then the file in the chooser it opens. */
async function chooseFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Check a photo or video' }).click();
  await (await chooser).setFiles(file);
}

test('a photo gets the same readout, in still words; one with nobody in it says so', async ({
  page,
  context,
}) => {
  const outgoing = watchOutgoing(context, page);
  await page.goto('/linePerfector/lineAlign');
  await chooseFile(page, LINE_CLIP.inverted);
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect(figure(page, 'Position')).toHaveText('Upside down', { timeout: MODEL_READY_MS });
  await expect(figure(page, 'Line score')).toHaveText(/^\d{1,3}$/);
  // a photo is not held: no 'hold it'
  await expect(readout(page).locator('p')).toHaveText(
    /^(Fix first: .+|A straight line\.|Nearly a straight line: .+)$/,
  );
  await chooseFile(page, LINE_CLIP.upright);
  await expect(figure(page, 'Position')).toHaveText('Not upside down');
  await expect(readout(page)).toContainText(ADVICE_TEXTS.kickUpStill);
  await chooseFile(page, LINE_CLIP.noPerson);
  await expect(page.getByRole('alert')).toContainText('No person found');
  await page.getByRole('button', { name: 'Back to the camera' }).click();
  await expect(page.getByRole('region', { name: 'Your line' })).toBeVisible({ timeout: MODEL_READY_MS });
  expect(outgoing()).toEqual([]);
});

test('a chosen video is read frame by frame and ends on a still of its worst moment', async ({
  page,
  context,
}) => {
  test.setTimeout(CAMERA_TEST_MS);
  const outgoing = watchOutgoing(context, page);
  await page.goto('/linePerfector/lineAlign');
  // real footage, turned over: the dance upside down, about 4 s
  await chooseFile(page, LINE_CLIP.video);
  await expect(page.getByRole('heading', { name: 'The worst moment' })).toBeVisible({
    timeout: MODEL_READY_MS,
  });
  await expect(page.getByRole('img', { name: 'Your video at its worst moment' })).toBeVisible();
  const worst = page.getByRole('region', { name: 'The worst moment' });
  const worstFigure = (label: string) =>
    worst
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(worstFigure('Position')).toHaveText('Upside down');
  await expect(worstFigure('Line score')).toHaveText(/^\d{1,3}$/);
  // a still, so no 'hold it'
  await expect(worst.locator('p')).not.toContainText('hold it');

  expect(outgoing()).toEqual([]);
});

test('"Check a photo or video" is one keyboard stop, one control for a screen reader', async ({ page }) => {
  await page.goto('/linePerfector/lineAlign');
  await expect(page.getByRole('button', { name: 'Check a photo or video' })).toBeVisible();
  // every stop Tab makes on the page, in order, by what it is called
  const stops: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.dataset.stopSeen) return null;
      el.dataset.stopSeen = 'yes';
      const input = el as HTMLInputElement;
      const name = el.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? el.textContent ?? '';
      return `${el.tagName.toLowerCase()}: ${name.trim()}`;
    });
    if (stop === null) break;
    stops.push(stop);
  }
  expect(stops.filter((s) => s.includes('Check a photo or video'))).toEqual([
    'button: Check a photo or video',
  ]);
  await expect(page.getByRole('button', { name: 'Check a photo or video' })).toHaveCount(1);
});

test('while upside down the biggest fault is spoken, at most one correction every few seconds', async ({
  page,
}) => {
  test.setTimeout(CAMERA_TEST_MS);
  // what the page gives the browser's voice (spoken as well: the spy only listens), and each
  // 'Fix first' the readout shows, with when
  await page.addInitScript(() => {
    const said: { text: string; at: number }[] = [];
    const shown: { fix: string | null; at: number }[] = [];
    Object.defineProperty(window, '__said', { value: said });
    Object.defineProperty(window, '__shown', { value: shown });
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (u) => {
      said.push({ text: u.text, at: performance.now() });
      speak(u);
    };
    new MutationObserver(() => {
      const text = document.querySelector('[aria-label="Your line"] p')?.textContent ?? '';
      const fix = text.startsWith('Fix first: ') ? text.slice('Fix first: '.length) : null;
      if (shown.at(-1)?.fix !== fix) shown.push({ fix, at: performance.now() });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/linePerfector/lineAlign');
  await expect(figure(page, 'Position')).toHaveText('Upside down', { timeout: MODEL_READY_MS });
  // two loops of the footage: each has 8 s upside down
  await page.waitForTimeout(24_000);
  const { said, shown, now } = await page.evaluate(() => {
    const w = window as unknown as {
      __said: { text: string; at: number }[];
      __shown: { fix: string | null; at: number }[];
    };
    return { said: w.__said, shown: w.__shown, now: performance.now() };
  });
  // The faults the readout showed for longer than a correction must stay the biggest to be said
  // (with a frame's margin). How the pose model reads the footage's turned-over dancer depends
  // on the browser's build: one shows a steady fault, another only 'A straight line'.
  const steady = shown.filter(
    // the last one shown lasted until now (not for ever: one shown a moment ago is not steady)
    (s, i) => s.fix && (shown[i + 1]?.at ?? now) - s.at >= CORRECTION_STEADY_MS + 300,
  );
  const advice = Object.values(FAULT_ADVICE);
  for (const { text } of said) expect(advice).toContain(text);
  for (let i = 1; i < said.length; i++)
    expect(said[i]!.at - said[i - 1]!.at).toBeGreaterThanOrEqual(CORRECTION_GAP_MS - 50);
  // Whatever is said, the readout showed. (How long it stayed there is the page's to judge, on
  // the frames' own clock: on a busy machine the readout's updates reach this observer late, so
  // a steady fault may look shorter here than it was.)
  for (const { text, at } of said)
    expect(
      shown.some((s) => s.fix === text),
      `"${text}" said at ${Math.round(at)} ms; shown: ${JSON.stringify(shown)}`,
    ).toBe(true);
  if (steady.length) {
    expect(said.length, `shown: ${JSON.stringify(shown)}`).toBeGreaterThan(0);
  } else if (!said.length) {
    test.info().annotations.push({
      type: 'not exercised',
      description: 'this browser read the footage with no steady fault, so no correction was due',
    });
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`LineAlign reading the camera has no serious accessibility violations (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/linePerfector/lineAlign');
    await expect(figure(page, 'Position')).toBeVisible({ timeout: MODEL_READY_MS });
    const serious = await seriousViolations(page, `lineAlign (${scheme})`);
    expect(serious, serious.join('\n')).toEqual([]);
  });
}
