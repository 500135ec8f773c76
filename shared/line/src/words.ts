// What a readout says of one frame, in a trainee's words: which way up they are, the figures
// that mean something in that position, and one line of what to do. Pure: the Line Kit's
// readout and any page that shows a reading use it, so a position or an advice reads the same
// everywhere.
import { unseenText, type LineReading, type Measure } from './line';

/** Each position a readout can show. */
export const POSITION_TEXTS = {
  upsideDown: 'Upside down',
  upright: 'Not upside down',
  /** A person is there, but their shoulders or hips are not seen well enough to tell. */
  unsure: "Can't tell which way up",
  nobody: 'No one in view',
} as const;

/** A line scoring this or more, with no fault past its threshold, is called straight. */
export const STRAIGHT_FROM = 90;

export const ADVICE_TEXTS = {
  /** Live: the trainee is in the hold and can keep it. */
  straightLive: 'A straight line: hold it.',
  /** A photo or a video's frame: nothing to hold. */
  straightStill: 'A straight line.',
  nearlyStraight: 'Nearly a straight line: reach tall through your shoulders and squeeze your legs.',
  kickUpLive: "Kick up when you're ready: your line is read while you are upside down.",
  kickUpStill: 'Not a handstand: choose a photo or video taken while upside down to read the line.',
  wholeBody: 'Keep your whole body in the picture, hands to feet.',
} as const;

export interface ReadoutWords {
  position: string;
  /** The figures to show, in order: only while upside down do the line's figures mean something. */
  figures: { name: 'Line score' | 'Shoulder angle' | 'Hip angle'; value: string }[];
  /** What to do now; `fix` when it is a fault's advice ('Fix first: …'). */
  advice: { text: string; fix: boolean } | null;
}

const deg = (v: number | null) => (v === null ? null : `${Math.round(v)}°`);

/**
 * The words for one frame's reading. `live`: the camera, read as the trainee moves (a straight
 * line is to be held); otherwise a photo or a video's frame.
 */
export function readoutWords(reading: LineReading, person: boolean, live: boolean): ReadoutWords {
  if (!person) return { position: POSITION_TEXTS.nobody, figures: [], advice: null };
  const seeMore = (unseen: string | undefined) => ({
    text: unseen ? `${unseen}. ${ADVICE_TEXTS.wholeBody}` : ADVICE_TEXTS.wholeBody,
    fix: false,
  });
  if (reading.upsideDown === null)
    return { position: POSITION_TEXTS.unsure, figures: [], advice: seeMore(reading.unseen[0]) };
  if (!reading.upsideDown)
    return {
      position: POSITION_TEXTS.upright,
      figures: [],
      advice: { text: live ? ADVICE_TEXTS.kickUpLive : ADVICE_TEXTS.kickUpStill, fix: false },
    };
  const figure = (m: Measure) => deg(m.value) ?? (m.unseen ? unseenText(m.unseen) : '—');
  const figures: ReadoutWords['figures'] = [
    { name: 'Line score', value: reading.score === null ? '—' : String(reading.score) },
    { name: 'Shoulder angle', value: figure(reading.shoulderAngle) },
    { name: 'Hip angle', value: figure(reading.hipAngle) },
  ];
  const biggest = reading.faults[0];
  const advice: ReadoutWords['advice'] = biggest
    ? { text: biggest.advice, fix: true }
    : reading.score === null
      ? seeMore(reading.unseen[0])
      : reading.score >= STRAIGHT_FROM
        ? { text: live ? ADVICE_TEXTS.straightLive : ADVICE_TEXTS.straightStill, fix: false }
        : { text: ADVICE_TEXTS.nearlyStraight, fix: false };
  return { position: POSITION_TEXTS.upsideDown, figures, advice };
}
