import { END_TEXT } from './builder';
import { defaultInputs } from './inputs';
import { CueRunner } from './runner';
import { FakeClock, RecordingSpeaker } from './testing';
import { WORKOUT_COMPLETE_TEXT, stepIntroText, workoutSessions, type WorkoutRunStep } from './workout';

const steps: WorkoutRunStep[] = [
  {
    feature: 'holdOn',
    favoriteName: 'Short',
    inputs: { ...defaultInputs('holdOn'), getReadyTime: 0, holdTime: 5, numSets: 1 },
  },
  {
    feature: 'holdOn',
    favoriteName: '',
    inputs: { ...defaultInputs('holdOn'), getReadyTime: 0, holdTime: 5, numSets: 1 },
  },
];

function run() {
  const clock = new FakeClock(1000);
  const speaker = new RecordingSpeaker(clock);
  const runner = new CueRunner(workoutSessions(steps), { clock, speaker });
  const sessions: number[] = [];
  runner.subscribe((snap) => sessions.push(snap.session));
  return { clock, speaker, runner, sessions, said: () => speaker.calls.map((c) => c.text) };
}

describe('a workout run', () => {
  it('announces each step, plays them one after another and ends with the workout', () => {
    const { clock, runner, said, sessions } = run();
    runner.start();
    clock.advance(60_000);
    const texts = said();
    expect(texts[0]).toBe('Step 1 of 2: HoldOn, Short');
    const second = texts.indexOf('Step 2 of 2: HoldOn');
    expect(second).toBeGreaterThan(0);
    // the first step's end words are left out; the last says the workout is complete
    expect(texts.join(' | ')).not.toContain(END_TEXT);
    expect(texts.at(-1)).toBe(WORKOUT_COMPLETE_TEXT);
    expect(runner.state).toBe('done');
    expect(sessions).toContain(1);
    expect(runner.getSnapshot().session).toBe(1);
  });

  it('starts again from the first step, and a stop silences it in any step', () => {
    const { clock, runner, said, speaker } = run();
    runner.start();
    clock.advance(60_000);
    speaker.calls.length = 0;
    runner.start();
    expect(runner.getSnapshot().session).toBe(0);
    clock.advance(100);
    expect(said()[0]).toBe('Step 1 of 2: HoldOn, Short');
    clock.advance(9_000);
    runner.stop();
    const before = said().length;
    clock.advance(60_000);
    expect(said()).toHaveLength(before);
    expect(runner.state).toBe('idle');
  });

  it('pause, more time and skip act on the step playing', () => {
    const { clock, runner, said } = run();
    runner.start();
    // into the second step's hold
    for (
      let i = 0;
      i < 200 && !(runner.getSnapshot().session === 1 && runner.getSnapshot().phase?.phase === 'hold');
      i++
    ) {
      clock.advance(100);
    }
    expect(runner.getSnapshot()).toMatchObject({
      session: 1,
      phase: { phase: 'hold' },
      canPause: true,
      canEdit: true,
    });
    expect(runner.pause()).toBe(true);
    const paused = said().length;
    clock.advance(10_000);
    expect(said()).toHaveLength(paused);
    expect(runner.resume()).toBe(true);
    expect(runner.addTime(15_000)).toBe(true);
    expect(said().at(-1)).toBe('15 more seconds');
    expect(runner.skipPhase()).toBe(true);
    clock.advance(5_000);
    expect(runner.state).toBe('done');
    expect(said().at(-1)).toBe(WORKOUT_COMPLETE_TEXT);
  });

  it('names the step and its favorite', () => {
    expect(stepIntroText(1, 3, { feature: 'holdOn', favoriteName: 'Wall holds' })).toBe(
      'Step 2 of 3: HoldOn, Wall holds',
    );
  });
});
