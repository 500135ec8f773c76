import type { CraftBlock, CraftItem, CraftSequence, CraftStep } from '@handyq/cue/cue-craft';

/** A timed step, its calls as most steps want them: the last 3 seconds counted. */
export const step = (
  name: string,
  durationS: number | null,
  words = '',
  calls: Partial<CraftStep> = {},
): CraftStep => ({
  kind: 'step',
  name,
  durationS,
  words,
  countdownS: durationS !== null && durationS >= 10 ? 3 : 0,
  halfway: false,
  ticks: false,
  ...calls,
});

export const block = (name: string, repeat: number, restS: number, items: CraftItem[]): CraftBlock => ({
  kind: 'block',
  name,
  repeat,
  restS,
  items,
});

/** The starters' names, in 'Start from': the first comes with the page, the others when chosen. */
export const STARTER_NAMES = [
  'Wall handstand ladder',
  'Shoulder-opening warm-up',
  'Press negatives circuit',
] as const;

/** The builder's first sequence, written from the Library's chest-to-wall line hold. */
export const FIRST_STARTER: CraftSequence = {
  name: 'Wall handstand ladder',
  getReadyS: 10,
  items: [
    step('Wrist warm-up', 45, 'Wrist circles, then rock gently over your palms'),
    block('Ladder', 3, 45, [
      step('Hold 20', 20, 'Chest to the wall: push tall', { halfway: true }),
      step('Hold 30', 30, 'Squeeze your legs, ribs in', { halfway: true }),
      step('Hold 40', 40, 'Stay long through the shoulders', { halfway: true }),
    ]),
    step('Shake out', 30, 'Come down and shake out your wrists'),
  ],
};

/** A sequence of one's own from nothing: one step to fill in. */
export const blankSequence = (): CraftSequence => ({
  name: 'My sequence',
  getReadyS: 5,
  items: [step('', 30)],
});
