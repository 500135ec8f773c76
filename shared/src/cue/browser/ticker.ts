import type { Ticker } from '../runner';
import { audioTimeOf } from './audio-time';
import { browserGlobals, type AudioContextLike, type OscillatorLike } from './dom';

export interface TickerOptions {
  /** Hz; default 880. */
  frequency?: number;
  /** Length of the blip (ms); default 120. */
  durationMs?: number;
  /** 0..1; default TICK_VOLUME. */
  volume?: number;
  /**
   * The runner's clock. Default `performance.now()`, whose mapping to audio time comes from
   * `AudioContext.getOutputTimestamp()` (so the tick is heard, not just started, on time).
   */
  now?: () => number;
  /** Injected for tests; default a new AudioContext on first use. */
  createContext?: () => AudioContextLike;
}

/** A tick's loudness at full cue volume: a blip under the voice, not over it. */
export const TICK_VOLUME = 0.4;

export interface WebAudioTicker extends Ticker {
  /** Creates/resumes the AudioContext: call it from the tap that starts a session. */
  unlock(): Promise<void>;
  cancel(): void;
  close(): Promise<void>;
}

/**
 * Ticks as short sine blips scheduled on the AudioContext clock, which plays them to the sample
 * whatever the main thread is doing. Touches no browser global until first used.
 */
export function createWebAudioTicker(options: TickerOptions = {}): WebAudioTicker {
  const frequency = options.frequency ?? 880;
  const length = (options.durationMs ?? 120) / 1000;
  const volume = options.volume ?? TICK_VOLUME;
  const usePerformance = !options.now;
  const now = options.now ?? (() => (browserGlobals().performance ?? Date).now());
  let ctx: AudioContextLike | undefined;
  const scheduled = new Set<OscillatorLike>();

  const context = (): AudioContextLike => {
    if (!ctx) {
      const Ctx = browserGlobals().AudioContext;
      if (!options.createContext && !Ctx) throw new Error('Web Audio is not available');
      ctx = options.createContext ? options.createContext() : new Ctx!();
    }
    return ctx;
  };

  const audioTime = (c: AudioContextLike, atMs: number) => audioTimeOf(c, atMs, now, usePerformance);

  const ticker: WebAudioTicker = {
    async unlock() {
      const c = context();
      if (c.state === 'suspended') await c.resume();
    },
    tick(atClockMs) {
      const c = context();
      if (c.state === 'suspended') void c.resume();
      const at = Math.max(c.currentTime, audioTime(c, atClockMs));
      const osc = c.createOscillator();
      const gain = c.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(volume, at + 0.005);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
      osc.connect(gain as never);
      gain.connect(c.destination as never);
      osc.onended = () => {
        scheduled.delete(osc);
        gain.disconnect();
      };
      scheduled.add(osc);
      osc.start(at);
      osc.stop(at + length + 0.01);
    },
    cancel() {
      for (const osc of scheduled) {
        try {
          osc.stop();
        } catch {
          // some engines refuse a second stop(): disconnecting silences it anyway
        }
        osc.disconnect();
      }
      scheduled.clear();
    },
    async close() {
      ticker.cancel();
      await ctx?.close();
      ctx = undefined;
    },
  };
  return ticker;
}
