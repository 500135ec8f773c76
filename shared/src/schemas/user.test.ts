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
});
