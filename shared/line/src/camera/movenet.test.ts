import type { Pose } from '@handyq/line';
import { MOVENET_SIZE, TurnOver, letterbox, poseInFrame } from './movenet';

describe('letterbox', () => {
  it('fits a landscape frame whole, centred top to bottom', () => {
    const box = letterbox(640, 480);
    expect(box.scale).toBeCloseTo(MOVENET_SIZE / 640);
    expect(box).toMatchObject({ x: 0, width: 192, height: 144, y: 24 });
  });
  it('fits a portrait frame whole, centred side to side', () => {
    expect(letterbox(480, 640)).toMatchObject({ y: 0, height: 192, width: 144, x: 24 });
  });
});

describe('poseInFrame', () => {
  // the model's answer for a point at (x, y) of a 640 × 480 frame, 0-1 of the square input
  const box = letterbox(640, 480);
  const answer = (x: number, y: number, score = 0.9) => {
    const out = new Float32Array(17 * 3);
    for (let i = 0; i < 17; i++) {
      out[i * 3] = (y * box.scale + box.y) / MOVENET_SIZE;
      out[i * 3 + 1] = (x * box.scale + box.x) / MOVENET_SIZE;
      out[i * 3 + 2] = score;
    }
    return out;
  };

  it("puts the model's points back in the frame's pixels", () => {
    const pose = poseInFrame(answer(100, 400), box, { width: 640, height: 480 }, false);
    expect(pose.nose!.x).toBeCloseTo(100);
    expect(pose.nose!.y).toBeCloseTo(400);
    expect(pose.rightAnkle!.score).toBeCloseTo(0.9);
  });

  it('turns the points of a frame fed turned over back', () => {
    const pose = poseInFrame(answer(100, 400), box, { width: 640, height: 480 }, true);
    expect(pose.nose!.x).toBeCloseTo(540);
    expect(pose.nose!.y).toBeCloseTo(80);
  });
});

describe('TurnOver', () => {
  // a person in the frame's pixels: hips above shoulders is a handstand
  const person = (handstand: boolean, score: number): Pose => {
    const top = { x: 0, y: 100, score };
    const low = { x: 0, y: 300, score };
    return {
      leftShoulder: handstand ? low : top,
      rightShoulder: handstand ? low : top,
      leftHip: handstand ? top : low,
      rightHip: handstand ? top : low,
    };
  };

  it('reads a handstand turned over once it sees one, and keeps that way for the next frames', async () => {
    const turnOver = new TurnOver();
    // fed as it is, the model is unsure of a handstand; fed turned over, sure
    const fed: boolean[] = [];
    const readAs = async (turned: boolean) => {
      fed.push(turned);
      return person(true, turned ? 0.9 : 0.5);
    };
    const first = await turnOver.read(readAs);
    expect(first).toMatchObject({ reads: 2 });
    expect(first.pose.leftHip!.score).toBe(0.9);
    expect(turnOver.turned).toBe(true);
    const next = await turnOver.read(readAs);
    expect(next.reads).toBe(1);
    expect(fed).toEqual([false, true, true]);
  });

  it('reads a person standing as they are, one read a frame', async () => {
    const turnOver = new TurnOver();
    const readAs = async () => person(false, 0.8);
    expect((await turnOver.read(readAs)).reads).toBe(1);
    expect((await turnOver.read(readAs)).reads).toBe(1);
    expect(turnOver.turned).toBe(false);
  });

  it('comes back the right way up when the person comes down', async () => {
    const turnOver = new TurnOver();
    turnOver.turned = true;
    // standing now: fed turned over, the person looks upside down to the model, and it is unsure
    const readAs = async (turned: boolean) => person(false, turned ? 0.3 : 0.8);
    const r = await turnOver.read(readAs);
    expect(r.reads).toBe(2);
    expect(turnOver.turned).toBe(false);
    expect(r.pose.leftHip!.score).toBe(0.8);
  });

  describe('a still', () => {
    // a photo of a handstand: as it is, the model reads it unsure (0.35); turned over, sure (0.7)
    const handstand = async (turned: boolean) => person(true, turned ? 0.7 : 0.35);
    // a photo of a person standing: sure as it is, unsure turned over
    const standing = async (turned: boolean) => person(false, turned ? 0.3 : 0.8);

    it('reads the same whatever was read before it', async () => {
      const live = new TurnOver();
      const alone = await TurnOver.readStill(handstand);
      // a camera that last saw someone standing, then one that last saw a handstand
      await live.read(standing);
      const afterStanding = await TurnOver.readStill(handstand);
      await live.read(handstand);
      const afterHandstand = await TurnOver.readStill(handstand);
      expect(afterStanding).toEqual(alone);
      expect(afterHandstand).toEqual(alone);
      expect(alone.pose.leftHip!.score).toBe(0.7);
      expect((await TurnOver.readStill(standing)).pose.leftHip!.score).toBe(0.8);
    });

    it("is what the live reader's answer would not be: the same after any frame", async () => {
      // a photo the model reads two ways: as it is, someone standing (0.5); turned over, a
      // handstand (0.45). Each reading is sure enough to be kept by the live reader, so the live
      // answer is whichever way the frame before set
      const twoWays = async (turned: boolean) => (turned ? person(true, 0.45) : person(false, 0.5));
      const fresh = await new TurnOver().read(twoWays);
      const afterHandstand = new TurnOver();
      afterHandstand.turned = true;
      const after = await afterHandstand.read(twoWays);
      expect(fresh.pose.leftHip!.y).toBe(300);
      expect(after.pose.leftHip!.y).toBe(100);
      // read as a still: the surer reading, both times
      expect((await TurnOver.readStill(twoWays)).pose.leftHip!.y).toBe(300);
    });

    it('is read both ways and leaves the live way alone', async () => {
      const live = new TurnOver();
      live.turned = true;
      const fed: boolean[] = [];
      const r = await TurnOver.readStill(async (turned) => {
        fed.push(turned);
        return person(false, 0.8);
      });
      expect(fed).toEqual([false, true]);
      expect(r.reads).toBe(2);
      expect(live.turned).toBe(true);
    });
  });
});
