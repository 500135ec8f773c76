import { MAX_WATCHED_ITEMS } from '@handyq/domain';
import { COMMENT_MESSAGES, commentNoticeText } from '@handyq/domain/library-rules';
import {
  apiErrorSchema,
  libraryItemSchema,
  notificationPageSchema,
  type LibraryItem,
} from '@handyq/domain/schemas';
import { ADMIN, ADMIN_ENV, apiClient, logIn, signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { libraryClient, type LibraryClient } from './support/library';
import { connected, listening, openSocket, recorder, settle, type ClientSocket } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

const COMMENT_LIMIT = 12;

describe.each(DB_TARGETS)('item comments on $name', (target) => {
  let t: TestApp;
  let url: string;
  let api: ApiClient;
  let lib: LibraryClient;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  let carol: Account;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp(target, {
      env: { ...ADMIN_ENV, COMMENT_LIMIT: String(COMMENT_LIMIT) },
    });
    url = await listening(t);
    api = apiClient(t, []);
    lib = libraryClient(api);
    admin = await logIn(api, ADMIN.email, ADMIN.password);
    alice = await signUp(api, 'Alice');
    bob = await signUp(api, 'Bob');
    carol = await signUp(api, 'Carol');
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => t.close());

  /** A new public item of alice's (published, approved). */
  const publicItem = async (title: string): Promise<LibraryItem> => {
    let item = await lib.create(alice.token, { title });
    item = await lib.move(alice.token, item, 'pending');
    return lib.move(admin.token, item, 'public');
  };
  const post = (item: LibraryItem, who: Account | undefined, txt: string) =>
    api.post(`/api/libraryItem/${item._id}/msg`, who?.token).send({ txt });
  const remove = (item: LibraryItem, who: Account | undefined, msgId: string) =>
    api.delete(`/api/libraryItem/${item._id}/msg/${msgId}`, who?.token);
  const commentOf = async (item: LibraryItem, who: Account, txt: string) =>
    libraryItemSchema.parse((await post(item, who, txt).expect(201)).body).msgs.at(-1)!;
  const noticesOf = async (who: Account) =>
    notificationPageSchema.parse((await api.get('/api/notifications', who.token).expect(200)).body).items;

  describe('posting and listing', () => {
    it('lists each comment on the item with its author and time, newest last, for visitors too', async () => {
      const item = await publicItem('Comments in order');
      const before = Date.now();
      await commentOf(item, bob, 'First!');
      await commentOf(item, alice, 'Thanks, Bob');
      const read = await lib.read(item._id);
      expect(read.msgs.map((m) => [m.by.fullname, m.txt])).toEqual([
        [bob.user.fullname, 'First!'],
        [alice.user.fullname, 'Thanks, Bob'],
      ]);
      expect(read.msgs[0]!.createdAt).toBeGreaterThanOrEqual(before);
      expect(read.msgs[1]!.createdAt).toBeGreaterThanOrEqual(read.msgs[0]!.createdAt);
    });

    it('refuses empty, invisible and too long comments with their messages; adds nothing', async () => {
      const item = await publicItem('Bad comments');
      for (const [txt, message] of [
        ['', COMMENT_MESSAGES.empty],
        ['   \u200b ', COMMENT_MESSAGES.empty],
        ['x'.repeat(2001), COMMENT_MESSAGES.tooLong],
      ] as const) {
        const res = await post(item, bob, txt).expect(400);
        expect(apiErrorSchema.parse(res.body).fields).toEqual({ txt: message });
      }
      await api.post(`/api/libraryItem/${item._id}/msg`, bob.token).send({}).expect(400);
      expect((await lib.read(item._id)).msgs).toEqual([]);
    });

    it('answers the limit’s 429 with its message, and adds nothing more', async () => {
      const chatty = await signUp(api, 'Chatty');
      const item = await publicItem('Limited comments');
      for (let i = 0; i < COMMENT_LIMIT; i++) await post(item, chatty, `Comment ${i}`).expect(201);
      const res = await post(item, chatty, 'One too many').expect(429);
      expect(res.body.message).toBe('Too many comments. Please try again later.');
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      const msgs = (await lib.read(item._id)).msgs;
      expect(msgs).toHaveLength(COMMENT_LIMIT);
      expect(msgs.map((m) => m.txt)).not.toContain('One too many');
    });
  });

  describe('DELETE /api/libraryItem/:id/msg/:msgId', () => {
    it('lets the comment’s author delete it', async () => {
      const item = await publicItem('Author deletes');
      const mine = await commentOf(item, bob, 'Oops, wrong item');
      const kept = await commentOf(item, carol, 'Nice one');
      const res = await remove(item, bob, mine.id).expect(200);
      expect(libraryItemSchema.parse(res.body).msgs.map((m) => m.id)).toEqual([kept.id]);
      expect((await lib.read(item._id)).msgs.map((m) => m.txt)).toEqual(['Nice one']);
      await remove(item, bob, mine.id).expect(404);
    });

    it('lets an admin delete anyone’s comment', async () => {
      const item = await publicItem('Admin deletes');
      const rude = await commentOf(item, bob, 'Something rude');
      await remove(item, admin, rude.id).expect(200);
      expect((await lib.read(item._id)).msgs).toEqual([]);
    });

    it('refuses anyone else, the item’s owner too (403), and a visitor (401); keeps the comment', async () => {
      const item = await publicItem('Others cannot delete');
      const bobs = await commentOf(item, bob, 'Bob was here');
      const res = await remove(item, carol, bobs.id).expect(403);
      expect(res.body.message).toBe(COMMENT_MESSAGES.notYours);
      await remove(item, alice, bobs.id).expect(403);
      await remove(item, undefined, bobs.id).expect(401);
      expect((await lib.read(item._id)).msgs.map((m) => m.id)).toEqual([bobs.id]);
    });

    it('answers 404 for an unknown comment, and for an item the caller may not see', async () => {
      const item = await publicItem('Unknown comments');
      await commentOf(item, bob, 'Real');
      const res = await remove(item, admin, 'no-such-comment').expect(404);
      expect(res.body.message).toBe(COMMENT_MESSAGES.notFound);
      await remove(item, admin, 'x'.repeat(5000)).expect(404);
      const hidden = await lib.create(alice.token, { title: 'Private with a comment' });
      const own = await commentOf(hidden, alice, 'Note to self');
      await remove(hidden, bob, own.id).expect(404);
      await remove({ ...hidden, _id: 'nope00' }, alice, own.id).expect(404);
      expect((await lib.read(hidden._id, alice.token)).msgs).toHaveLength(1);
    });
  });

  describe('the owner’s notice', () => {
    it('tells the owner of someone else’s comment, with a link to the item; not of their own', async () => {
      const item = await publicItem('Tell the owner');
      const before = (await noticesOf(alice)).length;
      await commentOf(item, bob, 'Great cue for the wall walk');
      const notices = await noticesOf(alice);
      expect(notices).toHaveLength(before + 1);
      expect(notices[0]).toMatchObject({
        txt: commentNoticeText(bob.user.fullname, 'Tell the owner', 'Great cue for the wall walk'),
        link: `/libraryKit/libraryItem/${item._id}`,
        type: 'comment',
        itemId: item._id,
        byUserId: bob.user._id,
        isRead: false,
      });
      await commentOf(item, alice, 'Thank you!');
      expect(await noticesOf(alice)).toHaveLength(before + 1);
      // A 429 tells nobody.
      expect((await noticesOf(bob)).some((n) => n.type === 'comment')).toBe(false);
    });
  });

  describe('live', () => {
    const socketOf = async (account: Account) => {
      const s = openSocket(url, account.token);
      sockets.push(s);
      return connected(s);
    };
    const watch = (s: ClientSocket, itemId: unknown): Promise<boolean> =>
      s.timeout(5000).emitWithAck('watch-item', itemId as string);

    it('tells the sockets following an item of each comment added or deleted, and only them', async () => {
      const item = await publicItem('Live comments');
      const other = await publicItem('Quiet item');
      const carols = await socketOf(carol);
      const adminSocket = await socketOf(admin);
      const elsewhere = await socketOf(bob);
      const heard = recorder(carols, ['item-msgs']);
      const adminHeard = recorder(adminSocket, ['item-msgs']);
      const elsewhereHeard = recorder(elsewhere, ['item-msgs']);
      expect(await watch(carols, item._id)).toBe(true);
      expect(await watch(adminSocket, item._id)).toBe(true);
      expect(await watch(elsewhere, other._id)).toBe(true);

      const msg = await commentOf(item, bob, 'Live one');
      await heard.waitFor('item-msgs', 1);
      expect(heard.of('item-msgs')).toEqual([{ itemId: item._id }]);
      await adminHeard.waitFor('item-msgs', 1);
      await remove(item, bob, msg.id).expect(200);
      await heard.waitFor('item-msgs', 2);
      // A refused delete and a refused post change nothing: nobody is told.
      await remove(item, bob, msg.id).expect(404);
      await post(item, bob, '').expect(400);

      carols.emit('unwatch-item', item._id);
      await settle(100);
      await commentOf(item, alice, 'After carol left');
      await adminHeard.waitFor('item-msgs', 3);
      await settle();
      expect(heard.of('item-msgs')).toHaveLength(2);
      expect(elsewhereHeard.of('item-msgs')).toEqual([]);
    });

    it('follows only items the socket’s user may see, at most MAX_WATCHED_ITEMS, and parses what it is sent', async () => {
      const hidden = await lib.create(alice.token, { title: 'Private, followed' });
      const bobs = await socketOf(bob);
      const heard = recorder(bobs, ['item-msgs']);
      expect(await watch(bobs, hidden._id)).toBe(false);
      expect(await watch(bobs, 'nope00')).toBe(false);
      for (const bad of [42, null, { id: hidden._id }, '', 'x'.repeat(101)]) {
        expect(await watch(bobs, bad)).toBe(false);
      }
      await commentOf(hidden, alice, 'Only alice and admins may know');
      await settle();
      expect(heard.of('item-msgs')).toEqual([]);
      // The owner may follow their private item.
      const alices = await socketOf(alice);
      expect(await watch(alices, hidden._id)).toBe(true);

      const items = await Promise.all(
        Array.from({ length: MAX_WATCHED_ITEMS + 1 }, (_, i) => publicItem(`Followed ${i}`)),
      );
      const many = await socketOf(carol);
      // Sent together: the bound holds however the checks interleave.
      const answers = await Promise.all(items.map((item) => watch(many, item._id)));
      expect(answers.filter(Boolean)).toHaveLength(MAX_WATCHED_ITEMS);
      // (A socket's event budget refills at one a second.)
      await settle(3000);
      expect(await watch(many, items[answers.indexOf(true)]!._id)).toBe(true);
      many.emit('unwatch-item', items[answers.indexOf(true)]!._id);
      await settle(100);
      expect(await watch(many, items[answers.indexOf(false)]!._id)).toBe(true);
    });
  });
});
