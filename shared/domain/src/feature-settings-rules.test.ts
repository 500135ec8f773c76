import { TOOL_KEYS } from './constants';
import { ABSOLUTE_LIMITS, BUILT_IN_SHAPES, defaultFeatureSettings, toolInputs } from './features';
import {
  FALLBACK_LIMITS,
  MAX_SETTINGS_SHAPES,
  addShape,
  alignRange,
  canRemoveShape,
  clamp,
  clampDefault,
  inputLimits,
  isCustomShape,
  normaliseFeatureSettings,
  normaliseInput,
  normaliseShapes,
  removeShape,
  stepLimits,
  withMax,
  withMin,
  withStep,
} from './feature-settings-rules';

const HOLD = { min: 5, max: 400 }; // HoldOn's hold time
const fallback = { range: { min: 5, max: 90, step: 5 }, value: 60 };

/** Every rule at once, for one input. */
function expectValid(range: { min: number; max: number; step: number }, value: number, limits = HOLD) {
  expect(range.min).toBeGreaterThanOrEqual(limits.min);
  expect(range.max).toBeLessThanOrEqual(limits.max);
  expect(range.min).toBeLessThan(range.max);
  expect(range.step).toBeGreaterThanOrEqual(1);
  expect(range.step).toBeLessThanOrEqual(range.max - range.min);
  expect(value).toBeGreaterThanOrEqual(range.min);
  expect(value).toBeLessThanOrEqual(range.max);
  expect((value - range.min) % range.step).toBe(0);
  expect((range.max - value) % range.step).toBe(0);
  for (const n of [range.min, range.max, range.step, value]) expect(Number.isInteger(n)).toBe(true);
}

describe('clamp and limits', () => {
  it('clamps into [min, max]', () => {
    expect(clamp(-3, 0, 10)).toBe(0);
    expect(clamp(30, 0, 10)).toBe(10);
    expect(clamp(4, 0, 10)).toBe(4);
  });

  it('reads the absolute limits per tool, common inputs included', () => {
    expect(inputLimits('holdOn', 'holdTime')).toEqual({ min: 5, max: 400 });
    expect(inputLimits('entryBuddy', 'holdTime')).toEqual({ min: 0, max: 30 });
    expect(inputLimits('drillDJ', 'restTime')).toEqual({ min: 5, max: 400 });
    expect(inputLimits('holdOn', 'nope')).toEqual(FALLBACK_LIMITS);
  });

  it('limits the step to 1 .. the range width, and at least 1 for an empty range', () => {
    expect(stepLimits({ min: 5, max: 90, step: 5 })).toEqual({ min: 1, max: 85 });
    expect(stepLimits({ min: 3, max: 3, step: 1 })).toEqual({ min: 1, max: 1 });
  });
});

describe('live edits', () => {
  const range = { min: 5, max: 90, step: 5 };

  it('a new minimum stays whole, inside the limits and below the maximum', () => {
    expect(withMin(range, 12.4, HOLD)).toEqual({ min: 12, max: 90, step: 5 });
    expect(withMin(range, 0, HOLD).min).toBe(5);
    expect(withMin(range, 200, HOLD).min).toBe(89);
  });

  it('a new maximum stays whole, inside the limits and above the minimum', () => {
    expect(withMax(range, 500, HOLD)).toEqual({ min: 5, max: 400, step: 5 });
    expect(withMax(range, 1, HOLD).max).toBe(6);
  });

  it('narrowing the range below the step shrinks the step to the width', () => {
    expect(withMin(range, 87, HOLD)).toEqual({ min: 87, max: 90, step: 3 });
    expect(withMax(range, 6, HOLD)).toEqual({ min: 5, max: 6, step: 1 });
  });

  it('the step is whole, at least 1 and at most the width', () => {
    expect(withStep(range, 0)).toEqual({ ...range, step: 1 });
    expect(withStep(range, 100)).toEqual({ ...range, step: 85 });
    expect(withStep(range, 7.6)).toEqual({ ...range, step: 8 });
  });

  it('clamps the default into the range', () => {
    expect(clampDefault(2, range)).toBe(5);
    expect(clampDefault(95, range)).toBe(90);
    expect(clampDefault(42.6, range)).toBe(43);
  });
});

describe('alignRange', () => {
  it('keeps a range already on the grid of the default', () => {
    expect(alignRange({ min: 10, max: 120, step: 10 }, 40, HOLD)).toEqual({ min: 10, max: 120, step: 10 });
  });

  it('moves min and max to the nearest default + k·step', () => {
    expect(alignRange({ min: 12, max: 88, step: 5 }, 60, HOLD)).toEqual({ min: 10, max: 90, step: 5 });
    expect(alignRange({ min: 5, max: 90, step: 7 }, 60, HOLD)).toEqual({ min: 11, max: 88, step: 7 });
  });

  it('moves an end towards the default when the nearest grid point is outside the limits', () => {
    // 398 is nearest to 410, past the limit 400
    expect(alignRange({ min: 5, max: 398, step: 25 }, 60, HOLD)).toEqual({ min: 10, max: 385, step: 25 });
  });

  it('shrinks the step when both ends would land on the default', () => {
    // 0..10 with the default 5 and step 10: no grid point but 5 fits in 0..10
    expect(alignRange({ min: 0, max: 10, step: 10 }, 5, { min: 0, max: 10 })).toEqual({
      min: 0,
      max: 10,
      step: 5,
    });
  });

  it('a default at an end keeps that end', () => {
    expect(alignRange({ min: 5, max: 90, step: 20 }, 5, HOLD)).toEqual({ min: 5, max: 85, step: 20 });
    expect(alignRange({ min: 5, max: 90, step: 20 }, 90, HOLD)).toEqual({ min: 10, max: 90, step: 20 });
  });
});

describe('normaliseInput', () => {
  it('clamps into the limits, orders min and max, fits the step and aligns from the default', () => {
    const { range, value } = normaliseInput({ min: 500, max: 1, step: 0 }, 1000, HOLD, fallback);
    expect(range).toEqual({ min: 5, max: 400, step: 1 });
    expect(value).toBe(400);
  });

  it('clamps the default into the range, then aligns', () => {
    const out = normaliseInput({ min: 70, max: 90, step: 5 }, 60, HOLD, fallback);
    expect(out).toEqual({ range: { min: 70, max: 90, step: 5 }, value: 70 });
  });

  it('widens an empty range by one (down when at the upper limit)', () => {
    expect(normaliseInput({ min: 20, max: 20, step: 1 }, 20, HOLD, fallback).range).toEqual({
      min: 20,
      max: 21,
      step: 1,
    });
    expect(normaliseInput({ min: 400, max: 400, step: 1 }, 400, HOLD, fallback).range).toEqual({
      min: 399,
      max: 400,
      step: 1,
    });
  });

  it('takes the fallback for missing or broken numbers', () => {
    expect(normaliseInput(undefined, undefined, HOLD, fallback)).toEqual(fallback);
    expect(normaliseInput({ min: Number.NaN, max: Infinity, step: 5 }, Number.NaN, HOLD, fallback)).toEqual(
      fallback,
    );
  });

  it('always ends valid (a sweep of awkward inputs)', () => {
    for (const min of [-10, 5, 6, 33, 399, 500])
      for (const max of [0, 5, 7, 61, 398, 400, 900])
        for (const step of [0, 1, 3, 7, 50, 1000])
          for (const value of [-1, 5, 8, 60, 250, 401]) {
            const out = normaliseInput({ min, max, step }, value, HOLD, fallback);
            expectValid(out.range, out.value);
          }
  });
});

describe('normaliseFeatureSettings', () => {
  it.each(TOOL_KEYS)('leaves %s built-in settings as they are', (tool) => {
    expect(normaliseFeatureSettings(tool, defaultFeatureSettings(tool))).toEqual(
      defaultFeatureSettings(tool),
    );
  });

  it('fills missing inputs with the built-in ones and drops unknown ones', () => {
    const out = normaliseFeatureSettings('holdOn', {
      inputSettings: { holdTime: { min: 10, max: 120, step: 10 }, bogus: { min: 1, max: 2, step: 1 } },
      defaultValues: { holdTime: 40, bogus: 1 },
    });
    const builtIn = defaultFeatureSettings('holdOn');
    expect(Object.keys(out.inputSettings)).toEqual(toolInputs('holdOn'));
    expect(out.inputSettings.holdTime).toEqual({ min: 10, max: 120, step: 10 });
    expect(out.defaultValues.holdTime).toBe(40);
    expect(out.inputSettings.restTime).toEqual(builtIn.inputSettings.restTime);
    expect(out.defaultValues.bogus).toBeUndefined();
    expect(out.shapes).toBeUndefined();
  });

  it('keeps every input inside its absolute limits', () => {
    const wild = { min: -1000, max: 1000, step: 3 };
    for (const tool of TOOL_KEYS) {
      const names = toolInputs(tool);
      const out = normaliseFeatureSettings(tool, {
        inputSettings: Object.fromEntries(names.map((n) => [n, wild])),
        defaultValues: Object.fromEntries(names.map((n) => [n, 7])),
      });
      for (const n of names)
        expectValid(out.inputSettings[n]!, out.defaultValues[n]!, ABSOLUTE_LIMITS[tool][n]);
    }
  });

  it('gives ShapeJam the built-in shapes first, then clean custom ones', () => {
    const out = normaliseFeatureSettings('shapeJam', { shapes: ['  Star ', 'tuck', 'star', '', 'L-Sit'] });
    expect(out.shapes).toEqual([...BUILT_IN_SHAPES, 'star', 'l-sit']);
    expect(normaliseFeatureSettings('shapeJam', undefined).shapes).toEqual([...BUILT_IN_SHAPES]);
  });
});

describe('shapes', () => {
  const builtIns = [...BUILT_IN_SHAPES];

  it('adds a custom shape trimmed and lowercased', () => {
    expect(addShape(builtIns, '  Star ')).toEqual([...builtIns, 'star']);
  });

  it('ignores an empty, built-in, already listed or too long shape', () => {
    const list = [...builtIns, 'star'];
    for (const raw of ['', '   ', 'Tuck', ' STAR', 'x'.repeat(41)]) expect(addShape(list, raw)).toEqual(list);
  });

  it('adds nothing to a full list', () => {
    const full = normaliseShapes(Array.from({ length: 60 }, (_, i) => `shape ${i}`));
    expect(full).toHaveLength(MAX_SETTINGS_SHAPES);
    expect(addShape(full, 'one more')).toEqual(full);
  });

  it('removes custom shapes only', () => {
    const list = [...builtIns, 'star'];
    expect(isCustomShape('star')).toBe(true);
    expect(isCustomShape('pike')).toBe(false);
    expect(canRemoveShape(list, 'pike')).toBe(false);
    expect(removeShape(list, 'pike')).toEqual(list);
    expect(removeShape(list, 'star')).toEqual(builtIns);
    expect(removeShape(list, 'moon')).toEqual(list);
  });

  it('never goes below two shapes', () => {
    expect(canRemoveShape(['star', 'moon'], 'star')).toBe(false);
    expect(removeShape(['star', 'moon'], 'star')).toEqual(['star', 'moon']);
    expect(canRemoveShape(['star', 'moon', 'sun'], 'sun')).toBe(true);
  });
});
