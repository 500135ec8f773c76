import { POPULAR_ITEM_ID } from '@handyq/domain';
import {
  ADMIN_AUTHOR_LABEL,
  apiErrorSchema,
  libraryItemSchema,
  userSchema,
  type ItemStatus,
  type LibraryItem,
} from '@handyq/domain/schemas';

import { apiClient, assertNoSecrets, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { libraryClient, type LibraryClient } from './support/library';
import type { TestApp } from './support/test-app';
import { ROLES, librarySuite, type Role } from './support/library-suite';

describe.each(DB_TARGETS)('library visibility on $name', (target) => {
  const { suite, tokenOf, itemIn } = librarySuite(target);
  let t: TestApp;
  let api: ApiClient;
  let lib: LibraryClient;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  beforeAll(() => ({ t, api, lib, admin, alice, bob } = suite));

  describe('who sees what', () => {
    let items: Record<ItemStatus, LibraryItem>;
    beforeAll(async () => {
      items = {
        private: await itemIn('private', alice, { title: 'Matrix private' }),
        pending: await itemIn('pending', alice, { title: 'Matrix pending' }),
        public: await itemIn('public', alice, { title: 'Matrix public' }),
      };
    });

    const visible: Record<Role, ItemStatus[]> = {
      visitor: ['public'],
      owner: ['private', 'pending', 'public'],
      other: ['public'],
      admin: ['private', 'pending', 'public'],
    };

    it.each(ROLES)('GET /:id as %s: 200 for what they may see, else the unknown id’s 404', async (role) => {
      const unknown = await api.get('/api/libraryItem/nope00', tokenOf(role)).expect(404);
      expect(apiErrorSchema.parse(unknown.body).message).toBe('No such library item.');
      for (const status of ['private', 'pending', 'public'] as const) {
        const res = await api.get(`/api/libraryItem/${items[status]._id}`, tokenOf(role));
        if (visible[role].includes(status)) {
          expect(res.status).toBe(200);
          expect(libraryItemSchema.parse(res.body)).toMatchObject({ _id: items[status]._id, status });
        } else {
          expect(res.status).toBe(404);
          expect(res.body).toEqual(unknown.body);
        }
      }
    });

    /** The titles of alice's matrix items in a list as `role` sees it with `query`. */
    const listed = async (role: Role, query: string) =>
      (await lib.all(`author=${alice.user._id}&txt=Matrix&${query}`, tokenOf(role))).items
        .map((i) => i.status)
        .sort();

    it.each([
      ['visitor', '', ['public']],
      ['owner', '', ['pending', 'private', 'public']],
      ['other', '', ['public']],
      // An admin's list: public, pending and their own, until a status filter asks for more.
      ['admin', '', ['pending', 'public']],
      ['visitor', 'status=private', []],
      ['owner', 'status=private', ['private']],
      ['other', 'status=private', []],
      ['admin', 'status=private', ['private']],
      ['visitor', 'status=pending', []],
      ['owner', 'status=pending', ['pending']],
      ['other', 'status=pending', []],
      ['admin', 'status=pending', ['pending']],
      ['visitor', 'status=public', ['public']],
      ['owner', 'status=public', ['public']],
      ['other', 'status=public', ['public']],
      ['admin', 'status=public', ['public']],
    ] as [Role, string, ItemStatus[]][])('list as %s with "%s": %j', async (role, query, expected) => {
      expect(await listed(role, query)).toEqual(expected);
    });

    it("shows an admin everyone's pending items, and their own private ones, in the plain list", async () => {
      const bobPending = await itemIn('pending', bob, { title: 'Bob pending' });
      const adminPrivate = await lib.create(admin.token, { title: 'Admin private' });
      const bobPrivate = await lib.create(bob.token, { title: 'Bob private' });
      const ids = await lib.ids('', admin.token);
      expect(ids).toEqual(expect.arrayContaining([bobPending._id, adminPrivate._id]));
      expect(ids).not.toContain(bobPrivate._id);
      expect(await lib.ids('status=private', admin.token)).toEqual(
        expect.arrayContaining([bobPrivate._id, adminPrivate._id, items.private._id]),
      );
      // Nobody else's list has them.
      expect(await lib.ids('', alice.token)).not.toContain(bobPending._id);
      expect(await lib.ids('', bob.token)).not.toContain(adminPrivate._id);
    });

    it('lists without authors, and tells nobody an owner’s email', async () => {
      const res = await api.get(`/api/libraryItem?author=${alice.user._id}`, bob.token).expect(200);
      for (const item of res.body as LibraryItem[]) expect(item).not.toHaveProperty('author');
      expect(res.text).not.toContain(alice.user.email);
      expect((await api.get(`/api/libraryItem/${items.public._id}`, bob.token)).text).not.toContain(
        alice.user.email,
      );
    });
  });

  describe('the author of an item', () => {
    it('is the profile fields the item shares and the owner has filled in', async () => {
      const me = userSchema.parse((await api.get(`/api/user/${alice.user._id}`, alice.token)).body);
      await api
        .put(`/api/user/${me._id}`, alice.token)
        .send({ ...me, instagram: 'https://instagram.com/alice', bio: 'Profile bio', facebook: '' })
        .expect(200);
      const shareAll = {
        shareFullname: true,
        shareEmail: false,
        shareInstagram: true,
        shareFacebook: true,
        shareWebsite: true,
        shareYoutube: false,
        sharePicture: true,
        shareBio: true,
        bio: '',
      };
      const item = await itemIn('public', alice, { authorInfo: shareAll });
      const read = await lib.read(item._id, bob.token);
      expect(read.author).toEqual({
        fullname: alice.user.fullname,
        imgUrl: alice.user.imgUrl,
        instagram: 'https://instagram.com/alice',
        bio: 'Profile bio',
      });
      const ownBio = await lib.create(alice.token, { authorInfo: { ...shareAll, bio: 'Item bio' } });
      expect(ownBio.author?.bio).toBe('Item bio');
      const nothing = await lib.create(alice.token, {});
      expect(nothing.author).toEqual({});
    });

    it("is 'HandyQ' for an admin's item, whatever the admin is called", async () => {
      const me = userSchema.parse((await api.get(`/api/user/${admin.user._id}`, admin.token)).body);
      await api
        .put(`/api/user/${me._id}`, admin.token)
        .send({ ...me, fullname: 'Ada Admin' })
        .expect(200);
      const item = await lib.create(admin.token, {
        title: 'Admin item',
        authorInfo: { shareFullname: true },
      });
      expect(item.owner.fullname).toBe(ADMIN_AUTHOR_LABEL);
      expect(item.author).toEqual({ fullname: ADMIN_AUTHOR_LABEL });
      const listedItem = (await lib.all('txt=Admin item', admin.token)).items.find((i) => i._id === item._id);
      expect(listedItem?.owner.fullname).toBe(ADMIN_AUTHOR_LABEL);
      expect((await lib.read(POPULAR_ITEM_ID)).owner.fullname).toBe(ADMIN_AUTHOR_LABEL);
    });
  });

  it('never answers a password, a hash or a token version', async () => {
    // Its own client and requests: what every role is answered about items, authors and
    // comments along the whole review flow, checked whatever other tests ran.
    const answers: string[] = [];
    const own = apiClient(t, answers);
    const ownLib = libraryClient(own);
    const shareAll = {
      shareFullname: true,
      shareEmail: true,
      sharePicture: true,
      shareBio: true,
      shareInstagram: true,
    };
    const item = await ownLib.create(alice.token, { title: 'Secret check', authorInfo: shareAll });
    await own.post(`/api/libraryItem/${item._id}/msg`, bob.token).send({ txt: 'Hidden? No.' });
    const pending = await ownLib.move(alice.token, item, 'pending');
    const published = await ownLib.move(admin.token, pending, 'public');
    await own.post(`/api/libraryItem/${item._id}/msg`, bob.token).send({ txt: 'Nice drill' });
    for (const token of [undefined, alice.token, bob.token, admin.token]) {
      await own.get(`/api/libraryItem/${published._id}`, token).expect(200);
      await own.get('/api/libraryItem?limit=500', token).expect(200);
      await own.get(`/api/libraryItem?author=${alice.user._id}`, token).expect(200);
      await own.get(`/api/user/${alice.user._id}`, token);
    }
    await own.get('/api/user', admin.token).expect(200);
    await own.get('/api/auth/me', alice.token).expect(200);
    expect(answers.length).toBeGreaterThan(20);
    for (const text of answers) assertNoSecrets(text, [admin.password, alice.password, bob.password]);
  });
});
