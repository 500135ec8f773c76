// The handstand line from a pose's keypoints: upside down or not, the angles coaches look at, the
// faults they name and a line score. Pure: one frame's keypoints in, one reading out. Every
// figure says which side of the body it was read on and the lowest keypoint confidence it rests
// on; below MIN_SCORE the part counts as not seen and the figure is null ('Can't see your …'),
// never a guess.
import type { BodyPart, Keypoint, Pose } from './keypoints';

/** A keypoint the model is less sure of than this is not seen. */
export const MIN_SCORE = 0.3;

/** How far each measure may be off before it is a fault, in degrees. */
export const FAULT_FROM = {
  /** wrist-shoulder-hip short of a straight 180 */
  shoulders: 15,
  /** shoulder-hip-ankle short of a straight 180, either way */
  hips: 15,
  /** the wrist-to-ankle line off vertical */
  tilt: 10,
  /** the angle between the legs */
  legs: 15,
} as const;

/** The torso counts as upside down within this many degrees of hips straight over shoulders. */
export const UPSIDE_DOWN_WITHIN = 60;

export type LineFault =
  'closedShoulders' | 'piked' | 'arched' | 'hipsBent' | 'banana' | 'tilted' | 'legsApart';

/** What to say for each fault: short enough to be spoken mid-hold. */
export const FAULT_ADVICE: Record<LineFault, string> = {
  closedShoulders: 'Open your shoulders',
  piked: 'Open your hips',
  arched: 'Tuck your ribs and squeeze your glutes',
  // the hips are bent and which way cannot be told (no face seen)
  hipsBent: 'Straighten your hips',
  banana: 'Stack hips over shoulders',
  tilted: 'Stack your body over your hands',
  legsApart: 'Squeeze your legs together',
};

/** The parts a figure can miss, as a user names them. */
export type UnseenPart = 'wrists' | 'shoulders' | 'hips' | 'ankles' | 'legs';
export const unseenText = (part: UnseenPart): string =>
  part === 'legs' ? "Can't see both legs" : `Can't see your ${part}`;

export type Side = 'left' | 'right';

export interface Measure {
  /** Degrees; null when a part it rests on is not seen. */
  value: number | null;
  /** The lowest confidence among the keypoints it rests on (of the side it was read on). */
  confidence: number;
  /** The side of the body it was read on: the side the model is surer of. */
  side: Side | 'both' | null;
  /** The part not seen when value is null. */
  unseen: UnseenPart | null;
}

export interface FaultReading {
  fault: LineFault;
  advice: string;
  /** Degrees past where it starts counting: the biggest is the one to fix first. */
  by: number;
}

export interface LineReading {
  /** Hips over shoulders (null: shoulders or hips not seen). */
  upsideDown: boolean | null;
  /** Wrist-shoulder-hip, 180 when the shoulders are fully open. */
  shoulderAngle: Measure;
  /** Shoulder-hip-ankle, 180 when the body is straight. */
  hipAngle: Measure;
  /** Which way the hips bend: toward the front (pike) or the back (arch); null when not seen or not told. */
  hipBend: 'pike' | 'arch' | null;
  /** The wrist-to-ankle line's angle from vertical. */
  tilt: Measure;
  /** The angle between the legs (hip to ankle on each side). */
  legSpread: Measure;
  /** 0-100, 100 a straight vertical line; null when not upside down or a part it needs is not seen. */
  score: number | null;
  /** While upside down, the faults past their threshold, the biggest first. */
  faults: FaultReading[];
  /** What could not be seen, the most needed first: 'Can't see your ankles'. */
  unseen: string[];
}

export interface LineOptions {
  /**
   * Which way is up in the image, as a vector in image pixels (x right, y down): {0, -1} (the
   * default) for an image held upright, {0, 1} for one upside down (a phone propped on its head).
   */
  up?: { x: number; y: number };
  minScore?: number;
}

type Vec = { x: number; y: number };
const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
const dot = (a: Vec, b: Vec) => a.x * b.x + a.y * b.y;
const cross = (a: Vec, b: Vec) => a.x * b.y - a.y * b.x;
const len = (a: Vec) => Math.hypot(a.x, a.y);
const mid = (a: Vec, b: Vec): Vec => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const DEG = 180 / Math.PI;

/** The angle between two vectors, 0-180 degrees. */
function between(a: Vec, b: Vec): number {
  const n = len(a) * len(b);
  if (n === 0) return 0;
  return Math.acos(Math.max(-1, Math.min(1, dot(a, b) / n))) * DEG;
}

const PART_OF: Record<'wrist' | 'shoulder' | 'hip' | 'ankle', UnseenPart> = {
  wrist: 'wrists',
  shoulder: 'shoulders',
  hip: 'hips',
  ankle: 'ankles',
};
type Joint = keyof typeof PART_OF;
const keyOf = (side: Side, joint: Joint) => `${side}${joint[0]!.toUpperCase()}${joint.slice(1)}` as BodyPart;

interface SideRead {
  side: Side;
  points: Keypoint[];
  confidence: number;
  /** the least sure joint of this side */
  weakest: Joint;
}

/** The joints of one side, and how sure the model is of the weakest. */
function readSide(pose: Pose, side: Side, joints: Joint[]): SideRead {
  let confidence = Infinity;
  let weakest = joints[0]!;
  const points: Keypoint[] = [];
  for (const joint of joints) {
    const p = pose[keyOf(side, joint)];
    const score = p?.score ?? 0;
    if (score < confidence) {
      confidence = score;
      weakest = joint;
    }
    points.push(p ?? { x: 0, y: 0, score: 0 });
  }
  return { side, points, confidence, weakest };
}

/** A figure read on the side the model is surer of (in a side view, the near side). */
function onSurerSide(
  pose: Pose,
  joints: Joint[],
  minScore: number,
  figure: (points: Keypoint[]) => number,
): Measure & { points: Keypoint[] | null } {
  const left = readSide(pose, 'left', joints);
  const right = readSide(pose, 'right', joints);
  const best = right.confidence > left.confidence ? right : left;
  if (best.confidence < minScore) {
    return {
      value: null,
      confidence: best.confidence,
      side: null,
      unseen: PART_OF[best.weakest],
      points: null,
    };
  }
  return {
    value: figure(best.points),
    confidence: best.confidence,
    side: best.side,
    unseen: null,
    points: best.points,
  };
}

const bare = ({ value, confidence, side, unseen }: Measure): Measure => ({ value, confidence, side, unseen });

/** The direction the face points, from the nose and the ears (or eyes) behind it. */
function facing(pose: Pose, minScore: number): Vec | null {
  const nose = pose.nose;
  if (!nose || nose.score < minScore) return null;
  const seen = (p: Keypoint | undefined): p is Keypoint => !!p && p.score >= minScore;
  const back = [pose.leftEar, pose.rightEar].filter(seen);
  const from = back.length ? back : [pose.leftEye, pose.rightEye].filter(seen);
  if (!from.length) return null;
  const behind = from.reduce<Vec>((m, p) => mid(m, p), from[0]!);
  const f = sub(nose, behind);
  return len(f) > 0 ? f : null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A person counts as in the picture when at least this many of the body's keypoints are seen. */
export const PERSON_SEEN_FROM = 8;

/**
 * Whether the picture shows a person at all: a model answers 17 points for any picture, and for
 * one with nobody in it it is sure of few of them.
 */
export function personSeen(pose: Pose, minScore = MIN_SCORE): boolean {
  return Object.values(pose).filter((p) => p.score >= minScore).length >= PERSON_SEEN_FROM;
}

/** One frame's handstand line. */
export function readLine(pose: Pose, options: LineOptions = {}): LineReading {
  const minScore = options.minScore ?? MIN_SCORE;
  const upRaw = options.up ?? { x: 0, y: -1 };
  const up = { x: upRaw.x / (len(upRaw) || 1), y: upRaw.y / (len(upRaw) || 1) };

  const shoulders = onSurerSide(pose, ['wrist', 'shoulder', 'hip'], minScore, ([w, s, h]) =>
    between(sub(w!, s!), sub(h!, s!)),
  );
  const hips = onSurerSide(pose, ['shoulder', 'hip', 'ankle'], minScore, ([s, h, a]) =>
    between(sub(s!, h!), sub(a!, h!)),
  );
  const tilt = onSurerSide(pose, ['wrist', 'ankle'], minScore, ([w, a]) => between(sub(a!, w!), up));
  const torso = onSurerSide(pose, ['shoulder', 'hip'], minScore, ([s, h]) => between(sub(h!, s!), up));

  // the angle between the legs needs both
  const legs: Measure = (() => {
    const l = readSide(pose, 'left', ['hip', 'ankle']);
    const r = readSide(pose, 'right', ['hip', 'ankle']);
    const confidence = Math.min(l.confidence, r.confidence);
    if (confidence < minScore) return { value: null, confidence, side: null, unseen: 'legs' };
    const [lh, la] = l.points;
    const [rh, ra] = r.points;
    return { value: between(sub(la!, lh!), sub(ra!, rh!)), confidence, side: 'both', unseen: null };
  })();

  let hipBend: LineReading['hipBend'] = null;
  if (hips.points && hips.value !== null && 180 - hips.value >= 1) {
    const [s, h, a] = hips.points;
    const face = facing(pose, minScore);
    if (face) {
      const axis = sub(h!, s!);
      // the legs bend toward the side the face is on: a pike; away from it: an arch
      hipBend = Math.sign(cross(axis, sub(a!, h!))) === Math.sign(cross(axis, face)) ? 'pike' : 'arch';
    }
  }

  const upsideDown = torso.value === null ? null : torso.value <= UPSIDE_DOWN_WITHIN;

  const faults: FaultReading[] = [];
  const past = (value: number | null, from: number) => (value === null ? 0 : value - from);
  if (upsideDown) {
    const shouldersBy = past(shoulders.value === null ? null : 180 - shoulders.value, FAULT_FROM.shoulders);
    const hipsBy = past(hips.value === null ? null : 180 - hips.value, FAULT_FROM.hips);
    if (shouldersBy > 0 && hipsBy > 0 && hipBend === 'arch') {
      // closed shoulders and an arched back together: the body curves as one
      faults.push({ fault: 'banana', advice: FAULT_ADVICE.banana, by: shouldersBy + hipsBy });
    } else {
      if (shouldersBy > 0)
        faults.push({ fault: 'closedShoulders', advice: FAULT_ADVICE.closedShoulders, by: shouldersBy });
      if (hipsBy > 0) {
        const fault = hipBend === 'pike' ? 'piked' : hipBend === 'arch' ? 'arched' : 'hipsBent';
        faults.push({ fault, advice: FAULT_ADVICE[fault], by: hipsBy });
      }
    }
    const tiltBy = past(tilt.value, FAULT_FROM.tilt);
    if (tiltBy > 0) faults.push({ fault: 'tilted', advice: FAULT_ADVICE.tilted, by: tiltBy });
    const legsBy = past(legs.value, FAULT_FROM.legs);
    if (legsBy > 0) faults.push({ fault: 'legsApart', advice: FAULT_ADVICE.legsApart, by: legsBy });
    faults.sort((a, b) => b.by - a.by);
  }

  let score: number | null = null;
  if (upsideDown && shoulders.value !== null && hips.value !== null && tilt.value !== null) {
    // points off per degree past a few degrees of slack; the legs count less, and only when seen
    const off =
      1.5 * Math.max(0, 180 - shoulders.value - 5) +
      1.5 * Math.max(0, 180 - hips.value - 5) +
      2 * Math.max(0, tilt.value - 3) +
      0.7 * Math.max(0, (legs.value ?? 0) - 5);
    score = Math.round(Math.max(0, Math.min(100, 100 - off)));
  }

  const unseen: UnseenPart[] = [];
  for (const m of [torso, shoulders, hips, tilt, legs]) {
    if (m.unseen && !unseen.includes(m.unseen)) unseen.push(m.unseen);
  }

  const rounded = (m: Measure): Measure => ({ ...bare(m), value: m.value === null ? null : round1(m.value) });
  return {
    upsideDown,
    shoulderAngle: rounded(shoulders),
    hipAngle: rounded(hips),
    hipBend,
    tilt: rounded(tilt),
    legSpread: rounded(legs),
    score,
    faults: faults.map((f) => ({ ...f, by: round1(f.by) })),
    unseen: unseen.map(unseenText),
  };
}
