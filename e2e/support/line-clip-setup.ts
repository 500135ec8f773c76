import { ensureLineClip } from '../../bench/lib/line-clip.mjs';

/**
 * Global setup: the fake camera's footage for the line-camera project, made once and kept
 * (bench/lib/line-clip.mjs). Here rather than in a setup project, so the camera tests start with
 * the first ones: a project that depends on another runs only after every test of the run's first
 * phase has ended.
 */
export default async function makeLineClip(): Promise<void> {
  await ensureLineClip();
}
