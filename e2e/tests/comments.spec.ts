import { expect, test, type Page } from '@playwright/test';
import { apiSignUp } from '../support/accounts';
import { publicItem } from '../support/library-items';
import { alertSays, mark, personIn, stillSamePage, toastSays } from '../support/screen';

// Comments on an item's page: a user posts one, another person with the page open sees it
// come without a reload, its author deletes it (gone for both), a visitor reads only; the
// hourly limit is said plainly and the typed text stays.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const comments = (page: Page) => page.getByRole('region', { name: /^Comments/ });

test('a comment appears live for another reader, its author deletes it, a visitor reads only', async ({
  browser,
  request,
}) => {
  const owner = await apiSignUp(request, 'Mia Owner');
  const leo = await apiSignUp(request, 'Leo Commenter');
  const id = await publicItem(request, owner, 'Wall hold for comments');

  const ownerPage = await personIn(browser, owner);
  const leoPage = await personIn(browser, leo);
  const visitorPage = await personIn(browser);

  await ownerPage.goto(`/libraryKit/libraryItem/${id}`);
  await expect(comments(ownerPage).getByText('No comments yet.')).toBeVisible();
  await mark(ownerPage);
  await visitorPage.goto(`/libraryKit/libraryItem/${id}`);
  await expect(comments(visitorPage).getByText('No comments yet.')).toBeVisible();

  await leoPage.goto(`/libraryKit/libraryItem/${id}`);
  const box = leoPage.getByRole('textbox', { name: 'Comment' });
  // Nothing visible in it: a clear error, nothing sent.
  await box.fill('   ');
  await leoPage.getByRole('button', { name: 'Post' }).click();
  await alertSays(leoPage, 'Write something before posting.');

  await box.fill('Great cue: stack the hips first.');
  await leoPage.getByRole('button', { name: 'Post' }).click();
  await toastSays(leoPage, 'Comment posted');
  await expect(box).toHaveValue('');
  const leoComment = comments(leoPage).getByRole('listitem').filter({ hasText: 'stack the hips' });
  await expect(leoComment).toContainText('Leo Commenter');

  // The owner, page open all along: it comes without a reload, with its author.
  const seenByOwner = comments(ownerPage).getByRole('listitem').filter({ hasText: 'stack the hips' });
  await expect(seenByOwner).toBeVisible();
  await expect(seenByOwner).toContainText('Leo Commenter');
  expect(await stillSamePage(ownerPage)).toBe(true);
  // The owner may not delete someone else's comment.
  await expect(seenByOwner.getByRole('button', { name: /Delete comment/ })).toHaveCount(0);

  // A visitor reads it (after a reload: a visitor's page has no live connection) and gets no box.
  await visitorPage.reload();
  await expect(comments(visitorPage).getByText('Great cue: stack the hips first.')).toBeVisible();
  await expect(visitorPage.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);
  await expect(visitorPage.getByRole('button', { name: 'Post' })).toHaveCount(0);
  await expect(comments(visitorPage).getByText('to comment.')).toBeVisible();
  await expect(comments(visitorPage).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

  // Its author deletes it: gone for both, the owner's page still the same.
  await leoComment.getByRole('button', { name: 'Delete comment by Leo Commenter' }).click();
  await leoPage
    .getByRole('dialog', { name: 'Delete comment?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await toastSays(leoPage, 'Comment deleted');
  await expect(leoComment).toHaveCount(0);
  await expect(seenByOwner).toHaveCount(0);
  await expect(comments(ownerPage).getByText('No comments yet.')).toBeVisible();
  expect(await stillSamePage(ownerPage)).toBe(true);

  // The owner was told of the comment.
  const notices = await request.get('/api/notifications', { headers: auth(owner.token) });
  const { items } = (await notices.json()) as { items: { txt: string; type?: string }[] };
  expect(items[0]).toMatchObject({ type: 'comment' });
  expect(items[0]!.txt).toContain('Leo Commenter commented on "Wall hold for comments"');
});

test('past the hourly limit the API’s message is shown and the typed comment stays', async ({
  browser,
  request,
}) => {
  const owner = await apiSignUp(request, 'Nia Owner');
  const chatty = await apiSignUp(request, 'Chatty Commenter');
  const id = await publicItem(request, owner, 'Limit me');
  // Up to the limit through the API (COMMENT_LIMIT, 30 an hour by default).
  for (let i = 0; ; i++) {
    const res = await request.post(`/api/libraryItem/${id}/msg`, {
      headers: auth(chatty.token),
      data: { txt: `Comment ${i}` },
    });
    if (res.status() === 429) break;
    expect(res.status()).toBe(201);
    expect(i).toBeLessThan(100);
  }
  const page = await personIn(browser, chatty);
  await page.goto(`/libraryKit/libraryItem/${id}`);
  const box = page.getByRole('textbox', { name: 'Comment' });
  await box.fill('One more thought I do not want to lose');
  await page.getByRole('button', { name: 'Post' }).click();
  await alertSays(page, 'Too many comments. Please try again later.');
  await expect(box).toHaveValue('One more thought I do not want to lose');
  await expect(comments(page).getByRole('listitem').filter({ hasText: 'One more thought' })).toHaveCount(0);
});
