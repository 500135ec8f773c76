/**
 * The longest the pose model may take to load on the device and read its first frames: a ceiling
 * for a stuck model, never a speed gate. A first load takes a few seconds on a quiet machine; on
 * one that runs the browser twice as slow, with the suite's first tests beside it, 45 s was not
 * enough.
 */
export const MODEL_READY_MS = 120_000;

/** A camera test's own ceiling: the model's, and the rest of its steps. */
export const CAMERA_TEST_MS = MODEL_READY_MS + 90_000;
