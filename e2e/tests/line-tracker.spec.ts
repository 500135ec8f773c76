import { CAMERA_TEST_MS, MODEL_READY_MS } from '../support/camera';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignUp, storeLogin, type Account } from '../support/accounts';
import { seriousViolations } from '../support/a11y';

// LineTracker and LineCal on Chromium's fake camera: real footage of a person upright, then
// turned over (the handstand: 8 s of it), in a loop (bench/lib/line-clip.mjs).

async function serverEntries(request: APIRequestContext, account: Account) {
  const res = await request.get('/api/practiceLog?limit=50', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as {
    favoriteName: string;
    sets: { done: number }[];
    line?: { heldMs: number; average: number; worst: number; points: [number, number][] };
  }[];
}

test('LineTracker follows a hold as the camera sees it: its length, average and worst score, a chart, kept in the PracticeLog', async ({
  page,
  request,
}) => {
  test.setTimeout(CAMERA_TEST_MS);
  const account = await apiSignUp(request, 'Line Tracker');
  await storeLogin(page, account);
  await page.goto('/linePerfector/lineTracker');
  await expect(page.getByText('Tracking your hold…')).toBeVisible({ timeout: MODEL_READY_MS });
  const hold = page.getByRole('article', { name: 'Hold 1' });
  await expect(hold).toBeVisible();
  await expect(hold.getByText('Logged in your PracticeLog')).toBeVisible();
  const seconds = Number((await hold.locator('dt:text-is("Held") + dd').textContent())?.replace(' s', ''));
  // whole seconds, one rounding everywhere: the card's heading, its figure, the chart, the log
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(9);
  await expect(hold.getByRole('heading', { name: `Hold 1: ${seconds} s` })).toBeVisible();
  await expect(
    hold.getByRole('img', { name: new RegExp(`^Hold 1: line score \\(0 to 100\\) over ${seconds} s,`) }),
  ).toBeVisible();
  await hold.getByRole('button', { name: 'Show as table' }).click();
  await expect(hold.getByRole('table')).toBeVisible();
  // sent to the server with the hold's line
  await expect.poll(async () => (await serverEntries(request, account)).length).toBe(1);
  const [entry] = await serverEntries(request, account);
  expect(entry!.favoriteName).toBe('LineTracker');
  expect(entry!.sets).toEqual([{ planned: seconds, done: seconds }]);
  expect(entry!.line!.points.length).toBeGreaterThan(3);
  expect(entry!.line!.worst).toBeLessThanOrEqual(entry!.line!.average);
  const serious = await seriousViolations(page, 'lineTracker');
  expect(serious, serious.join('\n')).toEqual([]);
});

test('LineCal checks the setup and keeps it on this device', async ({ page }) => {
  await storeLogin(page, await apiSignUp(page.request, 'Line Cal'));
  await page.goto('/linePerfector/lineCal');
  const checks = page.getByRole('list', { name: 'Setup checks' });
  await expect(checks.getByText('Whole body in the picture: ready')).toBeVisible({ timeout: MODEL_READY_MS });
  // no tilt sensor in this browser: it says so rather than guess
  await expect(checks.getByText('Phone level: not known')).toBeVisible();
  // the footage shows the dancer facing the camera: a side view is asked for by default
  await page.getByRole('button', { name: 'Front view' }).click();
  await expect(checks.getByText('Front view: ready')).toBeVisible();
  const serious = await seriousViolations(page, 'lineCal');
  expect(serious, serious.join('\n')).toEqual([]);
});
