import {
  CUE_CRAFT_MESSAGES,
  type CraftBlock,
  type CraftSequence,
  type CraftStep,
} from '@handyq/domain/cue-craft-rules';
import { craftSequenceSchema } from '@handyq/domain/schemas/cue-craft';
import { newPracticeLogEntrySchema } from '@handyq/domain/schemas/practice-log';
import { CueRunner } from '../runner';
import { RunRecorder, sequenceRunEntry } from '../run-record';
import { FakeClock, RecordingSpeaker, displaysOf, phasesOf, spoken, ticksOf } from '../testing';
import { compileSequence, sequenceProblems, sequenceTimeline } from './cue-craft';

const step = (name: string, durationS: number | null, over: Partial<CraftStep> = {}): CraftStep => ({
  kind: 'step',
  name,
  durationS,
  words: '',
  countdownS: 0,
  halfway: false,
  ticks: false,
  ...over,
});
const block = (name: string, repeat: number, restS: number, ...items: CraftBlock['items']): CraftBlock => ({
  kind: 'block',
  name,
  repeat,
  restS,
  items,
});
const seq = (items: CraftSequence['items'], getReadyS = 0): CraftSequence => ({
  name: 'Mine',
  getReadyS,
  items,
});

describe('CueCraft: a sequence compiled to a plan', () => {
  it('plays nested blocks round by round, with a rest between rounds and none after the last', () => {
    const plan = compileSequence(
      seq([
        step('Wrists', 10, { words: 'Wrist circles' }),
        block('Ladder', 2, 20, step('Kick up', 5), block('', 2, 0, step('Hold', 4), step('Down', 3))),
        step('Stretch', 10),
      ]),
    );
    expect(phasesOf(plan)).toEqual([
      [0, 'Wrists', 10_000],
      // Ladder round 1: kick up, then the inner block twice (no rest: it has none)
      [10_000, 'Kick up', 5_000],
      [15_000, 'Hold', 4_000],
      [19_000, 'Down', 3_000],
      [22_000, 'Hold', 4_000],
      [26_000, 'Down', 3_000],
      // between the Ladder's two rounds, its rest
      [29_000, 'Rest', 20_000],
      [49_000, 'Kick up', 5_000],
      [54_000, 'Hold', 4_000],
      [58_000, 'Down', 3_000],
      [61_000, 'Hold', 4_000],
      [65_000, 'Down', 3_000],
      // no rest after the last round: the next step at once
      [68_000, 'Stretch', 10_000],
      [78_000, 'Done!💪', 0],
    ]);
    expect(plan.durationMs).toBe(78_000);
    expect(plan.pausable).toBe(true);
    // each step's words (or its name) at its start
    expect(spoken(plan).slice(0, 3)).toEqual([
      [0, 'Wrist circles'],
      [10_000, 'Kick up'],
      [15_000, 'Hold'],
    ]);
    // the display names the round it is in, and the step that comes next
    const at = (ms: number) => displaysOf(plan).find((d) => d.at === ms)!;
    expect(at(22_000)).toMatchObject({
      label: 'Hold',
      round: 'Ladder 1 of 2 · Round 2 of 2',
      next: { label: 'Down' },
    });
    expect(at(29_000)).toMatchObject({ label: 'Rest', round: 'Ladder 1 of 2', next: { label: 'Kick up' } });
    expect(at(65_000)).toMatchObject({ label: 'Down', next: { label: 'Stretch' } });
    expect(at(68_000)).toMatchObject({ label: 'Stretch', round: null, next: null });
  });

  it("speaks a step 'until I tap' and waits for the tap; the get-ready count comes first", () => {
    const plan = compileSequence(
      seq([step('Press negatives', null, { words: 'Tap when you are down' }), step('Rest', 5)], 3),
    );
    expect(phasesOf(plan).map(([, label]) => label)).toEqual([
      'Get ready',
      'Press negatives',
      'Rest',
      'Done!💪',
    ]);
    expect(plan.events.find((e) => e.kind === 'waitForSignal')).toMatchObject({ label: 'Press negatives' });
    expect(spoken(plan).map(([, text]) => text)).toContain('Tap when you are down');

    // on the runner: the plan clock stands still until the tap, then the next step plays
    const clock = new FakeClock(1000);
    const speaker = new RecordingSpeaker(clock);
    const runner = new CueRunner(plan, { clock, speaker });
    const recorder = new RunRecorder([plan]);
    runner.subscribe((snap) => recorder.observe(snap, runner.planTimeMs(), clock.now(), runner.plan));
    runner.start();
    clock.advance(30_000);
    expect(runner.getSnapshot().state).toBe('waitingForSignal');
    expect(runner.getSnapshot().display?.label).toBe('Press negatives');
    runner.signal();
    clock.advance(10_000);
    expect(runner.getSnapshot().state).toBe('done');
    expect(speaker.texts()).toContain('Rest');
    // the run's log: one set of its steps, both done
    expect(recorder.record().sessions[0]).toEqual({ tool: 'cueCraft', sets: [{ planned: 2, done: 2 }] });
    // its PracticeLog entry, as the API takes it: named after the sequence, no sequence kept
    const entry = sequenceRunEntry('0d9a3f8e-4c1b-4a5e-9f00-123456789abc', recorder.record(), 'Negatives');
    expect(newPracticeLogEntrySchema.parse(entry)).toMatchObject({
      tool: 'cueCraft',
      favoriteName: 'Negatives',
      inputs: {},
      sets: [{ planned: 2, done: 2 }],
    });
  });

  it('calls halfway and the last seconds as chosen, and ticks where nothing is said', () => {
    const plan = compileSequence(seq([step('Plank', 12, { halfway: true, countdownS: 3, ticks: true })]));
    expect(spoken(plan)).toEqual([
      [0, 'Plank'],
      [6_000, 'Halfway'],
      [9_000, '3'],
      [10_000, '2'],
      [11_000, '1'],
      [12_000, 'Session over. Good job!'],
    ]);
    // a tick each second the step is not speaking
    expect(ticksOf(plan)).toEqual([1_000, 2_000, 3_000, 4_000, 5_000, 7_000, 8_000]);
    expect(ticksOf(compileSequence(seq([step('Plank', 12, { ticks: false })])))).toEqual([]);
  });
});

describe("CueCraft: a sequence's timeline (the builder's preview)", () => {
  it('lists what the run plays, from when and for how long: the plan laid out, rounds named', () => {
    const s = seq(
      [
        step('Wrists', 10),
        block('Ladder', 2, 20, step('Kick up', null), block('Pair', 2, 5, step('Hold', 4))),
        step('Stretch', 10),
      ],
      5,
    );
    const { rows, totalS } = sequenceTimeline(s);
    expect(rows.map((r) => [r.startS, r.name, r.seconds, r.round])).toEqual([
      // the get-ready count: its words, then 5, 4, 3, 2, 1
      [0, 'Get ready', 6.2, null],
      [6.2, 'Wrists', 10, null],
      [16.2, 'Kick up', null, 'Ladder 1 of 2'],
      [16.2, 'Hold', 4, 'Ladder 1 of 2 · Pair 1 of 2'],
      [20.2, 'Rest', 5, 'Ladder 1 of 2 · Pair 1 of 2'],
      [25.2, 'Hold', 4, 'Ladder 1 of 2 · Pair 2 of 2'],
      [29.2, 'Rest', 20, 'Ladder 1 of 2'],
      [49.2, 'Kick up', null, 'Ladder 2 of 2'],
      [49.2, 'Hold', 4, 'Ladder 2 of 2 · Pair 1 of 2'],
      [53.2, 'Rest', 5, 'Ladder 2 of 2 · Pair 1 of 2'],
      [58.2, 'Hold', 4, 'Ladder 2 of 2 · Pair 2 of 2'],
      [62.2, 'Stretch', 10, null],
    ]);
    expect(totalS).toBe(72.2);
  });
});

describe('CueCraft: what is wrong with a sequence', () => {
  const messages = (s: CraftSequence) => sequenceProblems(s).map((p) => [p.path.join('.'), p.message]);

  it('names each problem where it is: no steps, an empty block, words too long for their step', () => {
    expect(messages(seq([]))).toEqual([['items', CUE_CRAFT_MESSAGES.noSteps]]);
    expect(messages(seq([step('Warm up', 10), block('Ladder', 3, 0)]))).toEqual([
      ['items.1.items', CUE_CRAFT_MESSAGES.emptyBlock],
    ]);
    const wordy = 'Kick up to the wall and walk your hands in until your chest touches it';
    expect(messages(seq([block('Ladder', 2, 10, step('Up', 2, { words: wordy }))]))).toEqual([
      ['items.0.items.0.words', CUE_CRAFT_MESSAGES.wordsTooLong],
    ]);
    // the same words in a step long enough, or 'until I tap', are fine
    expect(messages(seq([step('Up', 10, { words: wordy }), step('Wait', null, { words: wordy })]))).toEqual(
      [],
    );
  });

  it('refuses a session over 3 hours, counting every round and rest', () => {
    // 8 rounds of (10 min + 10 min) with 10 min rests between: 160 + 70 = 230 min (the rounds
    // alone would be 160)
    const long = seq([block('Long', 8, 600, step('A', 600), step('B', 600))]);
    expect(messages(long)).toEqual([['items', CUE_CRAFT_MESSAGES.tooLong]]);
    // 4 rounds: 80 + 30 = 110 min
    expect(messages(seq([block('Long', 4, 600, step('A', 600), step('B', 600))]))).toEqual([]);
  });

  it('the schema says the same, and refuses blocks 4 deep and hostile numbers', () => {
    const parsed = craftSequenceSchema.safeParse(seq([block('A', 2, 0)]));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.0.items', CUE_CRAFT_MESSAGES.emptyBlock],
    ]);
    const deep = seq([block('1', 2, 0, block('2', 2, 0, block('3', 2, 0, block('4', 2, 0, step('x', 5)))))]);
    expect(craftSequenceSchema.safeParse(deep).error?.issues.map((i) => i.message)).toEqual([
      CUE_CRAFT_MESSAGES.tooDeep,
    ]);
    for (const bad of [
      seq([block('A', 1e9, 0, step('x', 5))]),
      seq([step('x', -5)]),
      seq([step('x', 5, { words: 'w'.repeat(1000) })]),
    ])
      expect(craftSequenceSchema.safeParse(bad).success).toBe(false);
    // a good one parses, its defaults filled
    const good = craftSequenceSchema.parse({
      name: 'Wall ladder',
      items: [{ kind: 'step', name: 'Hold', durationS: 30 }],
    });
    expect(good).toEqual({
      name: 'Wall ladder',
      getReadyS: 5,
      items: [step('Hold', 30)],
    });
  });
});
