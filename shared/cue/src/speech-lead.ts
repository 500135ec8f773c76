// How early speech is called, learned per voice. Each utterance spoken at once is watched: its
// start minus its call (or minus the end of the utterance it queued behind) is a latency sample
// for the voice, kept in the shared `SpeechLatency` so the next session starts with it; the lead
// is that estimate, capped. A speaker that schedules cues on its own clock needs no lead: the plan
// starts `SCHEDULE_START_MS` after Start instead.
import { SpeechLatency } from './latency';
import type { Clock, RunnerOptions, SpeakOptions, Speaker } from './ports';

/**
 * With a scheduling speaker, the plan starts this much after Start, so the first cue is
 * scheduled before it must be rendered: more than an audio output's latency (42 ms in Chromium
 * here, 150–250 ms over Bluetooth). At 50 ms the bench heard the first cue 7 ms late.
 */
export const SCHEDULE_START_MS = 250;

const DEFAULT_VOICE = 'default';

interface Utterance {
  callAt: number;
  startedAt?: number;
  endedAt?: number;
  prev?: Utterance;
}

export class SpeechLead {
  private readonly latency: SpeechLatency;
  private readonly maxLead: number;
  private lastUtterance: Utterance | undefined;
  private endsSeen = false;

  constructor(
    private readonly clock: Clock,
    private readonly speaker: Speaker,
    options: Pick<RunnerOptions, 'latency' | 'maxSpeechLeadMs'>,
    /** A sample was learned: the lead may have changed. */
    private readonly learned: () => void,
  ) {
    this.latency = options.latency ?? new SpeechLatency();
    this.maxLead = options.maxSpeechLeadMs ?? 400;
  }

  /** How early speech is called now, for the current voice. */
  ms(): number {
    if (this.speaker.speakAt) return SCHEDULE_START_MS;
    const estimate = this.latency.estimate(this.voice());
    return Math.min(this.maxLead, Math.max(0, estimate ?? 0));
  }

  /** Watches an utterance about to be spoken at clock time `now`: speak it with these options. */
  watch(now: number): SpeakOptions {
    const u: Utterance = { callAt: now, prev: this.lastUtterance };
    this.lastUtterance = u;
    // links are dropped as utterances start; cut what never starts, or the chain keeps them all
    let tail = u;
    for (let depth = 0; depth < 4 && tail.prev; depth++) tail = tail.prev;
    tail.prev = undefined;
    const voice = this.voice();
    return {
      onStart: () => {
        if (u.startedAt !== undefined) return;
        u.startedAt = this.clock.now();
        this.learn(voice, u);
      },
      onEnd: () => {
        if (u.endedAt !== undefined) return;
        u.endedAt = this.clock.now();
        this.endsSeen = true;
      },
    };
  }

  /** Speech was cancelled: the next utterance queues behind none. */
  forget(): void {
    this.lastUtterance = undefined;
  }

  private voice(): string {
    return this.speaker.voiceId ?? DEFAULT_VOICE;
  }

  /**
   * One latency sample: onstart minus the speak call, or minus the previous utterance's end when
   * this one queued behind it. Queued behind one still speaking (known because the speaker
   * reports ends), the sample says nothing about the voice and is dropped.
   */
  private learn(voice: string, u: Utterance): void {
    let base = u.callAt;
    const prev = u.prev;
    u.prev = undefined;
    if (prev) {
      if (prev.endedAt !== undefined) base = Math.max(base, prev.endedAt);
      else if (this.endsSeen && prev.startedAt !== undefined) return;
    }
    this.latency.record(voice, (u.startedAt ?? base) - base);
    this.learned();
  }
}
