import { publicUserSchema, sessionUserSchema, updateUserSchema, userSchema, type User } from './index';

const user: User = {
  _id: 'u1',
  fullname: 'Ada',
  username: 'ada',
  email: 'ada@example.com',
  isAdmin: false,
  imgUrl: '/api/avatars/default.svg',
  instagram: '',
  facebook: '',
  youtube: '',
  website: '',
  other: '',
  bio: 'hi',
  score: 10000,
  plan: { tier: 'basic' },
  generalSettings: { voiceURI: 'default' },
  settings: {
    holdOn: { inputSettings: { holdTime: { min: 5, max: 90, step: 5 } }, defaultValues: { holdTime: 60 } },
  },
  favorites: { holdOn: [{ name: 'Morning', dateCreated: 1, inputs: { holdTime: 30 } }] },
  notifications: [{ _id: 'n1', txt: 'hello', link: '', isRead: false, createdAt: 1 }],
  version: 3,
};

describe('user schemas', () => {
  it('reads a whole user', () => {
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('keeps every user field in the session copy but password, score and plan', () => {
    const { score: _s, plan: _p, ...rest } = user;
    expect(sessionUserSchema.parse({ ...user, password: 'secret' })).toEqual(rest);
  });

  it('still reads the minimal session copy older code stored', () => {
    const minimal = { _id: 'u1', fullname: 'Ada', email: 'ada@example.com', isAdmin: false };
    expect(sessionUserSchema.parse(minimal)).toEqual(minimal);
    expect(sessionUserSchema.safeParse({ _id: 'u1', fullname: 'Ada', isAdmin: false }).success).toBe(false);
  });

  it('shows others only the public profile', () => {
    expect(Object.keys(publicUserSchema.parse(user)).sort()).toEqual(
      [
        '_id',
        'bio',
        'facebook',
        'fullname',
        'imgUrl',
        'instagram',
        'isAdmin',
        'other',
        'username',
        'website',
        'youtube',
      ].sort(),
    );
  });

  it('needs a version to update, and nothing else', () => {
    expect(updateUserSchema.safeParse({ bio: 'x' }).success).toBe(false);
    expect(updateUserSchema.parse({ version: 1, bio: 'x' })).toEqual({ version: 1, bio: 'x' });
    expect(updateUserSchema.safeParse({ version: 1, fullname: '  ' }).success).toBe(false);
  });

  it('refuses two favorites of one tool with the same name (compared trimmed), at the later one', () => {
    const fav = (name: string) => ({ name, dateCreated: 1, inputs: {} });
    const r = updateUserSchema.safeParse({
      version: 1,
      favorites: { holdOn: [fav('Morning'), fav('Evening'), fav('  Morning ')] },
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['favorites.holdOn.2.name', 'Another favorite of this tool has this name'],
    ]);
    // One name in two tools is two favorites; names differing in case are different names.
    const ok = updateUserSchema.parse({
      version: 1,
      favorites: { holdOn: [fav('Morning'), fav('morning')], shapeJam: [fav('Morning')] },
    });
    expect(ok.favorites?.holdOn?.map((f) => f.name)).toEqual(['Morning', 'morning']);
  });

  it.each([
    'constructor',
    'hasOwnProperty',
    'toString',
    'valueOf',
    'isPrototypeOf',
    'prototype',
    '__proto__',
  ])('refuses the settings input name %s (a member of every object), naming the field', (name) => {
    const settings = JSON.parse(
      `{"holdOn":{"inputSettings":{"${name}":{"min":1,"max":2,"step":1}},"defaultValues":{"${name}":1}}}`,
    );
    const r = updateUserSchema.safeParse({ version: 1, settings });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [`settings.holdOn.inputSettings.${name}`, 'Unknown input'],
      [`settings.holdOn.defaultValues.${name}`, 'Unknown input'],
    ]);
  });
});
