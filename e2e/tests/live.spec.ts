import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/servers';
import { apiSignUp, type Account } from '../support/accounts';
import { socketJoined } from '../support/realtime';
import { mark, personIn, stillSamePage, toastSays } from '../support/screen';

// Two people at once, each in a browser of their own: what one does reaches the other's open
// screen over the socket, with no reload (a page marker set after loading must survive).

test('the owner publishes, the admin sees it appear and approves; the owner sees it all live', async ({
  browser,
  request,
}) => {
  const owner = await apiSignUp(request, 'Mia Live');
  const created = await request.post('/api/libraryItem', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { title: 'Live handstand drill', type: 'drill' },
  });
  expect(created.ok()).toBe(true);
  const item = (await created.json()) as { _id: string };
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const admin = (await login.json()) as Account;

  const ownerPage = await personIn(browser, owner);
  const adminPage = await personIn(browser, admin);

  // The admin watches the Pending filter (live once their socket has joined).
  const adminJoined = socketJoined(adminPage);
  await adminPage.goto('/libraryKit/practiceLab?status=pending');
  await expect(adminPage.getByLabel('Pending Items')).toBeChecked();
  await expect(adminPage.getByRole('article', { name: 'Live handstand drill' })).toHaveCount(0);
  await mark(adminPage);
  await adminJoined;

  // The owner publishes from the item's page, then goes back to the PracticeLab (in-app).
  await ownerPage.goto(`/libraryKit/libraryItem/${item._id}`);
  await mark(ownerPage);
  await ownerPage.getByRole('button', { name: 'Publish' }).click();
  await ownerPage
    .getByRole('dialog', { name: 'Send for review?' })
    .getByRole('button', { name: 'Send for review' })
    .click();
  await toastSays(ownerPage, 'Item sent for review');

  // It appears in the admin's list, pending, without a reload.
  const adminCard = adminPage.getByRole('article', { name: 'Live handstand drill' });
  await expect(adminCard).toContainText('Pending');
  expect(await stillSamePage(adminPage)).toBe(true);

  // The owner's item page and PracticeLab: pending; the owner's own record of publishing it
  // is their one unread notice. They read it (all), and go back.
  await ownerPage.getByRole('button', { name: 'Back' }).first().click();
  await expect(ownerPage).toHaveURL(/\/libraryKit\/practiceLab/);
  const ownerCard = ownerPage.getByRole('article', { name: 'Live handstand drill' });
  await expect(ownerCard).toContainText('Pending');
  await ownerPage.getByRole('button', { name: 'Notifications (unread)' }).click();
  await expect(
    ownerPage.getByRole('button', { name: /"Live handstand drill" was sent for review\./ }),
  ).toHaveCount(1);
  await ownerPage.getByRole('button', { name: 'Mark all as read' }).click();
  await ownerPage.getByRole('button', { name: 'Back' }).first().click();
  await expect(ownerPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The admin approves.
  await adminCard.getByRole('link', { name: 'Live handstand drill', exact: true }).click();
  await adminPage.getByRole('button', { name: 'Approve' }).click();
  await toastSays(adminPage, 'Item approved');

  // The owner, still on the same page: the item is Public and the bell turns unread.
  await expect(ownerCard).toContainText('Public');
  await expect(ownerPage.getByRole('button', { name: 'Notifications (unread)' })).toBeVisible();
  expect(await stillSamePage(ownerPage)).toBe(true);

  // The notice is there, once.
  await ownerPage.getByRole('button', { name: 'Notifications (unread)' }).click();
  await expect(
    ownerPage.getByRole('button', { name: /Great news! Your item was approved and is now public\./ }),
  ).toHaveCount(1);
  expect(await stillSamePage(ownerPage)).toBe(true);

  await ownerPage.context().close();
  await adminPage.context().close();
});

test('a denial with a reason: the owner, on the Notifications page, gets the toast and both notices live', async ({
  browser,
  request,
}) => {
  const owner = await apiSignUp(request, 'Noor Live');
  const auth = { Authorization: `Bearer ${owner.token}` };
  const created = (await (
    await request.post('/api/libraryItem', {
      headers: auth,
      data: { title: 'Needs a side view', type: 'drill' },
    })
  ).json()) as { _id: string; version: number };
  const login = (await (await request.post('/api/auth/login', { data: E2E_ADMIN })).json()) as Account;

  const ownerPage = await personIn(browser, owner);
  await ownerPage.goto('/libraryKit/practiceLab/notifications');
  await expect(ownerPage.getByText('No notifications yet.')).toBeVisible();
  await mark(ownerPage);

  // Published through the API; the admin denies it with a reason, in the app.
  const item = (await (
    await request.get(`/api/libraryItem/${created._id}`, { headers: auth })
  ).json()) as Record<string, unknown>;
  const { author: _author, ...body } = item;
  expect(
    (
      await request.put(`/api/libraryItem/${created._id}`, {
        headers: auth,
        data: { ...body, status: 'pending' },
      })
    ).ok(),
  ).toBe(true);
  const adminPage = await personIn(browser, login);
  await adminPage.goto(`/libraryKit/libraryItem/${created._id}`);
  await adminPage.getByRole('button', { name: 'Deny' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Deny item?' });
  await dialog.getByRole('textbox').fill('Film it from the side.');
  await dialog.getByRole('button', { name: 'Deny item' }).click();

  await toastSays(ownerPage, 'New review about me: Review of "Needs a side view": Film it from the side.');
  // The denial's own toast waits for that one to go, and follows it.
  await toastSays(ownerPage, "Heads up — your item wasn't approved.");
  const list = ownerPage.getByRole('list', { name: /Notifications/ });
  // The denial, its reason, and the owner's publish (not pushed live: it comes with the reload).
  await expect(list.getByRole('button')).toHaveCount(3);
  await expect(list.getByRole('button').first()).toContainText("Heads up — your item wasn't approved.");
  await expect(list.getByRole('button').nth(1)).toContainText('Film it from the side.');
  expect(await stillSamePage(ownerPage)).toBe(true);

  await ownerPage.context().close();
  await adminPage.context().close();
});
