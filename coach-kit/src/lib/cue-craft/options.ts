/** The step durations CueCraft offers (s), in its builder and its settings. */
export const STEP_DURATIONS = [
  3, 5, 8, 10, 15, 20, 30, 40, 45, 60, 90, 120, 180, 300, 600, 900, 1200, 1800, 3600,
] as const;
