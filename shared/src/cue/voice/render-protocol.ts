// What the page and the voice's Web Worker say to each other.
import type { PhraseVoice, RenderedPhrase } from './phrases';

export interface RenderRequest {
  id: number;
  texts: string[];
  voice: PhraseVoice;
}

export type RenderReply =
  | { id: number; phrases: RenderedPhrase[]; /** Time the engine took for these phrases. */ renderMs: number }
  | { id: number; error: string };

/** At most this many phrases in one request (a session speaks a few dozen distinct ones). */
export const MAX_PHRASES_PER_REQUEST = 500;
/** A phrase longer than this is not a cue: it is refused rather than rendered for seconds. */
export const MAX_PHRASE_CHARS = 200;
