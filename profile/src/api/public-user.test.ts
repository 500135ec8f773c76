import { readPublicUser } from './public-user';

describe('reading a public profile', () => {
  it('keeps the known fields, blanks the missing ones, drops everything else', () => {
    const u = readPublicUser({
      _id: 'u1',
      fullname: 'Ada',
      bio: 'hi',
      email: 'ada@example.com',
      isAdmin: 'yes',
    });
    expect(u).toEqual({
      _id: 'u1',
      fullname: 'Ada',
      username: '',
      imgUrl: '',
      bio: 'hi',
      instagram: '',
      facebook: '',
      youtube: '',
      website: '',
      other: '',
      isAdmin: false,
    });
  });

  it('refuses an answer that is not a user', () => {
    expect(() => readPublicUser({ message: 'nope' })).toThrow('Not a user');
    expect(() => readPublicUser(null)).toThrow('Not a user');
  });
});
