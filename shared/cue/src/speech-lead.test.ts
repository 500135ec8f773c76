import { SpeechLatency } from './latency';
import { SCHEDULE_START_MS, SpeechLead } from './speech-lead';
import { FakeClock, RecordingSpeaker, SchedulingSpeaker } from './testing';
import type { Speaker } from './ports';

function setup(speaker?: (clock: FakeClock) => Speaker, maxSpeechLeadMs?: number) {
  const clock = new FakeClock(0);
  const latency = new SpeechLatency();
  const learned = jest.fn();
  const lead = new SpeechLead(
    clock,
    speaker?.(clock) ?? { speak() {}, cancel() {} },
    { latency, maxSpeechLeadMs },
    learned,
  );
  return { clock, latency, learned, lead };
}

describe('SpeechLead', () => {
  it('is 0 until the voice has taught a latency, then its estimate, capped', () => {
    const { latency, lead } = setup(undefined, 300);
    expect(lead.ms()).toBe(0);
    latency.record('default', 120);
    expect(lead.ms()).toBe(120);
    latency.record('default', 900);
    latency.record('default', 900);
    expect(lead.ms()).toBe(300);
  });

  it('is the latency of the speaker’s own voice', () => {
    const { latency, lead } = setup((clock) => new RecordingSpeaker(clock, { voiceId: 'en-GB' }));
    latency.record('default', 200);
    expect(lead.ms()).toBe(0);
    latency.record('en-GB', 80);
    expect(lead.ms()).toBe(80);
  });

  it('is SCHEDULE_START_MS for a speaker that schedules on its own clock, whatever was learned', () => {
    const { latency, lead } = setup((clock) => new SchedulingSpeaker(clock));
    latency.record('on-device', 50);
    expect(lead.ms()).toBe(SCHEDULE_START_MS);
  });

  it('learns the start of an utterance against its call, once, and says it learned', () => {
    const { clock, latency, learned, lead } = setup();
    const options = lead.watch(clock.now());
    clock.advance(140);
    options.onStart?.();
    clock.advance(10);
    options.onStart?.();
    expect(latency.estimate('default')).toBe(140);
    expect(learned).toHaveBeenCalledTimes(1);
  });

  it('measures an utterance queued behind another from that one’s end', () => {
    const { clock, latency, lead } = setup();
    const first = lead.watch(0);
    const second = lead.watch(100);
    clock.advanceTo(90);
    first.onStart?.();
    clock.advanceTo(1000);
    first.onEnd?.();
    clock.advanceTo(1090);
    second.onStart?.();
    expect(latency.estimate('default')).toBe(90);
    expect(latency.sampleCount('default')).toBe(2);
  });

  it('drops the sample of one queued behind an utterance still speaking, once the speaker reports ends', () => {
    const { clock, latency, learned, lead } = setup();
    const a = lead.watch(0);
    clock.advanceTo(100);
    a.onStart?.();
    clock.advanceTo(500);
    a.onEnd?.(); // ends are reported from now on
    const b = lead.watch(600);
    const c = lead.watch(700);
    clock.advanceTo(700);
    b.onStart?.();
    clock.advanceTo(1500);
    c.onStart?.(); // b never reported its end: c's wait says nothing about the voice
    expect(latency.sampleCount('default')).toBe(2);
    expect(learned).toHaveBeenCalledTimes(2);
  });

  it('after forget (speech cancelled), the next utterance queues behind none', () => {
    const { clock, latency, lead } = setup();
    const a = lead.watch(0);
    a.onStart?.();
    a.onEnd?.();
    lead.watch(100); // cancelled before it started
    lead.forget();
    clock.advanceTo(5000);
    const b = lead.watch(5000);
    clock.advanceTo(5070);
    b.onStart?.();
    expect(latency.estimate('default')).toBe(35); // median of 0 and 70
  });
});
