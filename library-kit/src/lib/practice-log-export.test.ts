import { newPracticeLogEntrySchema, type PracticeLogEntry } from '@handyq/domain/schemas';
import {
  CSV_COLUMNS,
  EXPORT_FORMAT,
  csvCell,
  exportFile,
  importReport,
  readImport,
  toCsv,
  toJson,
} from './practice-log-export';

const entry = (more: Partial<PracticeLogEntry> = {}): PracticeLogEntry =>
  ({
    _id: '0b7c2a52-5a2f-4b53-8d86-3f0b2f3c9a11',
    tool: 'holdOn',
    favoriteName: 'Wall holds',
    inputs: { holdTime: 30, numSets: 2 },
    sets: [
      { planned: 30, done: 30 },
      { planned: 30, done: 25 },
    ],
    startedAt: Date.parse('2026-11-23T06:05:00Z'),
    endedAt: Date.parse('2026-11-23T06:07:05Z'),
    note: '',
    rating: 4,
    createdAt: Date.parse('2026-11-23T06:07:06Z'),
    ...more,
  }) as PracticeLogEntry;

describe('CSV', () => {
  it('has a header and one row per entry with its figures, times in UTC', () => {
    const csv = toCsv([entry({ note: 'Felt "light", then shaky\nlast set' })]);
    expect(csv.split('\r\n')).toEqual([
      CSV_COLUMNS.join(','),
      '0b7c2a52-5a2f-4b53-8d86-3f0b2f3c9a11,HoldOn,Wall holds,2026-11-23T06:05:00.000Z,2026-11-23T06:07:05.000Z,125,2,60,55,55,30,0,0,0,4,"Felt ""light"", then shaky\nlast set"',
      '',
    ]);
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")', true)).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5', true)).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

describe('the exported file', () => {
  it('is named after the day of the export (UTC), typed, and holds the entries', () => {
    const now = Date.parse('2026-11-26T23:30:00Z');
    const csv = exportFile('csv', [entry()], now);
    expect(csv).toEqual({
      name: 'practice-log-2026-11-26.csv',
      type: 'text/csv;charset=utf-8',
      text: toCsv([entry()]),
    });
    const json = exportFile('json', [entry()], now);
    expect(json).toEqual({
      name: 'practice-log-2026-11-26.json',
      type: 'application/json',
      text: toJson([entry()], now),
    });
  });
});

describe('JSON', () => {
  it('exports every field, and imports back what it exported', () => {
    const e = entry({ note: 'ok' });
    const json = toJson(
      [{ ...e, unsent: true } as unknown as PracticeLogEntry],
      Date.parse('2026-11-26T00:00:00Z'),
    );
    const file = JSON.parse(json) as { format: string; exportedAt: string; entries: unknown[] };
    expect(file.format).toBe(EXPORT_FORMAT);
    expect(file.exportedAt).toBe('2026-11-26T00:00:00.000Z');
    expect(file.entries).toEqual([e]);
    const read = readImport(json, newPracticeLogEntrySchema);
    expect(read.ok && read.entries.map((x) => x._id)).toEqual([e._id]);
  });

  it('reads a bare list of entries too', () => {
    const read = readImport(JSON.stringify([entry()]), newPracticeLogEntrySchema);
    expect(read.ok).toBe(true);
  });

  it('refuses a bad file whole, naming what is wrong', () => {
    expect(readImport('{oops', newPracticeLogEntrySchema)).toEqual({
      ok: false,
      error: 'This file is not JSON. Choose a practice log exported as JSON.',
    });
    expect(readImport('{"name":"x"}', newPracticeLogEntrySchema)).toEqual({
      ok: false,
      error: 'This file is not a practice log: it has no list of entries.',
    });
    expect(readImport('[]', newPracticeLogEntrySchema)).toEqual({
      ok: false,
      error: 'This file has no entries.',
    });
    const bad = entry({ endedAt: Date.parse('2026-11-23T06:00:00Z') });
    expect(readImport(JSON.stringify([entry(), bad]), newPracticeLogEntrySchema)).toEqual({
      ok: false,
      error: 'Entry 2 of 2 is not valid (endedAt: A run cannot end before it starts). Nothing was imported.',
    });
    const long = entry({ note: 'x'.repeat(501) });
    const read = readImport(JSON.stringify([long]), newPracticeLogEntrySchema);
    expect(read.ok ? '' : read.error).toContain('note: A note is at most 500 characters');
  });

  it('reports what it added and what was there', () => {
    expect(importReport(3, 2)).toBe('Imported 3 sessions, 2 already in your log');
    expect(importReport(1, 0)).toBe('Imported 1 session, 0 already in your log');
  });
});
