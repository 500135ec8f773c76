// The plan compiler: a tool's inputs -> an immutable, ordered list of timed events.
import type { ToolKey } from '@handyq/domain';
import { MIN_SHAPES, normalizeInputs } from './inputs';
import { compileDrillDJ } from './tools/drill-dj';
import { compileEntryBuddy } from './tools/entry-buddy';
import { compileHoldOn } from './tools/hold-on';
import { compileShapeJam } from './tools/shape-jam';
import type { CompileOptions, CuePlan, PhaseEvent, ToolInputs } from './types';

/**
 * Compiles a session. Inputs are normalized first (numbers clamped into the absolute limits,
 * missing fields defaulted: see `normalizeInputs`). Throws a RangeError for ShapeJam with fewer
 * than 2 shapes (a ShapeJam session needs at least two; the editor never allows fewer).
 */
export function compilePlan<T extends ToolKey>(
  tool: T,
  inputs: ToolInputs<T>,
  options: CompileOptions = {},
): CuePlan {
  if (tool === 'shapeJam' && !((inputs as ToolInputs<'shapeJam'>).shapes?.length >= MIN_SHAPES)) {
    throw new RangeError(`ShapeJam needs at least ${MIN_SHAPES} shapes`);
  }
  const clean = normalizeInputs(tool, inputs) as ToolInputs;
  switch (tool) {
    case 'holdOn':
      return compileHoldOn(clean as ToolInputs<'holdOn'>, options);
    case 'entryBuddy':
      return compileEntryBuddy(clean as ToolInputs<'entryBuddy'>, options);
    case 'shapeJam':
      return compileShapeJam(clean as ToolInputs<'shapeJam'>, options);
    default:
      return compileDrillDJ(clean as ToolInputs<'drillDJ'>, options);
  }
}

/** The phases of a plan with their start and length: what a progress bar over the session needs. */
export function planPhases(plan: CuePlan): PhaseEvent[] {
  return plan.events.filter((e): e is PhaseEvent => e.kind === 'phase');
}
