import {
  featureSettingsOf,
  normaliseFeatureSettings,
  type FeatureSettings,
  type ToolKey,
} from '@handyq/domain';

/** Changes one tool's settings as stored now (the user record is read, changed and PUT whole). */
async function changeSettings(
  userId: string,
  tool: ToolKey,
  change: (current: FeatureSettings) => FeatureSettings,
): Promise<void> {
  // Loaded on first use: the user API brings the zod schemas, which the timers don't need.
  const { updateUser } = await import('@handyq/web/user');
  await updateUser(userId, (user) => ({
    settings: { ...user.settings, [tool]: change(featureSettingsOf(user.settings, tool)) },
  }));
}

/** Stores a tool's settings whole (the settings page's Save). */
export const putToolSettings = (userId: string, tool: ToolKey, settings: FeatureSettings) =>
  changeSettings(userId, tool, () => settings);

/** Adds custom shapes to ShapeJam's stored settings, leaving the rest of them as they are. */
export const addSavedShapes = (userId: string, shapes: readonly string[]) =>
  changeSettings(userId, 'shapeJam', (current) =>
    normaliseFeatureSettings('shapeJam', { ...current, shapes: [...(current.shapes ?? []), ...shapes] }),
  );
