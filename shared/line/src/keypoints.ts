// The body as a pose model sees it: named keypoints in image pixels (x right, y down), each with
// the model's confidence in it (0-1). The names are COCO's 17, which MoveNet gives in this order;
// BlazePose's 33 landmarks map onto them (fromBlazePose).

export const BODY_PARTS = [
  'nose',
  'leftEye',
  'rightEye',
  'leftEar',
  'rightEar',
  'leftShoulder',
  'rightShoulder',
  'leftElbow',
  'rightElbow',
  'leftWrist',
  'rightWrist',
  'leftHip',
  'rightHip',
  'leftKnee',
  'rightKnee',
  'leftAnkle',
  'rightAnkle',
] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

export interface Keypoint {
  x: number;
  y: number;
  /** The model's confidence that the point is there, 0-1. */
  score: number;
}

/** A person's keypoints; a part the model did not give is absent. */
export type Pose = Partial<Record<BodyPart, Keypoint>>;

/** The bones drawn over the camera's picture, as pairs of parts. */
export const SKELETON: ReadonlyArray<readonly [BodyPart, BodyPart]> = [
  ['leftWrist', 'leftElbow'],
  ['leftElbow', 'leftShoulder'],
  ['rightWrist', 'rightElbow'],
  ['rightElbow', 'rightShoulder'],
  ['leftShoulder', 'rightShoulder'],
  ['leftShoulder', 'leftHip'],
  ['rightShoulder', 'rightHip'],
  ['leftHip', 'rightHip'],
  ['leftHip', 'leftKnee'],
  ['leftKnee', 'leftAnkle'],
  ['rightHip', 'rightKnee'],
  ['rightKnee', 'rightAnkle'],
];

/** MoveNet's (and PoseNet's) output: COCO's 17 keypoints in BODY_PARTS order. */
export function fromCoco(points: ReadonlyArray<Keypoint>): Pose {
  const pose: Pose = {};
  BODY_PARTS.forEach((part, i) => {
    const p = points[i];
    if (p) pose[part] = { x: p.x, y: p.y, score: p.score };
  });
  return pose;
}

/** Where each COCO part is among BlazePose's 33 landmarks. */
const BLAZEPOSE_INDEX: Record<BodyPart, number> = {
  nose: 0,
  leftEye: 2,
  rightEye: 5,
  leftEar: 7,
  rightEar: 8,
  leftShoulder: 11,
  rightShoulder: 12,
  leftElbow: 13,
  rightElbow: 14,
  leftWrist: 15,
  rightWrist: 16,
  leftHip: 23,
  rightHip: 24,
  leftKnee: 25,
  rightKnee: 26,
  leftAnkle: 27,
  rightAnkle: 28,
};

/**
 * BlazePose's (MediaPipe Pose's) 33 landmarks, normalized to the image (0-1) with a
 * `visibility`, as pixels of an image `width` × `height`.
 */
export function fromBlazePose(
  landmarks: ReadonlyArray<{ x: number; y: number; visibility?: number }>,
  width: number,
  height: number,
): Pose {
  const pose: Pose = {};
  for (const part of BODY_PARTS) {
    const l = landmarks[BLAZEPOSE_INDEX[part]];
    if (l) pose[part] = { x: l.x * width, y: l.y * height, score: l.visibility ?? 0 };
  }
  return pose;
}
