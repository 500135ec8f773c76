// Browser adapters for the runner. Import-safe in Node: no browser global is read at load, and
// no DOM type is needed to compile them.
import type { Clock, Speaker, WakeLock } from '../runner';
import { createBrowserClock } from './clock';
import type { VoiceLike } from './dom';
import { createSpeechSpeaker, type SpeakerOptions } from './speaker';
import { TICK_VOLUME, createWebAudioTicker, type WebAudioTicker } from './ticker';
import { createScreenWakeLock } from './wake-lock';

export { createBrowserClock, SPIN_WINDOW_MS } from './clock';
export { createSpeechSpeaker, type SpeakerOptions } from './speaker';
export { TICK_VOLUME, createWebAudioTicker, type TickerOptions, type WebAudioTicker } from './ticker';
export { createScreenWakeLock } from './wake-lock';
export {
  createAudioSpeaker,
  type AudioSpeaker,
  type AudioSpeakerOptions,
  type PhraseAudio,
} from './audio-speaker';
export type { AudioContextLike, DocumentLike, NavigatorLike, VoiceLike } from './dom';

/**
 * Everything a runner needs in the browser; `ticks: false` for no tick sound. `volume` (0–1)
 * scales speech and ticks alike; `rate` is the speech rate (1 normal).
 */
export function createBrowserCueDeps(
  options: {
    voice?: VoiceLike;
    ticks?: boolean;
    volume?: number;
    rate?: number;
    speaker?: SpeakerOptions;
  } = {},
): { clock: Clock; speaker: Speaker; ticker?: WebAudioTicker; wakeLock: WakeLock } {
  const volume = options.volume ?? 1;
  return {
    clock: createBrowserClock(),
    speaker: createSpeechSpeaker(options.voice, { volume, rate: options.rate, ...options.speaker }),
    ...(options.ticks === false ? {} : { ticker: createWebAudioTicker({ volume: TICK_VOLUME * volume }) }),
    wakeLock: createScreenWakeLock(),
  };
}
