// Browser adapters for the runner. Import-safe in Node: no browser global is read at load, and
// no DOM type is needed to compile them.
import type { Clock, Speaker, WakeLock } from '../runner';
import { createBrowserClock } from './clock';
import type { VoiceLike } from './dom';
import { createSpeechSpeaker, type SpeakerOptions } from './speaker';
import { createWebAudioTicker, type WebAudioTicker } from './ticker';
import { createScreenWakeLock } from './wake-lock';

export { createBrowserClock, SPIN_WINDOW_MS } from './clock';
export { createSpeechSpeaker, type SpeakerOptions } from './speaker';
export { createWebAudioTicker, type TickerOptions, type WebAudioTicker } from './ticker';
export { createScreenWakeLock } from './wake-lock';
export type { AudioContextLike, DocumentLike, NavigatorLike, VoiceLike } from './dom';

/** Everything a runner needs in the browser; `ticks: false` for no tick sound. */
export function createBrowserCueDeps(
  options: { voice?: VoiceLike; ticks?: boolean; speaker?: SpeakerOptions } = {},
): { clock: Clock; speaker: Speaker; ticker?: WebAudioTicker; wakeLock: WakeLock } {
  return {
    clock: createBrowserClock(),
    speaker: createSpeechSpeaker(options.voice, options.speaker),
    ...(options.ticks === false ? {} : { ticker: createWebAudioTicker() }),
    wakeLock: createScreenWakeLock(),
  };
}
