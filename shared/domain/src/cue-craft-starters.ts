import type { CraftBlock, CraftItem, CraftSequence, CraftStep } from './cue-craft-rules';

// The first of CueCraft's starter sequences, and the helpers that write them: the builder opens
// with it, and the Library's seeded chest-to-wall line hold carries it (library-seed-items.ts).

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

/** The wall handstand ladder, written from the Library's chest-to-wall line hold. */
export const WALL_LADDER: CraftSequence = {
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
