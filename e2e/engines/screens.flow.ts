import { apiSignUp } from '../support/accounts';
import { MODEL_READY_MS } from '../support/camera';
import { test } from './fixtures';

// Each engine's look at the screens a user spends their time on, at phone size, in the light and
// the dark theme: Home, HoldOn running, the PracticeLab, LineAlign reading the camera. Saved with
// the test's output (<theme>-<screen>.png) to be looked at; each first waits for what it shows.

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });

    test(`Home, HoldOn running, PracticeLab and LineAlign (${theme})`, async ({ phone, request }) => {
      const shot = (name: string) => phone.screenshot(test.info().outputPath(`${theme}-${name}.png`));
      // the theme is the system's: the page follows it
      await phone.goto('/');
      await phone.see({ text: "What You'll Find", exact: false });
      const dark = await phone.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches, null);
      test.expect(dark).toBe(theme === 'dark');
      await shot('home');

      await phone.storeLogin(await apiSignUp(request, 'Screen Shooter'));
      await phone.goto('/cueCoach/holdOn');
      await phone.select({ label: 'Get ready time' }, '2');
      await phone.select({ label: 'Hold time' }, '10');
      await phone.click({ role: 'button', name: 'Start' });
      await phone.see({ text: 'Set 1 of 1', exact: false });
      await phone.until('the hold', () =>
        phone.evaluate(() => !document.body.innerText.includes('Get ready'), null),
      );
      await shot('holdon-running');
      await phone.click({ role: 'button', name: 'Reset' });

      await phone.goto('/libraryKit/practiceLab');
      await phone.see({ role: 'heading', name: 'PracticeLab' });
      await phone.until('the items', () =>
        phone.evaluate(() => document.querySelectorAll('article').length > 0, null),
      );
      await shot('practicelab');

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
      await shot('linealign');
    });
  });
}
