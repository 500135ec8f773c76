import { estimateSpeechMs, formatClock, ordinal } from './format';

describe('ordinal', () => {
  it('says 1st to 23rd as a person would', () => {
    expect(Array.from({ length: 23 }, (_, i) => ordinal(i + 1))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
      '7th',
      '8th',
      '9th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '15th',
      '16th',
      '17th',
      '18th',
      '19th',
      '20th',
      '21st',
      '22nd',
      '23rd',
    ]);
  });

  it('keeps the teens "th" past 100', () => {
    expect([101, 102, 111, 112, 113, 121].map(ordinal)).toEqual([
      '101st',
      '102nd',
      '111th',
      '112th',
      '113th',
      '121st',
    ]);
  });
});

describe('formatClock', () => {
  it('shows minutes:seconds, zero-padded', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(5)).toBe('00:05');
    expect(formatClock(60)).toBe('01:00');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(599)).toBe('09:59');
    expect(formatClock(400)).toBe('06:40');
    expect(formatClock(3600)).toBe('60:00');
  });

  it('rounds a fraction up, as a countdown does, and never shows a negative time', () => {
    expect(formatClock(59.2)).toBe('01:00');
    expect(formatClock(0.4)).toBe('00:01');
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
  });
});

describe('estimateSpeechMs', () => {
  it('grows with the words spoken, punctuation aside', () => {
    expect(estimateSpeechMs('Halfway')).toBe(350);
    expect(estimateSpeechMs('1st set. Hold')).toBe(1050);
    expect(estimateSpeechMs('Get ready in...')).toBe(1050);
    expect(estimateSpeechMs('')).toBe(0);
  });
});
