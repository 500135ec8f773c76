import { PlanBuilder, runSets } from '../builder';
import { effectiveCalloutStep } from '../inputs';
import type { CompileOptions, CuePlan, HoldOnInputs } from '../types';

export const HOLD_LABEL = 'Hold';
/** With camera start: the wait before each hold, until the camera sees the user go up. */
export const KICK_UP_LABEL = 'Kick up';
/** With camera start: what is said as each wait starts (the camera starts the hold, not a count). */
export const KICK_UP_SPEECH = "Kick up when you're ready";

/**
 * HoldOn: each set is one hold, a round timer with counted-up callouts; pausable. With camera
 * start, each hold waits for the signal the camera gives when it sees the user go up (the
 * get-ready countdown is left out: the user starts when ready, told so as each wait starts).
 */
export function compileHoldOn(inputs: HoldOnInputs, options: CompileOptions = {}): CuePlan {
  const b = new PlanBuilder('holdOn', inputs.numSets, { ...options, pausable: true });
  const step = effectiveCalloutStep(inputs.holdTime, inputs.calloutStep);
  const camera = options.cameraStart === true;
  return runSets(b, camera ? { ...inputs, getReadyTime: 0 } : inputs, HOLD_LABEL, () => {
    if (camera) {
      b.speak(b.t, KICK_UP_SPEECH, 'getReady');
      b.waitForSignal(KICK_UP_LABEL);
    }
    b.roundTimer('hold', HOLD_LABEL, inputs.holdTime, step);
  });
}
