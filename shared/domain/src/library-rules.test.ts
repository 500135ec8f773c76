import {
  LIBRARY_MESSAGES,
  LibraryRuleError,
  assertCanEdit,
  assertMove,
  bodyFor,
  canSee,
  scopeOf,
  sequenceFor,
  type RuledItem,
} from './library-rules';

const owner = { _id: 'u1', isAdmin: false };
const other = { _id: 'u2', isAdmin: false };
const admin = { _id: 'ad', isAdmin: true };
const item = (status: RuledItem['status'], ownerId = 'u1'): RuledItem => ({
  status,
  type: 'drill',
  owner: { _id: ownerId },
});

/** The error a rule throws, or 'ok'. */
const outcome = (rule: () => void): string => {
  try {
    rule();
    return 'ok';
  } catch (err) {
    return err instanceof LibraryRuleError ? err.kind : 'other';
  }
};

describe('library rules (the API and demo mode alike)', () => {
  it.each([
    ['the owner publishes', owner, item('private'), 'pending', 'ok'],
    ['someone else publishes', other, item('private'), 'pending', 'forbidden'],
    ['an admin approves', admin, item('pending'), 'public', 'ok'],
    ['an admin denies', admin, item('pending'), 'private', 'ok'],
    ['the owner approves their own', owner, item('pending'), 'public', 'forbidden'],
    ['an admin owner unpublishes', admin, item('public', 'ad'), 'private', 'ok'],
    ['an admin unpublishes another’s', admin, item('public'), 'private', 'forbidden'],
    ['private straight to public', owner, item('private'), 'public', 'badRequest'],
    ['public back to pending', admin, item('public', 'ad'), 'pending', 'badRequest'],
  ] as const)('status moves: %s', (_what, viewer, it, to, expected) => {
    expect(outcome(() => assertMove(viewer, it, to))).toBe(expected);
  });

  it('edits: the owner while private, an admin always; the message says why', () => {
    expect(outcome(() => assertCanEdit(owner, item('private')))).toBe('ok');
    expect(outcome(() => assertCanEdit(admin, item('public')))).toBe('ok');
    expect(() => assertCanEdit(owner, item('pending'))).toThrow(LIBRARY_MESSAGES.locked('pending'));
    expect(() => assertCanEdit(other, item('private'))).toThrow(LIBRARY_MESSAGES.notYours);
  });

  it('who sees what', () => {
    expect(scopeOf(undefined)).toEqual({ statuses: ['public'] });
    expect(scopeOf(owner)).toEqual({ statuses: ['public'], alsoOwnedBy: 'u1' });
    expect(scopeOf(admin, 'private')).toEqual({});
    expect([
      canSee(undefined, item('private')),
      canSee(owner, item('private')),
      canSee(other, item('pending')),
    ]).toEqual([false, true, false]);
  });

  it('a body fits its type, or names the field', () => {
    expect(bodyFor('workout', '')).toEqual([]);
    expect(bodyFor('drill', [])).toBe('');
    let err: unknown;
    try {
      bodyFor('workout', 'some text');
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ kind: 'invalid', field: 'body', message: LIBRARY_MESSAGES.workoutBody });
  });

  it('only a drill carries a sequence; any type may carry none', () => {
    const seq = { name: 'Ladder', getReadyS: 5, items: [] };
    expect(sequenceFor('drill', seq)).toBe(seq);
    expect(sequenceFor('tutorial', null)).toBeNull();
    expect(sequenceFor('workout', null)).toBeNull();
    for (const type of ['tutorial', 'workout'] as const) {
      expect(() => sequenceFor(type, seq)).toThrow(
        expect.objectContaining({
          kind: 'invalid',
          field: 'sequence',
          message: LIBRARY_MESSAGES.sequenceOnDrill,
        }),
      );
    }
  });
});
