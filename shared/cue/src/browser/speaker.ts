import type { SpeakOptions, Speaker } from '../runner';
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
  /** Told each time the engine's voice stalled and was restarted (with the cue it stalled on). */
  onStall?: (text: string) => void;
  /** Injected for tests; default the window's. */
  synth?: SynthLike;
  Utterance?: UtteranceCtor;
}

/** A slow voice's time to say `text` at `rate` (12 characters a second; a cue's words at rate 1 take about half that). */
const speakingMs = (text: string, rate = 1) => ((text.length / 12) * 1_000) / Math.max(0.1, rate);

/**
 * The longest an utterance of `text` may take at `rate`, from being asked for, before the speech
 * queue is taken to be stuck: a slow voice's time for it plus 3 s for a voice that starts late,
 * or 10 s before the voice has started anything (`cold`): the engine's synthesizer starts with
 * the first utterance (Firefox's speech-dispatcher took over 4 s on a busy machine).
 */
export const stuckAfterMs = (text: string, rate = 1, cold = false) =>
  (cold ? 10_000 : 3_000) + speakingMs(text, rate);

/**
 * The longest an utterance may take once the engine has started it: a slow voice's time for its
 * words plus 1.5 s. WebKit's voice starts an utterance and never ends it; caught this soon, the
 * cues asked for meanwhile are still on time when spoken again.
 */
export const stalledAfterStartMs = (text: string, rate = 1) => 1_500 + speakingMs(text, rate);

/**
 * How late a cue queued behind a stalled one may still be spoken (ms since it was asked for);
 * one older than that is dropped: a countdown's number said seconds late would mislead.
 */
export const RESPEAK_WITHIN_MS = 1_500;

/**
 * A speechSynthesis speaker with the given voice (a SpeechSynthesisVoice, e.g. from
 * `pickVoice`; undefined: the browser's default). Reports each utterance's onstart and onend to
 * the runner. Touches no browser global until it speaks.
 *
 * A watchdog per utterance: one that has not started and ended in time (`stuckAfterMs`, longer
 * for the voice's first), or that
 * started and has not ended in time (`stalledAfterStartMs`), is taken to have stalled the queue,
 * which some engines do (WebKit's: an utterance that starts and never ends, and nothing after it
 * is spoken). The queue is cancelled and the stalled utterance counts as ended; the cues queued
 * behind it are asked for again if they are still on time (`RESPEAK_WITHIN_MS`), else they end
 * unspoken.
 */
export function createSpeechSpeaker(voice: VoiceLike | undefined, options: SpeakerOptions = {}): Speaker {
  interface Live {
    text: string;
    callbacks: SpeakOptions;
    askedAt: number;
    started: boolean;
    ended: boolean;
    u: UtteranceLike;
    watchdog?: ReturnType<typeof setTimeout>;
  }
  // Chromium drops the events of an utterance nothing references: keep them until they end,
  // in the order they were asked for
  const live: Live[] = [];
  /** Whether the engine has started an utterance of this speaker's yet. */
  let warm = false;
  const synth = () => options.synth ?? browserGlobals().speechSynthesis;
  const now = () => Date.now();

  const finish = (one: Live) => {
    if (one.ended) return;
    one.ended = true;
    clearTimeout(one.watchdog);
    const at = live.indexOf(one);
    if (at !== -1) live.splice(at, 1);
    one.callbacks.onEnd?.();
  };
  const detach = (one: Live) => {
    one.u.onstart = one.u.onend = one.u.onerror = null;
    clearTimeout(one.watchdog);
  };

  const stalled = (s: SynthLike, one: Live) => {
    if (one.ended) return;
    console.warn('Speech stalled: the voice is restarted', one.text);
    options.onStall?.(one.text);
    const behind = live.filter((other) => other !== one && !other.started);
    for (const other of [one, ...behind]) detach(other);
    s.cancel();
    finish(one);
    for (const other of behind) {
      live.splice(live.indexOf(other), 1);
      if (now() - other.askedAt <= RESPEAK_WITHIN_MS) say(s, other.text, other.callbacks, other.askedAt);
      else other.callbacks.onEnd?.();
    }
  };

  const say = (s: SynthLike, text: string, callbacks: SpeakOptions, askedAt: number) => {
    const Utterance = options.Utterance ?? browserGlobals().SpeechSynthesisUtterance;
    if (!Utterance) {
      callbacks.onEnd?.();
      return;
    }
    const u = new Utterance(text);
    if (voice) {
      u.voice = voice;
      u.lang = voice.lang;
    }
    if (options.rate !== undefined) u.rate = options.rate;
    if (options.volume !== undefined) u.volume = options.volume;
    const one: Live = { text, callbacks, askedAt, started: false, ended: false, u };
    one.watchdog = setTimeout(() => stalled(s, one), stuckAfterMs(text, options.rate, !warm));
    u.onstart = () => {
      one.started = true;
      warm = true;
      clearTimeout(one.watchdog);
      one.watchdog = setTimeout(() => stalled(s, one), stalledAfterStartMs(text, options.rate));
      callbacks.onStart?.();
    };
    u.onend = () => finish(one);
    u.onerror = () => finish(one);
    live.push(one);
    if (s.paused) s.resume?.();
    s.speak(u as never);
  };

  return {
    voiceId: voice?.voiceURI ?? 'default',
    speak(text, callbacks) {
      const s = synth();
      if (!s) {
        callbacks.onEnd?.();
        return;
      }
      say(s, text, callbacks, now());
    },
    cancel() {
      synth()?.cancel();
      for (const one of live) clearTimeout(one.watchdog);
      live.length = 0;
    },
  };
}
