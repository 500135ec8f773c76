import { canonicalTimeZone, practiceLogStatsQuerySchema } from './practice-log';

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
