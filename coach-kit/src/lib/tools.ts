import { TOOL_KEYS, type ToolKey } from '@handyq/shared';

export function isTool(t: string | undefined): t is ToolKey {
  return (TOOL_KEYS as readonly string[]).includes(t ?? '');
}
