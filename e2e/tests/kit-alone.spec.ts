import { expect, test } from '@playwright/test';
import { rolloutPlace } from '@handyq/domain';
import { buildKitVariant, serveDist } from '../support/kit-build';

// A kit is its own deployable: a new build of one kit, made alone, runs in the shell that is
// already deployed. The shell here is the built one the server runs; the kit is rebuilt from a
// copy of its sources with a changed text.
let v2: ReturnType<typeof buildKitVariant>;
test.beforeAll(() => {
  v2 = buildKitVariant(
    'line-kit',
    'src/pages/line-index.tsx',
    'no picture leaves it.',
    'no picture leaves it, v2.',
  );
});
test.afterAll(() => v2?.cleanup());

test('a kit built alone loads into the running shell', async ({ page }) => {
  const before = await page.request.get('/');
  await serveDist(page, '/kits/line-kit/', v2.dist);
  await page.goto('/linePerfector');
  await expect(page.getByText(/no picture leaves it, v2\./)).toBeVisible();
  await expect(page.getByRole('link', { name: /LineAlign/ })).toBeVisible();
  // The shell itself did not change.
  expect(await (await page.request.get('/')).text()).toBe(await before.text());
});

test('a canary build of a kit reaches only the devices in its rollout, visit after visit', async ({
  browser,
  baseURL,
}) => {
  const stable = (await (await fetch(`${baseURL}/remotes.json`)).json()) as { name: string; entry: string }[];
  const remotes = stable.map((r) =>
    r.name === 'lineKit' ? { ...r, canary: { entry: '/canary/line-kit/mf-manifest.json', percent: 20 } } : r,
  );
  // Two devices: one placed inside the 20% rollout, one outside it.
  const ids = Array.from({ length: 100 }, (_, i) => i.toString(16).padStart(32, '0'));
  const inside = ids.find((id) => rolloutPlace(id, 'lineKit') < 20)!;
  const outside = ids.find((id) => rolloutPlace(id, 'lineKit') >= 20)!;

  for (const [deviceId, canary] of [
    [inside, true],
    [outside, false],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((id) => localStorage.setItem('hq-device-id', id), deviceId);
    const page = await context.newPage();
    await page.route('**/remotes.json', (route) => route.fulfill({ json: remotes }));
    await serveDist(page, '/canary/line-kit/', v2.dist);
    for (let visit = 0; visit < 2; visit++) {
      await page.goto('/linePerfector');
      await expect(page.getByText(/Everything is read on this/)).toBeVisible();
      await expect(page.getByText(/no picture leaves it, v2\./)).toHaveCount(canary ? 1 : 0);
    }
    await context.close();
  }
});
