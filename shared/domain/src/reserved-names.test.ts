import { foldName, hasDirectionControls, isReservedName, lookAlikeKey } from './reserved-names';

describe('reserved names', () => {
  it.each([
    'HandyQ',
    'handyq',
    'Handy Q',
    'HÁNDYQ',
    'h.a.n.d.y.q',
    'H4ndyQ',
    'Admin',
    'ADM1N',
    'Moderator',
    ' support ',
    'Staff',
    '\u0410dmin',
    '\u0397andyQ',
    '\u{1D573}andyQ',
    'Adm\u200bin',
  ])('%s is reserved', (name) => expect(isReservedName(name)).toBe(true));

  it.each(['Ada Lovelace', 'Handy Quinn', 'Admiral Grace', 'Mo', 'Team 7 Gymnastics', 'José'])(
    '%s is not',
    (name) => expect(isReservedName(name)).toBe(false),
  );

  it('knows names turned around by direction controls', () => {
    expect(hasDirectionControls('\u202EnimdA')).toBe(true);
    expect(hasDirectionControls('Ada \u2067x\u2069')).toBe(true);
    expect(hasDirectionControls('Ada Lovelace')).toBe(false);
    expect(hasDirectionControls('\u05d3\u05e0\u05d4')).toBe(false); // Hebrew itself is fine
  });

  it('reads look-alikes as one name, case and accents kept', () => {
    expect(lookAlikeKey('W\u0430ll')).toBe('Wall');
    expect(lookAlikeKey('Wall\u200b')).toBe('Wall');
    expect(lookAlikeKey('wall')).toBe('wall');
    expect(lookAlikeKey('W\u00e4ll')).not.toBe('Wall');
  });

  it('folds case, accents, spaces and punctuation', () => {
    expect(foldName('Hándy-Q!')).toBe('handyq');
  });
});
