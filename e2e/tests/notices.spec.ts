import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, apiSignUp, nav, storeLogin, type Account } from '../support/accounts';
import { socketJoined } from '../support/realtime';
import { toastSays } from '../support/screen';

// Notices are heard on every page: a toast says each one that arrives, and the navigator's
// PROFILE icon carries the unread count (in its name too) until the notices are read.

/** The owner's item, moved through the API: published by the owner, then approved by the admin. */
async function publishAndApprove(request: APIRequestContext, owner: Account, admin: string, title: string) {
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const created = (await (
    await request.post('/api/libraryItem', { headers: auth(owner.token), data: { title, type: 'drill' } })
  ).json()) as { _id: string };
  const move = async (token: string, status: string) => {
    const item = (await (
      await request.get(`/api/libraryItem/${created._id}`, { headers: auth(token) })
    ).json()) as Record<string, unknown>;
    const { author: _author, ...body } = item;
    const res = await request.put(`/api/libraryItem/${created._id}`, {
      headers: auth(token),
      data: { ...body, status },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  return { publish: () => move(owner.token, 'pending'), approve: () => move(admin, 'public') };
}

const profileLink = (page: Page) => nav(page).getByRole('link', { name: /^PROFILE/ });

test('a new notice is toasted on any page, and PROFILE is marked unread until the notices are read', async ({
  page,
  request,
}) => {
  const owner = await apiSignUp(request, 'Uma Unread');
  const admin = await adminToken(request);
  const item = await publishAndApprove(request, owner, admin, 'Unread wall drill');
  // The owner's own record of publishing: one unread notice before the page opens.
  await item.publish();

  await storeLogin(page, owner);
  let joined = socketJoined(page);
  await page.goto('/');
  await expect(profileLink(page)).toHaveAccessibleName('PROFILE, 1 unread notification');
  await joined;

  // The admin approves: the owner, on Home, is told at once and the count goes up.
  await item.approve();
  await toastSays(page, 'Great news! Your item was approved and is now public.');
  await expect(profileLink(page)).toHaveAccessibleName('PROFILE, 2 unread notifications');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: test.info().outputPath(`home-toast-unread-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // A deep page (a timer, no navigator) hears a notice too.
  joined = socketJoined(page);
  await page.goto('/cueCoach/holdOn');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await joined;
  const sent = await request.post(`/api/user/${owner.user._id}/notification`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { txt: 'Your coach left you a note.', link: '/libraryKit/practiceLab' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await toastSays(page, 'Your coach left you a note.');

  // Read on the Notifications page: back on a navigator page, in the app, the mark is gone.
  await page.goto('/libraryKit/practiceLab/notifications');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(page).toHaveURL(/\/libraryKit\/practiceLab$/);
  // The address moves first; the Back to press is the PracticeLab's, once it shows.
  await expect(page.getByRole('heading', { level: 1, name: 'PracticeLab' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(page).toHaveURL(/\/libraryKit$/);
  await expect(profileLink(page)).toHaveAccessibleName('PROFILE');
});

test('a visitor has no unread mark and asks for no notices', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/notifications')) asked.push(req.url());
  });
  await page.goto('/');
  await expect(profileLink(page)).toHaveAccessibleName('PROFILE');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
