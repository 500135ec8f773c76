import { INPUT_LABELS } from '@handyq/domain';

/** What a missing value shows as. */
export const BLANK = '-';

const ORDER = Object.keys(INPUT_LABELS);
const rank = (k: string) => (ORDER.includes(k) ? ORDER.indexOf(k) : ORDER.length);

/**
 * 'Sets 3 · Hold time 60' from a favorite's inputs: numbers only, in the tools' input order
 * (stored JSON keeps no order).
 */
export function inputsSummary(inputs: Record<string, unknown>): string {
  const parts = Object.entries(inputs)
    .filter(([, v]) => typeof v === 'number')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([k, v]) => `${INPUT_LABELS[k] ?? k} ${String(v)}`);
  return parts.length ? parts.join(' · ') : BLANK;
}
