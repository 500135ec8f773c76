import { expect, test } from '@playwright/test';
import { POPULAR_ITEM_ID } from '@handyq/domain';
import { DEMO_URL } from '../support/servers';
import { nav } from '../support/accounts';
import { toastSays } from '../support/screen';

// Comments in the demo build (no server): posted and kept on the device, the item's owner (the
// demo admin, who owns the starter library) told, and deleted by an admin, as on the real API.
test.use({ baseURL: DEMO_URL });

test('the demo: a comment is posted and kept, its item’s owner is told, an admin deletes it', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/avatars/default.svg') sent.push(pathname);
  });

  await page.goto('/login/signup');
  await page.getByLabel('Full name').fill('Kim Demo');
  await page.getByLabel('Email').fill('kim@example.com');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/libraryKit/libraryItem/${POPULAR_ITEM_ID}`);
  const comments = page.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByText('No comments yet.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Stacking the wrists first helped a lot.');
  await page.getByRole('button', { name: 'Post' }).click();
  await toastSays(page, 'Comment posted');
  const mine = comments.getByRole('listitem').filter({ hasText: 'Stacking the wrists' });
  await expect(mine).toContainText('Kim Demo');
  await page.reload();
  await expect(mine).toBeVisible();

  // The demo admin owns the starter library: the notice waits for them.
  await page.goto('/');
  await nav(page).getByRole('link', { name: 'PROFILE' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/login');
  await page.getByLabel('Username or email').fill('admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/libraryKit/practiceLab');
  await page.getByRole('button', { name: 'Notifications (unread)' }).click();
  await page.getByRole('button', { name: /Kim Demo commented on "The Stacked Line/ }).click();
  await expect(page).toHaveURL(new RegExp(`/libraryKit/libraryItem/${POPULAR_ITEM_ID}$`));

  await mine.getByRole('button', { name: 'Delete comment by Kim Demo' }).click();
  await page.getByRole('dialog', { name: 'Delete comment?' }).getByRole('button', { name: 'Delete' }).click();
  await toastSays(page, 'Comment deleted');
  await expect(comments.getByText('No comments yet.')).toBeVisible();
  expect(sent).toEqual([]);
});
