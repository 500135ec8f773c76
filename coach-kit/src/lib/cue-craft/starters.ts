import {
  WALL_LADDER,
  craftBlock as block,
  craftStep as step,
  defaultStep,
  type CraftDefaults,
  type CraftSequence,
} from '@handyq/cue/cue-craft';

export { block, step };

/** The starters' names, in 'Start from': the first comes with the page, the others when chosen. */
export const STARTER_NAMES = [
  'Wall handstand ladder',
  'Shoulder-opening warm-up',
  'Press negatives circuit',
] as const;

/** The builder's first sequence, written from the Library's chest-to-wall line hold (which carries it). */
export const FIRST_STARTER: CraftSequence = WALL_LADDER;

/** A sequence of one's own from nothing: one step to fill in, as the user's settings start it. */
export const blankSequence = (defaults: CraftDefaults): CraftSequence => ({
  name: 'My sequence',
  getReadyS: defaults.getReadyS,
  items: [defaultStep(defaults)],
});
