import {
  apiErrorSchema,
  libraryItemSchema,
  userSchema,
  type ItemStatus,
  type LibraryItem,
} from '@handyq/domain/schemas';

import { signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import type { LibraryClient } from './support/library';
import { librarySuite } from './support/library-suite';

describe.each(DB_TARGETS)('library review flow on $name', (target) => {
  const { suite, itemIn } = librarySuite(target);
  let api: ApiClient;
  let lib: LibraryClient;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  beforeAll(() => ({ api, lib, admin, alice, bob } = suite));

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

    it('a submission tells the admin, and the owner who made it (their record of it)', async () => {
      const item = await itemIn('pending', alice, { title: 'Submitted for review' });
      expect(await noticesAbout(admin, item)).toEqual([
        expect.objectContaining({
          ...about(item, 'pending', alice),
          type: 'status-changed',
          txt: `${alice.user.fullname} submitted "Submitted for review" for review.`,
        }),
      ]);
      expect(await noticesAbout(alice, item)).toEqual([
        expect.objectContaining({
          ...about(item, 'pending', alice),
          type: 'status-changed',
          txt: `"Submitted for review" was sent for review. You'll get a notice when it is reviewed.`,
        }),
      ]);
    });

    it('an approval tells the owner the item is public and what that means', async () => {
      const item = await itemIn('public', alice, { title: 'Approved one' });
      const [notice, ...rest] = await noticesAbout(alice, item);
      expect(rest.map((n) => n.status)).toEqual(['pending']); // the owner's own submission
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
        expect.objectContaining({ ...about(item, 'pending', alice), type: 'status-changed' }),
      ]);

      const quiet = await itemIn('pending', alice, { title: 'Denied without a reason' });
      await lib.put(admin.token, quiet, { status: 'private' }).expect(200);
      expect((await noticesAbout(alice, quiet)).map((n) => n.status)).toEqual(['private', 'pending']);
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

    it('nobody is told of their own moves but a publish, and a refused move tells nobody', async () => {
      const own = await itemIn('public', admin, { title: 'Admin publishes and unpublishes' });
      await lib.move(admin.token, own, 'private');
      // Their publish only (once, though they are the owner and the admin); not the approval
      // nor the unpublish they made.
      expect((await noticesAbout(admin, own)).map((n) => n.txt)).toEqual([
        `"Admin publishes and unpublishes" was sent for review. You'll get a notice when it is reviewed.`,
      ]);

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
});
