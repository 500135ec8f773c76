import { expect, test } from '@playwright/test';

// The API document browsable at /api/docs: Swagger UI, from the API's own files, under the
// same strict Content-Security-Policy as the app (its initializer is a file, no inline script).
test('/api/docs shows every route of /api/openapi.json, with no CSP violation', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  page.on('pageerror', (err) => violations.push(err.message));

  const doc = (await (await request.get('/api/openapi.json')).json()) as {
    tags: { name: string }[];
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /HandyQ API/ })).toBeVisible();
  await expect(page.locator('.opblock-tag')).toHaveText(doc.tags.map((t) => new RegExp(`^${t.name}`)));
  await expect(page.locator('.opblock')).toHaveCount(operations);

  // One route opened: its answers, the error shape among them.
  await page.locator('.opblock-summary-path', { hasText: /^\/api\/auth\/me$/ }).click();
  const open = page.locator('.opblock.is-open');
  await expect(open.getByText('The whole user')).toBeVisible();
  await expect(open.locator('.response[data-code="401"]')).toContainText('Unauthorized');
  expect(violations).toEqual([]);
});
