import { PlanBuilder, runSets } from '../builder';
import type { CompileOptions, CuePlan, EntryBuddyInputs } from '../types';

export const DOWN_LABEL = 'Down';
export const upLabel = (entry: number) => `Up ${entry}`;

/** EntryBuddy: per set, for each entry 'Up n', the hold, 'Down', then the time between entries. */
export function compileEntryBuddy(inputs: EntryBuddyInputs, options: CompileOptions = {}): CuePlan {
  const b = new PlanBuilder('entryBuddy', inputs.numSets, options);
  return runSets(b, inputs, upLabel(1), () => {
    b.ctx.numReps = inputs.entryCount;
    for (let entry = 1; entry <= inputs.entryCount; entry++) {
      b.ctx.rep = entry;
      b.timed('up', upLabel(entry), inputs.holdTime);
      b.timed('down', DOWN_LABEL, entry < inputs.entryCount ? inputs.timeBetween : 0);
    }
  });
}
