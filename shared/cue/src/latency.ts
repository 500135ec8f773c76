/**
 * Learned speech latency per voice: how long after `speak()` each voice actually starts (the
 * utterance's onstart). A moving median of the last few clean samples, so one slow start (a
 * busy synth, a cold voice) does not move it much. Keep one instance for the app's lifetime so
 * what a voice taught carries over to the next session.
 */
export class SpeechLatency {
  private readonly samples = new Map<string, number[]>();
  private readonly window: number;
  private readonly maxSampleMs: number;

  constructor(options: { window?: number; maxSampleMs?: number } = {}) {
    this.window = Math.max(1, options.window ?? 7);
    this.maxSampleMs = options.maxSampleMs ?? 2000;
  }

  /** Adds a measured latency (ms); impossible values are ignored. */
  record(voice: string, ms: number): void {
    if (!Number.isFinite(ms) || ms < 0 || ms > this.maxSampleMs) return;
    const list = this.samples.get(voice) ?? [];
    list.push(ms);
    if (list.length > this.window) list.shift();
    this.samples.set(voice, list);
  }

  /** The voice's current estimate (ms), or null before its first sample. */
  estimate(voice: string): number | null {
    const list = this.samples.get(voice);
    if (!list?.length) return null;
    const sorted = [...list].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  }

  sampleCount(voice: string): number {
    return this.samples.get(voice)?.length ?? 0;
  }
}
