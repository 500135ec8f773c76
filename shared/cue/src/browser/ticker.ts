import type { Ticker } from '../runner';
import { createAudioClock, type AudioClockOptions } from './audio-clock';
import type { OscillatorLike } from './dom';

export interface TickerOptions extends AudioClockOptions {
  /** Hz; default 880. */
  frequency?: number;
  /** Length of the blip (ms); default 120. */
  durationMs?: number;
  /** 0..1; default TICK_VOLUME. */
  volume?: number;
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
  const clock = createAudioClock(options);
  const scheduled = new Set<OscillatorLike>();

  const ticker: WebAudioTicker = {
    unlock: clock.unlock,
    tick(atClockMs) {
      const c = clock.context();
      const at = clock.audioTime(atClockMs);
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
      await clock.close();
    },
  };
  return ticker;
}
