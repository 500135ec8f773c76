import { PlanBuilder, runSets } from '../builder';
import type { Callout, CompileOptions, CuePlan, DrillDJInputs, DrillType, NestedCallout } from '../types';

export const DRILL_NAMES: Record<DrillType, string> = {
  slide: 'Slide drill',
  float: 'Float drill',
  switch: 'Switch drill',
};
/** Time to kick up after the drill's name, before the first rep. */
export const DRILL_INTRO_S = 3;
/** A callout round: what the screen shows and what is spoken. */
export const CALLOUT_CUES = {
  switch: { label: 'Switch', text: 'Switch legs' },
  both: { label: 'Both', text: 'Both legs' },
} as const;

/** The extra rounds a callout asks for, in order: the callout, then its nested one. */
export function calloutRounds(callout: Callout | undefined): NestedCallout[] {
  if (!callout || callout.type === 'none') return [];
  const rounds: NestedCallout[] = [{ type: callout.type, afterReps: callout.afterReps }];
  const nested = callout.callout;
  if (nested && nested.type !== 'none') rounds.push({ type: nested.type, afterReps: nested.afterReps });
  return rounds;
}

/**
 * DrillDJ: per set the drill's name (time to kick up), the reps, then for slide and float each
 * callout round ('Switch legs' / 'Both legs', the after-reps wait, the reps again), then the plan
 * waits for the user's signal. A zero-length hold is left out (there is nothing to hold).
 * Reset is locked while a ticking phase runs. Its ticks sound only with `tickSounds` on.
 */
export function compileDrillDJ(inputs: DrillDJInputs, options: CompileOptions = {}): CuePlan {
  const b = new PlanBuilder('drillDJ', inputs.numSets, {
    ...options,
    ticks: inputs.tickSounds && (options.ticks ?? true),
    lockResetDuringTicks: true,
  });
  const { slide, float, switch: sw } = inputs.drillConfigs;
  const type = inputs.drillType;

  const rep = () => {
    if (type === 'slide') {
      b.timed('slideDown', 'Slide down', slide.slideDownTime);
      if (slide.holdTime > 0) b.timed('slideHold', 'Hold', slide.holdTime);
      b.timed('slideUp', 'Slide up', slide.slideUpTime);
    } else if (type === 'float') {
      b.timed('float', 'Float', float.floatTime);
      b.timed('return', 'Return', float.timeBetweenFloats);
    } else {
      if (sw.timeBetweenSwitches > 0) b.timed('switchHold', 'Hold', sw.timeBetweenSwitches);
      b.timed('switch', 'Switch', sw.switchTime);
    }
  };
  const reps = () => {
    b.ctx.numReps = inputs.numReps;
    for (let n = 1; n <= inputs.numReps; n++) {
      b.ctx.rep = n;
      rep();
    }
    b.ctx.rep = null;
    b.ctx.numReps = null;
  };
  const rounds =
    type === 'slide' ? calloutRounds(slide.callout) : type === 'float' ? calloutRounds(float.callout) : [];

  return runSets(b, inputs, DRILL_NAMES[type], () => {
    b.timed('drill', DRILL_NAMES[type], DRILL_INTRO_S);
    reps();
    for (const round of rounds) {
      if (round.type === 'none') continue;
      const cue = CALLOUT_CUES[round.type];
      b.ctx.round = cue.text;
      b.timed('callout', cue.label, round.afterReps, cue.text);
      reps();
    }
    b.ctx.round = null;
    b.waitForSignal();
  });
}
