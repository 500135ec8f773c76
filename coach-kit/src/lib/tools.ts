import { TOOL_KEYS, type ToolKey } from '@handyq/domain';

export function isTool(t: string | undefined): t is ToolKey {
  return (TOOL_KEYS as readonly string[]).includes(t ?? '');
}

/** One line per tool, for the Features tiles. */
export const TOOL_PITCH: Record<ToolKey, string> = {
  holdOn: 'Timed holds with counted callouts',
  entryBuddy: 'Kick-up and press entries, one by one',
  shapeJam: 'Cycle through shapes in the air',
  drillDJ: 'Slides, floats and switches on cue',
};

/** CueCraft's line on its tile. */
export const CUE_CRAFT_PITCH = 'Your own session, spoken step by step';
