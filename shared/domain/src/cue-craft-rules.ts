// CueCraft's sequences, pure: what a sequence a user writes is (steps, and blocks of steps
// repeated, blocks inside blocks), its limits, how long it runs, and what is wrong with one.
// The zod schema (@handyq/domain/schemas) and the cue engine's compiler both read these.

/** A step: its name, how long it lasts (null: until the user taps), and what is said. */
export interface CraftStep {
  kind: 'step';
  name: string;
  /** Seconds; null: 'until I tap' (the run waits for the user). */
  durationS: number | null;
  /** Spoken as the step starts ('' : its name is). */
  words: string;
  /** The last seconds counted down (0: none; at most COUNTDOWN_MAX). */
  countdownS: number;
  /** 'Halfway' called at the middle of the step. */
  halfway: boolean;
  /** A tick each second of the step. */
  ticks: boolean;
}

/** A block: its items played `repeat` times, with a rest between rounds (none after the last). */
export interface CraftBlock {
  kind: 'block';
  name: string;
  repeat: number;
  /** Seconds of rest between two rounds (0: none). */
  restS: number;
  items: CraftItem[];
}

export type CraftItem = CraftStep | CraftBlock;

/**
 * A whole sequence: a name, a get-ready count, and what it plays in order. A type, not an
 * interface: it is a favorite's inputs (a record of named values) as it is.
 */
export type CraftSequence = {
  name: string;
  getReadyS: number;
  items: CraftItem[];
};

export const CUE_CRAFT_LIMITS = {
  /** A session runs at most 3 hours (its timed steps, rounds and rests; taps not counted). */
  sessionS: 3 * 60 * 60,
  stepS: 60 * 60,
  restS: 10 * 60,
  getReadyS: 60,
  repeat: 50,
  /** Blocks inside blocks: at most this deep (a block in a block in a block). */
  depth: 3,
  /** Steps and blocks in all, at every depth. */
  items: 200,
  name: 60,
  words: 200,
  countdownMax: 10,
} as const;

/**
 * CueCraft's settings: what the builder starts a new sequence, step and block with. A user's
 * own are kept in their settings (`settings.cueCraft`); the built-in ones otherwise.
 */
export type CraftDefaults = {
  /** A blank sequence's get-ready time. */
  getReadyS: number;
  /** A new step's duration. */
  stepS: number;
  /** A new step's countdown (0: none). */
  countdownS: number;
  halfway: boolean;
  ticks: boolean;
  /** A new block's rounds. */
  repeat: number;
  /** A new block's rest between rounds. */
  restS: number;
};

export const BUILT_IN_CRAFT_DEFAULTS: Readonly<CraftDefaults> = Object.freeze({
  getReadyS: 5,
  stepS: 30,
  countdownS: 3,
  halfway: false,
  ticks: false,
  repeat: 2,
  restS: 0,
});

/** The user's CueCraft settings, or the built-in ones. */
export const craftDefaultsOf = (settings: { cueCraft?: CraftDefaults } | undefined): CraftDefaults => ({
  ...BUILT_IN_CRAFT_DEFAULTS,
  ...settings?.cueCraft,
});

/** A new step as the settings start it: no name yet, no words. */
export const defaultStep = (d: CraftDefaults): CraftStep => ({
  kind: 'step',
  name: '',
  durationS: d.stepS,
  words: '',
  countdownS: d.countdownS,
  halfway: d.halfway,
  ticks: d.ticks,
});

/** A new block as the settings start it, with one new step in it. */
export const defaultBlock = (d: CraftDefaults): CraftBlock => ({
  kind: 'block',
  name: '',
  repeat: d.repeat,
  restS: d.restS,
  items: [defaultStep(d)],
});

export const CUE_CRAFT_MESSAGES = {
  noSteps: 'Add at least one step.',
  emptyBlock: 'This block has no steps: add one, or remove the block.',
  tooLong: 'This session runs over 3 hours: shorten a step or repeat a block fewer times.',
  tooDeep: 'Blocks go at most 3 deep.',
  tooMany: `A session has at most ${CUE_CRAFT_LIMITS.items} steps and blocks.`,
  stepName: 'Give the step a name.',
  /** Words longer to say than the step lasts (the cue engine judges the speaking time). */
  wordsTooLong: 'These words take longer to say than the step lasts: shorten them or lengthen the step.',
} as const;

/** How long a sequence runs (s): its get-ready, timed steps, rounds and rests; taps count 0. */
export function sequenceSeconds(seq: Pick<CraftSequence, 'getReadyS' | 'items'>): number {
  return seq.getReadyS + itemsSeconds(seq.items);
}

function itemsSeconds(items: readonly CraftItem[]): number {
  let total = 0;
  for (const item of items) {
    if (item.kind === 'step') total += item.durationS ?? 0;
    else total += item.repeat * itemsSeconds(item.items) + (item.repeat - 1) * item.restS;
    // a session far over the limit stops counting (a hostile repeat of repeats stays a number)
    if (total > CUE_CRAFT_LIMITS.sessionS * 2) return total;
  }
  return total;
}

/** 45 s, 1 min, 1 min 30 s, 1 h. */
export function durationText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  const m = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${m} min ${rest} s` : `${m} min`;
}

/** A saved sequence as a list shows it: '5 steps · 12 min' ('1 step · 45 s'). */
export function sequenceSummary(seq: Pick<CraftSequence, 'getReadyS' | 'items'>): string {
  let steps = 0;
  const walk = (items: readonly CraftItem[]) => {
    for (const item of items) {
      if (item.kind === 'step') steps++;
      else walk(item.items);
    }
  };
  walk(seq.items);
  return `${steps} ${steps === 1 ? 'step' : 'steps'} · ${durationText(sequenceSeconds(seq))}`;
}

/** A problem with a sequence: where (indexes into `items`, then into a block's items) and what. */
export interface CraftProblem {
  path: (string | number)[];
  message: string;
}

/**
 * What is wrong with a sequence's shape (the words' speaking time is the cue engine's:
 * `sequenceProblems` there adds it): no steps, an empty block, too deep, too many items, a
 * session over 3 hours. Empty: nothing wrong.
 */
export function craftShapeProblems(seq: Pick<CraftSequence, 'getReadyS' | 'items'>): CraftProblem[] {
  const problems: CraftProblem[] = [];
  if (!seq.items.length) problems.push({ path: ['items'], message: CUE_CRAFT_MESSAGES.noSteps });
  let count = 0;
  const walk = (items: readonly CraftItem[], path: (string | number)[], depth: number) => {
    items.forEach((item, i) => {
      count++;
      const at = [...path, i];
      if (item.kind === 'step') {
        if (!item.name.trim()) problems.push({ path: [...at, 'name'], message: CUE_CRAFT_MESSAGES.stepName });
        return;
      }
      if (depth >= CUE_CRAFT_LIMITS.depth) problems.push({ path: at, message: CUE_CRAFT_MESSAGES.tooDeep });
      else if (!item.items.length)
        problems.push({ path: [...at, 'items'], message: CUE_CRAFT_MESSAGES.emptyBlock });
      else walk(item.items, [...at, 'items'], depth + 1);
    });
  };
  walk(seq.items, ['items'], 0);
  if (count > CUE_CRAFT_LIMITS.items) problems.push({ path: ['items'], message: CUE_CRAFT_MESSAGES.tooMany });
  if (sequenceSeconds(seq) > CUE_CRAFT_LIMITS.sessionS)
    problems.push({ path: ['items'], message: CUE_CRAFT_MESSAGES.tooLong });
  return problems;
}
