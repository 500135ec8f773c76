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
 * A speechSynthesis speaker with the given voice (a SpeechSynthesisVoice, e.g. from
 * `pickVoice`; undefined: the browser's default). Reports each utterance's onstart and onend to
 * the runner. Touches no browser global until it speaks.
 */
export function createSpeechSpeaker(voice: VoiceLike | undefined, options: SpeakerOptions = {}): Speaker {
  // Chromium drops the events of an utterance nothing references: keep them until they end
  const live = new Set<UtteranceLike>();
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
      const end = () => {
        live.delete(u);
        onEnd?.();
      };
      u.onstart = () => onStart?.();
      u.onend = end;
      u.onerror = end;
      live.add(u);
      if (s.paused) s.resume?.();
      s.speak(u as never);
    },
    cancel() {
      synth()?.cancel();
      live.clear();
    },
  };
}
