// The sound outputs: every call to the injected speaker and ticker. Speech is spoken at once
// (watched by the speech lead, so its latency is learned) or handed to a scheduling speaker for
// its deadline; ticks are handed to the ticker with their exact deadline; both are unlocked in
// the user's tap and silenced on a stop. What they play is traced as fired. A speaker, ticker or
// audio failure is only logged: the session goes on (the screen still counts).
import type { Log, RunnerOptions, Speaker, TraceTiming } from './ports';
import type { SpeechLead } from './speech-lead';
import type { CueEvent, SpeakEvent } from './types';

export class CueOutputs {
  constructor(
    private readonly speaker: Speaker,
    private readonly options: Pick<RunnerOptions, 'ticker' | 'trace'>,
    private readonly lead: SpeechLead,
    private readonly log: Log,
  ) {}

  /** Called inside the user's tap, so the browser lets audio play. */
  unlock(): void {
    const ticker = this.options.ticker;
    if (ticker?.unlock) this.safely('Audio unlock failed', () => ticker.unlock?.());
    const speaker = this.speaker;
    if (speaker.unlock) this.safely('Audio unlock failed', () => speaker.unlock?.());
  }

  /** Speaks `text` now, for `event`. */
  say(text: string, now: number, event: CueEvent, timing: TraceTiming): void {
    const options = this.lead.watch(now);
    this.options.trace?.(event, now, 'fired', timing);
    this.safely('Speech failed', () => this.speaker.speak(text, options));
  }

  /** Hands a cue to a scheduling speaker: it sounds at its deadline (or at once, if that passed). */
  schedule(event: SpeakEvent, now: number, timing: TraceTiming): void {
    const speaker = this.speaker;
    this.options.trace?.(event, now, 'fired', timing);
    this.safely('Speech failed', () => speaker.speakAt?.(event.text, timing.planMs, {}));
  }

  /** Hands a tick to the ticker, to play at its deadline `timing.planMs`. */
  tick(event: CueEvent, now: number, timing: TraceTiming): void {
    const ticker = this.options.ticker;
    const deadline = timing.planMs;
    if (ticker) this.safely('Tick failed', () => ticker.tick(deadline));
    this.options.trace?.(event, now, 'fired', timing);
  }

  /** Stops what is speaking and drops what is queued or scheduled, speech and ticks alike. */
  silence(): void {
    this.safely('Speech cancel failed', () => this.speaker.cancel());
    const ticker = this.options.ticker;
    if (ticker?.cancel) this.safely('Tick cancel failed', () => ticker.cancel?.());
    this.lead.forget();
  }

  private safely(message: string, action: () => unknown): void {
    try {
      const result = action();
      if (result instanceof Promise) result.catch((error: unknown) => this.log(message, error));
    } catch (error) {
      this.log(message, error);
    }
  }
}
