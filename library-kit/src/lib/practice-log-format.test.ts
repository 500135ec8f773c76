import { FEATURE_KEYS } from '@handyq/domain';
import { LOG_UNITS } from '@handyq/domain/schemas';
import type { DeviceLogEntry } from '@handyq/web/practice-log';
import {
  UNIT_WORDS,
  dayHeading,
  doneSummary,
  entrySubtitle,
  entryTitle,
  formatDuration,
  formatSeconds,
  groupByDay,
  notOnServer,
  seriesDays,
  seriesSummary,
  setsSummary,
  shortDay,
  streakText,
  timeOfDay,
} from './practice-log-format';

const at = (iso: string) => Date.parse(iso);
const holdOn = (id: string, startedAt: number, done: number[], more: Partial<DeviceLogEntry> = {}) =>
  ({
    _id: id,
    tool: 'holdOn',
    favoriteName: 'Wall holds',
    inputs: {},
    sets: done.map((d) => ({ planned: 30, done: d })),
    startedAt,
    endedAt: startedAt + 125_000,
    note: '',
    rating: null,
    createdAt: startedAt,
    ...more,
  }) as DeviceLogEntry;

describe('the words of an entry', () => {
  it('names each tool’s unit as the schema does', () => {
    for (const tool of FEATURE_KEYS) expect(UNIT_WORDS[tool][1]).toBe(LOG_UNITS[tool]);
  });

  it('says what the sets did in the tool’s unit', () => {
    expect(setsSummary('holdOn', [{ done: 30 }, { done: 25 }, { done: 20 }])).toBe('3 sets · 75 s held');
    expect(setsSummary('holdOn', [{ done: 40 }])).toBe('1 set · 40 s held');
    expect(setsSummary('cueCraft', [{ done: 6 }])).toBe('6 steps');
    expect(setsSummary('entryBuddy', [{ done: 5 }, { done: 5 }])).toBe('2 × 5 entries');
    expect(setsSummary('shapeJam', [{ done: 4 }, { done: 3 }])).toBe('2 sets · 7 shapes');
    expect(setsSummary('drillDJ', [{ done: 1 }])).toBe('1 rep');
  });

  it('adds a workout’s steps up by unit', () => {
    const workout = {
      ...holdOn('w', 0, []),
      tool: 'workout',
      title: 'Morning line',
      steps: [
        { tool: 'holdOn', favoriteName: 'Custom', inputs: {}, sets: [{ planned: 30, done: 30 }] },
        { tool: 'drillDJ', favoriteName: 'Custom', inputs: {}, sets: [{ planned: 10, done: 8 }] },
      ],
    } as unknown as DeviceLogEntry;
    expect(entryTitle(workout)).toBe('Morning line');
    expect(entrySubtitle(workout)).toBe('Workout · 2 steps');
    expect(doneSummary(workout)).toBe('30 s held · 8 reps');
    expect(entryTitle(holdOn('h', 0, [1]))).toBe('HoldOn');
    expect(entrySubtitle(holdOn('h', 0, [1]))).toBe('Wall holds');
  });

  it('formats durations, seconds and times of day', () => {
    expect(formatDuration(45_000)).toBe('45 s');
    // rounded down, as a hold's seconds are: 4.7 s held is 4 s everywhere
    expect(formatDuration(4_700)).toBe('4 s');
    expect(formatDuration(245_000)).toBe('4 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(3_900_000)).toBe('1 h 5 min');
    expect(formatSeconds(45)).toBe('45 s');
    expect(formatSeconds(65)).toBe('1:05 min');
    expect(timeOfDay(at('2026-11-23T06:05:00Z'), 'Europe/Berlin')).toBe('7:05 AM');
    expect(streakText(1)).toBe('1 day in a row');
    expect(streakText(12)).toBe('12 days in a row');
  });
});

describe('the list by day', () => {
  it('heads days Today, Yesterday, then the date (with the year when not this one)', () => {
    expect(dayHeading('2026-11-26', '2026-11-26')).toBe('Today');
    expect(dayHeading('2026-11-25', '2026-11-26')).toBe('Yesterday');
    expect(dayHeading('2026-11-23', '2026-11-26')).toBe('Mon 23 Nov');
    expect(shortDay('2025-12-31', '2026-01-02')).toBe('Wed 31 Dec 2025');
  });

  it('groups newest first in the time zone, the unsent merged and marked', () => {
    const tz = 'America/New_York';
    // 03:00 UTC on the 26th is still the 25th in New York.
    const late = holdOn('b', at('2026-11-26T03:00:00Z'), [30]);
    const morning = holdOn('a', at('2026-11-26T14:00:00Z'), [40]);
    const older = holdOn('c', at('2026-11-20T14:00:00Z'), [20]);
    const unsent = holdOn('d', at('2026-11-26T15:00:00Z'), [50]);
    const days = groupByDay([morning, late, older], [unsent], tz, '2026-11-26');
    expect(days.map((d) => [d.heading, d.entries.map((e) => e._id)])).toEqual([
      ['Today', ['d', 'a']],
      ['Yesterday', ['b']],
      ['Fri 20 Nov', ['c']],
    ]);
    expect(days[0]!.entries[0]!.unsent).toBe(true);
    expect(days[0]!.entries[1]!.unsent).toBeUndefined();
  });

  it('shows an entry both sides know once, as the device has it', () => {
    const sent = holdOn('a', at('2026-11-26T14:00:00Z'), [40], { note: 'old' });
    const local = { ...sent, note: 'new' };
    const [day] = groupByDay([sent], [local], 'UTC', '2026-11-26');
    expect(day!.entries.map((e) => e.note)).toEqual(['new']);
  });

  it('hides a deletion and shows an edit the device has not sent yet', () => {
    const a = holdOn('a', at('2026-11-26T14:00:00Z'), [40], { note: 'old', rating: 2 });
    const b = holdOn('b', at('2026-11-26T13:00:00Z'), [30]);
    const [day] = groupByDay([a, b], [], 'UTC', '2026-11-26', {
      removed: new Set(['b']),
      edited: new Map([['a', { note: 'new' }]]),
    });
    expect(day!.entries.map((e) => [e._id, e.note, e.rating])).toEqual([['a', 'new', 2]]);
  });

  it('keeps the unsent entries the server has not got yet, in their order', () => {
    const sent = holdOn('a', at('2026-11-26T14:00:00Z'), [40]);
    const b = holdOn('b', at('2026-11-26T15:00:00Z'), [30]);
    const c = holdOn('c', at('2026-11-26T13:00:00Z'), [20]);
    expect(notOnServer([b, { ...sent, unsent: true }, c], [sent]).map((e) => e._id)).toEqual(['b', 'c']);
    expect(notOnServer([b], [])).toEqual([b]);
  });
});

describe('the series', () => {
  it('fills every day of the span, oldest first', () => {
    const all = seriesDays([{ day: '2026-11-25', seconds: 40 }], '2026-11-26', 30);
    expect(all).toHaveLength(30);
    expect(all[0]).toEqual({ day: '2026-10-28', seconds: 0 });
    expect(all[28]).toEqual({ day: '2026-11-25', seconds: 40 });
    expect(all[29]).toEqual({ day: '2026-11-26', seconds: 0 });
  });

  it('names what it shows in one sentence', () => {
    expect(seriesSummary([], 30, '2026-11-26')).toBe('No HoldOn holds in the last 30 days.');
    expect(
      seriesSummary(
        [
          { day: '2026-11-23', seconds: 65 },
          { day: '2026-11-25', seconds: 40 },
        ],
        90,
        '2026-11-26',
      ),
    ).toBe(
      'Longest HoldOn hold per day over the last 90 days: 2 days with a hold, the longest 1:05 min on Mon 23 Nov.',
    );
  });
});
