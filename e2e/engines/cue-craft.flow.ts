import { BUILD_YOUR_OWN_IDS } from '@handyq/domain';
import { apiSignUp } from '../support/accounts';
import { shot, test } from './fixtures';

// CueCraft in each engine: a blank sequence made one 3 s step with words of the user's own, the
// preview's total, saved as a favorite and opened again from the list, then a run to its end and
// its PracticeLog entry and its settings, each screen shot; and a drill's sequence opened from its
// item page.

test('a sequence built, previewed, kept as a favorite and run to its end', async ({ phone, request }) => {
  await phone.storeLogin(await apiSignUp(request, 'Engine Crafter'));
  await phone.goto('/cueCoach/cueCraft');
  await phone.see({ role: 'heading', name: 'CueCraft' });
  await phone.select({ label: 'Start from' }, 'A blank sequence');
  await phone.fill({ label: 'Sequence name' }, 'Engine hold');
  await phone.select({ label: 'Get ready time' }, '0');
  await phone.fill({ label: 'Step name' }, 'Hold');
  await phone.select({ label: 'Duration' }, '3 s');
  await phone.fill({ label: 'Words at its start' }, 'Hold it');
  await phone.select({ label: 'Countdown' }, '0');
  await phone.see({ text: 'Total 3 s' });
  await shot(phone, 'cue-craft-builder');

  // kept as a favorite, then opened again from the list, as it was saved
  await phone.click({ role: 'button', name: 'Save' });
  await phone.click({ role: 'button', name: 'Save', dialog: 'Save Favorite' });
  await phone.see({ text: 'Favorite saved!' });
  await phone.goto('/cueCoach/cueCraft');
  await phone.click({ role: 'button', name: 'Favorites' });
  await phone.see({ text: 'Engine hold', dialog: 'Choose a Favorite' });
  await shot(phone, 'cue-craft-favorites');
  // its name in the list opens it (the row's other buttons name it too: share, rename, delete)
  await phone.click({ text: 'Engine hold', dialog: 'Choose a Favorite' });
  await phone.waitForPath(/\/cueCoach\/cueCraft\?favorite=Engine%20hold$/);
  await phone.see({ text: 'Total 3 s' });

  await phone.click({ role: 'button', name: 'Start' });
  await phone.see({ text: 'Done!💪' }, 20_000);
  await phone.see({ text: 'Logged: 1 step done' });
  await shot(phone, 'cue-craft-done');

  // its settings: what a new step starts with, kept for the user
  await phone.click({ role: 'link', name: 'Settings' });
  await phone.see({ role: 'heading', name: 'CueCraft Settings' });
  await shot(phone, 'cue-craft-settings');
  await phone.select({ label: 'Duration' }, '45 s');
  await phone.click({ role: 'button', name: 'Save settings' });
  await phone.see({ text: 'Settings saved successfully!' });
});

test('a drill’s sequence run from its item page, read-only until saved', async ({ phone }) => {
  // the seeded chest-to-wall line hold carries the wall handstand ladder
  await phone.goto(`/libraryKit/libraryItem/${BUILD_YOUR_OWN_IDS[0]}`);
  await phone.see({ role: 'heading', name: 'CueCraft sequence' });
  await phone.see({ text: 'Wall handstand ladder' });
  await phone.click({ role: 'link', name: 'Run in CueCraft' });
  await phone.waitForPath(/\/cueCoach\/cueCraft\?item=\w+$/);
  await phone.see({ text: 'Sequence of this drill: Wall handstand ladder' });
  await phone.see({ role: 'button', name: 'Save to my favorites' });
  await shot(phone, 'cue-craft-from-drill');
  await phone.click({ role: 'link', name: 'Chest-to-Wall Line Hold' });
  await phone.waitForPath(new RegExp(`/libraryKit/libraryItem/${BUILD_YOUR_OWN_IDS[0]}$`));
});
