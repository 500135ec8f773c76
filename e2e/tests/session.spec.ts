import { expect, test, type Page } from '@playwright/test';

const profileLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'PROFILE' });

const storage = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('loginToken'),
    user: sessionStorage.getItem('loggedinUser'),
  }));

test.describe('the session keeps token and user together', () => {
  test('a stored user without a token is logged out', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem(
        'loggedinUser',
        JSON.stringify({ _id: 'u1', fullname: 'No Token', email: 'n@example.com', isAdmin: false }),
      );
    });
    await page.goto('/');
    await expect(profileLink(page)).toHaveAttribute('href', '/login');
    expect(await storage(page)).toEqual({ token: null, user: null });
  });

  test('a token the server refuses logs out and lands on /, once: no reload loop', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('loginToken', 'a-token-the-server-never-issued');
    });
    let meCalls = 0;
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/me')) meCalls++;
      if (req.isNavigationRequest() && req.frame() === page.mainFrame())
        documents.push(new URL(req.url()).pathname);
    });
    await page.goto('/libraryKit');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'HandyQ' })).toBeVisible();
    expect(await storage(page)).toEqual({ token: null, user: null });
    await expect(profileLink(page)).toHaveAttribute('href', '/login');
    await page.waitForTimeout(1000);
    expect(meCalls).toBe(1);
    expect(documents).toEqual(['/libraryKit', '/']);
  });
});
