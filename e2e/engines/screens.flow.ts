import { apiSignUp } from '../support/accounts';
import { MODEL_READY_MS } from '../support/camera';
import { shot, test } from './fixtures';

// Each engine's look, in the dark theme, at the screens a user spends their time on, at phone
// size: Home, HoldOn running, the PracticeLab, LineAlign reading the camera. Saved with the
// test's output (dark-<screen>.png) to be looked at; each first waits for what it shows. The
// light theme's are shot by the flows that reach them (app, coach, library and line).

test.use({ theme: 'dark' });

test('Home, HoldOn running, PracticeLab and LineAlign (dark)', async ({ phone, request }) => {
  // the theme is the system's: the page follows it
  await phone.goto('/');
  await phone.see({ text: "What You'll Find", exact: false });
  test
    .expect(await phone.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches, null))
    .toBe(true);
  await shot(phone, 'home');

  await phone.storeLogin(await apiSignUp(request, 'Screen Shooter'));
  await phone.goto('/cueCoach/holdOn');
  await phone.select({ label: 'Get ready time' }, '2');
  await phone.select({ label: 'Hold time' }, '10');
  await phone.click({ role: 'button', name: 'Start' });
  await phone.see({ text: 'Set 1 of 1', exact: false });
  await phone.until('the hold', () =>
    phone.evaluate(() => !document.body.innerText.includes('Get ready'), null),
  );
  await shot(phone, 'holdon-running');
  await phone.click({ role: 'button', name: 'Reset' });

  await phone.goto('/libraryKit/practiceLab');
  await phone.see({ role: 'heading', name: 'PracticeLab' });
  await phone.until('the items', () =>
    phone.evaluate(() => document.querySelectorAll('article').length > 0, null),
  );
  await shot(phone, 'practicelab');

  await phone.goto('/linePerfector/lineAlign');
  await phone.until(
    'the readout of the camera',
    () =>
      phone.evaluate(() => {
        const readout = document.querySelector('section[aria-label="Your line"]');
        return !!readout && readout.getBoundingClientRect().height > 0 && !!readout.querySelector('dd');
      }, null),
    MODEL_READY_MS,
  );
  await shot(phone, 'linealign');
});
