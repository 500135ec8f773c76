import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../support/servers';
import { apiSignUp, storeLogin, type Account } from '../support/accounts';
import { toastSays, png } from '../support/screen';

/** An ISO-BMFF box: 32-bit size, type, body. */
function box(type: string, body: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}

/** The smallest MP4 the server accepts: an `ftyp` box (brand isom), a movie header, an empty `mdat`. */
function tinyMp4(): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100))),
    box('mdat', Buffer.alloc(0)),
  ]);
}

/** Gives `me` two favorites (HoldOn 'Morning holds', DrillDJ 'Leg swings') through the API. */
async function addFavorites(request: APIRequestContext, me: Account) {
  const headers = { Authorization: `Bearer ${me.token}` };
  const user = await (await request.get(`/api/user/${me.user._id}`, { headers })).json();
  const now = Date.now();
  const res = await request.put(`/api/user/${me.user._id}`, {
    headers,
    data: {
      ...user,
      favorites: {
        holdOn: [{ name: 'Morning holds', dateCreated: now, inputs: { holdTime: 30 } }],
        drillDJ: [{ name: 'Leg swings', dateCreated: now, inputs: { numReps: 4 } }],
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  // The tab's session copy carries the favorites the workout builder offers.
  return (await res.json()) as Account['user'];
}

test('a drill with media and a workout from favorites; publish, admin approves, the owner can no longer edit', async ({
  page,
  browser,
}) => {
  const me = await apiSignUp(page.request, 'Lena Pike');
  const user = await addFavorites(page.request, me);
  await storeLogin(page, { ...me, user });

  // A drill: title, feature, body, tags, two images with captions (the second made main), a video.
  await page.goto('/libraryKit/libraryItem/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Library Item' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Library item' });
  await form.getByLabel('Title').fill('Wall walk ladder');
  await form.getByLabel('Type').selectOption('drill');
  await form.getByLabel('Feature').selectOption('holdOn');
  await form.getByLabel('Body').fill('Walk your feet up the wall, hold, walk down. Five rungs.');
  await form.getByLabel('New tag').fill('Wall');
  await form.getByLabel('New tag').press('Enter');
  await form.getByLabel('New tag').fill('strength');
  await form.getByRole('button', { name: 'Add tag' }).click();
  await form.getByLabel('Add image').setInputFiles({
    name: 'start.png',
    mimeType: 'image/png',
    buffer: await png(page, '#0b6e69'),
  });
  await expect(form.getByRole('listitem', { name: 'Image 1' })).toBeVisible();
  await form.getByLabel('Add image').setInputFiles({
    name: 'top.png',
    mimeType: 'image/png',
    buffer: await png(page, '#e4572e'),
  });
  await expect(form.getByRole('listitem', { name: 'Image 2' })).toBeVisible();
  await form.getByLabel('Image 1 caption').fill('Start position');
  await form.getByLabel('Image 2 caption').fill('At the top');
  await form.getByRole('listitem', { name: 'Image 2' }).getByRole('button', { name: 'Set as Main' }).click();
  await form
    .getByLabel('Add video')
    .setInputFiles({ name: 'walk.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
  await toastSays(page, 'Video uploaded successfully!');
  await form.getByLabel('Video 1 caption').fill('The whole ladder');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toastSays(page, 'Item added');
  await expect(page).toHaveURL(/\/libraryKit\/practiceLab$/);

  // A workout of two steps from my favorites.
  await page.goto('/libraryKit/libraryItem/edit');
  await form.getByLabel('Title').fill('Morning routine');
  await form.getByLabel('Type').selectOption('workout');
  await expect(form.getByLabel('Feature')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add step' }).click();
  await form.getByLabel('Step 1 feature').selectOption('holdOn');
  await form.getByLabel('Step 1 favorite').selectOption('Morning holds');
  await form.getByRole('button', { name: 'Add step' }).click();
  await form.getByLabel('Step 2 feature').selectOption('drillDJ');
  await form.getByLabel('Step 2 favorite').selectOption('Leg swings');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toastSays(page, 'Item added');

  // Both are mine, private, in the PracticeLab.
  const drillCard = page.getByRole('article', { name: 'Wall walk ladder' });
  const workoutCard = page.getByRole('article', { name: 'Morning routine' });
  await expect(drillCard).toContainText('Private');
  await expect(workoutCard).toContainText('Private');

  // The workout view links each step to its tool with the favorite (and the settings it keeps).
  await workoutCard.getByRole('link', { name: 'Morning routine', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Feature Sequences:' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'HoldOn: Morning holds' })).toHaveAttribute(
    'href',
    /^\/cueCoach\/holdOn\?favorite=Morning%20holds&shared=[\w-]+$/,
  );
  await expect(page.getByRole('link', { name: 'DrillDJ: Leg swings' })).toBeVisible();

  // The drill view: carousel starting at the main image, wrapping around, captions shown.
  await page.goto('/libraryKit/practiceLab');
  await drillCard.getByRole('link', { name: 'Wall walk ladder', exact: true }).click();
  const media = page.getByRole('region', { name: 'Media' });
  await expect(media).toContainText('1 / 3');
  const seen = new Set<string>();
  for (let i = 0; i < 3; i++) {
    seen.add((await media.textContent()) ?? '');
    await media.getByRole('button', { name: 'Next' }).click();
  }
  const captions = [...seen].join(' ');
  for (const caption of ['Start position', 'At the top', 'The whole ladder'])
    expect(captions).toContain(caption);
  await expect(media).toContainText('1 / 3');
  await expect(page.getByText('Type: Drill')).toBeVisible();

  // Publish, after confirming.
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Send for review?' })
    .getByRole('button', { name: 'Send for review' })
    .click();
  await toastSays(page, 'Item sent for review');
  await expect(page.getByRole('button', { name: 'Awaiting Review' })).toBeDisabled();
  const drillUrl = page.url();

  // The admin filters Pending Items and approves it.
  const admin = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const login = await admin.request.post('/api/auth/login', { data: E2E_ADMIN });
  await storeLogin(admin, (await login.json()) as Account);
  await admin.goto('/libraryKit/practiceLab');
  await admin.getByLabel('Pending Items').check();
  await expect(admin).toHaveURL(/status=pending/);
  await expect(admin.getByRole('article', { name: 'Wall walk ladder' })).toContainText('Pending');
  await expect(admin.getByRole('article', { name: 'Morning routine' })).toHaveCount(0);
  await admin
    .getByRole('article', { name: 'Wall walk ladder' })
    .getByRole('link', { name: 'Wall walk ladder', exact: true })
    .click();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await toastSays(admin, 'Item approved');
  await admin.close();

  // Public now; its owner sees no Edit or Delete for it any more.
  await page.goto(drillUrl);
  await expect(page.getByText('Public', { exact: true })).toBeVisible();
  await page.goto('/libraryKit/practiceLab');
  await expect(drillCard).toContainText('Public');
  await expect(drillCard.getByRole('link', { name: 'Edit Wall walk ladder' })).toHaveCount(0);
  await expect(drillCard.getByRole('button', { name: 'Delete Wall walk ladder' })).toHaveCount(0);
  await expect(workoutCard.getByRole('link', { name: 'Edit Morning routine' })).toBeVisible();

  // The approval waits in the owner's notifications: the bell is marked; opening the notice
  // marks it read and goes to the item; clear all empties the list after confirming.
  await page.getByRole('button', { name: 'Notifications (unread)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notice = page.getByRole('button', { name: /Great news! Your item was approved and is now public\./ });
  await expect(notice).toContainText('Unread');
  await notice.click();
  await expect(page).toHaveURL(drillUrl);
  await page.goBack();
  await expect(notice).not.toContainText('Unread');
  // The owner's own record of publishing it is still unread: mark all reads it.
  const sent = page.getByRole('button', { name: /"Wall walk ladder" was sent for review\./ });
  await expect(sent).toContainText('Unread');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(sent).not.toContainText('Unread');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page
    .getByRole('dialog', { name: 'Clear all notifications?' })
    .getByRole('button', { name: 'Clear all' })
    .click();
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No notifications yet.')).toBeVisible();

  // A visitor finds it among the public items.
  const visitor = await browser.newPage();
  const list = await visitor.request.get('/api/libraryItem?txt=ladder');
  expect(((await list.json()) as { title: string }[]).map((i) => i.title)).toContain('Wall walk ladder');
  await visitor.close();
});

test('filters are mirrored in the query string and survive a reload', async ({ page }) => {
  await page.goto('/libraryKit/practiceLab');
  const filters = page.getByRole('search', { name: 'Filter items' });
  // Seeded HoldOn tutorials; no other test makes one, so the count is stable while they run.
  await filters.getByLabel('Type').selectOption('tutorial');
  await filters.getByLabel('Feature').selectOption('holdOn');
  await filters.getByLabel('Sort').selectOption('createdAt');
  // Each change is applied 600 ms after the last one; on a slow machine that can be one at a time.
  await expect
    .poll(() => new URL(page.url()).search)
    .toBe('?type=tutorial&feature=holdOn&sortField=createdAt&sortDir=-1');
  // The page shows exactly what the API gives a visitor for the same filter.
  const answer = await page.request.get(
    '/api/libraryItem?type=tutorial&feature=holdOn&sortField=createdAt&sortDir=-1',
  );
  const titles = ((await answer.json()) as unknown[]).length;
  expect(titles).toBeGreaterThan(0);
  await expect(page.getByRole('article')).toHaveCount(titles);
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText('HoldOn');

  await page.reload();
  await expect(filters.getByLabel('Type')).toHaveValue('tutorial');
  await expect(filters.getByLabel('Feature')).toHaveValue('holdOn');
  await expect(filters.getByLabel('Sort')).toHaveValue('createdAt');
  await expect(page.getByRole('article')).toHaveCount(titles);
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText('HoldOn');

  // Text search, debounced into the URL too.
  await filters.getByLabel('Search').fill('zzz-nothing-matches');
  await expect(page).toHaveURL(/txt=zzz-nothing-matches/);
  await expect(page.getByText('No content saved yet')).toBeVisible();
});

test('an item opened while a filter change waits out its delay stays open (the list does not pull me back)', async ({
  page,
}) => {
  await page.goto('/libraryKit/practiceLab');
  const title = 'Getting Started: Your First Voice-Guided Session';
  const link = page.getByRole('article', { name: title }).getByRole('link', { name: title, exact: true });
  await expect(link).toBeVisible();
  // The item page's code arrives slowly (as on a busy phone): the filter's 600 ms pass first.
  await page.route('**/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByRole('search', { name: 'Filter items' }).getByLabel('Type').selectOption('tutorial');
  await link.click();
  await expect(
    page.getByRole('article', { name: title }).getByRole('heading', { name: title }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/libraryKit\/libraryItem\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Library Item' })).toBeVisible();
});

test('the library index shows its sections; My Items needs a login', async ({ page }) => {
  await page.goto('/libraryKit');
  for (const name of ['Features', 'Build Your Own Library', 'Explore Popular Items']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: /My Items/ }).click();
  await toastSays(page, 'Please log in first.');
  await page.getByRole('link', { name: /PracticeLab Info/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PracticeLab Info' })).toBeVisible();
});
