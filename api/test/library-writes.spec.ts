import {
  COACH_DRILL_IDS,
  FIXED_ITEM_IDS,
  POPULAR_ITEM_ID,
  PRACTICE_LAB_TUTORIAL_IDS,
  TOOL_KEYS,
} from '@handyq/domain';
import {
  ADMIN_AUTHOR_LABEL,
  apiErrorSchema,
  libraryItemSchema,
  type ItemStatus,
} from '@handyq/domain/schemas';

import { SEED_ITEMS } from '@handyq/domain/library-seed-items';
import { type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { tinyMp4, tinyPng } from './support/files';
import type { LibraryClient } from './support/library';

import { SEEDED_IDS, librarySuite, type Role } from './support/library-suite';

describe.each(DB_TARGETS)('library writes on $name', (target) => {
  const { suite, tokenOf, itemIn } = librarySuite(target);
  let api: ApiClient;
  let lib: LibraryClient;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  beforeAll(() => ({ api, lib, admin, alice, bob } = suite));

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
        { title: '\u200b\u202e\u2066\ufeff', type: 'drill' },
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
      // a step names a favorite or none (what runs is workout-steps.spec.ts)
      const steps = [
        { feature: 'holdOn' as const, favoriteName: '' },
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
    const png = await tinyPng('#0b6e69', 8);
    const image = await api
      .post('/api/upload/image', alice.token)
      .attach('file', png, { filename: 'a.png', contentType: 'image/png' })
      .expect(201);
    const mp4 = tinyMp4();
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

    it('refuses a comment with nothing visible in it, with the empty comment’s message; saves nothing', async () => {
      const item = await lib.create(alice.token, { title: 'Invisible comments' });
      const comment = (txt: string) =>
        api.post(`/api/libraryItem/${item._id}/msg`, alice.token).send({ txt });
      const empty = apiErrorSchema.parse((await comment('').expect(400)).body);
      expect(Object.keys(empty.fields ?? {})).toEqual(['txt']);
      for (const txt of [
        '\u200b\u200c\u200d',
        '\u200e\u200f\u202a\u202b\u202c\u202d\u202e',
        '\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069',
        '\ufeff\u00ad',
        ' \u0301\u0308 \u200b ',
      ]) {
        const res = await comment(txt).expect(400);
        expect(apiErrorSchema.parse(res.body).fields).toEqual(empty.fields);
      }
      expect((await lib.read(item._id, alice.token)).msgs).toEqual([]);
      const ok = await comment('\u200bLooks good\u200b').expect(201);
      expect(libraryItemSchema.parse(ok.body).msgs.map((m) => m.txt)).toEqual(['\u200bLooks good\u200b']);
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
});
