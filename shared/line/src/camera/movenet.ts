// MoveNet SinglePose Lightning's input and output, pure: where a camera frame goes in the model's
// square input, and the model's answer as keypoints in the frame's own pixels.
import { fromCoco, type Keypoint, type Pose } from '@handyq/line';

/** The model's input: a square of this many pixels a side (RGB, int32). */
export const MOVENET_SIZE = 192;

/** Where a frame of `width` × `height` goes in the square: scaled to fit whole, centred. */
export interface Letterbox {
  scale: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export function letterbox(width: number, height: number, size = MOVENET_SIZE): Letterbox {
  const scale = size / Math.max(width, height);
  const w = width * scale;
  const h = height * scale;
  return { scale, x: (size - w) / 2, y: (size - h) / 2, width: w, height: h };
}

/**
 * The model's answer (17 × [y, x, score], each 0-1 of the square input) as a pose in the frame's
 * pixels. `turned`: the frame was fed turned over (180°), so each point is turned back.
 */
export function poseInFrame(
  out: ArrayLike<number>,
  box: Letterbox,
  frame: { width: number; height: number },
  turned: boolean,
  size = MOVENET_SIZE,
): Pose {
  const points: Keypoint[] = [];
  for (let i = 0; i < 17; i++) {
    const y = (out[i * 3]! * size - box.y) / box.scale;
    const x = (out[i * 3 + 1]! * size - box.x) / box.scale;
    const score = out[i * 3 + 2]!;
    points.push(turned ? { x: frame.width - x, y: frame.height - y, score } : { x, y, score });
  }
  return fromCoco(points);
}

const meanScore = (pose: Pose) => {
  const scores = Object.values(pose).map((p) => p.score);
  return scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
};

/** In the picture as the model was given it, the hips are above the shoulders. */
function upsideDownAsFed(pose: Pose, turned: boolean): boolean {
  const { leftShoulder: ls, rightShoulder: rs, leftHip: lh, rightHip: rh } = pose;
  if (!ls || !rs || !lh || !rh) return false;
  const hips = (lh.y + rh.y) / 2;
  const shoulders = (ls.y + rs.y) / 2;
  // the pose is in the frame's pixels: turned back when fed turned over
  return turned ? hips > shoulders : hips < shoulders;
}

/** Below this mean keypoint score, the other way up is tried too. */
export const UNSURE_BELOW = 0.4;

/**
 * MoveNet is trained on people the right way up: a handstand in the picture reads badly (bench:pose:
 * 70 % of limbs placed, angles readable in 18 of 42 frames), and the same picture turned over
 * reads as well as an upright one.
 *
 * A live camera's frames follow one another, so the reader keeps which way it feeds them: when a
 * reading shows the person upside down in the picture it was given, or is unsure, the frame is
 * read the other way too, and the surer reading wins and sets the way for the next frames (a
 * steady hold costs one read a frame: 1.02 in the bench). A still (a photo, or a frame of a
 * chosen video) has no frame before it that means anything: it is read both ways and the surer
 * reading kept, the same whatever was read before (`readStill`).
 */
export class TurnOver {
  turned = false;

  /** `readAs(turned)`: the frame read fed that way, as a pose in the frame's own pixels. */
  async read(readAs: (turned: boolean) => Promise<Pose>): Promise<{ pose: Pose; reads: number }> {
    let pose = await readAs(this.turned);
    let reads = 1;
    if (upsideDownAsFed(pose, this.turned) || meanScore(pose) < UNSURE_BELOW) {
      const other = await readAs(!this.turned);
      reads++;
      if (meanScore(other) > meanScore(pose)) {
        pose = other;
        this.turned = !this.turned;
      }
    }
    return { pose, reads };
  }

  /** A still, read as it is and turned over: the surer reading (as it is, on a tie). Keeps no way. */
  static async readStill(readAs: (turned: boolean) => Promise<Pose>): Promise<{ pose: Pose; reads: number }> {
    const asIs = await readAs(false);
    const over = await readAs(true);
    return { pose: meanScore(over) > meanScore(asIs) ? over : asIs, reads: 2 };
  }
}
