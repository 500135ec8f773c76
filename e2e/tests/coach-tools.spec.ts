import { expect, test } from '@playwright/test';
import { activity, recordTicksAndWakeLocks } from '../support/cue-activity';
import { recordSpeech, spoken } from '../support/speech';

test('HoldOn with 2 sets speaks its cues in order and shows get ready, set, rest and Done', async ({
  page,
}) => {
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

test('DrillDJ: Tick sounds off runs silent between cues; on, the timed phases tick', async ({ page }) => {
  await recordSpeech(page);
  await recordTicksAndWakeLocks(page);
  await page.goto('/cueCoach/drillDJ');
  for (const [label, value] of Object.entries({ 'Get ready time': '0', Reps: '1', Drill: 'switch' }))
    await page.getByLabel(label, { exact: true }).selectOption(value);
  const ticks = page.getByRole('switch', { name: 'Tick sounds' });
  await expect(ticks).toBeChecked();
  for (const on of [false, true]) {
    await ticks.setChecked(on);
    const before = (await activity(page)).ticks;
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Done' }).click({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Timer' })).toContainText('Done!💪');
    const ticked = (await activity(page)).ticks - before;
    if (on) expect(ticked).toBeGreaterThan(0);
    else expect(ticked).toBe(0);
    await page.getByRole('button', { name: 'Reset' }).click();
  }
});

test("DrillDJ: the second callout's wait can be set and the run waits it", async ({ page }) => {
  await recordSpeech(page);
  await page.goto('/cueCoach/drillDJ');
  for (const [label, value] of Object.entries({ 'Get ready time': '0', Reps: '1', Drill: 'float' }))
    await page.getByLabel(label, { exact: true }).selectOption(value);
  await page.getByLabel('Callout', { exact: true }).selectOption('switch');
  await page.getByLabel('Wait after callout', { exact: true }).selectOption('0');
  await expect(page.getByLabel('Wait after second callout')).toHaveCount(0);
  await page.getByLabel('Then', { exact: true }).selectOption('both');
  await expect(page.getByLabel('Wait after second callout')).toHaveValue('3');
  await page.getByLabel('Wait after second callout').selectOption('5');
  await page.getByRole('button', { name: 'Start' }).click();
  const timer = page.getByRole('region', { name: 'Timer' });
  await expect(timer).toContainText('Both', { timeout: 30_000 });
  await expect(page.getByRole('timer')).toHaveText('00:05');
  await page.getByRole('button', { name: 'Done' }).click({ timeout: 30_000 });
  const said = (await spoken(page)).join(' | ');
  expect(said.indexOf('Switch legs')).toBeGreaterThan(-1);
  expect(said.indexOf('Both legs')).toBeGreaterThan(said.indexOf('Switch legs'));
});

test('mid-session: +15 s and +1:00 lengthen the hold, Skip rest starts the next set, Next phase moves on', async ({
  page,
}) => {
  await recordSpeech(page);
  await page.goto('/cueCoach/holdOn');
  for (const [label, value] of Object.entries({
    'Get ready time': '0',
    'Hold time': '10',
    Sets: '2',
    'Rest time': '30',
  }))
    await page.getByLabel(label, { exact: true }).selectOption(value);
  await page.getByRole('button', { name: 'Start' }).click();
  const timer = page.getByRole('region', { name: 'Timer' });
  const clock = page.getByRole('timer');
  const edits = page.getByRole('group', { name: 'Change this phase' });
  /** The clock's seconds and the page's time, read in one task. */
  const readClock = () =>
    page.evaluate(() => {
      const [m, s] = document.querySelector('[role="timer"]')!.textContent!.split(':').map(Number);
      return { seconds: m! * 60 + s!, at: performance.now() };
    });
  /**
   * Presses an edit in the same task as the clock is read, then checks the clock shows `by` s
   * more than it would have: the page's own time since the press is allowed for, however slow
   * a busy machine makes the test (the whole-second display allows ±2 s).
   */
  const press = async (name: string, by: number) => {
    const before = await page.evaluate((label) => {
      const [m, s] = document.querySelector('[role="timer"]')!.textContent!.split(':').map(Number);
      const group = document.querySelector('[role="group"][aria-label="Change this phase"]')!;
      const button = [...group.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)!;
      button.click();
      return { seconds: m! * 60 + s!, at: performance.now() };
    }, name);
    await expect
      .poll(async () => {
        const now = await readClock();
        const expected = before.seconds + by - (now.at - before.at) / 1000;
        return Math.abs(now.seconds - expected) <= 2;
      })
      .toBe(true);
  };
  await expect(clock).toHaveText(/^00:0[1-9]$/); // the 10 s hold is running
  await press('+15 s', 15);
  await press('+1:00', 60);
  await page.screenshot({ path: test.info().outputPath('edits.png') });
  await expect
    .poll(async () => (await spoken(page)).join(' | '))
    .toContain('15 more seconds | 1 more minute');

  // Next phase ends the hold now: the rest starts, with what comes next under it.
  await edits.getByRole('button', { name: 'Next phase' }).click();
  await expect(timer).toContainText('Rest');
  await expect(timer).toContainText('Next: set 2 — Hold');
  await expect(clock).toHaveText(/^00:(30|2\d)$/); // the rest's own 30 s (a busy machine may read it late)
  await edits.getByRole('button', { name: 'Skip rest' }).click();
  await expect(timer).toContainText('Set 2 of 2');
  await expect(clock).toHaveText(/^00:(10|0[5-9])$/); // set 2's 10 s hold
  await expect(timer).toContainText('Done!💪', { timeout: 15_000 });
  await expect(edits).toHaveCount(0);
  const said = await spoken(page);
  // between the edits and the skip only the hold's own callouts ('5 seconds') may come
  const between = said.slice(said.indexOf('1 more minute') + 1, said.indexOf('Rest'));
  expect(between.filter((text) => !/^\d+ seconds$/.test(text))).toEqual([]);
  const after = said.slice(said.indexOf('Rest'));
  expect(after.slice(0, 2)).toEqual(['Rest', '2nd set. Hold']);
  expect(after.at(-1)).toBe('Session over. Good job!');
});
