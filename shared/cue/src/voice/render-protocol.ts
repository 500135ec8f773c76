// What the page and the voice's Web Worker say to each other.
import type { PhraseVoice, RenderedPhrase } from './phrases';

export interface RenderRequest {
  id: number;
  texts: string[];
  voice: PhraseVoice;
  /** Load the engine and warm it up (nothing is sent back but the time it took). */
  warm?: boolean;
}

export type RenderReply =
  | { id: number; phrases: RenderedPhrase[]; /** Time the engine took for these phrases. */ renderMs: number }
  | { id: number; error: string };

/** At most this many phrases in one request (a session speaks a few dozen distinct ones). */
export const MAX_PHRASES_PER_REQUEST = 500;
/** A phrase longer than this is not a cue: it is refused rather than rendered for seconds. */
export const MAX_PHRASE_CHARS = 200;

/**
 * Said (and thrown away) to warm the engine up: its first phrases run in the JavaScript engine's
 * slowest tier (a default HoldOn's phrases: about 560 ms cold, 130 ms after this, 50 ms hot).
 */
export const WARM_UP_TEXT =
  'Get ready in 10 seconds. 1st set. Hold. Halfway. Rest. 9, 8, 7, 6, 5, 4, 3, 2, 1. Session over. Good job!';
export const WARM_UP_ROUNDS = 3;
