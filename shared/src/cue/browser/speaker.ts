import type { Speaker } from '../runner';
import {
  browserGlobals,
  type SynthLike,
  type UtteranceCtor,
  type UtteranceLike,
  type VoiceLike,
} from './dom';

export interface SpeakerOptions {
  /** Speech rate (1 is normal). */
  rate?: number;
  volume?: number;
  /** Injected for tests; default the window's. */
  synth?: SynthLike;
  Utterance?: UtteranceCtor;
}

/**
 * The longest an utterance of `text` may take at `rate` before the speech queue is taken to be
 * stuck: a slow voice's time for it (12 characters a second, a cue's words at rate 1 take about
 * half that), plus 3 s for a voice that starts late.
 */
export const stuckAfterMs = (text: string, rate = 1) =>
  3_000 + ((text.length / 12) * 1_000) / Math.max(0.1, rate);

/**
 * A speechSynthesis speaker with the given voice (a SpeechSynthesisVoice, e.g. from
 * `pickVoice`; undefined: the browser's default). Reports each utterance's onstart and onend to
 * the runner. Touches no browser global until it speaks.
 *
 * A watchdog per utterance: one that has not ended long after it should have (`stuckAfterMs`) is
 * taken to have stalled the queue, which some engines do (WebKit's: an utterance that starts and
 * never ends, and nothing after it is spoken). The queue is cancelled, so the next cue is heard,
 * and the utterance counts as ended.
 */
export function createSpeechSpeaker(voice: VoiceLike | undefined, options: SpeakerOptions = {}): Speaker {
  // Chromium drops the events of an utterance nothing references: keep them until they end
  // each with its watchdog's timer
  const live = new Map<UtteranceLike, ReturnType<typeof setTimeout>>();
  const synth = () => options.synth ?? browserGlobals().speechSynthesis;
  return {
    voiceId: voice?.voiceURI ?? 'default',
    speak(text, { onStart, onEnd }) {
      const s = synth();
      const Utterance = options.Utterance ?? browserGlobals().SpeechSynthesisUtterance;
      if (!s || !Utterance) {
        onEnd?.();
        return;
      }
      const u = new Utterance(text);
      if (voice) {
        u.voice = voice;
        u.lang = voice.lang;
      }
      if (options.rate !== undefined) u.rate = options.rate;
      if (options.volume !== undefined) u.volume = options.volume;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearTimeout(live.get(u));
        live.delete(u);
        onEnd?.();
      };
      const watchdog = setTimeout(
        () => {
          if (ended) return;
          console.warn('Speech stalled: the voice is restarted', text);
          s.cancel();
          end();
        },
        stuckAfterMs(text, options.rate),
      );
      u.onstart = () => onStart?.();
      u.onend = end;
      u.onerror = end;
      live.set(u, watchdog);
      if (s.paused) s.resume?.();
      s.speak(u as never);
    },
    cancel() {
      synth()?.cancel();
      for (const watchdog of live.values()) clearTimeout(watchdog);
      live.clear();
    },
  };
}
