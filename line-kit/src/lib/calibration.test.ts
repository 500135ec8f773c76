import { BODY_PARTS, type Pose } from '@handyq/line';
import { allGreen, calibrate } from './calibration';

const FRAME = { width: 480, height: 640 };

/**
 * A person standing in the middle of the frame, `tall` of its height from head to ankles, facing
 * the camera (shoulders 0.25 of `tall` apart) or side-on (almost on top of each other).
 */
function standing({ tall = 0.7, side = false, cx = 240, score = 0.9 } = {}): Pose {
  const h = FRAME.height * tall;
  const top = (FRAME.height - h) / 2;
  const half = side ? 4 : h * 0.125;
  const at = (y: number, dx: number) => ({ x: cx + dx, y: top + y * h, score });
  const pose: Pose = {
    nose: at(0, 0),
    leftShoulder: at(0.18, half),
    rightShoulder: at(0.18, -half),
    leftElbow: at(0.33, half),
    rightElbow: at(0.33, -half),
    leftWrist: at(0.47, half),
    rightWrist: at(0.47, -half),
    leftHip: at(0.52, half * 0.8),
    rightHip: at(0.52, -half * 0.8),
    leftKnee: at(0.76, half * 0.6),
    rightKnee: at(0.76, -half * 0.6),
    leftAnkle: at(1, half * 0.5),
    rightAnkle: at(1, -half * 0.5),
  };
  expect(Object.keys(pose).every((k) => (BODY_PARTS as readonly string[]).includes(k))).toBe(true);
  return pose;
}
const byKey = (checks: ReturnType<typeof calibrate>) => Object.fromEntries(checks.map((c) => [c.key, c]));

describe('LineCal checks', () => {
  it('a whole body, seen from the chosen view, at a good distance, the phone level: all green', () => {
    const checks = calibrate(standing({ side: true }), FRAME, 'side', 1);
    expect(checks.map((c) => [c.key, c.ok])).toEqual([
      ['body', true],
      ['view', true],
      ['level', true],
      ['distance', true],
    ]);
    expect(allGreen(checks)).toBe(true);
  });

  it('the view the user chose: facing the camera when side-on was asked says turn', () => {
    const c = byKey(calibrate(standing(), FRAME, 'side', 0));
    expect(c.view).toMatchObject({ ok: false, text: 'Turn side-on to the camera.' });
    expect(byKey(calibrate(standing(), FRAME, 'front', 0)).view!.ok).toBe(true);
    expect(byKey(calibrate(standing({ side: true }), FRAME, 'front', 0)).view!.text).toBe('Face the camera.');
  });

  it('too far and too close', () => {
    expect(byKey(calibrate(standing({ tall: 0.35 }), FRAME, 'front', 0)).distance).toMatchObject({
      ok: false,
      text: 'Move the phone closer (or step closer).',
    });
    expect(byKey(calibrate(standing({ tall: 0.95 }), FRAME, 'front', 0)).distance!.text).toBe(
      'Move the phone back (or step back).',
    );
  });

  it('in a landscape picture the body is measured against the side it stands along', () => {
    const wide = { width: 640, height: 480 };
    const pose = standing({ tall: 0.7, cx: 320 });
    // `standing` places the body on the portrait frame's 640 px height: squeeze it into 480
    for (const p of Object.values(pose)) p.y *= 480 / 640;
    expect(byKey(calibrate(pose, wide, 'front', 0)).distance!.ok).toBe(true);
  });

  it('a part not seen, or at the edge, is named', () => {
    const pose = standing();
    pose.leftAnkle = { ...pose.leftAnkle!, score: 0.1 };
    expect(byKey(calibrate(pose, FRAME, 'front', 0)).body).toMatchObject({
      ok: false,
      text: "Can't see your left ankle: step back or tilt the phone.",
    });
    expect(byKey(calibrate(standing({ cx: 40 }), FRAME, 'front', 0)).body!.text).toMatch(/at the edge/);
    expect(byKey(calibrate(null, FRAME, 'front', 0)).body!.text).toBe('Stand where the camera can see you.');
  });

  it('a tilted phone says which way; a device with no tilt sensor is not held against the setup', () => {
    expect(byKey(calibrate(standing(), FRAME, 'front', 12)).level).toMatchObject({
      ok: false,
      text: 'The phone leans 12° to the right: straighten it.',
    });
    const unknown = calibrate(standing(), FRAME, 'front', null);
    expect(byKey(unknown).level!.ok).toBeNull();
    expect(allGreen(unknown)).toBe(true);
  });
});
