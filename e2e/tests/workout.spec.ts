import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ON_DEVICE_VOICE_URI } from '@handyq/cue';
import { adminToken, apiSignUp, storeLogin, type Account } from '../support/accounts';
import { recordSpeech, spoken } from '../support/speech';

// A public workout runs for everyone with its author's settings: each step keeps the inputs of
// the author's favorite, its link opens the tool with them, and 'Run workout' plays every step.

const short = (name: string, holdTime: number) => ({
  name,
  dateCreated: Date.parse('2026-11-20'),
  inputs: { getReadyTime: 0, holdTime, numSets: 1, restTime: 5 },
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A public workout of `author`'s: two HoldOn steps from their favorites (10 s and 5 s holds). */
async function publicWorkout(request: APIRequestContext, author: Account) {
  const me = await request.get(`/api/user/${author.user._id}`, { headers: auth(author.token) });
  const put = await request.put(`/api/user/${author.user._id}`, {
    headers: auth(author.token),
    data: {
      version: (await me.json()).version,
      favorites: { holdOn: [short('Ten holds', 10), short('Five holds', 5)] },
    },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const created = await request.post('/api/libraryItem', {
    headers: auth(author.token),
    data: {
      title: 'Quick hold pair',
      type: 'workout',
      body: [
        { feature: 'holdOn', favoriteName: 'Ten holds' },
        { feature: 'holdOn', favoriteName: 'Five holds' },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  let item = await created.json();
  for (const [status, token] of [
    ['pending', author.token],
    ['public', await adminToken(request)],
  ] as const) {
    const { author: _shared, ...whole } = item;
    const res = await request.put(`/api/libraryItem/${item._id}`, {
      headers: auth(token),
      data: { ...whole, status },
    });
    expect(res.ok(), await res.text()).toBe(true);
    item = await res.json();
  }
  return item as { _id: string };
}

test('a public workout’s step opens its tool with the author’s settings, for a visitor and another user', async ({
  page,
  browser,
}) => {
  const author = await apiSignUp(page.request, 'Ada Author');
  const item = await publicWorkout(page.request, author);
  const other = await apiSignUp(page.request, 'Bo Other');

  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await storeLogin(page, other);
  for (const [who, tab] of [
    ['visitor', visitor],
    ['another user', page],
  ] as const) {
    await tab.goto(`/libraryKit/libraryItem/${item._id}`);
    await tab.getByRole('link', { name: 'HoldOn: Ten holds' }).click();
    const banner = tab.getByRole('region', { name: 'Shared favorite' });
    await expect(banner, who).toContainText('Shared favorite: Ten holds');
    await expect(tab.getByLabel('Hold time'), who).toHaveValue('10');
    await expect(tab.getByLabel('Get ready time'), who).toHaveValue('0');
    await expect(tab.getByText(/No favorite named|Please log in first/), who).toHaveCount(0);
    if (who === 'visitor') await tab.screenshot({ path: test.info().outputPath('wk-step-visitor.png') });
    // the way back to the workout
    await tab.getByRole('button', { name: 'Workout Page' }).click();
    await expect(tab.getByRole('heading', { name: 'Quick hold pair' }), who).toBeVisible();
  }
  await visitor.context().close();
});

test('Run workout plays the steps one after another, marks the step playing, and says when it is complete', async ({
  page,
}) => {
  const author = await apiSignUp(page.request, 'Ada Runner');
  const item = await publicWorkout(page.request, author);
  await recordSpeech(page);
  // Light: the whole run in real time, heard step by step.
  await page.goto(`/libraryKit/libraryItem/${item._id}`);
  await page.getByRole('button', { name: 'Run workout' }).click();
  const steps = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^HoldOn: / }) });
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step', { timeout: 20_000 });
  const run = page.getByRole('region', { name: 'Workout run' });
  await expect(run).toContainText('Step 1 of 2');
  await page.screenshot({ path: test.info().outputPath('wk-run-light.png'), fullPage: true });
  await expect(run.getByRole('timer')).toBeVisible({ timeout: 10_000 });
  await expect(run.getByRole('group', { name: 'Change this phase' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wk-hold-light.png'), fullPage: true });
  await expect
    .poll(async () => (await spoken(page)).join(' | '), { timeout: 40_000 })
    .toContain('Step 2 of 2: HoldOn, Five holds');
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(0)).not.toHaveAttribute('aria-current', 'step');
  await expect(run.getByRole('status')).toHaveText('Workout complete', { timeout: 40_000 });
  await page.screenshot({ path: test.info().outputPath('wk-done-light.png'), fullPage: true });
  const said = (await spoken(page)).join(' | ');
  expect(said).toContain('Step 1 of 2: HoldOn, Ten holds');
  expect(said.indexOf('Step 2 of 2')).toBeGreaterThan(said.indexOf('Step 1 of 2'));
  expect(said.endsWith('Workout complete'), said).toBe(true);
  expect(said).not.toContain('Session over');

  // Dark: Next phase moves on through both steps to the end, without waiting them out.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step', { timeout: 20_000 });
  await expect(run.getByRole('timer')).toBeVisible({ timeout: 10_000 });
  await page.screenshot({ path: test.info().outputPath('wk-hold-dark.png'), fullPage: true });
  const next = run.getByRole('button', { name: /^(Next phase|Skip rest)$/ });
  const complete = run.getByRole('status').filter({ hasText: 'Workout complete' });
  for (let i = 0; i < 12 && !(await complete.isVisible()); i++) {
    if (await next.isVisible()) await next.click().catch(() => undefined);
    await page.waitForTimeout(300);
  }
  await expect(complete).toBeVisible({ timeout: 20_000 });
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step'); // the run reached the last step
  await page.screenshot({ path: test.info().outputPath('wk-done-dark.png'), fullPage: true });

  // leaving the page stops a run
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText(
    'Ten holds',
  );
  // within the app (one document): to the second step's tool
  await page.getByRole('link', { name: 'HoldOn: Five holds' }).click();
  await expect(page.getByRole('region', { name: 'Shared favorite' })).toBeVisible();
  const count = (await spoken(page)).length;
  expect(count).toBeGreaterThan(0);
  await page.waitForTimeout(2500);
  expect((await spoken(page)).length).toBe(count);
  expect(await page.evaluate(() => speechSynthesis.speaking)).toBe(false);
});

test.describe('with the precise voice', () => {
  test.use({ serviceWorkers: 'allow' });

  /** The cues the on-device voice scheduled on the audio clock (its 'handyq-cue' marks). */
  const scheduled = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByName('handyq-cue')
        .map((m) => ((m as PerformanceMark).detail as { text: string }).text),
    );

  test('a workout runs on the audio clock with the precise voice, and offline once seen', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const author = await apiSignUp(page.request, 'Ada Precise');
    const item = await publicWorkout(page.request, author);
    const me = await (
      await page.request.get(`/api/user/${author.user._id}`, { headers: auth(author.token) })
    ).json();
    const res = await page.request.put(`/api/user/${author.user._id}`, {
      headers: auth(author.token),
      data: {
        version: me.version,
        generalSettings: { ...me.generalSettings, voiceURI: ON_DEVICE_VOICE_URI },
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await storeLogin(page, { ...author, user: await res.json() });
    await recordSpeech(page);
    // the app installed first: the workout is seen through the service worker, which keeps it
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.goto(`/libraryKit/libraryItem/${item._id}`);
    await page.getByRole('button', { name: 'Run workout' }).click();
    await expect
      .poll(() => scheduled(page), { timeout: 60_000 })
      .toContain('Step 2 of 2: HoldOn, Five holds');
    await expect(page.getByRole('status').filter({ hasText: 'Workout complete' })).toBeVisible({
      timeout: 40_000,
    });
    const cues = await scheduled(page);
    expect(cues[0]).toBe('Step 1 of 2: HoldOn, Ten holds');
    expect(cues.at(-1)).toBe('Workout complete');
    expect(await spoken(page)).toEqual([]); // nothing through speechSynthesis

    // offline: the workout seen once runs again
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Run workout' }).click();
    await expect.poll(() => scheduled(page), { timeout: 30_000 }).toContain('Step 1 of 2: HoldOn, Ten holds');
    await context.setOffline(false);
  });
});
