import { PLAN_LIMIT_MESSAGES, PLAN_LIMITS, type FavoritesByTool } from '@handyq/domain';
import { apiErrorSchema, plansSchema, userSchema, type User } from '@handyq/domain/schemas';
import { ADMIN, ADMIN_ENV, apiClient, logIn, signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/** `n` saved sequences of HoldOn named 'Seq 1'… */
const holdOn = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Seq ${from + i}`,
    dateCreated: 1_700_000_000_000 + i,
    // Inputs every tool has, so the same sequences may be saved under any tool.
    inputs: { restTime: 30 + 5 * i, numSets: 1 },
  }));

/** A CueCraft sequence saved as `name`: one 30 s step. */
const sequence = (name: string) => ({
  name,
  dateCreated: 1_700_000_100_000,
  inputs: {
    name,
    getReadyS: 5,
    items: [
      { kind: 'step', name: 'Hold', durationS: 30, words: 'Up', countdownS: 0, halfway: false, ticks: false },
    ],
  },
});

describe.each(DB_TARGETS)('plans on $name', (target) => {
  /** Starts an app with TRIAL_MODE as given (unset: the default) and the admin logged in. */
  function appWith(trialMode: string | undefined) {
    const ctx = {} as { t: TestApp; api: ApiClient; admin: Account };
    beforeAll(async () => {
      const env: Record<string, string> = { ...ADMIN_ENV };
      if (trialMode !== undefined) env.TRIAL_MODE = trialMode;
      ctx.t = await startTestApp(target, { env });
      ctx.api = apiClient(ctx.t, []);
      ctx.admin = await logIn(ctx.api, ADMIN.email, ADMIN.password);
    });
    afterAll(() => ctx.t.close());
    return ctx;
  }

  /** Helpers on one app: read a user, and PUT their favorites as `token`. */
  function usersOf(ctx: { api: ApiClient }) {
    const read = async (id: string, token: string): Promise<User> =>
      userSchema.parse((await ctx.api.get(`/api/user/${id}`, token).expect(200)).body);
    /** PUTs the user as just read, with these favorites (and `extra` fields). */
    const saveFavorites = async (id: string, token: string, favorites: FavoritesByTool, extra = {}) => {
      const cur = await read(id, token);
      return ctx.api.put(`/api/user/${id}`, token).send({ ...cur, favorites, ...extra });
    };
    /** saveFavorites, expecting 200. */
    const saved = async (...args: Parameters<typeof saveFavorites>) => {
      const res = await saveFavorites(...args);
      expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
    };
    return { read, saveFavorites, saved };
  }

  describe('trial mode on (the default)', () => {
    const ctx = appWith(undefined);
    const { read, saved } = usersOf(ctx);

    it('GET /api/plans tells anyone trial mode is on, with the plan limits', async () => {
      const res = await ctx.api.get('/api/plans').expect(200);
      expect(plansSchema.parse(res.body)).toEqual({ trialMode: true, limits: PLAN_LIMITS });
    });

    it('lets a Basic user save a 3rd and a 4th sequence', async () => {
      const alice = await signUp(ctx.api, 'Alice');
      expect(alice.user.plan.tier).toBe('basic');
      for (const n of [1, 2, 3, 4]) await saved(alice.user._id, alice.token, { holdOn: holdOn(n) });
      expect((await read(alice.user._id, alice.token)).favorites.holdOn).toHaveLength(4);
    });
  });

  describe('trial mode off', () => {
    const ctx = appWith('off');
    const { read, saveFavorites, saved } = usersOf(ctx);

    /** Expects the Basic plan's refusal, and that nothing was written. */
    const expectRefused = async (res: { status: number; body: unknown }, id: string, before: User) => {
      expect(res.status).toBe(403);
      expect(apiErrorSchema.parse(res.body)).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: PLAN_LIMIT_MESSAGES.savedSequences,
        err: PLAN_LIMIT_MESSAGES.savedSequences,
      });
      expect(await read(id, ctx.admin.token)).toEqual(before);
    };

    it('GET /api/plans tells anyone trial mode is off', async () => {
      const res = await ctx.api.get('/api/plans').expect(200);
      expect(plansSchema.parse(res.body)).toEqual({ trialMode: false, limits: PLAN_LIMITS });
    });

    it('refuses a Basic user a 3rd sequence, counted across tools; renaming and deleting work', async () => {
      const bob = await signUp(ctx.api, 'Bob');
      const id = bob.user._id;
      const two = { holdOn: holdOn(1), entryBuddy: holdOn(1, 2) };
      await saved(id, bob.token, two);

      const before = await read(id, bob.token);
      await expectRefused(await saveFavorites(id, bob.token, { ...two, shapeJam: holdOn(1, 3) }), id, before);
      // Renaming at the limit is fine, and so is deleting; then there is room again.
      const renamed = { holdOn: [{ ...two.holdOn[0]!, name: 'Morning' }], entryBuddy: two.entryBuddy };
      await saved(id, bob.token, renamed);
      await saved(id, bob.token, { holdOn: renamed.holdOn });
      await saved(id, bob.token, { holdOn: renamed.holdOn, drillDJ: holdOn(1, 5) });
      expect((await read(id, bob.token)).favorites).toEqual({
        holdOn: renamed.holdOn,
        drillDJ: holdOn(1, 5),
      });
    });

    it("counts CueCraft's sequences with the timers' favorites", async () => {
      const eve = await signUp(ctx.api, 'Eve');
      const id = eve.user._id;
      await saved(id, eve.token, { holdOn: holdOn(1), cueCraft: [sequence('Ladder')] });
      const before = await read(id, eve.token);
      expect(before.favorites.cueCraft).toEqual([sequence('Ladder')]);
      const three = { holdOn: holdOn(1), cueCraft: [sequence('Ladder'), sequence('Warm-up')] };
      await expectRefused(await saveFavorites(id, eve.token, three), id, before);
      // a timer's favorite deleted makes room for a second sequence
      await saved(id, eve.token, { cueCraft: three.cueCraft });
    });

    it('lets a user already over the limit rename and delete, but not add', async () => {
      // Four saved while Pro, then cancelled back to Basic.
      const carol = await signUp(ctx.api, 'Carol');
      const id = carol.user._id;
      const cur = await read(id, ctx.admin.token);
      await ctx.api
        .put(`/api/user/${id}`, ctx.admin.token)
        .send({ ...cur, plan: { tier: 'pro' } })
        .expect(200);
      await saved(id, carol.token, { holdOn: holdOn(4) });
      await saved(id, carol.token, { holdOn: holdOn(4) }, { plan: { tier: 'basic' } });
      expect((await read(id, carol.token)).plan.tier).toBe('basic');

      const renamed = holdOn(4).map((f, i) => (i === 0 ? { ...f, name: 'Renamed' } : f));
      await saved(id, carol.token, { holdOn: renamed });
      await saved(id, carol.token, { holdOn: renamed.slice(0, 3) });
      const before = await read(id, carol.token);
      await expectRefused(await saveFavorites(id, carol.token, { holdOn: holdOn(4) }), id, before);
    });

    it('holds a Pro user to no limit, and a Pro user who cancels while adding to Basic', async () => {
      const dan = await signUp(ctx.api, 'Dan');
      const id = dan.user._id;
      const cur = await read(id, ctx.admin.token);
      await ctx.api
        .put(`/api/user/${id}`, ctx.admin.token)
        .send({ ...cur, plan: { tier: 'pro' } })
        .expect(200);
      await saved(id, dan.token, { holdOn: holdOn(5) });
      await saved(id, dan.token, { holdOn: holdOn(7) });
      const before = await read(id, dan.token);
      await expectRefused(
        await saveFavorites(id, dan.token, { holdOn: holdOn(8) }, { plan: { tier: 'basic' } }),
        id,
        before,
      );
    });

    it("limits an admin's edit by the edited user's plan, not the admin's", async () => {
      const erin = await signUp(ctx.api, 'Erin');
      const frank = await signUp(ctx.api, 'Frank');
      // The admin is Basic: upgrading Erin and saving 5 for her in one PUT is fine, and so is
      // adding more for her later.
      expect((await read(ctx.admin.user._id, ctx.admin.token)).plan.tier).toBe('basic');
      const e = await read(erin.user._id, ctx.admin.token);
      await ctx.api
        .put(`/api/user/${erin.user._id}`, ctx.admin.token)
        .send({ ...e, plan: { tier: 'pro' }, favorites: { holdOn: holdOn(5) } })
        .expect(200);
      await saved(erin.user._id, ctx.admin.token, { holdOn: holdOn(6) });
      // The admin made Pro: a Basic user is still held to Basic.
      const me = await read(ctx.admin.user._id, ctx.admin.token);
      await ctx.api
        .put(`/api/user/${me._id}`, ctx.admin.token)
        .send({ ...me, plan: { tier: 'pro' } })
        .expect(200);
      const before = await read(frank.user._id, ctx.admin.token);
      await expectRefused(
        await saveFavorites(frank.user._id, ctx.admin.token, { holdOn: holdOn(3) }),
        frank.user._id,
        before,
      );
    });
  });
});
