// A workout: its steps played one after another on one runner (a chained run, runner.ts). Each
// step's plan is its tool's, compiled from the inputs the step keeps, with the step announced
// first ('Step 2 of 3: HoldOn, Wall holds'); the session-end words of every step but the last
// are left out, and the last step ends the workout ('Workout complete').
import { TOOL_NAMES, type FeatureKey } from '@handyq/domain';
import type { CraftSequence } from '@handyq/domain/cue-craft-rules';
import { END_TEXT } from './builder';
import { estimateSpeechMs } from './format';
import { compilePlan } from './plan';
import type { ChainedSession } from './runner';
import type { CompileOptions, CueEvent, CuePlan, ToolInputs } from './types';

export const WORKOUT_COMPLETE_TEXT = 'Workout complete';
/** Silence after a step's announcement before its tool starts. */
export const STEP_INTRO_GAP_MS = 600;

/**
 * A step as the runner plays it: its tool, the favorite's name ('' none) and the inputs it runs
 * (a CueCraft step's: its sequence).
 */
export interface WorkoutRunStep {
  feature: FeatureKey;
  favoriteName: string;
  inputs: ToolInputs | CraftSequence;
}

/** CueCraft's compiler (`compileSequence`, `@handyq/cue/cue-craft`), given where a workout has its steps. */
export type CompileSequence = (seq: CraftSequence, options?: CompileOptions) => CuePlan;

/** What a step says first: 'Step 2 of 3: HoldOn, Wall holds' ('Step 1 of 2: DrillDJ' with no name). */
export function stepIntroText(
  index: number,
  count: number,
  step: Pick<WorkoutRunStep, 'feature' | 'favoriteName'>,
) {
  const name = step.favoriteName.trim();
  return `Step ${index + 1} of ${count}: ${TOOL_NAMES[step.feature]}${name ? `, ${name}` : ''}`;
}

/** A step as the screen names it: 'HoldOn: Wall holds' ('DrillDJ' with no favorite). */
export function stepTitle(step: Pick<WorkoutRunStep, 'feature' | 'favoriteName'>): string {
  const name = step.favoriteName.trim();
  return name ? `${TOOL_NAMES[step.feature]}: ${name}` : TOOL_NAMES[step.feature];
}

/**
 * `plan` as step `index` of `count`: announced first (its events move later by the
 * announcement), its end words left out unless it is the last, where they say the workout is
 * complete. Phase indices are kept, so mid-session edits name the same phases.
 */
export function workoutStepPlan(
  plan: CuePlan,
  step: { index: number; count: number; intro: string; title: string },
  speechRate = 1,
): CuePlan {
  const { index, count, intro, title } = step;
  const shift = Math.round(estimateSpeechMs(intro) / (speechRate > 0 ? speechRate : 1)) + STEP_INTRO_GAP_MS;
  const last = index === count - 1;
  const first = plan.events.find((e) => e.kind === 'display');
  const events: CueEvent[] = [{ kind: 'speak', at: 0, text: intro, cues: ['announce'] }];
  // the screen shows the step's tool and favorite while it is announced
  if (first?.kind === 'display') {
    const display = { ...first.display, label: title, remaining: null, elapsed: null, clock: '', next: null };
    events.push({ kind: 'display', at: 0, display });
  }
  for (const e of plan.events) {
    if (e.kind === 'speak' && e.cues.includes('end')) {
      const text = last
        ? e.text.replace(END_TEXT, WORKOUT_COMPLETE_TEXT)
        : e.text.replace(END_TEXT, '').trim();
      if (text) events.push({ ...e, at: e.at + shift, text });
      continue;
    }
    events.push({ ...e, at: e.at + shift });
  }
  return { ...plan, events, durationMs: plan.durationMs + shift };
}

/**
 * A workout's sessions for a chained runner: each step compiled (and, after an edit, recompiled
 * with its new phase lengths) and announced. A CueCraft step is compiled by `compileSequence`
 * (loaded only by a workout that has one: the timers' first load does not carry it). Throws as
 * compilePlan does for inputs it cannot run, and for a CueCraft step with no compiler given.
 */
export function workoutSessions(
  steps: readonly WorkoutRunStep[],
  options: CompileOptions = {},
  compileSequence?: CompileSequence,
): ChainedSession[] {
  return steps.map((step, i) => {
    const intro = stepIntroText(i, steps.length, step);
    const planOf = (opts: CompileOptions): CuePlan => {
      if (step.feature !== 'cueCraft') return compilePlan(step.feature, step.inputs as ToolInputs, opts);
      if (!compileSequence) throw new Error('A CueCraft step needs its compiler (compileSequence)');
      const seq = step.inputs as CraftSequence;
      if (!seq.items?.length) throw new Error(`CueCraft step ${i + 1} has no sequence to run`);
      return compileSequence(seq, opts);
    };
    const compile = (durations?: ReadonlyMap<number, number>) =>
      workoutStepPlan(
        planOf({ ...options, durations }),
        { index: i, count: steps.length, intro, title: stepTitle(step) },
        options.speechRate,
      );
    return { plan: compile(), recompile: compile };
  });
}
