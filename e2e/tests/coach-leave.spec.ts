import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, storeLogin } from '../support/accounts';
import { activity, recordTicksAndWakeLocks } from '../support/cue-activity';
import { recordSpeech, spoken } from '../support/speech';

/** After leaving: nothing more is spoken or ticked for a while, and no wake lock is held. */
async function expectSilent(page: Page) {
  await expect.poll(async () => (await activity(page)).held).toBe(0);
  expect(await page.evaluate(() => speechSynthesis.speaking)).toBe(false);
  const before = await activity(page);
  await page.waitForTimeout(3500);
  expect(await activity(page)).toEqual(before);
}

// Each tool, left mid-run; DrillDJ in a ticking phase, where its Reset button is off.
const RUNS: { tool: string; inputs: Record<string, string>; running: string }[] = [
  { tool: 'holdOn', inputs: { 'Get ready time': '0', 'Hold time': '30' }, running: 'Hold' },
  { tool: 'entryBuddy', inputs: { 'Get ready time': '0', Entries: '5', 'Hold time': '5' }, running: 'Up 1' },
  { tool: 'shapeJam', inputs: { 'Get ready time': '0', Reps: '3' }, running: 'Handstand up' },
  { tool: 'drillDJ', inputs: { 'Get ready time': '0', Reps: '3', Drill: 'slide' }, running: 'Slide down' },
];

for (const { tool, inputs, running } of RUNS) {
  test(`leaving ${tool} mid-run stops its speech, ticks and wake lock`, async ({ page }) => {
    await recordSpeech(page);
    await recordTicksAndWakeLocks(page);
    await page.goto('/cueCoach');
    await page.goto(`/cueCoach/${tool}`);
    for (const [label, value] of Object.entries(inputs)) await page.getByLabel(label).selectOption(value);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('region', { name: 'Timer' })).toContainText(running, { timeout: 10_000 });
    if (tool === 'drillDJ') await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect.poll(async () => (await activity(page)).held, 'the run holds the screen awake').toBe(1);
    expect((await activity(page)).said).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/cueCoach$/);
    await expectSilent(page);
  });
}

test('opening a favorite during a DrillDJ tick phase stops the run and shows the favorite', async ({
  page,
}) => {
  await storeLogin(page, await apiSignUp(page.request, 'Maren Sollberger'));
  await recordSpeech(page);
  await recordTicksAndWakeLocks(page);
  await page.goto('/cueCoach/drillDJ');
  await page.getByLabel('Drill').selectOption('float');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save Favorite' });
  await save.getByLabel('Name').fill('Floats');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();

  await page.getByLabel('Get ready time').selectOption('0');
  await page.getByLabel('Drill').selectOption('slide');
  // the longest slide down: opening the favorite must not race the phase's end on a loaded machine
  await page.getByLabel('Slide down', { exact: true }).selectOption('10');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('region', { name: 'Timer' })).toContainText('Slide down', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();

  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Choose a Favorite' })
    .getByRole('button', { name: /^Floats/ })
    .click();
  await expect(page.getByText('Favorite: Floats')).toBeVisible();
  await expect(page.getByLabel('Drill')).toHaveValue('float');
  await expectSilent(page);
  expect(await spoken(page)).not.toContain('Slide up');
});
