import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PRO_ONLY_MESSAGES } from '@handyq/domain';
import { apiSignUp, storeLogin } from '../support/accounts';
import { E2E_ADMIN, EXTRA_SERVER_START_MS, startExtraServer } from '../support/servers';

// With trial mode off, a plan gates new Pro work, never a user's own data: a user who logged
// runs as Pro and went back to Basic still reads, edits and exports them.
let server: Awaited<ReturnType<typeof startExtraServer>>;
test.beforeAll(async () => {
  test.setTimeout(EXTRA_SERVER_START_MS + 30_000);
  server = await startExtraServer({ TRIAL_MODE: 'false' });
});
test.afterAll(() => server?.stop());

for (const scheme of ['light', 'dark'] as const) {
  test(`a Pro user who cancels keeps their PracticeLog: read and exported, the plan's message above it (${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url, colorScheme: scheme });
    const page = await context.newPage();
    const api = page.request;
    const me = await apiSignUp(api, 'Petra Pro');
    const admin = await (await api.post('/api/auth/login', { data: E2E_ADMIN })).json();
    const asAdmin = { Authorization: `Bearer ${admin.token}` };
    const asMe = { Authorization: `Bearer ${me.token}` };
    const version = async () =>
      (await (await api.get(`/api/user/${me.user._id}`, { headers: asMe })).json()).version;
    // an admin makes the user Pro (the way in until payments exist)
    const made = await api.put(`/api/user/${me.user._id}`, {
      headers: asAdmin,
      data: { plan: { tier: 'pro' }, version: await version() },
    });
    expect(made.status()).toBe(200);
    for (const [i, done] of [50, 40].entries()) {
      const startedAt = Date.now() - (i + 1) * 3_600_000;
      const logged = await api.post('/api/practiceLog', {
        headers: asMe,
        data: {
          _id: randomUUID(),
          tool: 'holdOn',
          favoriteName: 'Wall holds',
          inputs: { holdTime: 60, numSets: 1, restTime: 30 },
          sets: [{ planned: 60, done }],
          startedAt,
          endedAt: startedAt + 90_000,
        },
      });
      expect(logged.status()).toBe(201);
    }
    // the user cancels back to Basic
    const cancelled = await api.put(`/api/user/${me.user._id}`, {
      headers: asMe,
      data: { plan: { tier: 'basic' }, version: await version() },
    });
    expect((await cancelled.json()).plan).toEqual({ tier: 'basic' });

    await storeLogin(page, { ...me, user: await cancelled.json() });
    await page.goto('/libraryKit/practiceLog');
    await expect(page.getByRole('note', { name: 'Pro only' })).toContainText(PRO_ONLY_MESSAGES.practiceLog);
    await expect(page.getByText('1 set · 50 s held')).toBeVisible();
    await expect(page.getByText('1 set · 40 s held')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import JSON' })).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`practice-log-basic-${scheme}.png`),
      fullPage: true,
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { format: string; entries: unknown[] };
    expect(exported.format).toBe('handyq-practice-log');
    expect(exported.entries).toHaveLength(2);
    await context.close();
  });
}
