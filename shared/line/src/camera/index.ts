// @handyq/line/camera: the camera and the pose model, on the device. A federation
// singleton the shell provides (one worker, one model per page), loaded only by a page that
// uses the camera (the Line Kit, HoldOn's camera start): never on a first load.
//
//   movenet.ts          the model's input and output, pure (and TurnOver: a handstand fed the right way up)
//   protocol.ts         what the page and the worker say
//   pose.worker.ts      the model on TensorFlow.js's WebAssembly backend, off the page's thread
//   engine.ts           the page's side: one frame in flight, the rest dropped
//   default-engine.ts   the page's one engine and its worker
//   camera.ts           the camera, and what each failure says
//   use-line-camera.ts  a page's live camera: frames to the model, the line read from each
export * from './camera';
export { PoseBusyError, PoseModelError, createPoseEngine } from './engine';
export type { PoseEngine, PoseFrame, PoseWorkerLike } from './engine';
export { poseEngine } from './default-engine';
export * from './use-line-camera';
