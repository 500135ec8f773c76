import { useEffect, useState } from 'react';

/** The voice a user gets when they have not chosen one: the best of `preferredVoices`. */
export const DEFAULT_VOICE_URI = 'default';

/** Voices of this vendor read cues badly; they are left out of the choice. */
const EXCLUDED_VENDOR = /microsoft/i;
const SEARCH_ENGINE_VENDOR = /google/i;
/** A named voice ('Samantha', 'Daniel') rather than one named after its language. */
const isNamed = (v: SpeechSynthesisVoice) => !/english|\ben[-_]/i.test(v.name);

type Voice = Pick<SpeechSynthesisVoice, 'name' | 'lang' | 'voiceURI'>;

/**
 * The voices offered for cues, best first: English voices not from the excluded vendor, the
 * search engine's first, then named voices, then the rest. No English voice at all: every
 * voice, so the choice is never empty on a device that has some.
 */
export function preferredVoices<V extends Voice>(voices: readonly V[]): V[] {
  const english = voices.filter(
    (v) => /^en\b/i.test(v.lang.replace('_', '-')) && !EXCLUDED_VENDOR.test(v.name),
  );
  const rank = (v: V) =>
    SEARCH_ENGINE_VENDOR.test(v.name) ? 0 : isNamed(v as unknown as SpeechSynthesisVoice) ? 1 : 2;
  const list = english.length ? english : [...voices];
  return list
    .map((v, i) => ({ v, i }))
    .sort((a, b) => rank(a.v) - rank(b.v) || a.i - b.i)
    .map(({ v }) => v);
}

/** The voice to speak with: the chosen one while the device has it, else the best available. */
export function pickVoice<V extends Voice>(
  voices: readonly V[],
  voiceURI: string | undefined,
): V | undefined {
  const chosen =
    voiceURI && voiceURI !== DEFAULT_VOICE_URI ? voices.find((v) => v.voiceURI === voiceURI) : undefined;
  return chosen ?? preferredVoices(voices)[0];
}

/** The browser's voices; they often arrive a moment after load (`voiceschanged`). */
export function useVoices(): SpeechSynthesisVoice[] {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth?.getVoices() ?? []);
  useEffect(() => {
    if (!synth) return;
    const update = () => setVoices(synth.getVoices());
    update();
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, [synth]);
  return voices;
}
