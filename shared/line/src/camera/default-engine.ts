import { createPoseEngine, type PoseEngine, type PoseWorkerLike } from './engine';

let engine: PoseEngine | undefined;

/** The page's one pose engine (its worker starts on the first load or read). */
export function poseEngine(): PoseEngine {
  return (engine ??= createPoseEngine(
    () =>
      new Worker(new URL('./pose.worker.ts', import.meta.url), {
        type: 'module',
        name: 'handyq-pose',
      }) as unknown as PoseWorkerLike,
  ));
}
