import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousInBothThemes } from '../support/a11y';
import { BUILD_YOUR_OWN_IDS } from '@handyq/domain';
import { apiSignUp, storeLogin } from '../support/accounts';
import { waitForOfflineReady } from '../support/offline';
import { DEMO_URL } from '../support/servers';
import { recordSpeech, spoken } from '../support/speech';

// CueCraft as a user meets it: a sequence of their own built with the keyboard alone (every
// button pressed with Enter, every field typed in or chosen from), its problems shown where they
// are, previewed, then run and heard in order.

/** The builder's item named `name` ('step Hold', 'block (no name)') within `scope`. */
const item = (scope: Page | Locator, name: string) => scope.getByRole('listitem', { name, exact: true });

/** A step's fields filled in: its name first (the item is found again by it), then the rest. */
async function fillStep(
  scope: Page | Locator,
  name: string,
  { duration, words }: { duration: string; words?: string },
) {
  await item(scope, 'step (no name)').getByLabel('Step name').fill(name);
  const step = item(scope, `step ${name}`);
  await step.getByLabel('Duration').selectOption({ label: duration });
  if (words !== undefined) await step.getByLabel('Words at its start').fill(words);
  if (duration !== 'Until I tap') await step.getByLabel('Countdown').selectOption('0');
  return step;
}

/** `words` said in this order (others may come between them). */
function expectInOrder(said: string[], words: string[]) {
  const all = said.join(' | ');
  let from = 0;
  for (const w of words) {
    const at = all.indexOf(w, from);
    expect(at, `"${w}" after position ${from} in: ${all}`).toBeGreaterThanOrEqual(0);
    from = at + w.length;
  }
}

test('a sequence built by keyboard alone (a block in a block, a step until the tap), its problems shown, previewed, run and heard in order', async ({
  page,
}) => {
  await recordSpeech(page);
  await page.goto('/cueCoach');
  await page
    .getByRole('link', { name: /^CueCraft\b/ })
    .first()
    .press('Enter');
  await expect(page).toHaveURL(/\/cueCoach\/cueCraft$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CueCraft' })).toBeVisible();
  // a starter is there to begin from; a blank one is asked for
  await expect(page.getByLabel('Start from')).toHaveValue('0');
  await page.getByLabel('Start from').selectOption({ label: 'A blank sequence' });
  await page.getByLabel('Sequence name').fill('My wall session');
  await page.getByLabel('Get ready time').selectOption('0');

  await fillStep(page, 'Wrists', { duration: '3 s', words: 'Wrist circles' });
  await page.getByRole('button', { name: 'Add block', exact: true }).press('Enter');
  await item(page, 'block (no name)').getByLabel('Block name').fill('Ladder');
  const ladder = item(page, 'block Ladder');
  await expect(ladder.getByLabel('Rounds', { exact: true })).toHaveValue('2');
  await fillStep(ladder, 'Kick up', { duration: 'Until I tap' });
  await ladder.getByRole('button', { name: 'Add block to Ladder' }).press('Enter');
  await item(ladder, 'block (no name)').getByLabel('Block name').fill('Pair');
  const pair = item(page, 'block Pair');
  await fillStep(pair, 'Hold', { duration: '3 s' });

  // a step added at the end and left unnamed: Start says what to fix, and where
  await page.getByRole('button', { name: 'Add step', exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Fix what is marked below, then start.');
  await expect(item(page, 'step (no name)')).toContainText('Give the step a name.');
  await fillStep(page, 'Stretch', { duration: '3 s' });
  await expect(page.getByText('Give the step a name.')).toHaveCount(0);
  // words longer than their step: said where they are
  const wrists = item(page, 'step Wrists');
  await wrists.getByLabel('Words at its start').fill('Make big slow wrist circles in both directions now');
  await expect(wrists).toContainText('These words take longer to say than the step lasts');
  await wrists.getByLabel('Words at its start').fill('Wrist circles');

  // moved up past the Ladder with Alt+↑, focus staying with it
  await item(page, 'step Stretch').getByLabel('Step name').press('Alt+ArrowUp');
  await expect(page.getByRole('button', { name: 'Move step Stretch up' })).toBeFocused();

  // the preview: the total and every part in order, with its rounds
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Total 18 s and 2 steps until you tap');
  await preview.getByText(/^Timeline/).press('Enter');
  await expect(preview.getByRole('listitem')).toHaveText([
    /^00:00Wrists3 s$/,
    /^00:03Stretch3 s$/,
    /^00:06Kick up · Ladder 1 of 2until tap$/,
    /^00:06Hold · Ladder 1 of 2 · Pair 1 of 2/,
    /^00:09Hold · Ladder 1 of 2 · Pair 2 of 2/,
    /^00:12Kick up · Ladder 2 of 2until tap$/,
    /^00:12Hold · Ladder 2 of 2 · Pair 1 of 2/,
    /^00:15Hold · Ladder 2 of 2 · Pair 2 of 2/,
  ]);
  expect(await seriousInBothThemes(page, 'the CueCraft builder')).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: test.info().outputPath('cue-craft-builder.png'), fullPage: true });

  // the run: what comes next shown, each tap waited for, every step heard in order
  await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
  const timer = page.getByRole('region', { name: 'Timer' });
  await expect(timer).toContainText('Wrists');
  await expect(timer).toContainText('Next: Stretch');
  await expect(timer).not.toContainText('Set 1 of 1');
  await page.screenshot({ path: test.info().outputPath('cue-craft-run.png') });
  for (let round = 1; round <= 2; round++) {
    await expect(timer).toContainText(`Kick up`, { timeout: 15_000 });
    await expect(timer).toContainText(`Ladder ${round} of 2`);
    await page.getByRole('button', { name: 'Done', exact: true }).press('Enter');
  }
  await expect(timer).toContainText('Done!💪', { timeout: 15_000 });
  expectInOrder(await spoken(page), [
    'Wrist circles',
    'Stretch',
    'Kick up',
    'Hold',
    'Hold',
    'Kick up',
    'Hold',
    'Hold',
    'Session over. Good job!',
  ]);
});

test('another starter replaces changes only once asked', async ({ page }) => {
  await page.goto('/cueCoach/cueCraft');
  await page.getByLabel('Sequence name').fill('Mine now');
  await expect(page.getByLabel('Start from')).toHaveValue('');
  await page.getByLabel('Start from').selectOption({ label: 'Press negatives circuit' });
  const ask = page.getByRole('dialog', { name: 'Replace your sequence?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Sequence name')).toHaveValue('Mine now');
  await page.getByLabel('Start from').selectOption({ label: 'Press negatives circuit' });
  await ask.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByLabel('Sequence name')).toHaveValue('Press negatives circuit');
  await expect(page.getByLabel('Start from')).toHaveValue('2');
});

/** A blank sequence of one 3 s step, named `name`, no get-ready (on CueCraft's page, opened first). */
async function oneStep(page: Page, name: string, open = true) {
  if (open) await page.goto('/cueCoach/cueCraft');
  await page.getByLabel('Start from').selectOption({ label: 'A blank sequence' });
  await page.getByLabel('Sequence name').fill(name);
  await page.getByLabel('Get ready time').selectOption('0');
  await fillStep(page, 'Hold', { duration: '3 s', words: 'Hold it' });
}

test('shared by link: another user opens it and runs it; a damaged link says so and opens a starter', async ({
  page,
  browser,
}) => {
  await oneStep(page, 'Shared hold');
  await page.getByRole('button', { name: 'Share and keep' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share and keep' });
  const link = await dialog.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/cueCoach\/cueCraft\?sequence=[\w-]+$/);
  expect(await seriousInBothThemes(page, 'the share dialog')).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: test.info().outputPath('cue-craft-share.png') });

  // someone else, on another device: the sequence as it was shared, and it runs
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const theirs = await other.newPage();
  await recordSpeech(theirs);
  await theirs.goto(link);
  await expect(theirs.getByLabel('Sequence name')).toHaveValue('Shared hold');
  await expect(theirs.getByLabel('Start from')).toHaveValue('link');
  await expect(theirs.getByLabel('Start from').locator('option:checked')).toHaveText(
    'Shared hold (shared with you)',
  );
  await theirs.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(theirs.getByRole('region', { name: 'Timer' })).toContainText('Done!💪', { timeout: 15_000 });
  expectInOrder(await spoken(theirs), ['Hold it', 'Session over. Good job!']);

  // a link cut short
  await theirs.goto(`${link.slice(0, -12)}!`);
  await expect(theirs.getByText('This share link is damaged: CueCraft opens with a starter.')).toBeVisible();
  await expect(theirs.getByLabel('Sequence name')).toHaveValue('Wall handstand ladder');
  await other.close();
});

test('kept as a favorite: saved, opened again from Favorites and the profile, shared from there to another user who runs it as it is, then keeps it as their own', async ({
  page,
  browser,
}) => {
  const cora = await apiSignUp(page.request, 'Cora Craft');
  await storeLogin(page, cora);
  // only a sound sequence is kept: a blank one's problem shows, and nothing is saved
  await page.goto('/cueCoach/cueCraft');
  await page.getByLabel('Start from').selectOption({ label: 'A blank sequence' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Fix what is marked below, then save.', { exact: true })).toBeVisible();
  await expect(page.getByText('Give the step a name.', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Save Favorite' })).toHaveCount(0);
  await oneStep(page, 'Morning ladder', false);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save Favorite' });
  await expect(save.getByLabel('Name')).toHaveValue('Morning ladder');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Favorite saved!', { exact: true })).toBeVisible();

  // a fresh visit opens with a starter; the favorite opens from the list, as it was saved
  await page.goto('/cueCoach/cueCraft');
  await expect(page.getByLabel('Sequence name')).toHaveValue('Wall handstand ladder');
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  const favorites = page.getByRole('dialog', { name: 'Choose a Favorite' });
  await favorites.getByRole('button', { name: /^Morning ladder/ }).click();
  await expect(page).toHaveURL(/\/cueCoach\/cueCraft\?favorite=Morning%20ladder$/);
  await expect(page.getByLabel('Start from').locator('option:checked')).toHaveText('Morning ladder (saved)');
  await expect(item(page, 'step Hold').getByLabel('Words at its start')).toHaveValue('Hold it');

  // the profile lists it with the timers' favorites, with what it runs
  await page.goto(`/user/${cora.user._id}`);
  await page.getByRole('button', { name: 'Feature Favorites', exact: true }).click();
  const listed = page.getByRole('region', { name: 'CueCraft favorites' });
  await expect(listed).toContainText('Morning ladder');
  await expect(listed).toContainText('1 step · 3 s');
  await listed.getByRole('link', { name: 'Morning ladder' }).click();
  await expect(page.getByLabel('Sequence name')).toHaveValue('Morning ladder');

  // shared from the favorites
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await favorites.getByRole('button', { name: 'Share Morning ladder' }).click();
  const link = await page
    .getByRole('dialog', { name: 'Share Favorite' })
    .getByLabel('Share link')
    .inputValue();
  expect(link).toMatch(/\/cueCoach\/cueCraft\?sequence=[\w-]+$/);

  // another user runs it as it is: read-only until saved
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const theirs = await other.newPage();
  await storeLogin(theirs, await apiSignUp(theirs.request, 'Dev Other'));
  await recordSpeech(theirs);
  await theirs.goto(link);
  const note = theirs.getByRole('region', { name: 'Shared favorite' });
  await expect(note).toContainText('Shared favorite: Morning ladder');
  await expect(note).toContainText('Read-only until you save it to your favorites.');
  await expect(theirs.getByLabel('Sequence name')).toBeDisabled();
  await expect(item(theirs, 'step Hold').getByRole('button', { name: 'Remove step Hold' })).toBeDisabled();
  await theirs.screenshot({ path: test.info().outputPath('cue-craft-shared-favorite.png'), fullPage: true });
  await theirs.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(theirs.getByRole('region', { name: 'Timer' })).toContainText('Done!💪', { timeout: 15_000 });
  expectInOrder(await spoken(theirs), ['Hold it', 'Session over. Good job!']);
  // the run is in their PracticeLog, by the sequence's name
  await expect(theirs.getByRole('region', { name: 'Practice log' })).toContainText('Logged: 1 step done');
  await theirs.screenshot({ path: test.info().outputPath('cue-craft-logged.png'), fullPage: true });
  await theirs.getByRole('button', { name: 'Reset' }).click();
  await note.getByRole('button', { name: 'Save to my favorites' }).click();
  const theirSave = theirs.getByRole('dialog', { name: 'Save Favorite' });
  await expect(theirSave.getByLabel('Name')).toHaveValue('Morning ladder');
  await theirSave.getByRole('button', { name: 'Save' }).click();
  await expect(theirs).toHaveURL(/\?favorite=Morning%20ladder$/);
  await expect(theirs.getByRole('region', { name: 'Shared favorite' })).toHaveCount(0);
  await expect(theirs.getByLabel('Sequence name')).toBeEnabled();
  await expect(theirs.getByLabel('Sequence name')).toHaveValue('Morning ladder');
  await theirs.goto('/libraryKit/practiceLog');
  const logged = theirs.getByRole('article').filter({ hasText: 'CueCraft' });
  await expect(logged).toContainText('Morning ladder');
  await expect(logged).toContainText('1 step');
  await other.close();
});

/** A new user, logged in on `page`, with one CueCraft favorite: 'Two holds' (two 3 s steps). */
async function withTwoHolds(page: Page, fullname: string) {
  const account = await apiSignUp(page.request, fullname);
  const auth = { Authorization: `Bearer ${account.token}` };
  const me = await (await page.request.get(`/api/user/${account.user._id}`, { headers: auth })).json();
  const step = (name: string, words: string) => ({
    kind: 'step',
    name,
    durationS: 3,
    words,
    countdownS: 0,
    halfway: false,
    ticks: false,
  });
  const twoHolds = {
    name: 'Two holds',
    getReadyS: 0,
    items: [step('First', 'Hold it high'), step('Second', 'Push the floor')],
  };
  const put = await page.request.put(`/api/user/${account.user._id}`, {
    headers: auth,
    data: {
      ...me,
      favorites: { cueCraft: [{ name: 'Two holds', dateCreated: Date.now(), inputs: twoHolds }] },
    },
  });
  expect(put.ok(), await put.text()).toBe(true);
  await storeLogin(page, { ...account, user: await put.json() });
}

test('used as a workout step: chosen in the editor, run with the workout and heard, opened from its link', async ({
  page,
}) => {
  await withTwoHolds(page, 'Ann Author');
  await recordSpeech(page);

  // the workout's step: CueCraft, and one of the author's sequences
  await page.goto('/libraryKit/libraryItem/edit');
  await page.getByLabel('Title').fill('Sequence day');
  await page.getByLabel('Type').selectOption('workout');
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByLabel('Step 1 feature').selectOption({ label: 'CueCraft' });
  await page.getByLabel('Step 1 favorite').selectOption('Two holds');
  await page.screenshot({ path: test.info().outputPath('cue-craft-workout-step.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Item added', { exact: true })).toBeVisible();
  await page
    .getByRole('article', { name: 'Sequence day' })
    .getByRole('link', { name: 'Sequence day', exact: true })
    .click();

  // run with the workout: announced, its own words in order, the workout complete
  await page.getByRole('button', { name: 'Run workout' }).click();
  const run = page.getByRole('region', { name: 'Workout run' });
  await expect(run.getByText('Workout complete', { exact: true })).toBeVisible({ timeout: 40_000 });
  expectInOrder(await spoken(page), [
    'Step 1 of 1: CueCraft, Two holds',
    'Hold it high',
    'Push the floor',
    'Workout complete',
  ]);
  await expect(page.getByRole('region', { name: 'Practice log' })).toContainText(
    'Logged: 1 step, 2 sequence steps',
  );
  await page.screenshot({ path: test.info().outputPath('cue-craft-workout-done.png'), fullPage: true });

  // its link opens the sequence in CueCraft, as the step keeps it, with the way back
  await page.getByRole('link', { name: 'CueCraft: Two holds' }).click();
  await expect(page).toHaveURL(/\/cueCoach\/cueCraft\?favorite=Two%20holds&sequence=[\w-]+$/);
  await expect(page.getByRole('region', { name: 'Shared favorite' })).toContainText('Two holds');
  await expect(item(page, 'step Second').getByLabel('Words at its start')).toHaveValue('Push the floor');
  await page.getByRole('button', { name: 'Workout Page' }).click();
  await expect(page.getByRole('heading', { name: 'Sequence day' })).toBeVisible();
});

test('carried by a drill: chosen in the editor, run from the item page read-only and heard; the seeded wall hold’s run and kept by another user', async ({
  page,
  browser,
}) => {
  await withTwoHolds(page, 'Dee Drill');
  await recordSpeech(page);
  await page.goto('/libraryKit/libraryItem/edit');
  await page.getByLabel('Title').fill('Two-hold drill');
  await page.getByLabel('Type').selectOption('drill');
  const choice = page.getByLabel('Sequence to run');
  await expect(choice.locator('option:checked')).toHaveText('None');
  await choice.selectOption('Two holds');
  await expect(
    page.getByText('2 steps · 6 s. Anyone who sees this drill can run it from its page.'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cue-craft-drill-editor.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Item added', { exact: true })).toBeVisible();
  await page
    .getByRole('article', { name: 'Two-hold drill' })
    .getByRole('link', { name: 'Two-hold drill', exact: true })
    .click();
  const carried = page.getByRole('region', { name: 'CueCraft sequence' });
  await expect(carried).toContainText('Two holds · 2 steps · 6 s');
  await page.screenshot({ path: test.info().outputPath('cue-craft-drill-item.png'), fullPage: true });
  const drillUrl = page.url();

  // run from the item page: read-only, heard in order, with the way back
  await carried.getByRole('link', { name: 'Run in CueCraft' }).click();
  await expect(page).toHaveURL(/\/cueCoach\/cueCraft\?item=\w+$/);
  const note = page.getByRole('region', { name: 'Sequence from the Library' });
  await expect(note).toContainText('Sequence of this drill: Two holds');
  await expect(page.getByLabel('Start from').locator('option:checked')).toHaveText(
    'Two holds (from the Library)',
  );
  await expect(page.getByLabel('Sequence name')).toBeDisabled();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Timer' })).toContainText('Done!💪', { timeout: 15_000 });
  expectInOrder(await spoken(page), ['Hold it high', 'Push the floor', 'Session over. Good job!']);
  await page.getByRole('button', { name: 'Reset' }).click();
  await note.getByRole('link', { name: 'Two-hold drill' }).click();
  await expect(page).toHaveURL(drillUrl);

  // the editor shows the sequence the drill carries; a tutorial carries none
  await page.goto(drillUrl.replace('/libraryItem/', '/libraryItem/edit/'));
  await expect(page.getByLabel('Sequence to run').locator('option:checked')).toHaveText('Two holds');
  await page.getByLabel('Type').selectOption('tutorial');
  await expect(page.getByLabel('Sequence to run')).toHaveCount(0);

  // the seeded chest-to-wall line hold carries the wall ladder: another user runs it and keeps it
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const theirs = await other.newPage();
  await storeLogin(theirs, await apiSignUp(theirs.request, 'Eli Other'));
  await theirs.goto(`/libraryKit/libraryItem/${BUILD_YOUR_OWN_IDS[0]}`);
  const seeded = theirs.getByRole('region', { name: 'CueCraft sequence' });
  await expect(seeded).toContainText('Wall handstand ladder · 5 steps');
  await seeded.getByRole('link', { name: 'Run in CueCraft' }).click();
  const theirNote = theirs.getByRole('region', { name: 'Sequence from the Library' });
  await expect(theirNote).toContainText('Sequence of this drill: Wall handstand ladder');
  await expect(theirNote.getByRole('link', { name: 'Chest-to-Wall Line Hold' })).toBeVisible();
  await expect(theirs.getByLabel('Sequence name')).toBeDisabled();
  expect(await seriousInBothThemes(theirs, 'a drill’s sequence in CueCraft')).toEqual([]);
  await theirs.emulateMedia({ colorScheme: 'light' });
  await theirs.screenshot({ path: test.info().outputPath('cue-craft-from-drill.png') });
  await theirNote.getByRole('button', { name: 'Save to my favorites' }).click();
  const save = theirs.getByRole('dialog', { name: 'Save Favorite' });
  await expect(save.getByLabel('Name')).toHaveValue('Wall handstand ladder');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(theirs).toHaveURL(/\?favorite=Wall%20handstand%20ladder$/);
  await expect(theirs.getByLabel('Sequence name')).toBeEnabled();

  // a drill that is not there (or not theirs to see): a starter opens, and they are told
  await theirs.goto('/cueCoach/cueCraft?item=nosuch');
  await expect(
    theirs.getByText("This drill's sequence could not be opened: CueCraft opens with a starter."),
  ).toBeVisible();
  await expect(theirs.getByLabel('Sequence name')).toBeEnabled();
  await other.close();
});

test('settings: what a blank sequence, a new step and a new block start with, kept for the user; reset to the built-in ones', async ({
  page,
}) => {
  // a visitor may look, not keep
  await page.goto('/cueCoach/cueCraft');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'CueCraft Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Please log in to save your settings.', { exact: true })).toBeVisible();

  await storeLogin(page, await apiSignUp(page.request, 'Sia Settings'));
  await page.goto('/cueCoach/cueCraft/settings');
  const step = page.getByRole('group', { name: 'A new step' });
  const newBlock = page.getByRole('group', { name: 'A new block' });
  await page.getByRole('group', { name: 'A blank sequence' }).getByLabel('Get ready time').selectOption('15');
  await step.getByLabel('Duration').selectOption({ label: '45 s' });
  await step.getByLabel('Countdown').selectOption('5');
  await step.getByLabel('Halfway call').check();
  await newBlock.getByLabel('Rounds', { exact: true }).selectOption('3');
  await newBlock.getByLabel('Rest between rounds').selectOption('30');
  expect(await seriousInBothThemes(page, 'CueCraft settings')).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: test.info().outputPath('cue-craft-settings.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved successfully!', { exact: true })).toBeVisible();

  // the builder starts with them; the starters keep their own values
  await page.goto('/cueCoach/cueCraft/settings');
  await expect(step.getByLabel('Duration').locator('option:checked')).toHaveText('45 s');
  await page.goto('/cueCoach/cueCraft');
  // the first starter opens as it is written
  await expect(page.getByLabel('Get ready time')).toHaveValue('10');
  await page.getByLabel('Start from').selectOption({ label: 'A blank sequence' });
  await expect(page.getByLabel('Get ready time')).toHaveValue('15');
  const blank = item(page, 'step (no name)');
  await expect(blank.getByLabel('Duration')).toHaveValue('45');
  await expect(blank.getByLabel('Countdown')).toHaveValue('5');
  await expect(blank.getByLabel('Halfway call')).toBeChecked();
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  const block = item(page, 'block (no name)');
  await expect(block.getByLabel('Rounds', { exact: true })).toHaveValue('3');
  await expect(block.getByLabel('Rest between rounds')).toHaveValue('30');
  await expect(item(block, 'step (no name)').getByLabel('Duration')).toHaveValue('45');

  // Reset puts the built-in ones in the form; only Save keeps them
  await page.goto('/cueCoach/cueCraft/settings');
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(step.getByLabel('Duration').locator('option:checked')).toHaveText('30 s');
  await expect(step.getByLabel('Halfway call')).not.toBeChecked();
  await page.reload();
  await expect(step.getByLabel('Duration').locator('option:checked')).toHaveText('45 s');
});

test('saved as a file and opened again, in place of changes only once asked; a wrong file says what is wrong', async ({
  page,
}) => {
  await oneStep(page, 'Kept hold');
  await page.getByRole('button', { name: 'Share and keep' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share and keep' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Save as a file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^handyq-cuecraft-kept-hold-\d{4}-\d\d-\d\d\.json$/);
  const saved = await download.path();
  const file = JSON.parse(fs.readFileSync(saved, 'utf8')) as { kind: string; sequence: { name: string } };
  expect(file).toMatchObject({
    app: 'HandyQ',
    kind: 'cueCraft',
    version: 1,
    sequence: { name: 'Kept hold' },
  });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // changed since: the file replaces the changes only once asked
  await page.getByLabel('Sequence name').fill('Something else');
  await page.getByRole('button', { name: 'Share and keep' }).click();
  await dialog.getByLabel('Open a file').setInputFiles(saved);
  await page
    .getByRole('dialog', { name: 'Replace your sequence?' })
    .getByRole('button', { name: 'Replace' })
    .click();
  await expect(page.getByLabel('Sequence name')).toHaveValue('Kept hold');
  await expect(page.getByLabel('Start from').locator('option:checked')).toHaveText('Kept hold (from a file)');

  // a file that is not one, and one whose sequence breaks a rule
  await page.getByRole('button', { name: 'Share and keep' }).click();
  await dialog.getByLabel('Open a file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"app": "HandyQ", "kind": "favorites", "version": 1}'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('This file is not a HandyQ CueCraft file.');
  const broken = { ...file, sequence: { ...file.sequence, items: [] } };
  await dialog.getByLabel('Open a file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'The sequence in this file has a problem: Add at least one step.',
  );
});

test.describe('offline', () => {
  // the service worker on, as for a user
  test.use({ serviceWorkers: 'allow' });

  test('with the network off the builder opens, another starter loads, and a run is heard', async ({
    page,
    context,
  }) => {
    await recordSpeech(page);
    await page.goto('/cueCoach/cueCraft');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByLabel('Start from').selectOption({ label: 'Press negatives circuit' });
    await expect(page.getByLabel('Sequence name')).toHaveValue('Press negatives circuit');
    await oneStep(page, 'Offline hold', false);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Timer' })).toContainText('Done!💪', { timeout: 15_000 });
    expectInOrder(await spoken(page), ['Hold it', 'Session over. Good job!']);
  });

  test('a drill seen once opens its sequence with the network off', async ({ page, context }) => {
    const drill = `/libraryKit/libraryItem/${BUILD_YOUR_OWN_IDS[0]}`;
    await page.goto(drill);
    await waitForOfflineReady(page);
    await page.reload();
    await expect(page.getByRole('region', { name: 'CueCraft sequence' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Run in CueCraft' }).click();
    await expect(page.getByRole('region', { name: 'Sequence from the Library' })).toContainText(
      'Sequence of this drill: Wall handstand ladder',
    );
    await expect(item(page, 'block Ladder')).toBeVisible();
  });
});

test.describe('the demo', () => {
  test.use({ baseURL: DEMO_URL });

  test('builds and runs a sequence with no server', async ({ page }) => {
    await recordSpeech(page);
    await oneStep(page, 'Demo hold');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Timer' })).toContainText('Done!💪', { timeout: 15_000 });
    expectInOrder(await spoken(page), ['Hold it', 'Session over. Good job!']);
  });

  test('opens a seeded drill’s sequence from its item page with no server', async ({ page }) => {
    await page.goto(`/libraryKit/libraryItem/${BUILD_YOUR_OWN_IDS[0]}`);
    await page
      .getByRole('region', { name: 'CueCraft sequence' })
      .getByRole('link', { name: 'Run in CueCraft' })
      .click();
    await expect(page.getByRole('region', { name: 'Sequence from the Library' })).toContainText(
      'Sequence of this drill: Wall handstand ladder',
    );
    await expect(page.getByLabel('Sequence name')).toBeDisabled();
  });
});
