import { shot, test } from './fixtures';

// CueCraft in each engine: a blank sequence made one 3 s step with words of the user's own, a
// block added and its step named, the preview's total, then a run to its end, each screen shot.

test('a sequence built, previewed and run to its end', async ({ phone }) => {
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
  await phone.click({ role: 'button', name: 'Start' });
  await phone.see({ text: 'Done!💪' }, 20_000);
  await shot(phone, 'cue-craft-done');
});
