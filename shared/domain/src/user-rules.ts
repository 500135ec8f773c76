import type { PublicUser, User } from './schemas/user';
import { RESERVED_NAME_MESSAGE, isReservedName } from './reserved-names';

// What a new account starts with, who may set which field of a user, and the messages of the
// user rules: the API's and the demo's (shared/demo/src), one list.

/** How many of their newest notices a user's own record carries (all of them: GET /api/notifications). */
export const NOTICES_IN_USER = 50;

/** Where the stock profile picture is served: a new account's picture until it picks one. */
export const DEFAULT_AVATAR_PATH = '/api/avatars/default.svg';

/**
 * What every new account starts with: an ordinary user on the Basic plan with the stock
 * picture, score 10000, the default voice, and no profile texts, settings or favorites. The
 * server's signup and first admin, its users table's column defaults and the demo's accounts
 * all start from this.
 */
export function newUserDefaults() {
  const noProfileTexts = { instagram: '', facebook: '', youtube: '', website: '', other: '', bio: '' };
  return {
    isAdmin: false,
    imgUrl: DEFAULT_AVATAR_PATH,
    ...noProfileTexts,
    score: 10000,
    plan: { tier: 'basic' },
    generalSettings: { voiceURI: 'default' },
    settings: {},
    favorites: {},
  } satisfies Omit<User, '_id' | 'fullname' | 'username' | 'email' | 'notifications' | 'version'>;
}

/** A new account of `email` and `fullname`: the defaults, and the email's part before the @ as username. */
export function newUser(email: string, fullname: string) {
  return { fullname, username: email.split('@')[0] || email, email, ...newUserDefaults() };
}

/**
 * Fields every user may set on themself with PUT /api/user/:id. Not `notifications`: notices
 * change through /api/notifications only, so a PUT from a copy read before a notice arrived can
 * neither drop it nor be refused for it.
 */
export const SELF_EDITABLE = [
  'fullname',
  'username',
  'imgUrl',
  'instagram',
  'facebook',
  'youtube',
  'website',
  'other',
  'bio',
  'generalSettings',
  'settings',
  'favorites',
] as const satisfies readonly (keyof User)[];

/** Fields only an admin may set (email, password and _id are never set through PUT). */
export const ADMIN_EDITABLE = ['isAdmin', 'plan', 'score'] as const satisfies readonly (keyof User)[];

export const USER_MESSAGES = {
  notFound: 'No such user.',
  notYours: 'You may only change your own account.',
  adminsOnly: 'Only admins may do this.',
  stale: 'This profile was changed elsewhere. Reload it and try again.',
} as const;

/** What anyone (a visitor too) sees of another user: the public profile. */
export function toPublicUser(u: User): PublicUser {
  return {
    _id: u._id,
    fullname: u.fullname,
    username: u.username,
    imgUrl: u.imgUrl,
    bio: u.bio,
    instagram: u.instagram,
    facebook: u.facebook,
    youtube: u.youtube,
    website: u.website,
    other: u.other,
    isAdmin: u.isAdmin,
  };
}

/**
 * The names a save changes that pass for the team ('HandyQ', 'Admin', 'Аdmin' with a Cyrillic
 * А) on an account that is not an admin's once saved, as the fields refused with their message;
 * undefined when none. The full name and the username alike: both show on the account's items.
 */
export function reservedNamesAmong(
  changes: Partial<Pick<User, 'fullname' | 'username'>>,
  current: Pick<User, 'fullname' | 'username'>,
  isAdminAfter: boolean,
): Record<string, string> | undefined {
  if (isAdminAfter) return undefined;
  const fields: Record<string, string> = {};
  for (const key of ['fullname', 'username'] as const) {
    const name = changes[key];
    if (name !== undefined && name !== current[key] && isReservedName(name))
      fields[key] = RESERVED_NAME_MESSAGE;
  }
  return Object.keys(fields).length ? fields : undefined;
}
