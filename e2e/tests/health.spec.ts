import { expect, test } from '@playwright/test';
import { HAS_POSTGRES, PGLITE_URL, POSTGRES_URL } from '../support/servers';

test('health on PGlite: 200, database up', async ({ request }) => {
  const res = await request.get(`${PGLITE_URL}/api/health`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', db: { driver: 'pglite', status: 'up' } });
});

test('health on the PostgreSQL server (DATABASE_URL): 200, database up', async ({ request }) => {
  test.skip(!HAS_POSTGRES, 'DATABASE_URL is not set');
  const res = await request.get(`${POSTGRES_URL}/api/health`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', db: { driver: 'postgres', status: 'up' } });
});

test('the app served by the postgres-backed server renders too', async ({ page }) => {
  test.skip(!HAS_POSTGRES, 'DATABASE_URL is not set');
  await page.goto(`${POSTGRES_URL}/linePerfector/lineCal`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LineCal');
});
