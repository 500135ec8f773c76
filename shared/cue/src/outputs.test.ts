import { CueOutputs } from './outputs';
import { SpeechLatency } from './latency';
import { SpeechLead } from './speech-lead';
import { FakeClock, RecordingSpeaker, RecordingTicker, SchedulingSpeaker } from './testing';
import type { RunnerOptions, Speaker } from './ports';
import type { SpeakEvent, TickEvent } from './types';

const cue = (text: string, at: number): SpeakEvent => ({ kind: 'speak', at, text, cues: ['announce'] });
const tick: TickEvent = { kind: 'tick', at: 2000 };

function setup<S extends Speaker>(
  makeSpeaker: (clock: FakeClock) => S,
  options: Partial<RunnerOptions> = {},
) {
  const clock = new FakeClock(1000);
  const speaker = makeSpeaker(clock);
  const ticker = new RecordingTicker(clock);
  const latency = new SpeechLatency();
  const lead = new SpeechLead(clock, speaker, { latency }, () => {});
  const calls: string[] = [];
  const log = jest.fn();
  const outputs = new CueOutputs(
    speaker,
    { ticker, trace: (event, at, outcome) => calls.push(`${outcome} ${event.kind} at ${at}`), ...options },
    lead,
    log,
  );
  return { clock, speaker, ticker, latency, outputs, calls, log };
}

describe('CueOutputs', () => {
  it('speaks at once, traced, and the speech lead learns from it', () => {
    const { clock, speaker, latency, outputs, calls } = setup(
      (c) => new RecordingSpeaker(c, { latencyMs: 90 }),
    );
    outputs.say('Hold', 1000, cue('Hold', 0), { planMs: 1000, intendedMs: 1000 });
    expect(speaker.texts()).toEqual(['Hold']);
    expect(calls).toEqual(['fired speak at 1000']);
    clock.advance(100);
    expect(latency.estimate('default')).toBe(90);
  });

  it('hands a cue to a scheduling speaker for its deadline', () => {
    const { speaker, outputs, calls } = setup((c) => new SchedulingSpeaker(c));
    outputs.schedule(cue('Rest', 5000), 5000, { planMs: 6000, intendedMs: 5000 });
    expect(speaker.scheduled).toEqual([{ text: 'Rest', at: 6000, calledAt: 1000 }]);
    expect(calls).toEqual(['fired speak at 5000']);
  });

  it('hands a tick to the ticker with its deadline', () => {
    const { ticker, outputs, calls } = setup((c) => new RecordingSpeaker(c));
    outputs.tick(tick, 2900, { planMs: 3000, intendedMs: 2900 });
    expect(ticker.ticks).toEqual([{ at: 3000, calledAt: 1000 }]);
    expect(calls).toEqual(['fired tick at 2900']);
  });

  it('unlocks the ticker, then the speaker; a failure, thrown or rejected, is only logged', async () => {
    const order: string[] = [];
    const { outputs, log } = setup(
      () => ({
        speak: () => {
          throw new Error('synthesis-failed');
        },
        cancel: () => {},
        unlock: async () => {
          order.push('speaker');
          throw new Error('no audio');
        },
      }),
      {
        ticker: {
          tick: () => {
            throw new Error('closed');
          },
          unlock: () => {
            order.push('ticker');
          },
        },
      },
    );
    outputs.unlock();
    expect(order).toEqual(['ticker', 'speaker']);
    outputs.say('Hold', 0, cue('Hold', 0), { planMs: 0, intendedMs: 0 });
    outputs.tick(tick, 0, { planMs: 0, intendedMs: 0 });
    await Promise.resolve();
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'Speech failed',
      'Tick failed',
      'Audio unlock failed',
    ]);
  });

  it('silences speech and scheduled ticks; the next utterance queues behind none', () => {
    const { clock, speaker, ticker, latency, outputs } = setup(
      (c) => new RecordingSpeaker(c, { latencyMs: 50, durationMs: 5000 }),
    );
    const say = (text: string) => outputs.say(text, clock.now(), cue(text, 0), { planMs: 0, intendedMs: 0 });
    say('One');
    clock.advance(5100); // One ended: the speaker reports ends
    say('Two');
    clock.advance(100); // Two is speaking
    outputs.silence();
    expect(speaker.cancels).toEqual([6200]);
    expect(ticker.cancels).toBe(1);
    say('Three'); // not queued behind Two, which never reports an end now
    clock.advance(100);
    expect(latency.sampleCount('default')).toBe(3);
    expect(latency.estimate('default')).toBe(50);
  });
});
