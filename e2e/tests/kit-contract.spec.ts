import { expect, test, type Page } from '@playwright/test';
import { KITS, PLAN_LIMIT_MESSAGES, paths } from '@handyq/domain';
import { apiSignUp, storeLogin } from '../support/accounts';
import { E2E_ADMIN, EXTRA_SERVER_START_MS, startExtraServer } from '../support/servers';

/** Fails the test on any uncaught error in the page (a kit that throws while rendering). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (
      msg.type() === 'error' &&
      /QueryClient|Kit crashed|Failed to load (coachKit|libraryKit|lineKit|profile)/.test(msg.text())
    )
      errors.push(msg.text());
  });
  return errors;
}

// Every kit route, as the shell mounts it (inside the provider layer every kit renders in), for
// a logged-in user: each renders its page, none falls to the kit error screen.
const KIT_ROUTES: [path: string, heading: string][] = [
  ['/cueCoach', 'Coach Kit'],
  ['/cueCoach/holdOn', 'HoldOn'],
  ['/cueCoach/entryBuddy', 'EntryBuddy'],
  ['/cueCoach/shapeJam', 'ShapeJam'],
  ['/cueCoach/drillDJ', 'DrillDJ'],
  ['/cueCoach/holdOn/info', 'HoldOn Info'],
  ['/cueCoach/shapeJam/settings', 'ShapeJam Settings'],
  ['/linePerfector', 'Line Kit'],
  ['/linePerfector/lineCal', 'LineCal'],
  ['/libraryKit', 'Library Kit'],
  ['/libraryKit/practiceLab', 'PracticeLab'],
  ['/libraryKit/practiceLab/info', 'PracticeLab Info'],
  ['/libraryKit/practiceLab/notifications', 'Notifications'],
  ['/libraryKit/libraryItem/edit', 'Add Library Item'],
  ['/libraryKit/libraryItem/gsHand', 'Library Item'],
  ['/libraryKit/practiceLog', 'PracticeLog'],
  ['/user/:me', 'My Profile'],
  ['/admin', 'Admin'],
];

test('every kit route renders under the shell for a logged-in user, none throws', async ({ page }) => {
  const res = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  const admin = (await res.json()) as {
    user: { _id: string; email: string; fullname: string };
    token: string;
  };
  await storeLogin(page, admin);
  const errors = watchErrors(page);
  for (const [route, heading] of KIT_ROUTES) {
    await page.goto(route.replace(':me', admin.user._id));
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(heading);
    await expect(page.getByText(/could not load/), route).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('a kit built for a React the shell does not have shows its error screen with both versions', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.route('**/kits/line-kit/mf-manifest.json', async (route) => {
    const manifest = await (await route.fetch()).json();
    for (const s of manifest.shared) if (s.name === 'react') s.requiredVersion = '^20.0.0';
    return route.fulfill({ json: manifest });
  });
  await page.goto('/linePerfector');
  await expect(page.getByRole('heading', { name: 'Line Kit could not load' })).toBeVisible();
  await expect(
    page.getByText(/Line Kit needs react \^20\.0\.0, but this HandyQ has 19\.\d+\.\d+\./),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  // None of the kit's code ran: its entry was never fetched, so no second React either.
  expect(requested.filter((p) => p.startsWith('/kits/line-kit/') && p.endsWith('.js'))).toEqual([]);
  // The rest of HandyQ still works.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'COACH' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coach Kit');
});

test('Home carries no federation code; the first kit route brings one runtime, which the kits share', async ({
  page,
  request,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HandyQ');
  // The runtime's snapshot loader is one of its own methods: no script of Home has it.
  expect((await Promise.all(scripts)).some((js) => js.includes('loadRemoteSnapshotInfo'))).toBe(false);
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'COACH' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coach Kit');
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(true);

  // Each kit's entry takes the runtime from the shell instead of carrying its own.
  for (const kit of KITS) {
    const manifest = await (await request.get(`/kits/${kit.folder}/mf-manifest.json`)).json();
    expect(manifest.name).toBe(kit.name);
    const entry = await (
      await request.get(`/kits/${kit.folder}/${manifest.metaData.remoteEntry.name}`)
    ).text();
    expect(entry, kit.folder).toContain('_FEDERATION_RUNTIME_CORE');
    expect(entry, kit.folder).not.toContain('loadRemoteSnapshotInfo');
  }
});

test.describe('with trial mode off', () => {
  // A server of its own, on PGlite, with the plans' limits enforced.
  let server: Awaited<ReturnType<typeof startExtraServer>>;
  test.beforeAll(async () => {
    // A fresh PGlite database takes a while to make on a busy machine.
    test.setTimeout(EXTRA_SERVER_START_MS + 30_000);
    server = await startExtraServer({ TRIAL_MODE: 'false' });
  });
  test.afterAll(() => server?.stop());

  test('a Basic user past the favorites limit gets the Plans dialog, not a broken kit', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const errors = watchErrors(page);
    expect((await (await page.request.get('/api/plans')).json()).trialMode).toBe(false);
    const me = await apiSignUp(page.request, 'Basil Basic');
    await storeLogin(page, me);
    await page.goto('/cueCoach/holdOn');
    for (const name of ['One', 'Two', 'Three']) {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const save = page.getByRole('dialog', { name: 'Save Favorite' });
      await save.getByLabel('Name').fill(name);
      await save.getByRole('button', { name: 'Save' }).click();
      if (name !== 'Three') await expect(save).toBeHidden();
    }
    const plans = page.getByRole('dialog', { name: 'Plan Comparison' });
    await expect(plans).toBeVisible();
    await expect(plans.getByRole('alert')).toHaveText(PLAN_LIMIT_MESSAGES.savedSequences);
    // said once, in the plan dialog: no red error toast beside it
    await expect(page.getByText('Failed to save favorite.')).toHaveCount(0);
    await expect(page.getByText('Coach Kit could not load')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("CueCraft's sequences count with the timers' favorites: a Basic user's second one meets the limit", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await storeLogin(page, await apiSignUp(page.request, 'Cass Craft'));
    const saveAs = async (name: string) => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const save = page.getByRole('dialog', { name: 'Save Favorite' });
      await save.getByLabel('Name').fill(name);
      await save.getByRole('button', { name: 'Save' }).click();
      return save;
    };
    await page.goto('/cueCoach/holdOn');
    await expect(await saveAs('Wall holds')).toBeHidden();
    await page.goto('/cueCoach/cueCraft');
    await expect(await saveAs('Ladder')).toBeHidden();
    await page.getByLabel('Start from').selectOption({ label: 'Press negatives circuit' });
    await saveAs('Press negatives');
    const plans = page.getByRole('dialog', { name: 'Plan Comparison' });
    await expect(plans.getByRole('alert')).toHaveText(PLAN_LIMIT_MESSAGES.savedSequences);
    await expect(page.getByText('Failed to save favorite.')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('cue-craft-limit.png') });
    await plans.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Favorites', exact: true }).click();
    const list = page.getByRole('dialog', { name: 'Choose a Favorite' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Ladder');
    await context.close();
  });

  test("a Basic user past the custom workouts' limit gets the same: the plan dialog with the plan's message", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const me = await apiSignUp(page.request, 'Wanda Workout');
    for (const title of ['First flow', 'Second flow']) {
      const made = await page.request.post('/api/libraryItem', {
        headers: { Authorization: `Bearer ${me.token}` },
        data: { type: 'workout', title },
      });
      expect(made.status()).toBe(201);
    }
    await storeLogin(page, me);
    await page.goto(paths.itemEdit());
    await page.getByLabel('Title').fill('Third flow');
    await page.getByLabel('Type').selectOption('workout');
    await page.getByRole('button', { name: 'Save' }).click();
    const plans = page.getByRole('dialog', { name: 'Plan Comparison' });
    await expect(plans.getByRole('alert')).toHaveText(PLAN_LIMIT_MESSAGES.customWorkouts);
    await expect(page.getByText('Save failed')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('workout-limit.png') });
    await context.close();
  });
});
