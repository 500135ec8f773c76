import { expect, test } from '@playwright/test';
import { recordSpeech, spoken } from '../support/speech';

test('HoldOn with 2 sets speaks its cues in order and shows get ready, set, rest and Done', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await recordSpeech(page);
  await page.goto('/cueCoach/holdOn');
  await expect(page.getByRole('heading', { level: 1, name: 'HoldOn' })).toBeVisible();
  await page.getByLabel('Get ready time').selectOption('2');
  await page.getByLabel('Hold time').selectOption('5');
  await page.getByLabel('Sets').selectOption('2');
  await page.getByLabel('Rest time').selectOption('5');
  await page.getByRole('button', { name: 'Start' }).click();

  const timer = page.getByRole('region', { name: 'Timer' });
  await expect(timer).toContainText('Get ready');
  await expect(timer).toContainText('Set 1 of 2');
  await expect(page.getByRole('timer')).toHaveText(/^00:0\d$/);
  await expect(timer).toContainText('Rest', { timeout: 10_000 });
  await expect(timer).toContainText('Next: set 2');
  await expect(timer).toContainText('Set 2 of 2', { timeout: 10_000 });
  await expect(timer).toContainText('Done!💪', { timeout: 15_000 });

  const said = (await spoken(page)).join(' | ');
  const order = ['Get ready in', '1st set', 'Rest', '2nd set', 'Session over. Good job!'];
  let from = 0;
  for (const cue of order) {
    const at = said.indexOf(cue, from);
    expect(at, `"${cue}" after position ${from} in: ${said}`).toBeGreaterThanOrEqual(0);
    from = at + cue.length;
  }
});

test('reset mid-run silences speech and returns to the inputs', async ({ page }) => {
  await recordSpeech(page);
  await page.goto('/cueCoach/holdOn');
  await page.getByLabel('Get ready time').selectOption('0');
  await page.getByLabel('Hold time').selectOption('30');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('region', { name: 'Timer' })).toContainText('Paused');
  const pausedAt = await page.getByRole('timer').textContent();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('timer')).toHaveText(pausedAt!);
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('Hold time')).toBeVisible();
  const count = (await spoken(page)).length;
  expect(await page.evaluate(() => speechSynthesis.speaking)).toBe(false);
  await page.waitForTimeout(2500);
  expect((await spoken(page)).length).toBe(count);
});

for (const [tool, setup, expectCue] of [
  ['entryBuddy', { 'Get ready time': '0', Entries: '2', 'Hold time': '1', 'Time between': '0' }, 'Up 2'],
  ['shapeJam', { 'Get ready time': '0', Reps: '1' }, 'straight'],
  ['drillDJ', { 'Get ready time': '0', Reps: '1', Drill: 'switch' }, 'Done'],
] as const) {
  test(`${tool} runs to its end`, async ({ page }) => {
    test.setTimeout(60_000);
    await recordSpeech(page);
    await page.goto(`/cueCoach/${tool}`);
    for (const [label, value] of Object.entries(setup))
      await page.getByLabel(label, { exact: true }).selectOption(value);
    await page.getByRole('button', { name: 'Start' }).click();
    const timer = page.getByRole('region', { name: 'Timer' });
    if (tool === 'drillDJ') {
      await page.getByRole('button', { name: 'Done' }).click({ timeout: 30_000 });
    } else {
      await expect.poll(async () => (await spoken(page)).join(' '), { timeout: 20_000 }).toContain(expectCue);
    }
    await expect(timer).toContainText('Done!💪', { timeout: 30_000 });
    expect((await spoken(page)).join(' ')).toContain('Session over. Good job!');
  });
}
