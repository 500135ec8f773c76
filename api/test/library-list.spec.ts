import { ADMIN_AUTHOR_LABEL, BUILD_YOUR_OWN_IDS, COACH_DRILL_IDS } from '@handyq/domain';
import { apiErrorSchema, userSchema, type LibraryItem, type NewLibraryItem } from '@handyq/domain/schemas';
import { sql } from 'drizzle-orm';
import { DB, type DbHandle } from '../src/db/database';
import { LibraryListCache } from '../src/library/library-list-cache';

import { SEED_ITEMS } from '@handyq/domain/library-seed-items';
import { signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import type { LibraryClient } from './support/library';
import type { TestApp } from './support/test-app';
import { SEEDED_IDS, byTitle, librarySuite } from './support/library-suite';

describe.each(DB_TARGETS)('library lists on $name', (target) => {
  const { suite, itemIn } = librarySuite(target);
  let t: TestApp;
  let api: ApiClient;
  let lib: LibraryClient;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  beforeAll(() => ({ t, api, lib, admin, alice, bob } = suite));

  describe('GET /api/libraryItem answers from kept pages only while nothing changed', () => {
    /** The visitor's list for `txt`, as the browser asks for it (compressed). */
    const listed = (txt: string, headers: Record<string, string> = {}) =>
      api
        .get(`/api/libraryItem?txt=${encodeURIComponent(txt)}`)
        .set({ 'accept-encoding': 'br, gzip', ...headers })
        .expect((res) => expect([200, 304]).toContain(res.status));

    it('shows a write made behind the API (another instance) at once', async () => {
      const item = await itemIn('public', alice, { title: 'Kept page zebra' });
      const cache = t.app.get(LibraryListCache);
      const kept = cache.size.entries;
      expect((await listed('zebra')).body).toEqual([expect.objectContaining({ _id: item._id })]);
      // Not kept the first time (a query asked once may be a visitor's made-up one): the second
      // time it is, and the third answer comes from the kept page.
      expect(cache.size.entries).toBe(kept);
      expect((await listed('zebra')).body).toEqual([expect.objectContaining({ title: 'Kept page zebra' })]);
      expect(cache.size.entries).toBe(kept + 1);
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

    it.each([
      { change: 'new name', by: 'owner', changes: { fullname: 'Dora Renamed' }, shown: 'Dora Renamed' },
      { change: 'admin flag', by: 'admin', changes: { isAdmin: true }, shown: ADMIN_AUTHOR_LABEL },
    ] as const)("shows an owner's $change (set by the $by) on their listed items", async (c) => {
      const dora = await signUp(api, 'Dora');
      const title = `Kept page yak ${c.by}`;
      await itemIn('public', dora, { title });
      expect((await listed(title)).body).toEqual([
        expect.objectContaining({ owner: expect.objectContaining({ fullname: dora.user.fullname }) }),
      ]);
      const token = c.by === 'owner' ? dora.token : admin.token;
      const me = userSchema.parse((await api.get(`/api/user/${dora.user._id}`, token).expect(200)).body);
      await api
        .put(`/api/user/${me._id}`, token)
        .send({ ...me, ...c.changes })
        .expect(200);
      expect((await listed(title)).body).toEqual([
        expect.objectContaining({ owner: expect.objectContaining({ fullname: c.shown }) }),
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
});
