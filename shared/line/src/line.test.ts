import { BODY_PARTS, fromBlazePose, fromCoco, type Keypoint, type Pose } from './keypoints';
import { FAULT_ADVICE, PERSON_SEEN_FROM, personSeen, readLine, type LineFault } from './line';

// A stick figure drawn from the angles a coach names, in a world with y up, then put into an
// image (x right, y down) either way up. Angles are degrees; directions are measured from
// straight up, clockwise (toward +x).
interface Figure {
  /** wrist-shoulder-hip, 180 open */
  shoulder?: number;
  /** shoulder-hip-ankle, 180 straight; the legs go toward the face (pike) or away (arch) */
  hip?: number;
  hipBend?: 'pike' | 'arch';
  /** the arms' lean from vertical */
  tilt?: number;
  /** degrees between the legs */
  legs?: number;
  /** the side the chest faces in the image's world */
  facing?: 'left' | 'right';
  /** false: the same figure turned over (a person standing with the arms overhead) */
  inverted?: boolean;
  /** the image upside down (a phone propped on its head) */
  imageUpsideDown?: boolean;
  /** the confidence of the near side, and of the far side (a side view hides it) */
  near?: 'left' | 'right';
  nearScore?: number;
  farScore?: number;
  /** parts the model is unsure of */
  weak?: Partial<Record<(typeof BODY_PARTS)[number], number>>;
}

const ARM = 0.6;
const TORSO = 0.5;
const LEG = 0.9;
const rad = (deg: number) => (deg * Math.PI) / 180;
const dir = (deg: number) => ({ x: Math.sin(rad(deg)), y: Math.cos(rad(deg)) });
const at = (p: { x: number; y: number }, deg: number, l: number) => {
  const d = dir(deg);
  return { x: p.x + d.x * l, y: p.y + d.y * l };
};

function figure(f: Figure = {}): Pose {
  const F = f.facing === 'left' ? -1 : 1;
  const tilt = f.tilt ?? 0;
  const armDeg = tilt;
  // closed shoulders: the torso turns back from the arms' line
  const torsoDeg = armDeg - F * (180 - (f.shoulder ?? 180));
  const bend = 180 - (f.hip ?? 180);
  const legDeg = torsoDeg + F * (f.hipBend === 'arch' ? -bend : bend);
  const spread = f.legs ?? 0;

  const wrist = { x: 0, y: 0 };
  const shoulder = at(wrist, armDeg, ARM);
  const elbow = at(wrist, armDeg, ARM / 2);
  const hip = at(shoulder, torsoDeg, TORSO);
  const knees = [at(hip, legDeg - spread / 2, LEG / 2), at(hip, legDeg + spread / 2, LEG / 2)];
  const ankles = [at(hip, legDeg - spread / 2, LEG), at(hip, legDeg + spread / 2, LEG)];
  // the head hangs between the arms, the nose toward the chest's side
  const head = at(shoulder, torsoDeg + 180, 0.12);
  const front = dir(torsoDeg + F * 90);
  const nose = { x: head.x + front.x * 0.06, y: head.y + front.y * 0.06 };
  const ear = { x: head.x - front.x * 0.02, y: head.y - front.y * 0.02 };

  const world: Record<string, { x: number; y: number }> = {
    nose,
    leftEye: nose,
    rightEye: nose,
    leftEar: ear,
    rightEar: ear,
    leftShoulder: shoulder,
    rightShoulder: shoulder,
    leftElbow: elbow,
    rightElbow: elbow,
    leftWrist: wrist,
    rightWrist: { x: wrist.x + 0.001, y: wrist.y },
    leftHip: hip,
    rightHip: hip,
    leftKnee: knees[0]!,
    rightKnee: knees[1]!,
    leftAnkle: ankles[0]!,
    rightAnkle: ankles[1]!,
  };
  const near = f.near ?? 'left';
  const pose: Pose = {};
  for (const part of BODY_PARTS) {
    let { x, y } = world[part]!;
    if (f.inverted === false) [x, y] = [-x, -y];
    // world (y up) to image (y down), 200 px a unit, the hands near the image's bottom
    let img = { x: 300 + 200 * x, y: 700 - 200 * y };
    if (f.imageUpsideDown) img = { x: 600 - img.x, y: 1000 - img.y };
    const side = part.startsWith('left') ? 'left' : part.startsWith('right') ? 'right' : null;
    const score =
      f.weak?.[part] ?? (side === null || side === near ? (f.nearScore ?? 0.9) : (f.farScore ?? 0.9));
    // a part the model is unsure of is put somewhere wrong, as a hidden limb's guess is: a
    // reading that used it would be off
    const i = BODY_PARTS.indexOf(part);
    if (score < 0.3) img = { x: img.x + 60 + 17 * i, y: img.y - 40 - 23 * (i % 5) };
    pose[part] = { ...img, score };
  }
  return pose;
}

const read = (f: Figure = {}) => readLine(figure(f), f.imageUpsideDown ? { up: { x: 0, y: 1 } } : undefined);
const faultsOf = (f: Figure) => read(f).faults.map((x) => x.fault);

// every case on both sides of the body, facing either way, in the image either way up
const VIEWS = [
  { near: 'left', facing: 'right', imageUpsideDown: false },
  { near: 'right', facing: 'left', imageUpsideDown: false },
  { near: 'left', facing: 'left', imageUpsideDown: true },
  { near: 'right', facing: 'right', imageUpsideDown: true },
] as const;

describe('readLine', () => {
  describe.each(VIEWS)('($near side seen, facing $facing, image upside down: $imageUpsideDown)', (view) => {
    const v = { ...view, farScore: 0.1 };

    it('reads a straight vertical handstand as upside down, 180° at shoulders and hips, score 100, no faults', () => {
      const r = read(v);
      expect(r.upsideDown).toBe(true);
      expect(r.shoulderAngle.value).toBeCloseTo(180, 0);
      expect(r.hipAngle.value).toBeCloseTo(180, 0);
      expect(r.tilt.value).toBeCloseTo(0, 0);
      expect(r.score).toBe(100);
      expect(r.faults).toEqual([]);
      // read on the side the model is sure of, with that side's confidence
      expect(r.shoulderAngle.side).toBe(view.near);
      expect(r.shoulderAngle.confidence).toBe(0.9);
    });

    const cases: Array<[string, Figure, LineFault, string]> = [
      ['closed shoulders', { shoulder: 145 }, 'closedShoulders', 'Open your shoulders'],
      ['piked hips', { hip: 140, hipBend: 'pike' }, 'piked', 'Open your hips'],
      ['an arched back', { hip: 150, hipBend: 'arch' }, 'arched', 'Tuck your ribs and squeeze your glutes'],
      ['a banana', { shoulder: 150, hip: 155, hipBend: 'arch' }, 'banana', 'Stack hips over shoulders'],
      ['a tilted line', { tilt: 20 }, 'tilted', 'Stack your body over your hands'],
    ];
    it.each(cases)('names %s as the biggest fault', (_, f, fault, advice) => {
      const r = read({ ...v, ...f });
      expect(r.upsideDown).toBe(true);
      expect(r.faults[0]).toMatchObject({ fault, advice });
      expect(r.score).toBeLessThan(80);
    });

    it('reads the angles it was drawn with', () => {
      const r = read({ ...v, shoulder: 150, hip: 160, hipBend: 'pike', tilt: 8 });
      expect(r.shoulderAngle.value).toBeCloseTo(150, 0);
      expect(r.hipAngle.value).toBeCloseTo(160, 0);
      expect(r.hipBend).toBe('pike');
      expect(r.tilt.value).toBeGreaterThan(0);
    });

    it('reads an upright body (arms overhead) as not upside down, with no score and no advice', () => {
      const r = read({ ...v, inverted: false, shoulder: 140 });
      expect(r.upsideDown).toBe(false);
      expect(r.score).toBeNull();
      expect(r.faults).toEqual([]);
    });
  });

  it('tells legs apart from legs together (both legs seen)', () => {
    const apart = read({ legs: 40 });
    expect(apart.legSpread.value).toBeCloseTo(40, 0);
    expect(apart.legSpread.side).toBe('both');
    expect(apart.faults[0]).toMatchObject({ fault: 'legsApart', advice: 'Squeeze your legs together' });
    const together = read({ legs: 0 });
    expect(together.legSpread.value).toBeCloseTo(0, 0);
    expect(together.faults).toEqual([]);
  });

  it('the biggest fault leads', () => {
    // arms leaning 55°, shoulders closed 50°: the whole line leans about 19° (9 past the slack)
    expect(faultsOf({ shoulder: 130, tilt: 55 })).toEqual(['closedShoulders', 'tilted']);
    expect(faultsOf({ shoulder: 160, tilt: 40 })).toEqual(['tilted', 'closedShoulders']);
  });

  it('the score falls as the line worsens', () => {
    const scores = [180, 170, 155, 140].map((shoulder) => read({ shoulder }).score!);
    expect(scores[0]).toBe(100);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThan(scores[i - 1]!);
    expect(scores[3]).toBeGreaterThanOrEqual(0);
  });

  it('small wobbles within a few degrees keep a perfect score and name no fault', () => {
    const r = read({ shoulder: 176, hip: 177, hipBend: 'arch', tilt: 2 });
    expect(r.score).toBe(100);
    expect(r.faults).toEqual([]);
  });

  it("says what it can't see instead of guessing: ankles unsure on both sides", () => {
    const r = read({ weak: { leftAnkle: 0.1, rightAnkle: 0.2 } });
    expect(r.upsideDown).toBe(true);
    expect(r.hipAngle).toMatchObject({ value: null, unseen: 'ankles', confidence: 0.2 });
    expect(r.tilt.value).toBeNull();
    expect(r.score).toBeNull();
    expect(r.unseen).toContain("Can't see your ankles");
  });

  it('no shoulders seen: not known whether upside down', () => {
    const r = read({ weak: { leftShoulder: 0.05, rightShoulder: 0.05 } });
    expect(r.upsideDown).toBeNull();
    expect(r.score).toBeNull();
    expect(r.unseen[0]).toBe("Can't see your shoulders");
  });

  it('a bent hip with no face seen is named without a direction', () => {
    const r = read({ hip: 140, hipBend: 'pike', weak: { nose: 0.1 } });
    expect(r.hipBend).toBeNull();
    expect(r.faults[0]).toMatchObject({ fault: 'hipsBent', advice: FAULT_ADVICE.hipsBent });
  });

  it('an empty pose reads nothing and says so', () => {
    const r = readLine({});
    expect(r).toMatchObject({ upsideDown: null, score: null, faults: [] });
    expect(r.unseen.length).toBeGreaterThan(0);
  });

  it('a phone held on its side: up is along the image x axis', () => {
    // the figure drawn upright in the image, read with "up" pointing right: it lies on its side
    const sideways = readLine(figure(), { up: { x: 1, y: 0 } });
    expect(sideways.upsideDown).toBe(false);
    // and a figure lying along x with its hips toward +x is upside down for that up
    const lying: Pose = Object.fromEntries(
      Object.entries(figure()).map(([k, p]) => [
        k,
        { x: 300 + (700 - p.y), y: 700 - (p.x - 300), score: p.score },
      ]),
    );
    expect(readLine(lying, { up: { x: 1, y: 0 } }).upsideDown).toBe(true);
  });
});

describe('keypoint formats', () => {
  it("MoveNet's 17 COCO keypoints keep their order", () => {
    const points: Keypoint[] = BODY_PARTS.map((_, i) => ({ x: i, y: 2 * i, score: 0.5 }));
    const pose = fromCoco(points);
    expect(pose.nose).toEqual({ x: 0, y: 0, score: 0.5 });
    expect(pose.rightAnkle).toEqual({ x: 16, y: 32, score: 0.5 });
  });

  it("BlazePose's 33 normalized landmarks become pixels, visibility the score", () => {
    const landmarks = Array.from({ length: 33 }, (_, i) => ({ x: i / 100, y: i / 50, visibility: 0.8 }));
    const pose = fromBlazePose(landmarks, 640, 480);
    expect(pose.leftShoulder).toEqual({ x: 0.11 * 640, y: 0.22 * 480, score: 0.8 });
    expect(pose.rightAnkle!.x).toBeCloseTo(0.28 * 640);
    expect(Object.keys(pose)).toHaveLength(17);
  });
});

describe('personSeen', () => {
  const withScores = (sure: number) =>
    Object.fromEntries(
      BODY_PARTS.map((part, i) => [part, { x: i, y: i, score: i < sure ? 0.8 : 0.1 }]),
    ) as Pose;
  it('needs enough of the body seen surely: a picture with nobody in it is not a person', () => {
    expect(personSeen(withScores(BODY_PARTS.length))).toBe(true);
    expect(personSeen(withScores(PERSON_SEEN_FROM))).toBe(true);
    expect(personSeen(withScores(PERSON_SEEN_FROM - 1))).toBe(false);
    expect(personSeen({})).toBe(false);
  });
});
