import { TOOL_NAMES, paths, sharedFavoritePath, type FeatureKey } from '@handyq/domain';

/**
 * Where a workout step opens: its tool with the settings the step keeps, for anyone (the share
 * link of the step's name and inputs, named as a favorite so the tool page offers the way back:
 * /cueCoach/{feature}?favorite={name}&shared=…; CueCraft's, its &sequence=…). A step with no inputs opens its tool as it is
 * (on the viewer's own favorite of that name, if one is named).
 */
export function stepLink(step: {
  feature: FeatureKey;
  favoriteName?: string;
  inputs?: Record<string, unknown>;
}): string {
  const name = step.favoriteName ?? '';
  if (step.inputs) {
    return sharedFavoritePath(
      step.feature,
      { name: name || TOOL_NAMES[step.feature], inputs: step.inputs },
      true,
    );
  }
  const base = paths.tool(step.feature);
  return name ? `${base}?favorite=${encodeURIComponent(name)}` : base;
}
