import { BUILD_YOUR_OWN_IDS, PLAN_LIMIT_MESSAGES, POPULAR_ITEM_ID, TOOL_LIBRARY_LINKS } from '@handyq/domain';
import { apiErrorSchema, libraryItemSchema, userSchema } from '@handyq/domain/schemas';

import { LibrarySeed } from '../src/library/library-seed';

import { ADMIN, ADMIN_ENV, apiClient, logIn, signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { libraryClient, type LibraryClient } from './support/library';
import { startTestApp, type TestApp } from './support/test-app';
import { SEEDED_IDS } from './support/library-suite';

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

  it('has every item the tool info pages link to, public, with the linked title and type', async () => {
    const links = Object.values(TOOL_LIBRARY_LINKS).flat();
    for (const link of links) {
      const res = await api.get(`/api/libraryItem/${link.id}`).expect(200);
      const item = libraryItemSchema.parse(res.body);
      expect({ id: item._id, type: item.type, title: item.title }).toEqual(link);
    }
    expect(new Set(links.map((l) => l.id)).size).toBeGreaterThanOrEqual(8);
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
