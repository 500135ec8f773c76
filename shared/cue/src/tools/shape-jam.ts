import { PlanBuilder, runSets } from '../builder';
import { capitalize } from '../format';
import type { CompileOptions, CuePlan, ShapeJamInputs } from '../types';

export const HANDSTAND_UP_LABEL = 'Handstand up';
/** Time to kick up after 'Handstand up', before the first shape. */
export const HANDSTAND_UP_S = 3;

/** ShapeJam: per set, 'Handstand up', then each rep cycles every shape, each held its time. */
export function compileShapeJam(inputs: ShapeJamInputs, options: CompileOptions = {}): CuePlan {
  const b = new PlanBuilder('shapeJam', inputs.numSets, options);
  return runSets(b, inputs, HANDSTAND_UP_LABEL, () => {
    b.timed('handstandUp', HANDSTAND_UP_LABEL, HANDSTAND_UP_S);
    b.ctx.numReps = inputs.numReps;
    for (let rep = 1; rep <= inputs.numReps; rep++) {
      b.ctx.rep = rep;
      for (const { shape, holdTime } of inputs.shapes) b.timed('shape', capitalize(shape), holdTime, shape);
    }
  });
}
