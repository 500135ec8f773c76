import sharp from 'sharp';
import {
  BUILD_YOUR_OWN_IDS,
  COACH_DRILL_IDS,
  FIXED_ITEM_IDS,
  PLAN_LIMIT_MESSAGES,
  POPULAR_ITEM_ID,
  PRACTICE_LAB_TUTORIAL_IDS,
  TOOL_KEYS,
} from '@handyq/shared';
import {
  ADMIN_AUTHOR_LABEL,
  apiErrorSchema,
  libraryItemSchema,
  userSchema,
  type ItemStatus,
  type LibraryItem,
  type NewLibraryItem,
} from '@handyq/shared/schemas';
import { sql } from 'drizzle-orm';
import { DB, type DbHandle } from '../src/db/database';
import { LibrarySeed } from '../src/library/library-seed';
import { SEED_ITEMS } from '../src/library/library-seed-items';
import {
  ADMIN,
  ADMIN_ENV,
  apiClient,
  assertNoSecrets,
  logIn,
  signUp,
  type Account,
  type ApiClient,
} from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { libraryClient, type LibraryClient } from './support/library';
import { startTestApp, type TestApp } from './support/test-app';

const SEEDED_IDS = [
  ...BUILD_YOUR_OWN_IDS,
  POPULAR_ITEM_ID,
  ...PRACTICE_LAB_TUTORIAL_IDS,
  ...Object.values(COACH_DRILL_IDS),
  ...Object.values(FIXED_ITEM_IDS),
];

type Role = 'visitor' | 'owner' | 'other' | 'admin';
const ROLES: Role[] = ['visitor', 'owner', 'other', 'admin'];

/** A–Z as the API sorts titles: lowercased, then by code point, then by id. */
const byTitle = (a: LibraryItem, b: LibraryItem) => {
  const [x, y] = [a.title.toLowerCase(), b.title.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
};

describe.each(DB_TARGETS)('library API on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let lib: LibraryClient;
  const seen: string[] = [];
  let admin: Account;
  let alice: Account;
  let bob: Account;

  beforeAll(async () => {
    t = await startTestApp(target, { env: ADMIN_ENV });
    api = apiClient(t, seen);
    lib = libraryClient(api);
    admin = await logIn(api, ADMIN.email, ADMIN.password);
    alice = await signUp(api, 'Alice');
    bob = await signUp(api, 'Bob');
  });
  afterAll(() => t.close());

  /** The token of each role, about items alice owns. */
  const tokenOf = (role: Role) =>
    ({ visitor: undefined, owner: alice.token, other: bob.token, admin: admin.token })[role];

  /** A new item of `owner`'s, moved to `status` along the review flow (publish, approve). */
  const itemIn = async (status: ItemStatus, owner: Account = alice, fields = {}): Promise<LibraryItem> => {
    let item = await lib.create(owner.token, fields);
    if (status === 'private') return item;
    item = await lib.move(owner.token, item, 'pending');
    if (status === 'pending') return item;
    return lib.move(admin.token, item, 'public');
  };

  describe('the seeded items', () => {
    it('are public, owned by the admin shown as HandyQ, and open for visitors', async () => {
      expect(SEEDED_IDS).toHaveLength(15);
      expect(new Set(SEEDED_IDS).size).toBe(15);
      expect(SEED_ITEMS.map((s) => s.id).sort()).toEqual([...SEEDED_IDS].sort());
      for (const id of SEEDED_IDS) {
        expect(id).toMatch(/^[\w]{6}$/);
        const item = await lib.read(id);
        expect(item).toMatchObject({
          _id: id,
          status: 'public',
          owner: { _id: admin.user._id, fullname: ADMIN_AUTHOR_LABEL, isAdmin: true },
          version: 1,
          imgData: [],
          author: { fullname: ADMIN_AUTHOR_LABEL },
        });
        expect(item.title.length).toBeGreaterThan(10);
        expect(item.description.length).toBeGreaterThan(20);
        if (item.type === 'workout') expect(item.body).not.toHaveLength(0);
        else expect(String(item.body).length).toBeGreaterThan(300);
      }
    });

    it('link only seeded tutorials, labelled with their titles', async () => {
      for (const id of SEEDED_IDS) {
        for (const link of (await lib.read(id)).links) {
          const target = await lib.read(link.url.split('/').pop()!);
          expect(target.type).toBe('tutorial');
          expect(link.label).toBe(target.title);
        }
      }
    });

    it('give PracticeLab info four tutorials and the Coach Kit a drill per tool', async () => {
      for (const id of PRACTICE_LAB_TUTORIAL_IDS) expect((await lib.read(id)).type).toBe('tutorial');
      for (const tool of TOOL_KEYS) {
        expect(await lib.read(COACH_DRILL_IDS[tool])).toMatchObject({ type: 'drill', feature: tool });
        // What the Coach Kit asks for: the public drills.
        expect(await lib.ids('type=drill')).toContain(COACH_DRILL_IDS[tool]);
        expect(await lib.ids(`type=drill&feature=${tool}`)).toContain(COACH_DRILL_IDS[tool]);
      }
      for (const id of Object.values(FIXED_ITEM_IDS)) expect((await lib.read(id)).type).toBe('tutorial');
    });

    it('are what an empty filter shows a visitor', async () => {
      expect((await lib.ids('')).sort()).toEqual([...SEEDED_IDS].sort());
    });
  });

  describe('POST /api/libraryItem', () => {
    it('needs a login', async () => {
      const res = await api.post('/api/libraryItem').send({ title: 'x', type: 'drill' }).expect(401);
      apiErrorSchema.parse(res.body);
    });

    it('saves a private item of the caller, whatever status and owner the body says', async () => {
      const before = Date.now();
      const res = await api
        .post('/api/libraryItem', alice.token)
        .send({
          title: '  Tuck press  ',
          type: 'drill',
          feature: 'holdOn',
          tags: ['Press', ' press ', 'Tuck'],
          status: 'public',
          owner: { _id: bob.user._id, fullname: 'Bob', isAdmin: true },
          createdAt: 1,
          version: 7,
          _id: 'mine01',
          msgs: [{ id: 'x', by: { _id: 'y', fullname: 'z' }, txt: 'hi', createdAt: 1 }],
        })
        .expect(201);
      const item = libraryItemSchema.parse(res.body);
      expect(item).toMatchObject({
        title: 'Tuck press',
        status: 'private',
        owner: { _id: alice.user._id, fullname: alice.user.fullname, isAdmin: false },
        tags: ['press', 'tuck'],
        msgs: [],
        version: 1,
        author: {},
      });
      expect(item._id).toMatch(/^[A-Za-z0-9]{6}$/);
      expect(item._id).not.toBe('mine01');
      expect(item.createdAt).toBeGreaterThanOrEqual(before);
      expect(item.createdAt).toBeLessThanOrEqual(Date.now());
      expect(await lib.read(item._id, alice.token)).toEqual(item);
    });

    it('refuses a blank title or an unknown type with the form message', async () => {
      for (const body of [
        { title: '   ', type: 'drill' },
        { title: 'x', type: 'video' },
      ]) {
        const res = await api.post('/api/libraryItem', alice.token).send(body).expect(400);
        expect(Object.values(apiErrorSchema.parse(res.body).fields ?? {})).toContain(
          'Title and type are required',
        );
      }
    });

    it('makes exactly one image main', async () => {
      const img = (n: number, isMain = false) => ({ url: `/api/media/img-${n}`, caption: `#${n}`, isMain });
      const none = await lib.create(alice.token, { imgData: [img(1), img(2)] });
      expect(none.imgData.map((i) => i.isMain)).toEqual([true, false]);
      const two = await lib.create(alice.token, { imgData: [img(1), img(2, true), img(3, true)] });
      expect(two.imgData.map((i) => i.isMain)).toEqual([false, true, false]);
      expect(two.imgData.map((i) => i.caption)).toEqual(['#1', '#2', '#3']);
      expect((await lib.create(alice.token, {})).imgData).toEqual([]);
      const edited = await lib.put(alice.token, two, { imgData: [img(4), img(5)] }).expect(200);
      expect(libraryItemSchema.parse(edited.body).imgData.map((i) => i.isMain)).toEqual([true, false]);
    });

    it("keeps a workout's body as steps and a drill's as text", async () => {
      const steps = [
        { feature: 'holdOn' as const, favoriteName: 'Wall 3x30' },
        { feature: 'drillDJ' as const, favoriteName: '' },
      ];
      const w = await lib.create(alice.token, { type: 'workout', title: 'Morning', body: steps });
      expect(w.body).toEqual(steps);
      expect((await lib.create(alice.token, { type: 'workout', title: 'Empty' })).body).toEqual([]);
      expect((await lib.create(alice.token, { title: 'Empty drill', body: [] })).body).toBe('');
      let res = await api
        .post('/api/libraryItem', alice.token)
        .send({ title: 'w', type: 'workout', body: 'some text' })
        .expect(400);
      expect(apiErrorSchema.parse(res.body).fields).toHaveProperty('body');
      res = await api
        .post('/api/libraryItem', alice.token)
        .send({ title: 'd', type: 'drill', body: steps })
        .expect(400);
      expect(apiErrorSchema.parse(res.body).fields).toHaveProperty('body');
    });
  });

  describe('links to tutorials', () => {
    const link = (id: string, label = 'whatever I typed') => ({
      url: `/libraryKit/libraryItem/${id}`,
      label,
    });

    it('accepts public tutorials and the caller’s own, labelled with their titles, once each', async () => {
      const own = await lib.create(alice.token, { type: 'tutorial', title: 'My private tutorial' });
      const item = await lib.create(alice.token, {
        links: [link(own._id), link(POPULAR_ITEM_ID), link(own._id, 'again')],
      });
      const popular = await lib.read(POPULAR_ITEM_ID);
      expect(item.links).toEqual([
        { url: `/libraryKit/libraryItem/${own._id}`, label: 'My private tutorial' },
        { url: `/libraryKit/libraryItem/${POPULAR_ITEM_ID}`, label: popular.title },
      ]);

      // A renamed tutorial: the next save of the item takes the new title.
      await lib.put(alice.token, own, { title: 'Renamed tutorial' }).expect(200);
      const res = await lib.put(alice.token, item).expect(200);
      expect(libraryItemSchema.parse(res.body).links[0]!.label).toBe('Renamed tutorial');
    });

    it("refuses someone else's private tutorial, a drill and an unknown id, naming each field", async () => {
      const hidden = await lib.create(alice.token, { type: 'tutorial', title: 'Alice only' });
      const pending = await itemIn('pending', alice, { type: 'tutorial', title: 'Alice pending' });
      const res = await api
        .post('/api/libraryItem', bob.token)
        .send({
          title: 'Bob links',
          type: 'drill',
          links: [
            link(POPULAR_ITEM_ID),
            link(hidden._id),
            link(COACH_DRILL_IDS.holdOn),
            link('nope99'),
            link(pending._id),
          ],
        })
        .expect(400);
      expect(Object.keys(apiErrorSchema.parse(res.body).fields ?? {}).sort()).toEqual([
        'links.1.url',
        'links.2.url',
        'links.3.url',
        'links.4.url',
      ]);
      expect(res.text).not.toContain('Alice only');
      // Nothing was saved.
      expect((await lib.all(`author=${bob.user._id}&txt=Bob%20links`, bob.token)).items).toEqual([]);
    });

    it("lets an admin keep the owner's own tutorial links when approving", async () => {
      const tut = await lib.create(alice.token, { type: 'tutorial', title: 'Private basics' });
      const item = await itemIn('pending', alice, { title: 'Uses basics', links: [link(tut._id)] });
      const approved = await lib.move(admin.token, item, 'public');
      expect(approved.links).toEqual([
        { url: `/libraryKit/libraryItem/${tut._id}`, label: 'Private basics' },
      ]);
    });

    it('drops a link whose tutorial was deleted on the next save', async () => {
      const tut = await lib.create(alice.token, { type: 'tutorial', title: 'Soon gone' });
      const item = await lib.create(alice.token, { links: [link(tut._id), link(POPULAR_ITEM_ID)] });
      await api.delete(`/api/libraryItem/${tut._id}`, alice.token).expect(200);
      const res = await lib.put(alice.token, item).expect(200);
      expect(libraryItemSchema.parse(res.body).links.map((l) => l.url)).toEqual([
        `/libraryKit/libraryItem/${POPULAR_ITEM_ID}`,
      ]);
    });
  });

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

  describe('review notifications', () => {
    /** The notifications `account` has about `item`, newest first. */
    const noticesAbout = async (account: Account, item: LibraryItem) => {
      const me = userSchema.parse(
        (await api.get(`/api/user/${account.user._id}`, account.token).expect(200)).body,
      );
      return me.notifications.filter((n) => n.itemId === item._id);
    };
    const about = (item: LibraryItem, status: ItemStatus, by: Account) => ({
      link: `/libraryKit/libraryItem/${item._id}`,
      itemId: item._id,
      status,
      byUserId: by.user._id,
      isRead: false,
    });

    it('a submission tells the admin, not the owner who made it', async () => {
      const item = await itemIn('pending', alice, { title: 'Submitted for review' });
      expect(await noticesAbout(admin, item)).toEqual([
        expect.objectContaining({
          ...about(item, 'pending', alice),
          type: 'status-changed',
          txt: `${alice.user.fullname} submitted "Submitted for review" for review.`,
        }),
      ]);
      expect(await noticesAbout(alice, item)).toEqual([]);
    });

    it('an approval tells the owner the item is public and what that means', async () => {
      const item = await itemIn('public', alice, { title: 'Approved one' });
      const [notice, ...rest] = await noticesAbout(alice, item);
      expect(rest).toEqual([]);
      expect(notice).toMatchObject({ ...about(item, 'public', admin), type: 'status-changed' });
      expect(notice?.txt).toMatch(/^Great news! Your item was approved and is now public\. /);
      expect(notice?.txt).toContain('cannot be edited or deleted');
      expect(notice?.txt).toContain('unpublish "Approved one" first');
    });

    it('a denial tells the owner, with the reason as a review under it', async () => {
      const item = await itemIn('pending', alice, { title: 'Denied one' });
      await lib
        .put(admin.token, item, { status: 'private', reason: '  Film it from the side.  ' })
        .expect(200);
      expect(await noticesAbout(alice, item)).toEqual([
        expect.objectContaining({
          ...about(item, 'private', admin),
          type: 'status-changed',
          txt: "Heads up — your item wasn't approved. Check your PracticeLab notifications to learn more.",
        }),
        expect.objectContaining({
          ...about(item, 'private', admin),
          type: 'review',
          txt: 'Review of "Denied one": Film it from the side.',
        }),
      ]);

      const quiet = await itemIn('pending', alice, { title: 'Denied without a reason' });
      await lib.put(admin.token, quiet, { status: 'private' }).expect(200);
      expect((await noticesAbout(alice, quiet)).map((n) => n.type)).toEqual(['status-changed']);
    });

    it('an unpublish by another admin tells the lead admin', async () => {
      const carol = await signUp(api, 'Carol');
      const user = userSchema.parse((await api.get(`/api/user/${carol.user._id}`, admin.token)).body);
      await api
        .put(`/api/user/${user._id}`, admin.token)
        .send({ ...user, isAdmin: true })
        .expect(200);
      const item = await itemIn('public', carol, { title: 'Unpublished one' });
      await lib.move(carol.token, item, 'private');
      const notices = await noticesAbout(admin, item);
      expect(notices[0]).toMatchObject({
        ...about(item, 'private', carol),
        type: 'status-changed',
        txt: `${carol.user.fullname} unpublished "Unpublished one".`,
      });
      // Carol's own submission before it: the lead admin was told of that too.
      expect(notices.map((n) => n.status)).toEqual(['private', 'pending']);
    });

    it('nobody is told of their own moves, and a refused move tells nobody', async () => {
      const own = await itemIn('public', admin, { title: 'Admin publishes and unpublishes' });
      await lib.move(admin.token, own, 'private');
      expect(await noticesAbout(admin, own)).toEqual([]);

      const item = await lib.create(alice.token, { title: 'Refused move' });
      await lib.put(alice.token, item, { status: 'public' }).expect(400);
      expect(await noticesAbout(admin, item)).toEqual([]);
      expect(await noticesAbout(alice, item)).toEqual([]);
    });
  });

  describe('PUT /api/libraryItem/:id: status moves', () => {
    type Actor = 'owner' | 'other' | 'admin' | 'ownerAdmin' | 'visitor';
    /** [from, to, who, expected HTTP status] */
    const cases: [ItemStatus, ItemStatus, Actor, number][] = [
      // Edits (same status).
      ['private', 'private', 'owner', 200],
      ['private', 'private', 'admin', 200],
      ['private', 'private', 'other', 404],
      ['private', 'private', 'visitor', 401],
      ['pending', 'pending', 'owner', 403],
      ['pending', 'pending', 'admin', 200],
      ['public', 'public', 'owner', 403],
      ['public', 'public', 'other', 403],
      ['public', 'public', 'admin', 200],
      // Publish.
      ['private', 'pending', 'owner', 200],
      ['private', 'pending', 'admin', 403],
      ['private', 'pending', 'other', 404],
      // Approve and deny.
      ['pending', 'public', 'admin', 200],
      ['pending', 'public', 'owner', 403],
      ['pending', 'private', 'admin', 200],
      ['pending', 'private', 'owner', 403],
      ['pending', 'public', 'other', 404],
      // Unpublish: only an owner who is an admin.
      ['public', 'private', 'ownerAdmin', 200],
      ['public', 'private', 'owner', 403],
      ['public', 'private', 'admin', 403],
      ['public', 'private', 'other', 403],
      // Moves the flow does not have.
      ['private', 'public', 'owner', 400],
      ['private', 'public', 'admin', 400],
      ['private', 'public', 'ownerAdmin', 400],
      ['public', 'pending', 'owner', 400],
      ['public', 'pending', 'admin', 400],
      ['public', 'pending', 'ownerAdmin', 400],
    ];

    it.each(cases)('%s -> %s by %s: %i', async (from, to, actor, expected) => {
      const owner = actor === 'ownerAdmin' ? admin : alice;
      const item = await itemIn(from, owner, { title: `Move ${from} ${to}` });
      const token = { owner: alice.token, other: bob.token, admin: admin.token, ownerAdmin: admin.token }[
        actor as Exclude<Actor, 'visitor'>
      ];
      const res = await lib.put(token, item, {
        status: to,
        title: `Moved by ${actor}`,
        reason: 'Needs a bail',
      });
      expect({ status: res.status, body: res.body }).toMatchObject({ status: expected });
      const after = await lib.read(item._id, owner.token);
      if (expected === 200) {
        expect(libraryItemSchema.parse(res.body)).toEqual(after);
        expect(after).toMatchObject({ status: to, title: `Moved by ${actor}`, version: item.version + 1 });
        expect(after).not.toHaveProperty('reason');
      } else {
        expect(apiErrorSchema.parse(res.body).message.length).toBeGreaterThan(10);
        expect(after).toEqual(item);
      }
    });

    it('says why a move is refused', async () => {
      const pub = await itemIn('public');
      let res = await lib.put(alice.token, pub, { title: 'x' }).expect(403);
      expect(res.body.message).toBe('Public items cannot be changed or deleted. Unpublish it first.');
      res = await lib.put(alice.token, pub, { status: 'private' }).expect(403);
      expect(res.body.message).toBe('Only its owner, when an admin, may unpublish an item.');
      const priv = await itemIn('private');
      res = await lib.put(alice.token, priv, { status: 'public' }).expect(400);
      expect(res.body.message).toBe('A private item becomes public only through review: publish it first.');
      const pend = await itemIn('pending');
      res = await lib.put(alice.token, pend, { status: 'public' }).expect(403);
      expect(res.body.message).toBe('Only an admin may approve or deny an item awaiting review.');
    });

    it('ignores owner, createdAt, msgs and _id in the body', async () => {
      const item = await lib.create(alice.token, { title: 'Keep mine' });
      const res = await lib
        .put(alice.token, item, {
          title: 'Still mine',
          owner: { _id: bob.user._id, fullname: 'Bob', isAdmin: true },
          createdAt: 1,
          _id: 'other1',
          msgs: [{ id: 'fake', by: { _id: bob.user._id, fullname: 'Bob' }, txt: 'planted', createdAt: 1 }],
        })
        .expect(200);
      expect(libraryItemSchema.parse(res.body)).toEqual({
        ...item,
        title: 'Still mine',
        version: 2,
      });
      await api.get('/api/libraryItem/other1', alice.token).expect(404);
    });

    it('never turns a workout into a drill or tutorial, or back; drill <-> tutorial is fine', async () => {
      const workout = await lib.create(alice.token, { type: 'workout', title: 'W' });
      const drill = await lib.create(alice.token, { title: 'D' });
      for (const [item, type] of [
        [workout, 'drill'],
        [workout, 'tutorial'],
        [drill, 'workout'],
      ] as const) {
        const res = await lib
          .put(alice.token, item, { type, body: type === 'workout' ? [] : '' })
          .expect(400);
        expect(res.body.message).toBe(
          'A workout cannot become a drill or tutorial, nor a drill or tutorial a workout.',
        );
        expect(await lib.read(item._id, alice.token)).toEqual(item);
      }
      const tut = await lib.put(alice.token, drill, { type: 'tutorial' }).expect(200);
      expect(tut.body.type).toBe('tutorial');
      // An admin may not either.
      await lib.put(admin.token, workout, { type: 'drill', body: '' }).expect(400);
    });

    it('answers 409 to a stale version and writes nothing', async () => {
      const item = await lib.create(alice.token, { title: 'v1' });
      await lib.put(alice.token, item, { title: 'v2' }).expect(200);
      const res = await lib.put(alice.token, item, { title: 'stale' }).expect(409);
      expect(res.body.message).toBe('This item was changed elsewhere. Reload it and try again.');
      expect((await lib.read(item._id, alice.token)).title).toBe('v2');
      // A stale status move too.
      await lib.put(alice.token, item, { status: 'pending' }).expect(409);
    });

    it('answers 404 for an unknown id and 400 for a body without version', async () => {
      const item = await lib.create(alice.token, {});
      await api.put('/api/libraryItem/nope00', admin.token).send(lib.putBody(item)).expect(404);
      const { version: _v, ...noVersion } = lib.putBody(item);
      const res = await api.put(`/api/libraryItem/${item._id}`, alice.token).send(noVersion).expect(400);
      expect(apiErrorSchema.parse(res.body).fields).toHaveProperty('version');
    });
  });

  describe('DELETE /api/libraryItem/:id', () => {
    it.each([
      ['private', 'owner', 200],
      ['private', 'admin', 200],
      ['private', 'other', 404],
      ['private', 'visitor', 401],
      ['pending', 'owner', 403],
      ['pending', 'admin', 200],
      ['public', 'owner', 403],
      ['public', 'other', 403],
      ['public', 'admin', 200],
    ] as [ItemStatus, Role, number][])('%s item by %s: %i', async (status, role, expected) => {
      const item = await itemIn(status);
      const res = await api.delete(`/api/libraryItem/${item._id}`, tokenOf(role));
      expect(res.status).toBe(expected);
      if (expected === 200) {
        expect(res.body).toEqual({ message: 'Item deleted' });
        await api.get(`/api/libraryItem/${item._id}`, admin.token).expect(404);
      } else {
        expect(await lib.read(item._id, alice.token)).toEqual(item);
      }
    });
  });

  it('deleting an item deletes the images and videos its owner uploaded for it', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b6e69' } })
      .png()
      .toBuffer();
    const image = await api
      .post('/api/upload/image', alice.token)
      .attach('file', png, { filename: 'a.png', contentType: 'image/png' })
      .expect(201);
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 16]),
      Buffer.from('ftypisom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from([0, 0, 0, 8]),
      Buffer.from('mdat', 'latin1'),
    ]);
    const video = await api
      .post('/api/upload/video', alice.token)
      .attach('file', mp4, { filename: 'v.mp4', contentType: 'video/mp4' })
      .expect(201);
    const imageUrl = (image.body as { url: string }).url;
    const videoUrl = (video.body as { url: string }).url;
    const item = await lib.create(alice.token, {
      imgData: [{ url: imageUrl, caption: '', isMain: true }],
      videoData: [{ url: videoUrl, caption: '' }],
    });
    await api.get(imageUrl).expect(200);
    await api.get(videoUrl).expect(200);
    await api.delete(`/api/libraryItem/${item._id}`, alice.token).expect(200);
    await api.get(imageUrl).expect(404);
    await api.get(videoUrl).expect(404);
  });

  describe('POST /api/libraryItem/:id/msg', () => {
    it('adds a comment to an item the caller can see, without making editors stale', async () => {
      const item = await lib.create(alice.token, { title: 'Comment me' });
      await api.post(`/api/libraryItem/${item._id}/msg`).send({ txt: 'hi' }).expect(401);
      await api.post(`/api/libraryItem/${item._id}/msg`, bob.token).send({ txt: 'hi' }).expect(404);
      await api.post(`/api/libraryItem/${item._id}/msg`, alice.token).send({ txt: '   ' }).expect(400);

      const before = Date.now();
      let res = await api
        .post(`/api/libraryItem/${item._id}/msg`, alice.token)
        .send({ txt: '  Try it with blocks  ' })
        .expect(201);
      let saved = libraryItemSchema.parse(res.body);
      expect(saved.msgs).toHaveLength(1);
      expect(saved.msgs[0]).toMatchObject({
        by: { _id: alice.user._id, fullname: alice.user.fullname },
        txt: 'Try it with blocks',
      });
      expect(saved.msgs[0]!.createdAt).toBeGreaterThanOrEqual(before);
      expect(saved.version).toBe(item.version);

      res = await api
        .post(`/api/libraryItem/${item._id}/msg`, admin.token)
        .send({ txt: 'Second' })
        .expect(201);
      saved = libraryItemSchema.parse(res.body);
      expect(saved.msgs.map((m) => m.txt)).toEqual(['Try it with blocks', 'Second']);
      expect(new Set(saved.msgs.map((m) => m.id)).size).toBe(2);

      // The owner's copy from before the comments still saves, and the comments stay.
      const edited = await lib.put(alice.token, item, { title: 'Edited' }).expect(200);
      expect(libraryItemSchema.parse(edited.body).msgs.map((m) => m.txt)).toEqual([
        'Try it with blocks',
        'Second',
      ]);
    });

    it('lets anyone logged in comment on a public item', async () => {
      const item = await itemIn('public', alice, { title: 'Public comments' });
      const res = await api
        .post(`/api/libraryItem/${item._id}/msg`, bob.token)
        .send({ txt: 'Thanks!' })
        .expect(201);
      expect(libraryItemSchema.parse(res.body).msgs.at(-1)).toMatchObject({
        by: { _id: bob.user._id },
        txt: 'Thanks!',
      });
      await api.post('/api/libraryItem/nope00/msg', bob.token).send({ txt: 'x' }).expect(404);
    });
  });

  describe('GET /api/libraryItem answers from kept pages only while nothing changed', () => {
    /** The visitor's list for `txt`, as the browser asks for it (compressed). */
    const listed = (txt: string, headers: Record<string, string> = {}) =>
      api
        .get(`/api/libraryItem?txt=${encodeURIComponent(txt)}`)
        .set({ 'accept-encoding': 'br, gzip', ...headers })
        .expect((res) => expect([200, 304]).toContain(res.status));

    it('shows a write made behind the API (another instance) at once', async () => {
      const item = await itemIn('public', alice, { title: 'Kept page zebra' });
      expect((await listed('zebra')).body).toEqual([expect.objectContaining({ _id: item._id })]);
      // Twice: the second answer comes from the kept page.
      expect((await listed('zebra')).body).toEqual([expect.objectContaining({ title: 'Kept page zebra' })]);

      // Another API instance's write reaches the database only.
      const { db } = t.app.get<symbol, DbHandle>(DB);
      await db.execute(
        sql`update library_items set title = 'Kept page zebra, renamed' where id = ${item._id}`,
      );
      expect((await listed('zebra')).body).toEqual([
        expect.objectContaining({ title: 'Kept page zebra, renamed' }),
      ]);
      await db.execute(sql`delete from library_items where id = ${item._id}`);
      expect((await listed('zebra')).body).toEqual([]);
    });

    it("shows an owner's new name on their listed items", async () => {
      const dora = await signUp(api, 'Dora');
      await itemIn('public', dora, { title: 'Kept page yak' });
      expect((await listed('yak')).body).toEqual([
        expect.objectContaining({ owner: expect.objectContaining({ fullname: dora.user.fullname }) }),
      ]);
      const me = userSchema.parse((await api.get(`/api/user/${dora.user._id}`, dora.token).expect(200)).body);
      await api
        .put(`/api/user/${me._id}`, dora.token)
        .send({ ...me, fullname: 'Dora Renamed' })
        .expect(200);
      expect((await listed('yak')).body).toEqual([
        expect.objectContaining({ owner: expect.objectContaining({ fullname: 'Dora Renamed' }) }),
      ]);
    });

    it('answers compressed, with an ETag that a changed list no longer matches', async () => {
      const item = await itemIn('public', alice, {
        title: 'Kept page walrus',
        body: 'Hold the line. '.repeat(100),
      });
      const first = await listed('walrus').expect(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toContain('Accept-Encoding');
      expect(first.body).toEqual([expect.objectContaining({ _id: item._id })]);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      await listed('walrus', { 'if-none-match': etag }).expect(304);

      await lib.put(admin.token, item, { title: 'Kept page walrus, edited' }).expect(200);
      const changed = await listed('walrus', { 'if-none-match': etag }).expect(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body).toEqual([expect.objectContaining({ title: 'Kept page walrus, edited' })]);

      const plain = await api
        .get('/api/libraryItem?txt=walrus')
        .set('accept-encoding', 'identity')
        .expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toEqual(changed.body);
    });
  });

  describe('GET /api/libraryItem filters and pages', () => {
    let carol: Account;
    let made: Record<'a' | 'b' | 'c' | 'd' | 'e', LibraryItem>;
    beforeAll(async () => {
      carol = await signUp(api, 'Carol');
      // Created a few ms apart, so createdAt orders them.
      const specs: [keyof typeof made, Partial<NewLibraryItem>][] = [
        [
          'a',
          { title: 'Straddle Press Negatives', feature: 'holdOn', tags: ['press', 'straddle', 'strength'] },
        ],
        ['b', { title: 'press to handstand', type: 'tutorial', tags: ['press', 'flow'] }],
        ['c', { title: 'Banana back fixes', feature: 'shapeJam', tags: ['line', 'straddle'] }],
        ['d', { title: 'alpha session', type: 'workout', tags: ['press'] }],
        ['e', { title: '100% effort_day', feature: 'drillDJ', tags: ['wall'] }],
      ];
      made = {} as typeof made;
      for (const [key, fields] of specs) {
        made[key] = await lib.create(carol.token, fields);
        await new Promise((r) => setTimeout(r, 5));
      }
    });
    /** Carol's ids (as she sees her list) for `query`, sorted unless `ordered`. */
    const carols = async (query: string, ordered = false) => {
      const ids = await lib.ids(`author=${carol.user._id}&${query}`, carol.token);
      const names = ids.map((id) => Object.entries(made).find(([, i]) => i._id === id)?.[0] ?? id);
      return ordered ? names : names.sort();
    };

    it.each([
      ['txt=PRESS', ['a', 'b', 'd']],
      ['txt=banana', ['c']],
      ['txt=straddle', ['a', 'c']],
      ['txt=ength', ['a']],
      ['txt=%25', ['e']],
      ['txt=a_s', []],
      ['txt=_day', ['e']],
      ['tags=press', ['a', 'b', 'd']],
      ['tags=press,straddle', ['a']],
      ['tags=press,line', []],
      ['tags=PRESS,%20Straddle', ['a']],
      ['type=drill', ['a', 'c', 'e']],
      ['type=tutorial', ['b']],
      ['type=workout', ['d']],
      ['feature=shapeJam', ['c']],
      ['type=drill&feature=holdOn&tags=press', ['a']],
      ['txt=press&type=tutorial', ['b']],
      ['status=private', ['a', 'b', 'c', 'd', 'e']],
      ['status=public', []],
    ])('%s', async (query, expected) => {
      expect(await carols(query)).toEqual(expected);
    });

    it('filters by author and authors (any of)', async () => {
      const both = await lib.ids(`authors=${carol.user._id},${admin.user._id}`, carol.token);
      expect(both).toEqual(expect.arrayContaining([...Object.values(made).map((i) => i._id), ...SEEDED_IDS]));
      expect(await lib.ids(`authors=${bob.user._id},nobody`, carol.token)).not.toContain(made.a._id);
      expect(await lib.ids(`author=${admin.user._id}&authors=${carol.user._id}`, carol.token)).toEqual([]);
    });

    it('sorts: default newest first, title A–Z and Z–A, createdAt both ways', async () => {
      const created = ['a', 'b', 'c', 'd', 'e'];
      expect(await carols('', true)).toEqual([...created].reverse());
      expect(await carols('sortField=', true)).toEqual([...created].reverse());
      expect(await carols('sortField=createdAt', true)).toEqual(created);
      expect(await carols('sortField=createdAt&sortDir=-1', true)).toEqual([...created].reverse());
      expect(await carols('sortField=title', true)).toEqual(['e', 'd', 'c', 'b', 'a']);
      expect(await carols('sortField=title&sortDir=-1', true)).toEqual(['a', 'b', 'c', 'd', 'e']);
    });

    it('matches text in the title or the tags of the seeded items, any case', async () => {
      const items = (await lib.all('txt=WALL')).items;
      expect(items.map((i) => i._id)).toEqual(
        expect.arrayContaining([BUILD_YOUR_OWN_IDS[0], COACH_DRILL_IDS.holdOn, COACH_DRILL_IDS.drillDJ]),
      );
      for (const i of items) expect(`${i.title} ${i.tags.join(' ')}`.toLowerCase()).toContain('wall');
      const seededWall = SEED_ITEMS.filter((s) =>
        `${s.title} ${s.tags.join(' ')}`.toLowerCase().includes('wall'),
      );
      expect(items.map((i) => i._id).sort()).toEqual(seededWall.map((s) => s.id).sort());
    });

    it.each([
      ['', 'limit=3'],
      ['sortField=title', 'limit=4'],
      ['sortField=title&sortDir=-1', 'limit=2'],
      ['sortField=createdAt', 'limit=5'],
      ['sortField=createdAt&sortDir=-1', 'limit=1'],
      ['type=drill&tags=wall&sortField=title', 'limit=1'],
      ['txt=e&authors=' + 'ADMIN', 'limit=2'],
    ])('walks every page of "%s" with %s, keeping the filters', async (query, limit) => {
      const q = query.replace('ADMIN', admin.user._id);
      const whole = await lib.all(`${q}&limit=500`, admin.token);
      expect(whole.pages).toBe(1);
      const paged = await lib.all(`${q}&${limit}`, admin.token);
      const size = Number(limit.split('=')[1]);
      expect(paged.items.map((i) => i._id)).toEqual(whole.items.map((i) => i._id));
      expect(paged.pages).toBe(Math.max(1, Math.ceil(whole.items.length / size)));
      if (query.startsWith('sortField=title')) {
        const sorted = [...whole.items].sort(byTitle);
        expect(whole.items.map((i) => i._id)).toEqual(
          (query.includes('sortDir=-1') ? sorted.reverse() : sorted).map((i) => i._id),
        );
      }
      if (paged.pages > 1) {
        const first = await lib.page(`${q}&${limit}`, admin.token);
        const next = new URL(first.next!, 'http://x');
        expect(next.pathname).toBe('/api/libraryItem');
        for (const [k, v] of new URLSearchParams(`${q}&${limit}`)) expect(next.searchParams.get(k)).toBe(v);
        expect(next.searchParams.get('cursor')).toBeTruthy();
      }
    });

    it('pages 100 items by default, up to 500, and no Link on the last page', async () => {
      const first = await lib.page('', admin.token);
      expect(first.items.length).toBeLessThanOrEqual(100);
      const all = await lib.all('', admin.token);
      if (all.items.length <= 100) expect(first.next).toBeUndefined();
      for (const bad of [
        'limit=0',
        'limit=501',
        'sortDir=2',
        'sortField=owner',
        'type=video',
        'status=gone',
      ]) {
        const res = await api.get(`/api/libraryItem?${bad}`).expect(400);
        expect(Object.keys(apiErrorSchema.parse(res.body).fields ?? {})).toHaveLength(1);
      }
    });

    it('refuses a cursor that is not one, or was made for another sort', async () => {
      const first = await lib.page('sortField=title&limit=2');
      const cursor = new URL(first.next!, 'http://x').searchParams.get('cursor')!;
      await api.get(`/api/libraryItem?sortField=title&limit=2&cursor=${cursor}`).expect(200);
      for (const bad of [
        `sortField=createdAt&cursor=${cursor}`,
        `cursor=${cursor}`,
        'cursor=garbage',
        'cursor=W10',
      ]) {
        const res = await api.get(`/api/libraryItem?${bad}`).expect(400);
        expect(apiErrorSchema.parse(res.body).fields).toEqual({
          cursor: 'This page link no longer fits the list: start from the first page.',
        });
      }
    });
  });

  it('never answers a password, a hash or a token version', () => {
    expect(seen.length).toBeGreaterThan(100);
    for (const text of seen) assertNoSecrets(text, [admin.password, alice.password, bob.password]);
  });
});

describe.each(DB_TARGETS)('library seed on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let lib: LibraryClient;
  let admin: Account;
  beforeAll(async () => {
    t = await startTestApp(target, { env: ADMIN_ENV });
    api = apiClient(t, []);
    lib = libraryClient(api);
    admin = await logIn(api, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  it('changes nothing when it runs again', async () => {
    const before = await lib.all('limit=500', admin.token);
    expect(before.items).toHaveLength(SEEDED_IDS.length);
    expect(await t.app.get(LibrarySeed).seed()).toEqual([]);
    expect(await t.app.get(LibrarySeed).onApplicationBootstrap()).toBeUndefined();
    expect(await lib.all('limit=500', admin.token)).toEqual(before);
  });

  it("keeps an admin's edit to a seeded item and brings a deleted one back", async () => {
    const popular = await lib.read(POPULAR_ITEM_ID);
    const edited = libraryItemSchema.parse(
      (await lib.put(admin.token, popular, { description: 'Edited by an admin' }).expect(200)).body,
    );
    const gone = await lib.read(BUILD_YOUR_OWN_IDS[0]);
    await api.delete(`/api/libraryItem/${gone._id}`, admin.token).expect(200);
    expect(await t.app.get(LibrarySeed).seed()).toEqual([gone._id]);
    expect(await lib.read(POPULAR_ITEM_ID)).toEqual(edited);
    expect(await lib.read(gone._id)).toEqual(gone);
  });
});

describe.each(DB_TARGETS)('library workouts with trial mode off on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let lib: LibraryClient;
  let admin: Account;
  beforeAll(async () => {
    t = await startTestApp(target, { env: { ...ADMIN_ENV, TRIAL_MODE: 'off' } });
    api = apiClient(t, []);
    lib = libraryClient(api);
    admin = await logIn(api, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  const workout = (title: string) => ({
    title,
    type: 'workout' as const,
    body: [{ feature: 'holdOn' as const, favoriteName: '' }],
  });

  it('keeps the limit when workouts arrive at the same moment', async () => {
    const erik = await signUp(api, 'Erik');
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        api.post('/api/libraryItem', erik.token).send(workout(`Same moment ${n}`)),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 403, 403, 403, 403]);
    expect(await lib.ids(`type=workout&author=${erik.user._id}`, erik.token)).toHaveLength(2);
  });

  it('keeps a Basic user to 2 workouts; drills and tutorials are not counted', async () => {
    const dana = await signUp(api, 'Dana');
    const first = await lib.create(dana.token, workout('W1'));
    await lib.create(dana.token, workout('W2'));
    await lib.create(dana.token, { title: 'A drill' });
    const res = await api.post('/api/libraryItem', dana.token).send(workout('W3')).expect(403);
    expect(apiErrorSchema.parse(res.body)).toMatchObject({ message: PLAN_LIMIT_MESSAGES.customWorkouts });
    expect(await lib.ids(`type=workout&author=${dana.user._id}`, dana.token)).toHaveLength(2);
    // Editing a workout is not adding one; deleting one makes room.
    await lib.put(dana.token, first, { title: 'W1 edited' }).expect(200);
    await api.delete(`/api/libraryItem/${first._id}`, dana.token).expect(200);
    await lib.create(dana.token, workout('W3'));
  });

  it('lets a Pro user keep more', async () => {
    const erin = await signUp(api, 'Erin');
    const user = userSchema.parse((await api.get(`/api/user/${erin.user._id}`, admin.token)).body);
    await api
      .put(`/api/user/${user._id}`, admin.token)
      .send({ ...user, plan: { tier: 'pro' } })
      .expect(200);
    for (const n of [1, 2, 3, 4]) await lib.create(erin.token, workout(`W${n}`));
    expect(await lib.ids(`type=workout&author=${erin.user._id}`, erin.token)).toHaveLength(4);
  });
});
