import { PlanBuilder, runSets } from '../builder';
import { effectiveCalloutStep } from '../inputs';
import type { CompileOptions, CuePlan, HoldOnInputs } from '../types';

export const HOLD_LABEL = 'Hold';

/** HoldOn: each set is one hold, a round timer with counted-up callouts; pausable. */
export function compileHoldOn(inputs: HoldOnInputs, options: CompileOptions = {}): CuePlan {
  const b = new PlanBuilder('holdOn', inputs.numSets, { ...options, pausable: true });
  const step = effectiveCalloutStep(inputs.holdTime, inputs.calloutStep);
  return runSets(b, inputs, HOLD_LABEL, () => b.roundTimer('hold', HOLD_LABEL, inputs.holdTime, step));
}
