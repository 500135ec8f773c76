// What the page and the pose worker say to each other. A frame goes to the worker as an
// ImageBitmap (transferred, not copied) and comes back as keypoints: no pixel ever leaves the
// device, and the page never holds more than one frame in flight.
import type { Pose } from '../keypoints';

export type PoseRequest = { type: 'load'; id: number } | { type: 'read'; id: number; frame: ImageBitmap };

export type PoseReply =
  | { type: 'loaded'; id: number; backend: string; ms: number }
  | {
      type: 'pose';
      id: number;
      pose: Pose;
      width: number;
      height: number;
      /** The worker's time for the frame, and how many times the model read it (turned over too). */
      ms: number;
      reads: number;
    }
  | { type: 'failed'; id: number; stage: 'load' | 'read'; message: string };
