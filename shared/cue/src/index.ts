// The cue engine: a plan compiler (tool inputs -> timed events) and a runner that plays a plan
// on an injected clock, speaker, ticker and wake lock. Pure TypeScript; the browser adapters
// read no browser global until used.
export * from './types';
export { formatClock, ordinal, estimateSpeechMs, SPEECH_MS_PER_WORD } from './format';
export * from './inputs';
export {
  CUE_PRIORITY,
  COUNTDOWN_FROM_S,
  DONE_LABEL,
  END_TEXT,
  GET_READY_INTRO_MS,
  GET_READY_PAUSE_MS,
  GET_READY_TEXT,
  HALFWAY_MIN_S,
  HALFWAY_TEXT,
  REST_LABEL,
  SIGNAL_LABEL,
  TICK_PHASE_MIN_MS,
  // for CueCraft's compiler (@handyq/cue/cue-craft), which takes them from this entry: in its own
  // chunk, not a second copy of the builder beside this one's
  PlanBuilder,
  resolveCollisions,
  toMs,
  type Candidate,
} from './builder';
export { compilePlan, planPhases } from './plan';
export { compileHoldOn, HOLD_LABEL, KICK_UP_LABEL } from './tools/hold-on';
export { compileEntryBuddy, DOWN_LABEL, upLabel } from './tools/entry-buddy';
export { compileShapeJam, HANDSTAND_UP_LABEL, HANDSTAND_UP_S } from './tools/shape-jam';
export { compileDrillDJ, calloutRounds, CALLOUT_CUES, DRILL_INTRO_S, DRILL_NAMES } from './tools/drill-dj';
export { SpeechLatency } from './latency';
export * from './runner';
export * from './workout';
export * from './run-record';
export * from './cue-session';
export * from './browser';
export {
  ESPEAK_BASE_WPM,
  PhraseRenderer,
  planPhrases,
  sessionPhrases,
  wordsPerMinute,
  type EspeakEngine,
  type PhraseVoice,
  type RenderedPhrase,
} from './voice/phrases';
export * from './voice/constants';
