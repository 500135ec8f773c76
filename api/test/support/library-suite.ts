import {
  BUILD_YOUR_OWN_IDS,
  COACH_DRILL_IDS,
  FIXED_ITEM_IDS,
  POPULAR_ITEM_ID,
  PRACTICE_LAB_TUTORIAL_IDS,
} from '@handyq/domain';
import type { ItemStatus, LibraryItem } from '@handyq/domain/schemas';
import { ADMIN, ADMIN_ENV, apiClient, logIn, signUp, type Account, type ApiClient } from './accounts';
import type { DbTarget } from './databases';
import type { StorageTarget } from './storages';
import { libraryClient, type LibraryClient } from './library';
import { startTestApp, type TestApp } from './test-app';

/** Every item the seed creates. */
export const SEEDED_IDS = [
  ...BUILD_YOUR_OWN_IDS,
  POPULAR_ITEM_ID,
  ...PRACTICE_LAB_TUTORIAL_IDS,
  ...Object.values(COACH_DRILL_IDS),
  ...Object.values(FIXED_ITEM_IDS),
];

export type Role = 'visitor' | 'owner' | 'other' | 'admin';
export const ROLES: Role[] = ['visitor', 'owner', 'other', 'admin'];

/** A–Z as the API sorts titles: lowercased, then by code point, then by id. */
export const byTitle = (a: LibraryItem, b: LibraryItem) => {
  const [x, y] = [a.title.toLowerCase(), b.title.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
};

/** What a library spec file works with: the app and three accounts (set in beforeAll). */
export interface LibrarySuite {
  t: TestApp;
  api: ApiClient;
  lib: LibraryClient;
  admin: Account;
  alice: Account;
  bob: Account;
}

/**
 * The setup every library spec file shares: the app on `target` (its uploads in `opts.storage`,
 * DATA_DIR by default) with the known admin, alice
 * (who owns the items a test is about) and bob (another user). Call it inside the file's
 * describe; its fields are set before the file's own beforeAll runs.
 */
export function librarySuite(target: DbTarget, opts: { storage?: StorageTarget } = {}) {
  const s = {} as LibrarySuite;
  beforeAll(async () => {
    s.t = await startTestApp(target, { env: ADMIN_ENV, storage: opts.storage });
    s.api = apiClient(s.t, []);
    s.lib = libraryClient(s.api);
    s.admin = await logIn(s.api, ADMIN.email, ADMIN.password);
    s.alice = await signUp(s.api, 'Alice');
    s.bob = await signUp(s.api, 'Bob');
  });
  afterAll(() => s.t.close());

  /** The token of each role, about items alice owns. */
  const tokenOf = (role: Role) =>
    ({ visitor: undefined, owner: s.alice.token, other: s.bob.token, admin: s.admin.token })[role];

  /** A new item of `owner`'s, moved to `status` along the review flow (publish, approve). */
  const itemIn = async (status: ItemStatus, owner: Account = s.alice, fields = {}): Promise<LibraryItem> => {
    let item = await s.lib.create(owner.token, fields);
    if (status === 'private') return item;
    item = await s.lib.move(owner.token, item, 'pending');
    if (status === 'pending') return item;
    return s.lib.move(s.admin.token, item, 'public');
  };

  return { suite: s, tokenOf, itemIn };
}
