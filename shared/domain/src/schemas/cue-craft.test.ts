import {
  BUILT_IN_CRAFT_DEFAULTS,
  CUE_CRAFT_MESSAGES,
  craftDefaultsOf,
  defaultBlock,
  defaultStep,
  durationText,
  sequenceSummary,
  type CraftSequence,
} from '../cue-craft-rules';
import { countFavorites } from '../features';
import {
  SEQUENCE_PARAM_MAX,
  craftDefaultsSchema,
  readSequenceFile,
  readSharedSequence,
  sequenceFile,
  sequenceFileName,
  sequenceParam,
} from './cue-craft';
import { favoritesByToolSchema } from './features';

const seq: CraftSequence = {
  name: 'Wand ladder ✋',
  getReadyS: 5,
  items: [
    {
      kind: 'step',
      name: 'Hold',
      durationS: 20,
      words: 'Push tall',
      countdownS: 3,
      halfway: true,
      ticks: false,
    },
    {
      kind: 'block',
      name: 'Ladder',
      repeat: 2,
      restS: 30,
      items: [
        {
          kind: 'step',
          name: 'Walk up',
          durationS: null,
          words: '',
          countdownS: 0,
          halfway: false,
          ticks: false,
        },
      ],
    },
  ],
};

describe('a sequence shared as a link', () => {
  test('comes back as it went, any language in its words', () => {
    const param = sequenceParam(seq)!;
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readSharedSequence(param)).toEqual(seq);
  });

  test('a damaged, hostile or too long one is refused, not half read', () => {
    const param = sequenceParam(seq)!;
    expect(readSharedSequence(param.slice(0, -5))).toBeNull();
    expect(readSharedSequence(`${param}!`)).toBeNull();
    expect(readSharedSequence('a'.repeat(SEQUENCE_PARAM_MAX + 1))).toBeNull();
    // well-formed JSON that breaks a rule: no steps
    expect(readSharedSequence(sequenceParam({ ...seq, items: [] })!)).toBeNull();
    // a block with a repeat past the limit
    const over = { ...seq, items: [{ ...seq.items[1]!, repeat: 51 }] } as CraftSequence;
    expect(readSharedSequence(sequenceParam(over)!)).toBeNull();
  });

  test('one too long for a link has none (it goes as a file)', () => {
    const step = seq.items[0]!;
    const long = { ...seq, items: Array.from({ length: 200 }, () => ({ ...step, words: 'w'.repeat(100) })) };
    expect(sequenceParam(long as CraftSequence)).toBeNull();
  });
});

describe('a sequence kept as a file', () => {
  test('is read back whole, and named after the sequence and the day', () => {
    const text = JSON.stringify(sequenceFile(seq, 7));
    expect(readSequenceFile(text)).toEqual({ sequence: seq });
    expect(sequenceFileName('Wand ladder ✋', new Date('2026-12-07T10:00:00Z'))).toBe(
      'handyq-cuecraft-wand-ladder-2026-12-07.json',
    );
    expect(sequenceFileName('✋', new Date('2026-12-07T10:00:00Z'))).toBe('handyq-cuecraft-2026-12-07.json');
  });

  test.each([
    ['{"app": "HandyQ",', 'This file is not a HandyQ CueCraft file (it is not JSON).'],
    ['{"app": "HandyQ", "kind": "favorites", "version": 1}', 'This file is not a HandyQ CueCraft file.'],
    ['[]', 'This file is not a HandyQ CueCraft file.'],
    [
      JSON.stringify({ ...sequenceFile(seq), version: 2 }),
      'This CueCraft file is from a newer HandyQ: it cannot be read here.',
    ],
    [
      JSON.stringify(sequenceFile({ ...seq, items: [] })),
      'The sequence in this file has a problem: Add at least one step.',
    ],
    [' '.repeat(200_001), 'This file is too large to be a CueCraft file.'],
  ])('%#: a wrong file says what is wrong', (text, error) => {
    expect(readSequenceFile(text)).toEqual({ error });
  });
});

describe('a sequence kept as a favorite', () => {
  const favorite = { name: 'Morning', dateCreated: 1, inputs: seq };

  test('is one of the favorites, checked as the builder checks it, at the place to fix', () => {
    expect(favoritesByToolSchema.parse({ cueCraft: [favorite] })).toEqual({ cueCraft: [favorite] });
    const empty = favoritesByToolSchema.safeParse({
      cueCraft: [{ ...favorite, inputs: { ...seq, items: [{ ...seq.items[1]!, items: [] }] } }],
    });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cueCraft.0.inputs.items.0.items', CUE_CRAFT_MESSAGES.emptyBlock],
    ]);
  });

  test('counts with the timers’ favorites toward the plan’s limit', () => {
    expect(
      countFavorites({ holdOn: [favorite], cueCraft: [favorite, { ...favorite, name: 'Evening' }] }),
    ).toBe(3);
  });

  test('is summed up in a list as its steps and time (a block’s steps counted once, its rounds timed)', () => {
    // 5 s get-ready + 20 s + 2 rounds of a tap step with a 30 s rest between them
    expect(sequenceSummary(seq)).toBe('2 steps · 55 s');
    expect(sequenceSummary({ getReadyS: 0, items: [seq.items[0]!] })).toBe('1 step · 20 s');
    expect(durationText(90)).toBe('1 min 30 s');
    expect(durationText(7200)).toBe('2 h');
  });
});

describe('CueCraft’s settings', () => {
  test('start new steps and blocks; a user with none gets the built-in ones', () => {
    expect(craftDefaultsOf(undefined)).toEqual(BUILT_IN_CRAFT_DEFAULTS);
    const own = { ...BUILT_IN_CRAFT_DEFAULTS, stepS: 45, halfway: true, repeat: 3, restS: 30 };
    expect(defaultStep(own)).toMatchObject({ kind: 'step', name: '', durationS: 45, halfway: true });
    expect(defaultBlock(craftDefaultsOf({ cueCraft: own }))).toMatchObject({
      repeat: 3,
      restS: 30,
      items: [{ durationS: 45, countdownS: 3 }],
    });
  });

  test('are kept within what the builder offers, with no field it does not know', () => {
    expect(craftDefaultsSchema.safeParse(BUILT_IN_CRAFT_DEFAULTS).success).toBe(true);
    for (const wrong of [{ stepS: 0 }, { repeat: 51 }, { restS: 601 }, { getReadyS: -5 }, { words: 'x' }]) {
      expect(craftDefaultsSchema.safeParse({ ...BUILT_IN_CRAFT_DEFAULTS, ...wrong }).success).toBe(false);
    }
  });
});
