import {
  PRACTICE_LOG_FIELD_MESSAGES,
  canonicalTimeZone,
  newPracticeLogEntrySchema,
  practiceLogStatsQuerySchema,
} from './practice-log';

describe('time zones', () => {
  it('answers every spelling of a zone in the one form the runtime gives it', () => {
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('EUROPE/BERLIN')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('+01:00')).toBeNull();
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
  });

  it('the stats query carries the canonical name, so a made-up spelling keeps nothing new', () => {
    const a = practiceLogStatsQuerySchema.parse({ tz: 'aMeRiCa/ArGeNtInA/CoMoDrIvAdAvIa' });
    const b = practiceLogStatsQuerySchema.parse({ tz: 'america/argentina/comodrivadavia' });
    expect(a.tz).toBe(b.tz);
    expect(a.tz).toBe(canonicalTimeZone('America/Argentina/ComodRivadavia'));
    expect(practiceLogStatsQuerySchema.parse({}).tz).toBe('UTC');
    expect(practiceLogStatsQuerySchema.safeParse({ tz: 'Nowhere/Land' }).success).toBe(false);
  });
});

describe('a practice-log entry', () => {
  const workout = (more: Record<string, unknown>) => ({
    _id: crypto.randomUUID(),
    tool: 'workout',
    title: 'Morning flow',
    steps: [{ tool: 'holdOn', inputs: {}, sets: [{ planned: 30, done: 30 }] }],
    startedAt: Date.now() - 3_600_000,
    endedAt: Date.now() - 3_000_000,
    ...more,
  });
  const problems = (entry: unknown) => {
    const r = newPracticeLogEntrySchema.safeParse(entry);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('is a real one', () => {
    expect(problems(workout({ itemId: 'pop001' }))).toEqual([]);
  });

  it('cannot start in the year 275760, nor more than a week from now', () => {
    expect(problems(workout({ startedAt: 8.64e15, endedAt: 8.64e15 }))).toContain(
      `startedAt: ${PRACTICE_LOG_FIELD_MESSAGES.startedAt}`,
    );
    const later = Date.now() + 8 * 86_400_000;
    expect(problems(workout({ startedAt: later, endedAt: later + 60_000 }))).toContain(
      `startedAt: ${PRACTICE_LOG_FIELD_MESSAGES.startedAt}`,
    );
  });

  it('names a library item by its id, not by free text', () => {
    expect(problems(workout({ itemId: '<script>alert(1)</script>' }))).toEqual([
      `itemId: ${PRACTICE_LOG_FIELD_MESSAGES.itemId}`,
    ]);
  });
});
