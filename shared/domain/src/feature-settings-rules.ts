// The rules a tool's settings obey, as pure functions (no zod: this is on every page):
// - every number is whole and inside the input's absolute limits;
// - a range's minimum is below its maximum;
// - the step is at least 1 and at most the range's width (max − min, at least 1);
// - the default value lies inside the range;
// - the range is aligned to the step counted from the default: min and max are default + k·step;
// - ShapeJam's shapes are the built-ins (fixed, first) then custom ones, trimmed and lowercased,
//   with no duplicates, never fewer than 2.
// The settings editor applies them while the user edits; `normaliseFeatureSettings` applies all
// of them at once before a save.
import type { ToolKey } from './constants';
import {
  ABSOLUTE_LIMITS,
  BUILT_IN_SHAPES,
  defaultFeatureSettings,
  toolInputs,
  type FeatureSettings,
  type InputRange,
} from './features';

export interface Limits {
  min: number;
  max: number;
}

/** The slider limits of an input that has none listed. */
export const FALLBACK_LIMITS: Readonly<Limits> = Object.freeze({ min: 0, max: 100 });
/** The shapes list never gets shorter than this. */
export const MIN_SETTINGS_SHAPES = 2;
/** The most shapes, and the longest shape name, the server accepts. */
export const MAX_SETTINGS_SHAPES = 50;
export const MAX_SHAPE_NAME = 40;

/** What the settings pages tell the user. */
export const SETTINGS_MESSAGES = {
  loginRequired: 'Please log in to save your settings.',
  saved: 'Settings saved successfully!',
  failed: 'Something went wrong.',
} as const;

/** `value` within [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A whole number from anything: non-numbers become `fallback`. */
function whole(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : fallback;
}

/** An input's absolute limits for a tool. */
export function inputLimits(tool: ToolKey, name: string): Limits {
  return ABSOLUTE_LIMITS[tool][name] ?? FALLBACK_LIMITS;
}

/** The step's own limits for a range: at least 1, at most the range's width (at least 1). */
export function stepLimits(range: InputRange): Limits {
  return { min: 1, max: Math.max(1, range.max - range.min) };
}

/** `range` with its step brought inside its limits. */
function fitStep(range: InputRange): InputRange {
  const { min, max } = stepLimits(range);
  return { ...range, step: clamp(whole(range.step, 1), min, max) };
}

/** `range` with a new minimum: whole, inside the limits, below the maximum; the step still fits. */
export function withMin(range: InputRange, min: number, limits: Limits): InputRange {
  return fitStep({ ...range, min: clamp(whole(min, range.min), limits.min, range.max - 1) });
}

/** `range` with a new maximum: whole, inside the limits, above the minimum; the step still fits. */
export function withMax(range: InputRange, max: number, limits: Limits): InputRange {
  return fitStep({ ...range, max: clamp(whole(max, range.max), range.min + 1, limits.max) });
}

/** `range` with a new step: whole, from 1 to the range's width. */
export function withStep(range: InputRange, step: number): InputRange {
  return fitStep({ ...range, step });
}

/** A default value clamped into the range (and made whole). */
export function clampDefault(value: number, range: InputRange): number {
  return clamp(whole(value, range.min), range.min, range.max);
}

/**
 * The grid point default + k·step nearest to `end`, or the next one towards the default when
 * that is outside the limits.
 */
function alignEnd(end: number, value: number, step: number, limits: Limits): number {
  const steps = (end - value) / step;
  const k = Math.sign(steps) * Math.round(Math.abs(steps)); // halves round away from the default
  const near = value + k * step;
  if (near >= limits.min && near <= limits.max) return near;
  return value + (k - Math.sign(k)) * step;
}

/**
 * `range` aligned to its step counted from `value` (which must lie inside it): min and max move
 * to the nearest default + k·step within the limits. When neither end can stay away from the
 * default (the step is longer than both sides), the step shrinks to the longer side.
 */
export function alignRange(range: InputRange, value: number, limits: Limits): InputRange {
  const min = alignEnd(range.min, value, range.step, limits);
  const max = alignEnd(range.max, value, range.step, limits);
  if (min < max) return { min, max, step: range.step };
  const step = Math.max(value - range.min, range.max - value);
  return alignRange({ ...range, step }, value, limits);
}

/**
 * One input made to follow every rule: whole numbers inside the limits, min below max, the
 * default inside the range, the step from 1 to the width, the range aligned from the default.
 * Missing or broken numbers take `fallback`'s.
 */
export function normaliseInput(
  range: Partial<InputRange> | undefined,
  value: number | undefined,
  limits: Limits,
  fallback: { range: InputRange; value: number },
): { range: InputRange; value: number } {
  let min = clamp(whole(range?.min, fallback.range.min), limits.min, limits.max);
  let max = clamp(whole(range?.max, fallback.range.max), limits.min, limits.max);
  if (min > max) [min, max] = [max, min];
  if (min === max) {
    if (max < limits.max) max += 1;
    else min -= 1;
  }
  const fitted = fitStep({ min, max, step: whole(range?.step, fallback.range.step) });
  const v = clampDefault(whole(value, fallback.value), fitted);
  return { range: alignRange(fitted, v, limits), value: v };
}

/** True for a shape that is not built in (only those can be removed). */
export function isCustomShape(name: string): boolean {
  return !(BUILT_IN_SHAPES as readonly string[]).includes(name);
}

/** A shape name as stored: trimmed, lowercased. */
export const shapeName = (raw: string): string => raw.trim().toLowerCase();

/** The built-in shapes, then the custom ones of `shapes` (cleaned, no duplicates, at most 50). */
export function normaliseShapes(shapes: readonly string[] | undefined): string[] {
  const out: string[] = [...BUILT_IN_SHAPES];
  for (const raw of shapes ?? []) {
    const name = typeof raw === 'string' ? shapeName(raw) : '';
    if (name && name.length <= MAX_SHAPE_NAME && !out.includes(name)) out.push(name);
  }
  return out.slice(0, Math.max(MAX_SETTINGS_SHAPES, BUILT_IN_SHAPES.length));
}

/**
 * `shapes` with a custom shape added at the end: trimmed and lowercased; ignored (the same list
 * back) when empty, too long, built in, already listed, or the list is full.
 */
export function addShape(shapes: readonly string[], raw: string): string[] {
  const name = shapeName(raw);
  if (!name || name.length > MAX_SHAPE_NAME || shapes.includes(name) || !isCustomShape(name)) {
    return [...shapes];
  }
  if (shapes.length >= MAX_SETTINGS_SHAPES) return [...shapes];
  return [...shapes, name];
}

/** Whether `name` may be removed: only custom shapes, and never below two shapes. */
export function canRemoveShape(shapes: readonly string[], name: string): boolean {
  return isCustomShape(name) && shapes.includes(name) && shapes.length > MIN_SETTINGS_SHAPES;
}

/** `shapes` without `name` when it may be removed, else the same list back. */
export function removeShape(shapes: readonly string[], name: string): string[] {
  return canRemoveShape(shapes, name) ? shapes.filter((s) => s !== name) : [...shapes];
}

/**
 * A tool's settings made to follow every rule: each of the tool's inputs (missing ones take
 * the built-in range and default; unknown ones are dropped) normalised against its absolute
 * limits, and ShapeJam's shapes list cleaned. What the settings pages save.
 */
export function normaliseFeatureSettings(
  tool: ToolKey,
  settings: Partial<FeatureSettings> | undefined,
): FeatureSettings {
  const builtIn = defaultFeatureSettings(tool);
  const out: FeatureSettings = { inputSettings: {}, defaultValues: {} };
  for (const name of toolInputs(tool)) {
    const fallback = { range: builtIn.inputSettings[name]!, value: builtIn.defaultValues[name]! };
    const { range, value } = normaliseInput(
      settings?.inputSettings?.[name],
      settings?.defaultValues?.[name],
      inputLimits(tool, name),
      fallback,
    );
    out.inputSettings[name] = range;
    out.defaultValues[name] = value;
  }
  if (tool === 'shapeJam') out.shapes = normaliseShapes(settings?.shapes);
  return out;
}
