import type { CraftSequence } from '@handyq/cue/cue-craft';
import { FIRST_STARTER, block, step } from './starters';

/**
 * Sequences to start from, written from the Library's own drills (the chest-to-wall line hold,
 * the wall walk-up, the hollow body hold), in STARTER_NAMES' order: the builder is never empty.
 * All but the first load when one is chosen, not with the page.
 */
export const STARTERS: readonly CraftSequence[] = [
  FIRST_STARTER,
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
