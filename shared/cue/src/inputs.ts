// Default inputs per tool (from the built-in settings in features.ts) and a lenient reader that
// turns anything a favorite may hold into complete, in-range inputs.
import type { ToolKey } from '@handyq/domain';
import { ABSOLUTE_LIMITS, defaultFeatureSettings } from '@handyq/domain';
import type {
  Callout,
  CalloutType,
  DrillDJInputs,
  DrillType,
  NestedCallout,
  ShapeHold,
  ToolInputs,
} from './types';

export const DEFAULT_CALLOUT_STEP = 10;
export const CALLOUT_STEP_INCREMENT = 5;
/** HoldOn offers the callout step only from this hold time. */
export const CALLOUT_MIN_HOLD = 10;
export const DEFAULT_AFTER_REPS = 3;
export const MIN_SHAPES = 2;
/** A shape the user adds starts as this. */
export const NEW_SHAPE: Readonly<ShapeHold> = Object.freeze({ shape: 'tuck', holdTime: 1 });
export const DRILL_TYPES: readonly DrillType[] = ['slide', 'float', 'switch'];
export const CALLOUT_TYPES: readonly CalloutType[] = ['none', 'switch', 'both'];

/** The callout step's slider range for a hold time, or null when the input is hidden (hold < 10). */
export function calloutStepRange(holdTime: number): { min: number; max: number; step: number } | null {
  if (!(holdTime >= CALLOUT_MIN_HOLD)) return null;
  const max = Math.floor(holdTime / 2 / CALLOUT_STEP_INCREMENT) * CALLOUT_STEP_INCREMENT;
  return { min: CALLOUT_STEP_INCREMENT, max, step: CALLOUT_STEP_INCREMENT };
}

/** The callout step a hold actually uses: snapped into its range; null when there are none. */
export function effectiveCalloutStep(holdTime: number, calloutStep: number): number | null {
  const range = calloutStepRange(holdTime);
  if (!range || !Number.isFinite(calloutStep)) return null;
  const snapped = Math.round(calloutStep / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, snapped));
}

const noCallout = (): Callout => ({ type: 'none', afterReps: DEFAULT_AFTER_REPS });

/** A fresh copy of a tool's default inputs. */
export function defaultInputs<T extends ToolKey>(tool: T): ToolInputs<T> {
  const v = defaultFeatureSettings(tool).defaultValues;
  const n = (name: string) => v[name] ?? 0;
  const common = { getReadyTime: n('getReadyTime'), numSets: n('numSets'), restTime: n('restTime') };
  const byTool: { [K in ToolKey]: () => ToolInputs<K> } = {
    holdOn: () => ({ ...common, holdTime: n('holdTime'), calloutStep: DEFAULT_CALLOUT_STEP }),
    entryBuddy: () => ({
      ...common,
      entryCount: n('entryCount'),
      holdTime: n('holdTime'),
      timeBetween: n('timeBetween'),
    }),
    shapeJam: () => ({
      ...common,
      numReps: n('numReps'),
      shapes: [
        { shape: 'tuck', holdTime: 1 },
        { shape: 'straight', holdTime: 1 },
      ],
    }),
    drillDJ: () => ({
      ...common,
      numReps: n('numReps'),
      tickSounds: true,
      drillType: 'slide',
      drillConfigs: {
        // a slide rep: slide down and up take the slide time; the hold between them is the time
        // between slides
        slide: {
          slideDownTime: n('slideTime'),
          holdTime: n('timeBetweenSlides'),
          slideUpTime: n('slideTime'),
          callout: noCallout(),
        },
        float: { floatTime: n('floatTime'), timeBetweenFloats: n('timeBetweenFloats'), callout: noCallout() },
        switch: { switchTime: n('switchTime'), timeBetweenSwitches: n('timeBetweenSwitches') },
      },
    }),
  };
  return byTool[tool]() as ToolInputs<T>;
}

// ---------------------------------------------------------------------------------------------

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);
const rec = (x: unknown): Rec => (isRec(x) ? x : {});

function num(raw: unknown, fallback: number, limits?: { min: number; max: number }, int = false): number {
  let value = typeof raw === 'number' && Number.isFinite(raw) ? raw : fallback;
  if (int) value = Math.round(value);
  if (limits) value = Math.min(limits.max, Math.max(limits.min, value));
  return value;
}

function oneOf<T extends string>(raw: unknown, options: readonly T[], fallback: T): T {
  return options.includes(raw as T) ? (raw as T) : fallback;
}

const AFTER_REPS_LIMITS = { min: 0, max: 60 };

function readCallout(raw: unknown, fallback: NestedCallout): NestedCallout {
  const r = rec(raw);
  return {
    type: oneOf(r.type, CALLOUT_TYPES, fallback.type),
    afterReps: num(r.afterReps, fallback.afterReps, AFTER_REPS_LIMITS),
  };
}

function readOuterCallout(raw: unknown, fallback: Callout): Callout {
  const outer: Callout = readCallout(raw, fallback);
  const nested = rec(raw).callout;
  if (isRec(nested)) outer.callout = readCallout(nested, noCallout());
  return outer;
}

/** A shape list entry: trimmed, lowercased name and an in-range hold; null when unusable. */
function readShape(raw: unknown, limits: { min: number; max: number }): ShapeHold | null {
  const r = rec(raw);
  const shape = typeof r.shape === 'string' ? r.shape.trim().toLowerCase() : '';
  return shape ? { shape, holdTime: num(r.holdTime, NEW_SHAPE.holdTime, limits) } : null;
}

/**
 * Complete, in-range inputs for a tool from anything (a favorite's `inputs`, a draft): missing
 * or non-numeric fields take the defaults, numbers are clamped to each tool's absolute limits,
 * counts are whole. A shape list with fewer than 2 usable shapes becomes the default one.
 */
export function normalizeInputs<T extends ToolKey>(tool: T, raw: unknown): ToolInputs<T> {
  const r = rec(raw);
  const d = defaultInputs(tool) as ToolInputs;
  const lim = ABSOLUTE_LIMITS[tool];
  const common = {
    getReadyTime: num(r.getReadyTime, d.getReadyTime, lim.getReadyTime),
    numSets: num(r.numSets, d.numSets, lim.numSets, true),
    restTime: num(r.restTime, d.restTime, lim.restTime),
  };
  if (tool === 'holdOn') {
    const dh = d as ToolInputs<'holdOn'>;
    return {
      ...common,
      holdTime: num(r.holdTime, dh.holdTime, lim.holdTime),
      calloutStep: num(r.calloutStep, dh.calloutStep, { min: CALLOUT_STEP_INCREMENT, max: 1000 }),
    } as ToolInputs<T>;
  }
  if (tool === 'entryBuddy') {
    const de = d as ToolInputs<'entryBuddy'>;
    return {
      ...common,
      entryCount: num(r.entryCount, de.entryCount, lim.entryCount, true),
      holdTime: num(r.holdTime, de.holdTime, lim.holdTime),
      timeBetween: num(r.timeBetween, de.timeBetween, lim.timeBetween),
    } as ToolInputs<T>;
  }
  if (tool === 'shapeJam') {
    const ds = d as ToolInputs<'shapeJam'>;
    const holdLimits = lim.holdTime ?? { min: 0, max: 30 };
    const shapes = (Array.isArray(r.shapes) ? r.shapes : [])
      .map((s) => readShape(s, holdLimits))
      .filter((s): s is ShapeHold => s !== null);
    return {
      ...common,
      numReps: num(r.numReps, ds.numReps, lim.numReps, true),
      shapes: shapes.length >= MIN_SHAPES ? shapes : ds.shapes,
    } as ToolInputs<T>;
  }
  const dd = d as DrillDJInputs;
  const cfg = rec(r.drillConfigs);
  const slide = rec(cfg.slide);
  const float = rec(cfg.float);
  const sw = rec(cfg.switch);
  const D = dd.drillConfigs;
  const drill: DrillDJInputs = {
    ...common,
    numReps: num(r.numReps, dd.numReps, lim.numReps, true),
    tickSounds: typeof r.tickSounds === 'boolean' ? r.tickSounds : dd.tickSounds,
    drillType: oneOf(r.drillType, DRILL_TYPES, dd.drillType),
    drillConfigs: {
      slide: {
        slideDownTime: num(slide.slideDownTime, D.slide.slideDownTime, lim.slideTime),
        holdTime: num(slide.holdTime, D.slide.holdTime, lim.timeBetweenSlides),
        slideUpTime: num(slide.slideUpTime, D.slide.slideUpTime, lim.slideTime),
        callout: readOuterCallout(slide.callout, D.slide.callout),
      },
      float: {
        floatTime: num(float.floatTime, D.float.floatTime, lim.floatTime),
        timeBetweenFloats: num(float.timeBetweenFloats, D.float.timeBetweenFloats, lim.timeBetweenFloats),
        callout: readOuterCallout(float.callout, D.float.callout),
      },
      switch: {
        switchTime: num(sw.switchTime, D.switch.switchTime, lim.switchTime),
        timeBetweenSwitches: num(
          sw.timeBetweenSwitches,
          D.switch.timeBetweenSwitches,
          lim.timeBetweenSwitches,
        ),
      },
    },
  };
  return drill as ToolInputs<T>;
}
