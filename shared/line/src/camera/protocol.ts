// What the page and the pose worker say to each other. A frame goes to the worker as an
// ImageBitmap (transferred, not copied) and comes back as keypoints: no pixel ever leaves the
// device, and the page never holds more than one frame in flight.
import type { Pose } from '../keypoints';

/**
 * `still`: a photo or a frame of a chosen video, read the same whatever was read before; a live
 * camera's frame is read knowing the frames before it (which way up the person was).
 */
export type PoseRequest =
  { type: 'load'; id: number } | { type: 'read'; id: number; frame: ImageBitmap; still: boolean };

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
