import { expect, test, type Page } from '@playwright/test';
import type { ToolKey } from '@handyq/domain';
import { compilePlan, defaultInputs, type ToolInputs } from '@handyq/cue';
import { compileSequence, type CraftSequence } from '@handyq/cue/cue-craft';
import { apiSignUp, storeLogin } from '../support/accounts';
import { recordSpeech, spoken } from '../support/speech';

// The on-device voice: chosen in Set Your Voice, its phrases rendered in a Web Worker and each
// cue scheduled as an audio buffer on the AudioContext clock. What the page scheduled is read
// from its 'handyq-cue' user-timing marks and from the buffer sources it really started.
test.use({ serviceWorkers: 'allow' });

const VOICE_NAME = 'HandyQ Precise (on the beat)';

interface Scheduled {
  text: string;
  /** Audio-clock seconds: the buffer's start, and its speech's onset (a pad of at most 2 ms later). */
  startTime: number;
  onsetTime: number;
}

/**
 * Every AudioBufferSourceNode the page starts (when, and how loud its buffer is at its peak),
 * and every AudioContext it makes.
 */
async function recordBufferStarts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      starts: { when: number; peak: number; seconds: number }[];
      contexts: AudioContext[];
    };
    w.starts = [];
    w.contexts = [];
    const Base = window.AudioContext;
    window.AudioContext = class extends Base {
      constructor(options?: AudioContextOptions) {
        super(options);
        w.contexts.push(this);
      }
    };
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, when?: number) {
      const data = this.buffer?.getChannelData(0) ?? new Float32Array();
      let peak = 0;
      for (const v of data) peak = Math.max(peak, Math.abs(v));
      w.starts.push({ when: when ?? 0, peak, seconds: this.buffer?.duration ?? 0 });
      start.call(this, when);
    };
  });
}

const scheduled = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByName('handyq-cue').map((m) => (m as PerformanceMark).detail as Scheduled),
  );
const bufferStarts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { starts: { when: number; peak: number; seconds: number }[] }).starts,
  );

/** The plan's spoken cues, in order, with their times (ms from the plan's start). */
function plannedCues<T extends ToolKey>(tool: T, inputs: Partial<ToolInputs<T>>) {
  const plan = compilePlan(tool, { ...defaultInputs(tool), ...inputs } as ToolInputs<T>);
  return plan.events.flatMap((e) => (e.kind === 'speak' ? [{ text: e.text, at: e.at }] : []));
}

/**
 * The run scheduled exactly the plan's cues, in order, one after the other on the audio clock
 * (how close each is to its plan time is measured by bench:cue), with a
 * real, audible buffer started for each; and nothing went through speechSynthesis.
 */
async function expectScheduledAsPlanned(page: Page, planned: { text: string; at: number }[]) {
  const marks = await scheduled(page);
  expect(marks.map((m) => m.text)).toEqual(planned.map((p) => p.text));
  const offsets = marks.map((m) => (m.onsetTime - marks[0]!.onsetTime) * 1000);
  // in the plan's order on the audio clock; how close to the plan is the bench's to measure
  // (bench:cue), not a test's on a loaded machine
  offsets.forEach((ms, i) => {
    if (i > 0 && planned[i]!.at > planned[i - 1]!.at) expect(ms).toBeGreaterThan(offsets[i - 1]!);
  });
  const starts = (await bufferStarts(page)).filter((s) => s.seconds > 0.05);
  expect(starts.map((s) => s.when)).toEqual(marks.map((m) => m.startTime));
  for (const s of starts) expect(s.peak).toBeGreaterThan(0.1);
  expect(await spoken(page)).toEqual([]);
}

/** Presses Start: what was scheduled before (the test line, say) is forgotten. */
async function startRun(page: Page) {
  await page.evaluate(() => ((window as unknown as { starts: unknown[] }).starts.length = 0));
  await page.getByRole('button', { name: 'Start' }).click();
}

/** Sets the tool's form: label → value. */
async function fill(page: Page, form: Record<string, number | string>) {
  for (const [label, value] of Object.entries(form))
    await page.getByLabel(label, { exact: true }).selectOption(String(value));
}

async function choosePreciseVoice(page: Page) {
  await page.getByRole('button', { name: /^Voice:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Your Voice' });
  const select = dialog.getByLabel('Voice', { exact: true });
  await select.selectOption({ label: VOICE_NAME });
  await expect(dialog.getByText('A one-time download of about 0.7 MB')).toBeVisible();
  // the test line is said in it too, on the audio clock
  await dialog.getByRole('button', { name: 'Test voice' }).click();
  await expect
    .poll(async () => (await scheduled(page)).map((m) => m.text))
    .toContain('Get ready. Handstand up!');
  await page.screenshot({ path: test.info().outputPath('set-your-voice.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Voice:/ })).toContainText(VOICE_NAME);
}

const voiceFilesKept = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
    return urls.filter((u) => /handyq-voice\.|espeak-ng-en\./.test(u)).map((u) => new URL(u).pathname);
  });

test('HoldOn with the precise voice schedules its cues on the audio clock, in order and on time; offline it still speaks', async ({
  page,
  context,
}) => {
  await recordSpeech(page);
  await recordBufferStarts(page);
  await storeLogin(page, await apiSignUp(page.request, 'Precise Voice'));
  await page.goto('/cueCoach/holdOn');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  // chosen by no one yet: the voice's files are neither fetched nor kept
  expect(await voiceFilesKept(page)).toEqual([]);

  await choosePreciseVoice(page);
  const form = { 'Get ready time': 2, 'Hold time': 5, Sets: 2, 'Rest time': 5 };
  const inputs = { getReadyTime: 2, holdTime: 5, numSets: 2, restTime: 5 };
  await fill(page, form);
  await startRun(page);
  const timer = page.getByRole('region', { name: 'Timer' });
  await expect(timer).toContainText('Set 1 of 2');
  await page.screenshot({ path: test.info().outputPath('run.png') });
  await expect(timer).toContainText('Done!💪', { timeout: 30_000 });
  await expectScheduledAsPlanned(page, plannedCues('holdOn', inputs));
  // kept by the service worker on this first use
  await expect.poll(() => voiceFilesKept(page)).toHaveLength(2);

  await context.setOffline(true);
  await page.reload();
  await fill(page, { 'Get ready time': 0, 'Hold time': 5, Sets: 1 }); // one set: no rest to set
  await startRun(page);
  await expect(timer).toContainText('Done!💪', { timeout: 30_000 });
  await expectScheduledAsPlanned(page, plannedCues('holdOn', { ...inputs, getReadyTime: 0, numSets: 1 }));
});

test('ShapeJam with the precise voice says a custom shape on its beat', async ({ page }) => {
  await recordSpeech(page);
  await recordBufferStarts(page);
  await storeLogin(page, await apiSignUp(page.request, 'Precise Shapes'));
  await page.goto('/cueCoach/shapeJam');
  await choosePreciseVoice(page);
  await fill(page, { 'Get ready time': 0, Reps: 1 });
  await page.getByLabel('Custom shape').fill('Crow hop');
  await page.getByRole('button', { name: 'Add to list' }).click();
  await page.getByLabel('Shape 2', { exact: true }).selectOption('crow hop');
  const form = {
    getReadyTime: 0,
    numReps: 1,
    shapes: await Promise.all(
      [1, 2].map(async (i) => ({
        shape: await page.getByLabel(`Shape ${i}`, { exact: true }).inputValue(),
        holdTime: Number(await page.getByLabel(`Hold ${i}`, { exact: true }).inputValue()),
      })),
    ),
  } as Partial<ToolInputs<'shapeJam'>>;
  await startRun(page);
  const timer = page.getByRole('region', { name: 'Timer' });
  await expect(timer).toContainText('Done!💪', { timeout: 45_000 });
  const planned = plannedCues('shapeJam', form);
  expect(planned.map((p) => p.text)).toContain('crow hop');
  await expectScheduledAsPlanned(page, planned);

  // a repeat run starts at once: its phrases were kept
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('button', { name: 'Preparing voice…' })).toHaveCount(0);
  await expect(timer).toContainText('Done!💪', { timeout: 45_000 });
  // the first run's AudioContexts were closed: only this run's voice and ticks are open (a
  // phone allows a few at once)
  const open = () =>
    page.evaluate(
      () =>
        (window as unknown as { contexts: AudioContext[] }).contexts.filter((c) => c.state !== 'closed')
          .length,
    );
  await expect.poll(open).toBeLessThanOrEqual(2);
});

test("CueCraft with the precise voice says a sequence's own words on their beats, a tap's step waiting", async ({
  page,
}) => {
  await recordSpeech(page);
  await recordBufferStarts(page);
  await storeLogin(page, await apiSignUp(page.request, 'Precise Craft'));
  await page.goto('/cueCoach/cueCraft');
  await choosePreciseVoice(page);
  // a blank sequence: a step of the user's own words, then one until the tap
  await page.getByLabel('Start from').selectOption({ label: 'A blank sequence' });
  await page.getByLabel('Get ready time').selectOption('0');
  await page.getByLabel('Step name').fill('Wrists');
  await page.getByLabel('Duration').selectOption({ label: '5 s' });
  await page.getByLabel('Words at its start').fill('Rock gently over your palms');
  await page.getByLabel('Countdown').selectOption('3');
  await page.getByRole('button', { name: 'Add step', exact: true }).click();
  await page.getByLabel('Step name').nth(1).fill('Walk up');
  await page.getByLabel('Duration').nth(1).selectOption({ label: 'Until I tap' });
  const sequence: CraftSequence = {
    name: 'My sequence',
    getReadyS: 0,
    items: [
      {
        kind: 'step',
        name: 'Wrists',
        durationS: 5,
        words: 'Rock gently over your palms',
        countdownS: 3,
        halfway: false,
        ticks: false,
      },
      {
        kind: 'step',
        name: 'Walk up',
        durationS: null,
        words: '',
        countdownS: 3,
        halfway: false,
        ticks: false,
      },
    ],
  };
  await startRun(page);
  const timer = page.getByRole('region', { name: 'Timer' });
  await expect(page.getByRole('button', { name: 'Done', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(timer).toContainText('Walk up');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(timer).toContainText('Done!💪', { timeout: 30_000 });
  const planned = compileSequence(sequence).events.flatMap((e) =>
    e.kind === 'speak' ? [{ text: e.text, at: e.at }] : [],
  );
  // the user's words first, on the step's start; the tap's step says its name once it comes
  expect(planned[0]!.text).toBe('Rock gently over your palms');
  expect(planned.map((p) => p.text).slice(-2)).toEqual(['Walk up', 'Session over. Good job!']);
  await expectScheduledAsPlanned(page, planned);
});
