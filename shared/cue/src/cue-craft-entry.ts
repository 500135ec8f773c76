// CueCraft, apart from the cue engine's entry (which every timer's first load carries whole):
// the sequence model, its limits and checks, and its compiler to the engine's plan. A page that
// builds or runs a sequence loads this (a shared singleton of its own, `@handyq/cue/cue-craft`).
export {
  BUILT_IN_CRAFT_DEFAULTS,
  CUE_CRAFT_LIMITS,
  CUE_CRAFT_MESSAGES,
  craftDefaultsOf,
  defaultBlock,
  defaultStep,
  durationText,
  sequenceSeconds,
  sequenceSummary,
  type CraftBlock,
  type CraftDefaults,
  type CraftItem,
  type CraftProblem,
  type CraftSequence,
  type CraftStep,
} from '@handyq/domain/cue-craft-rules';
export { WALL_LADDER, block as craftBlock, step as craftStep } from '@handyq/domain/cue-craft-starters';
export {
  compileSequence,
  sequenceProblems,
  sequenceTimeline,
  wordsOf,
  type TimelineRow,
} from './tools/cue-craft';
