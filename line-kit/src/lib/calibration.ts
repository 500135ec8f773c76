// LineCal's checks, pure: from one frame's pose (and the phone's roll, where the browser tells
// it), whether the camera is set up to read a line: the whole body in the picture, the view the
// user chose (side or front), the phone level, and a distance at which the body fills the
// picture without touching its edges. Each check says what to do until it passes.
import { MIN_SCORE, type BodyPart, type Pose } from '@handyq/line';

export type CalView = 'side' | 'front';
export type CalCheckKey = 'body' | 'view' | 'level' | 'distance';

export interface CalCheck {
  key: CalCheckKey;
  label: string;
  /** null: cannot be told here (no tilt sensor): not held against the setup. */
  ok: boolean | null;
  text: string;
}

const BODY: BodyPart[] = [
  'nose',
  'leftShoulder',
  'rightShoulder',
  'leftWrist',
  'rightWrist',
  'leftHip',
  'rightHip',
  'leftAnkle',
  'rightAnkle',
];

/** The body should fill this share of the picture along its length: less is too far, more too close. */
export const FILL = { min: 0.5, max: 0.92 } as const;
/** The phone counts as level within this many degrees of roll. */
export const LEVEL_WITHIN = 5;
/** Shoulders this much narrower than the torso is long read as a side view. */
const SIDE_RATIO = 0.35;
/** A keypoint this close to the picture's edge (share of its size) is cut off. */
const EDGE = 0.02;

export function calibrate(
  pose: Pose | null,
  frame: { width: number; height: number } | null,
  view: CalView,
  /** The phone's roll in degrees (DeviceOrientation's gamma), or null when unknown. */
  roll: number | null,
): CalCheck[] {
  const seen = (p: BodyPart) => (pose?.[p]?.score ?? 0) >= MIN_SCORE;
  const points = BODY.filter(seen).map((p) => pose![p]!);
  const whole = !!frame && BODY.every(seen);
  const inside =
    !!frame &&
    points.every(
      (p) =>
        p.x > frame.width * EDGE &&
        p.x < frame.width * (1 - EDGE) &&
        p.y > frame.height * EDGE &&
        p.y < frame.height * (1 - EDGE),
    );
  const missing = BODY.find((p) => !seen(p));
  const body: CalCheck = {
    key: 'body',
    label: 'Whole body in the picture',
    ok: whole && inside,
    text:
      !pose || points.length < 3
        ? 'Stand where the camera can see you.'
        : !whole
          ? `Can't see your ${partName(missing!)}: step back or tilt the phone.`
          : !inside
            ? 'Part of you is at the edge: step to the middle of the picture.'
            : 'All of you is in the picture.',
  };

  let viewCheck: CalCheck = {
    key: 'view',
    label: viewLabel(view),
    ok: false,
    text: 'Waiting to see your shoulders and hips.',
  };
  const { leftShoulder: ls, rightShoulder: rs, leftHip: lh, rightHip: rh } = pose ?? {};
  if (ls && rs && lh && rh && [ls, rs, lh, rh].every((p) => p.score >= MIN_SCORE)) {
    const shoulderWidth = Math.hypot(ls.x - rs.x, ls.y - rs.y);
    const torso =
      Math.hypot((ls.x + rs.x) / 2 - (lh.x + rh.x) / 2, (ls.y + rs.y) / 2 - (lh.y + rh.y) / 2) || 1;
    const seenView: CalView = shoulderWidth / torso < SIDE_RATIO ? 'side' : 'front';
    viewCheck = {
      key: 'view',
      label: viewLabel(view),
      ok: seenView === view,
      text:
        seenView === view
          ? `The camera sees you from the ${view}.`
          : view === 'side'
            ? 'Turn side-on to the camera.'
            : 'Face the camera.',
    };
  }

  const level: CalCheck =
    roll === null
      ? {
          key: 'level',
          label: 'Phone level',
          ok: null,
          text: "This device doesn't say how it is tilted: check by eye.",
        }
      : Math.abs(roll) <= LEVEL_WITHIN
        ? { key: 'level', label: 'Phone level', ok: true, text: 'The phone is level.' }
        : {
            key: 'level',
            label: 'Phone level',
            ok: false,
            text: `The phone leans ${Math.round(Math.abs(roll))}° to the ${roll > 0 ? 'right' : 'left'}: straighten it.`,
          };

  let distance: CalCheck = {
    key: 'distance',
    label: 'Distance',
    ok: false,
    text: 'Waiting to see all of you.',
  };
  if (frame && whole) {
    const ys = points.map((p) => p.y);
    const xs = points.map((p) => p.x);
    // the body's length against the picture's side it lies along (up in a standing or
    // handstand picture, across in a picture turned on its side)
    const fill = Math.max(
      (Math.max(...ys) - Math.min(...ys)) / frame.height,
      (Math.max(...xs) - Math.min(...xs)) / frame.width,
    );
    distance =
      fill < FILL.min
        ? { key: 'distance', label: 'Distance', ok: false, text: 'Move the phone closer (or step closer).' }
        : fill > FILL.max
          ? { key: 'distance', label: 'Distance', ok: false, text: 'Move the phone back (or step back).' }
          : { key: 'distance', label: 'Distance', ok: true, text: 'A good distance.' };
  }
  return [body, viewCheck, level, distance];
}

/** Every check that can be told passes. */
export const allGreen = (checks: CalCheck[]) => checks.every((c) => c.ok !== false);

const viewLabel = (view: CalView) => (view === 'side' ? 'Side view' : 'Front view');

function partName(part: BodyPart): string {
  const words = part.replace(/^(left|right)/, '').toLowerCase();
  return part === 'nose' ? 'head' : `${part.startsWith('left') ? 'left' : 'right'} ${words}`;
}
