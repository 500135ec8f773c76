import { FAULT_ADVICE, type LineReading, type Measure } from './line';
import { ADVICE_TEXTS, POSITION_TEXTS, STRAIGHT_FROM, readoutWords } from './words';

const seen = (value: number): Measure => ({ value, confidence: 0.9, side: 'left', unseen: null });
const unseen = (part: Measure['unseen']): Measure => ({
  value: null,
  confidence: 0.1,
  side: null,
  unseen: part,
});

function reading(over: Partial<LineReading> = {}): LineReading {
  return {
    upsideDown: true,
    shoulderAngle: seen(176.4),
    hipAngle: seen(178),
    hipBend: null,
    tilt: seen(2),
    legSpread: seen(3),
    score: 97,
    faults: [],
    unseen: [],
    ...over,
  };
}

describe('what a readout says', () => {
  it('upside down and straight: the figures, and "hold it" only live', () => {
    const live = readoutWords(reading(), true, true);
    expect(live.position).toBe('Upside down');
    expect(live.figures).toEqual([
      { name: 'Line score', value: '97' },
      { name: 'Shoulder angle', value: '176°' },
      { name: 'Hip angle', value: '178°' },
    ]);
    expect(live.advice).toEqual({ text: 'A straight line: hold it.', fix: false });
    expect(readoutWords(reading(), true, false).advice).toEqual({ text: 'A straight line.', fix: false });
  });

  it(`below ${STRAIGHT_FROM} with no fault past its threshold it is nearly straight, not straight`, () => {
    const words = readoutWords(reading({ score: STRAIGHT_FROM - 1 }), true, false);
    expect(words.advice?.text).toBe(ADVICE_TEXTS.nearlyStraight);
    expect(readoutWords(reading({ score: STRAIGHT_FROM }), true, false).advice?.text).toBe(
      'A straight line.',
    );
  });

  it('a fault past its threshold is the one thing to fix', () => {
    const words = readoutWords(
      reading({
        score: 70,
        faults: [{ fault: 'closedShoulders', advice: FAULT_ADVICE.closedShoulders, by: 12 }],
      }),
      true,
      true,
    );
    expect(words.advice).toEqual({ text: 'Open your shoulders', fix: true });
  });

  it('upside down with a part unseen: says which, and what to do about it', () => {
    const words = readoutWords(
      reading({ score: null, hipAngle: unseen('ankles'), unseen: ["Can't see your ankles"] }),
      true,
      false,
    );
    expect(words.figures[2]).toEqual({ name: 'Hip angle', value: "Can't see your ankles" });
    expect(words.advice?.text).toBe(
      "Can't see your ankles. Keep your whole body in the picture, hands to feet.",
    );
  });

  it('upright: no angles (they mean nothing standing), and what to do instead of what is unseen', () => {
    const standing = reading({ upsideDown: false, score: null, unseen: ["Can't see both legs"] });
    const live = readoutWords(standing, true, true);
    expect(live.position).toBe(POSITION_TEXTS.upright);
    expect(live.figures).toEqual([]);
    expect(live.advice?.text).toBe("Kick up when you're ready: your line is read while you are upside down.");
    expect(readoutWords(standing, true, false).advice?.text).toBe(ADVICE_TEXTS.kickUpStill);
  });

  it('which way up cannot be told: says so, and asks for the whole body', () => {
    const words = readoutWords(
      reading({ upsideDown: null, score: null, unseen: ["Can't see your hips"] }),
      true,
      false,
    );
    expect(words).toEqual({
      position: "Can't tell which way up",
      figures: [],
      advice: {
        text: "Can't see your hips. Keep your whole body in the picture, hands to feet.",
        fix: false,
      },
    });
  });

  it('nobody in the picture: says so, nothing else', () => {
    expect(readoutWords(reading(), false, true)).toEqual({
      position: 'No one in view',
      figures: [],
      advice: null,
    });
  });
});
