// The four timer tools' settings: which inputs each has, their built-in ranges and defaults.
// Plain data (no zod): the profile shows summaries of it, the Coach Kit edits it.
import type { FeatureKey, ToolKey } from './constants';
import type { CraftDefaults } from './cue-craft-rules';

/** A slider's range: the user may move min, max and step within the input's absolute limits. */
export interface InputRange {
  min: number;
  max: number;
  step: number;
}

/** One tool's settings: a range per input and the value each input starts at. */
export interface FeatureSettings {
  inputSettings: Record<string, InputRange>;
  defaultValues: Record<string, number>;
  /** ShapeJam only: the shapes to pick from, built-ins first, then custom ones. */
  shapes?: string[];
}

/** Each timer's settings, and CueCraft's (what its builder starts new steps and blocks with). */
export type SettingsByTool = Partial<Record<ToolKey, FeatureSettings>> & { cueCraft?: CraftDefaults };

export const BUILT_IN_SHAPES = ['tuck', 'straight', 'straddle', 'pike', 'diamond'] as const;

/** Every input's label, in the order the tools show them. */
export const INPUT_LABELS: Record<string, string> = {
  getReadyTime: 'Get ready time',
  numSets: 'Sets',
  restTime: 'Rest time',
  holdTime: 'Hold time',
  calloutStep: 'Callout every',
  entryCount: 'Entries',
  timeBetween: 'Time between',
  numReps: 'Reps',
  floatTime: 'Float time',
  timeBetweenFloats: 'Time between floats',
  switchTime: 'Switch time',
  timeBetweenSwitches: 'Time between switches',
  slideTime: 'Slide time',
  timeBetweenSlides: 'Time between slides',
};

type Input = [name: string, min: number, max: number, step: number, value: number];

const COMMON: Input[] = [
  ['getReadyTime', 0, 5, 1, 5],
  ['numSets', 1, 10, 1, 1],
  ['restTime', 5, 90, 5, 60],
];

const TOOL_INPUTS: Record<ToolKey, Input[]> = {
  holdOn: [['holdTime', 5, 90, 5, 60]],
  entryBuddy: [
    ['entryCount', 1, 10, 1, 5],
    ['holdTime', 0, 5, 1, 1],
    ['timeBetween', 0, 5, 1, 2],
  ],
  shapeJam: [
    ['numReps', 1, 10, 1, 5],
    ['holdTime', 0, 5, 1, 1],
  ],
  drillDJ: [
    ['numReps', 1, 10, 1, 5],
    ['floatTime', 1, 10, 1, 5],
    ['timeBetweenFloats', 0, 10, 1, 2],
    ['switchTime', 0, 10, 1, 2],
    ['timeBetweenSwitches', 0, 10, 1, 0],
    ['slideTime', 1, 10, 1, 4],
    ['timeBetweenSlides', 0, 10, 1, 0],
  ],
};

/**
 * The absolute limits of each input (a user's range must stay inside them), per tool where
 * the same input name has different limits.
 */
export const ABSOLUTE_LIMITS: Record<ToolKey, Record<string, { min: number; max: number }>> = {
  holdOn: { holdTime: { min: 5, max: 400 } },
  entryBuddy: {
    entryCount: { min: 1, max: 50 },
    holdTime: { min: 0, max: 30 },
    timeBetween: { min: 0, max: 30 },
  },
  shapeJam: { numReps: { min: 1, max: 30 }, holdTime: { min: 0, max: 30 } },
  drillDJ: {
    numReps: { min: 1, max: 50 },
    floatTime: { min: 1, max: 60 },
    timeBetweenFloats: { min: 0, max: 60 },
    switchTime: { min: 0, max: 60 },
    timeBetweenSwitches: { min: 0, max: 60 },
    slideTime: { min: 1, max: 60 },
    timeBetweenSlides: { min: 0, max: 60 },
  },
};
const COMMON_LIMITS = {
  getReadyTime: { min: 0, max: 30 },
  numSets: { min: 1, max: 20 },
  restTime: { min: 5, max: 400 },
};
for (const tool of Object.keys(ABSOLUTE_LIMITS) as ToolKey[]) {
  ABSOLUTE_LIMITS[tool] = { ...COMMON_LIMITS, ...ABSOLUTE_LIMITS[tool] };
}

/** The input names of a tool, in display order (common inputs first). */
export function toolInputs(tool: ToolKey): string[] {
  return [...COMMON, ...TOOL_INPUTS[tool]].map(([name]) => name);
}

/** A fresh copy of a tool's built-in settings. */
export function defaultFeatureSettings(tool: ToolKey): FeatureSettings {
  const inputs = [...COMMON, ...TOOL_INPUTS[tool]];
  const settings: FeatureSettings = {
    inputSettings: Object.fromEntries(inputs.map(([n, min, max, step]) => [n, { min, max, step }])),
    defaultValues: Object.fromEntries(inputs.map(([n, , , , value]) => [n, value])),
  };
  if (tool === 'shapeJam') settings.shapes = [...BUILT_IN_SHAPES];
  return settings;
}

/** The user's settings for a tool, or the built-in ones when they have none. */
export function featureSettingsOf(settings: SettingsByTool | undefined, tool: ToolKey): FeatureSettings {
  return settings?.[tool] ?? defaultFeatureSettings(tool);
}

/** A favorite: a saved sequence of one tool's inputs. */
export interface Favorite {
  name: string;
  /** ms since the epoch */
  dateCreated: number;
  inputs: Record<string, unknown>;
}

/** Each feature's favorites: a timer's inputs, or for CueCraft a sequence of the user's own. */
export type FavoritesByTool = Partial<Record<FeatureKey, Favorite[]>>;

/** Saved sequences across all tools (what the Basic plan counts). */
export function countFavorites(favorites: FavoritesByTool | undefined): number {
  return Object.values(favorites ?? {}).reduce((n, list) => n + (list?.length ?? 0), 0);
}

/** A tool's favorites, newest first. */
export function favoritesOf(favorites: FavoritesByTool | undefined, tool: FeatureKey): Favorite[] {
  return [...(favorites?.[tool] ?? [])].sort((a, b) => b.dateCreated - a.dateCreated);
}

/** A favorite's date as lists show it: short month and day ('Nov 23'); missing or bad, '-'. */
export function favoriteDate(ms: number | undefined): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return '-';
  return new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}
