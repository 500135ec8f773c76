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

/**
 * Sequences to start from, written from the Library's own drills (the chest-to-wall line hold,
 * the wall walk-up, the hollow body hold): the builder is never empty.
 */
export const STARTERS: readonly CraftSequence[] = [
  {
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
  },
  {
    name: 'Shoulder-opening warm-up',
    getReadyS: 5,
    items: [
      step('Arm circles', 30, 'Big arm circles, both ways'),
      block('Openers', 2, 15, [
        step('Wall slides', 30, 'Back to the wall, slide your arms up'),
        step('Puppy pose', 40, 'Chest to the floor, arms long', { halfway: true }),
        step('Hollow body', 30, 'Lower back down, arms by your ears'),
      ]),
      step('Ready to go up', null, 'Tap Done when your shoulders feel open'),
    ],
  },
  {
    name: 'Press negatives circuit',
    getReadyS: 10,
    items: [
      block('Circuit', 3, 60, [
        block('Negatives', 3, 20, [
          step('Walk up', null, 'Walk up the wall, then tap Done'),
          step('Lower slowly', 8, 'Lower slowly, hips over hands', { countdownS: 5, ticks: true }),
        ]),
        step('Hollow hold', 30, 'Hollow body: press your back down', { halfway: true }),
      ]),
    ],
  },
];

/** A sequence of one's own from nothing: one step to fill in. */
export const blankSequence = (): CraftSequence => ({
  name: 'My sequence',
  getReadyS: 5,
  items: [step('', 30)],
});
