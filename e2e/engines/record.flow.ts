import { RECORD_TEXTS } from '../../shared/record/src/texts';
import { apiSignUp } from '../support/accounts';
import { privateItem, readItem } from '../support/library-items';
import type { EnginePage } from './engine-page';
import { expect, shot, test } from './fixtures';

// Record in each engine: a HoldOn run filmed on the engine's fake camera with its own
// MediaRecorder (WebM in Firefox, what WebKit records in Safari's engine), kept on the device,
// played back with its cue marks where the plan put them, and there after a reload. An engine
// that cannot record says so and runs the timer.

/** What the engine's MediaRecorder records of the types Record asks for, or null. */
const recordable = (phone: EnginePage) =>
  phone.evaluate(
    () =>
      typeof MediaRecorder === 'undefined'
        ? null
        : (['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm', 'video/mp4'].find((t) =>
            MediaRecorder.isTypeSupported(t),
          ) ?? null),
    null,
  );

/** Whether the engine's MediaRecorder films anything of the camera here: a second of it, in bytes. */
const bytesOfASecond = (phone: EnginePage, type: string) =>
  phone.evaluate(async (type) => {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    const recorder = new MediaRecorder(stream, { mimeType: type });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    recorder.start(250);
    await new Promise((ok) => setTimeout(ok, 1000));
    await new Promise((ok) => {
      recorder.onstop = ok;
      recorder.stop();
    });
    stream.getTracks().forEach((t) => t.stop());
    return chunks.reduce((n, c) => n + c.size, 0);
  }, type);

/** The playback's cue marks: each button's words and its time in the video (ms). */
const marksOf = (phone: EnginePage) =>
  phone.evaluate(
    () =>
      [...document.querySelectorAll('[aria-label="Cues in this recording"] button')].map((b) => ({
        text: (b.textContent ?? '').replace(/^\d+:\d\d /, ''),
        at: Number((b as HTMLElement).dataset.atMs),
      })),
    null,
  );

test('a HoldOn run recorded on the device, played back with its cue marks on the plan, kept after a reload', async ({
  phone,
  request,
}) => {
  const account = await apiSignUp(request, 'Record Engine');
  await phone.storeLogin(account);
  await phone.goto('/cueCoach/holdOn');
  await phone.see({ role: 'button', name: 'Start' });
  await phone.select({ label: 'Get ready time' }, '2');
  await phone.select({ label: 'Hold time' }, '5');
  await phone.select({ label: 'Sets' }, '1');
  const type = await recordable(phone);
  test.info().annotations.push({ type: 'records', description: `${phone.engine}: ${type ?? 'nothing'}` });
  // WebKitGTK here offers MP4 but hands over no bytes (no H.264 encoder in Debian's GStreamer)
  const films = type ? (await bytesOfASecond(phone, type)) > 0 : false;
  test.info().annotations.push({ type: 'films', description: `${phone.engine}: ${films}` });
  await phone.click({ role: 'button', name: 'Record' });
  if (type && !films) {
    // a recorder that films nothing: the run goes on and is logged, and the page says there is
    // no recording of it (not an empty one kept)
    await phone.see({ text: RECORD_TEXTS.ready }, 30_000);
    await phone.click({ role: 'button', name: 'Start' });
    await phone.see({ text: 'Done!💪' }, 30_000);
    await phone.see({ text: 'Logged: 1 set, 5 s held' });
    await phone.see({ text: RECORD_TEXTS.empty }, 30_000);
    await phone.see({ text: RECORD_TEXTS.none });
    test.info().annotations.push({
      type: `not checked in ${phone.engine}`,
      description: 'playback: its MediaRecorder films nothing here',
    });
    return;
  }
  if (!type) {
    // no MediaRecorder that films: said, and the timer runs and logs as ever
    await phone.see({ text: RECORD_TEXTS.unsupported });
    await phone.click({ role: 'button', name: 'Start' });
    await phone.see({ text: 'Done!💪' }, 30_000);
    await phone.see({ text: 'Logged: 1 set, 5 s held' });
    return;
  }
  await phone.see({ text: RECORD_TEXTS.ready }, 30_000);
  await shot(phone, 'record-ready');
  await phone.click({ role: 'button', name: 'Start' });
  await phone.see({ text: RECORD_TEXTS.recording });
  await phone.see({ text: 'Done!💪' }, 30_000);
  await phone.see({ text: 'Logged: 1 set, 5 s held' });
  await phone.see({ role: 'heading', name: "This run's recording" }, 30_000);

  // the marks: get ready at the start, the hold, Done 5 s of plan time after it (within 100 ms)
  const marks = await marksOf(phone);
  expect(marks.map((m) => m.text)).toEqual(['Get ready', 'Hold', 'Done!💪']);
  expect(Math.abs(marks[2]!.at - marks[1]!.at - 5000), JSON.stringify(marks)).toBeLessThanOrEqual(100);
  // the video plays back: its length is the run's (about 7 s)
  let seen = '';
  await phone
    .until('the recording to know its length', async () => {
      const v = await phone.evaluate(() => {
        const el = document.querySelector<HTMLVideoElement>(
          'section[aria-label="This run\'s recording"] video',
        );
        return el
          ? {
              d: el.duration,
              ready: el.readyState,
              net: el.networkState,
              err: el.error?.message ?? el.error?.code,
              src: el.src.slice(0, 30),
            }
          : null;
      }, null);
      seen = JSON.stringify(v);
      return !!v && Number.isFinite(v.d) && v.d > 6 && v.d < 9;
    })
    .catch((e: unknown) => {
      throw new Error(`${String(e)}; the video: ${seen}`);
    });
  await phone.evaluate(
    () => document.querySelector('section[aria-label="This run\'s recording"]')?.scrollIntoView(),
    null,
  );
  await shot(phone, 'record-playback');

  // kept on the device: after a reload, Record lists it
  await phone.goto('/cueCoach/holdOn');
  await phone.click({ role: 'button', name: 'Record' });
  await phone.see({ text: RECORD_TEXTS.yours });
  await phone.click({ role: 'button', name: RECORD_TEXTS.watch });
  await phone.until('its cue marks', async () => (await marksOf(phone)).length === 3);

  // and the PracticeLog's entry of the run opens it on the timer's page
  await phone.goto('/libraryKit/practiceLog');
  await phone.see({ role: 'link', name: 'Watch the recording' });
  await phone.click({ role: 'link', name: 'Watch the recording' });
  await phone.see({ role: 'heading', name: RECORD_TEXTS.opened }, 30_000);
  await phone.until('its cue marks', async () => (await marksOf(phone)).length === 3);

  // a second run: the two side by side, in step on the start of the hold
  await phone.goto('/cueCoach/holdOn');
  await phone.see({ role: 'button', name: 'Start' });
  await phone.select({ label: 'Get ready time' }, '2');
  await phone.select({ label: 'Hold time' }, '5');
  await phone.select({ label: 'Sets' }, '1');
  await phone.click({ role: 'button', name: 'Record' });
  await phone.see({ text: RECORD_TEXTS.ready }, 30_000);
  await phone.click({ role: 'button', name: 'Start' });
  await phone.see({ text: 'Done!💪' }, 30_000);
  await phone.see({ role: 'heading', name: "This run's recording" }, 30_000);
  // both chosen ('Compare' on each: their names may be the same minute and length)
  await phone.until('two recordings to compare', async () =>
    phone.evaluate(() => {
      const compare = [...document.querySelectorAll<HTMLButtonElement>('button[aria-label^="Compare "]')];
      if (compare.length !== 2) return false;
      compare.forEach((b) => b.click());
      return true;
    }, null),
  );
  await phone.see({ role: 'heading', name: 'Side by side' });
  await phone.click({ role: 'button', name: 'Play both' });
  const inStep = () =>
    phone.evaluate(() => {
      const figures = [
        ...document.querySelectorAll<HTMLElement>('section[aria-label="Side by side"] figure'),
      ];
      return {
        phases: figures.map((f) => f.querySelector('[data-testid="side-phase"]')?.textContent),
        apart: figures.map((f) => f.querySelector('video')!.currentTime * 1000 - Number(f.dataset.syncMs)),
      };
    }, null);
  let both = await inStep();
  await phone.until('both in the hold', async () => {
    both = await inStep();
    return both.phases.join() === 'Hold · set 1,Hold · set 1';
  });
  expect(Math.abs(both.apart[0]! - both.apart[1]!), JSON.stringify(both)).toBeLessThanOrEqual(150);
  await shot(phone, 'record-side-by-side');

  // one added to the user's private Library item: uploaded from this engine, kept as its video
  const itemId = await privateItem(request, account, 'My wall hold');
  await phone.evaluate(
    () => document.querySelector<HTMLButtonElement>(`button[aria-label^="Add to a Library item: "]`)!.click(),
    null,
  );
  await phone.click({ role: 'button', name: 'My wall hold' });
  await phone.see({ text: RECORD_TEXTS.uploaded });
  await phone.waitForPath(new RegExp(`^/libraryKit/libraryItem/edit/${itemId}\\?video=`));
  await phone.see({ role: 'heading', name: 'Edit Library Item' });
  // Save tapped once the upload's toast has gone: a tap in the form's first moments was lost
  // here in Firefox (Playwright's Chromium click waits for a stable button; the cause is not found)
  await phone.notSee({ text: RECORD_TEXTS.uploaded });
  await phone.click({ role: 'button', name: 'Save' });
  await phone.waitForPath(/^\/libraryKit\/practiceLab$/);
  const item = await readItem(request, account, itemId);
  expect(item.status).toBe('private');
  expect(item.videoData).toHaveLength(1);
  const video = await request.get(item.videoData[0]!.url);
  expect(video.headers()['content-type']).toMatch(/^video\/webm/);
  expect((await video.body()).length).toBeGreaterThan(10_000);
});
