import { paths } from '@handyq/shared';

/**
 * Where a workout step opens: its tool, on the named favorite when there is one
 * (/cueCoach/{feature}?favorite={name}).
 */
export function stepLink(step: { feature: string; favoriteName?: string }): string {
  const base = paths.tool(step.feature);
  return step.favoriteName ? `${base}?favorite=${encodeURIComponent(step.favoriteName)}` : base;
}
