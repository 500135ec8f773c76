import { expect, test } from '@playwright/test';
import { APP_VERSION } from '@handyq/domain';

test.describe('Home at phone size (390 px)', () => {
  test('the trial banner follows the server: shown in trial mode, gone when it is off', async ({ page }) => {
    const plans = await (await page.request.get('/api/plans')).json();
    expect(plans.trialMode).toBe(true);
    // The server under test runs in trial mode (the default); the answer a server with
    // TRIAL_MODE=off gives (checked by the API tests) is played to the page here.
    await page.route('**/api/plans', (route) => route.fulfill({ json: { ...plans, trialMode: false } }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'HandyQ' })).toBeVisible();
    await expect(page.getByText('Trial Mode: All features currently available for free.')).toHaveCount(0);
  });

  test('shows the header, the intro card, the trial banner and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'HandyQ' })).toBeVisible();
    await expect(page.getByText('Trial Mode: All features currently available for free.')).toBeVisible();
    const intro = page.getByRole('region', { name: 'What is HandyQ?' });
    await expect(intro).toBeVisible();
    await expect(page.locator('footer')).toHaveText(
      new RegExp(`${new Date().getFullYear()}.*v${APP_VERSION.replaceAll('.', '\\.')}`),
    );
    await intro.getByRole('link', { name: 'Getting started →' }).click();
    await expect(page).toHaveURL(/\/getting-started$/);
    await expect(page.getByRole('heading', { name: 'Handstander' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Also a Teacher?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /View tutorial/ })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'View tutorial: Handstander' })).toHaveAttribute(
      'href',
      '/libraryKit/libraryItem/gsHand',
    );
  });

  test("'See all' switches an overflowing tile list to a grid, 'Back' returns", async ({ page }) => {
    await page.goto('/');
    const find = page.getByRole('region', { name: "What You'll Find" });
    const list = find.getByRole('list');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list).toHaveAttribute('data-layout', 'row');
    // In a row only the first tile fits: the third is off to the right.
    const third = list.getByRole('listitem').nth(2);
    expect((await third.boundingBox())!.x).toBeGreaterThan(390);

    await find.getByRole('button', { name: 'See all' }).click();
    await expect(list).toHaveAttribute('data-layout', 'grid');
    const box = (await third.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    await find.getByRole('button', { name: 'Back' }).click();
    await expect(list).toHaveAttribute('data-layout', 'row');
    await expect(find.getByRole('button', { name: 'See all' })).toBeVisible();
  });

  test('tiles link where they say; none is marked COMING SOON (the Line Kit is here); Coach Kit plays a clip', async ({
    page,
  }) => {
    await page.goto('/');
    const find = page.getByRole('region', { name: "What You'll Find" });
    await expect(find.getByRole('link', { name: /Line Kit/ })).toHaveAttribute('href', '/linePerfector');
    await expect(page.getByText('COMING SOON')).toHaveCount(0);
    await expect(find.getByRole('link', { name: /Coach Kit/ }).locator('video')).toHaveAttribute(
      'src',
      /\.mp4$/,
    );
    const behind = page.getByRole('region', { name: 'Behind the App' });
    for (const [name, href] of [
      ['About', '/about'],
      ['Story', '/story'],
      ['Vision', '/vision'],
    ] as const) {
      await expect(behind.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await find.getByRole('link', { name: /Library Kit/ }).click();
    await expect(page).toHaveURL(/\/libraryKit$/);
  });

  test('a list of two tiles is always a grid, with no toggle', async ({ page }) => {
    await page.goto('/libraryKit');
    const features = page.getByRole('region', { name: 'Features' });
    await expect(features.getByRole('listitem')).toHaveCount(2);
    await expect(features.getByRole('list')).toHaveAttribute('data-layout', 'grid');
    await expect(features.getByRole('button', { name: 'See all' })).toHaveCount(0);
  });

  test('no toggle on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "What You'll Find" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'See all' })).toHaveCount(0);
  });
});

test('static pages are written and reachable', async ({ page }) => {
  for (const [path, title, phrase] of [
    ['/about', 'About', /cannot look at your phone/],
    ['/story', 'Story', /yoga mat/],
    ['/vision', 'Vision', /practice partner/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(phrase)).toBeVisible();
  }
});

test('an unknown route gets a friendly not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown page inside a kit keeps that kit's header and leads back into the kit", async ({ page }) => {
  await page.goto('/cueCoach/noSuchTool');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coach Kit');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Coach Kit' }).click();
  await expect(page).toHaveURL(/\/cueCoach$/);
});
