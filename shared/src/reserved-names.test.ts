import { foldName, isReservedName } from './reserved-names';

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
  ])('%s is reserved', (name) => expect(isReservedName(name)).toBe(true));

  it.each(['Ada Lovelace', 'Handy Quinn', 'Admiral Grace', 'Mo', 'Team 7 Gymnastics', 'José'])(
    '%s is not',
    (name) => expect(isReservedName(name)).toBe(false),
  );

  it('folds case, accents, spaces and punctuation', () => {
    expect(foldName('Hándy-Q!')).toBe('handyq');
  });
});
