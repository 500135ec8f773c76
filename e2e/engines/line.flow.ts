import { LINE_CLIP } from '../../bench/lib/line-clip.mjs';
import { apiSignUp } from '../support/accounts';
import { MODEL_READY_MS } from '../support/camera';
import type { EnginePage } from './engine-page';
import { expect, shot, test } from './fixtures';

// LineAlign in each engine: the pose model runs on the device, in the page's worker, and reads
// the camera and a photo. The engines' fake cameras here show a test pattern, not a person: the
// camera is read (the readout comes, saying nobody is in view); what the model makes of a person
// is read from a photo of one, upside down and upright (bench/lib/line-clip.mjs).

/** The figure the readout shows under `label` (its <dd>), or null while there is no readout. */
const figure = (phone: EnginePage, label: string) =>
  phone.evaluate((label) => {
    const readout = document.querySelector('section[aria-label="Your line"]');
    const row = [...(readout?.querySelectorAll('dt') ?? [])].find((dt) => dt.textContent?.trim() === label);
    return row?.nextElementSibling?.textContent?.trim() ?? null;
  }, label);

const figureIs = (phone: EnginePage, label: string, want: RegExp, timeoutMs?: number) =>
  phone.until(`${label}: ${want}`, async () => want.test((await figure(phone, label)) ?? ''), timeoutMs);

test.beforeEach(async ({ phone, request }) => {
  await phone.storeLogin(await apiSignUp(request, 'Line Engine'));
});

test('LineAlign reads the camera, and a photo of a handstand: "Upside down" with a line score', async ({
  phone,
}) => {
  await phone.goto('/linePerfector/lineAlign');
  await phone.see({ role: 'heading', name: 'LineAlign' });
  // the model loads on the device, then reads the camera's frames: the readout shows
  await phone.until(
    'the readout of the camera',
    async () => (await figure(phone, 'Position')) !== null,
    MODEL_READY_MS,
  );
  await shot(phone, 'linealign');

  await phone.upload({ label: 'Check a photo or video' }, LINE_CLIP.inverted);
  await figureIs(phone, 'Position', /^Upside down$/, MODEL_READY_MS);
  await figureIs(phone, 'Line score', /^\d{1,3}$/);
  await phone.upload({ label: 'Check a photo or video' }, LINE_CLIP.upright);
  await figureIs(phone, 'Position', /^Not upside down$/);
  // standing, the line's figures mean nothing: none is shown
  expect(await figure(phone, 'Line score')).toBeNull();
});
