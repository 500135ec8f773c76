import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { noSuchStepFavorite } from '@handyq/domain/library-rules';
import type { FavoritesByTool } from '@handyq/domain';
import { apiErrorSchema } from '@handyq/domain/schemas';
import { DB, type DbHandle } from '../src/db/database';
import { signUp, type Account } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { librarySuite } from './support/library-suite';

// A workout step keeps what it runs: its author's favorite's inputs, taken when the workout is
// saved, so a published workout runs for anyone with the author's settings.

const MIGRATION = '0011_workout_steps_keep_inputs.sql';

describe.each(DB_TARGETS)('workout steps on $name', (target) => {
  const { suite, itemIn } = librarySuite(target);

  /** Sets `account`'s favorites (a PUT of their record with the version read now). */
  const setFavorites = async (account: Account, favorites: FavoritesByTool) => {
    const current = await suite.api.get(`/api/user/${account.user._id}`, account.token).expect(200);
    await suite.api
      .put(`/api/user/${account.user._id}`, account.token)
      .send({ favorites, version: current.body.version })
      .expect(200);
  };
  const holds = (holdTime: number) => ({
    holdOn: [{ name: 'Wall holds', dateCreated: 1, inputs: { holdTime, numSets: 2, restTime: 10 } }],
    drillDJ: [{ name: 'Slides', dateCreated: 2, inputs: { drillType: 'slide', numReps: 2 } }],
  });

  it('stores the author’s favorite’s inputs in each named step, on create and on update', async () => {
    const author = await signUp(suite.api, 'Author');
    await setFavorites(author, holds(20));
    const created = await suite.lib.create(author.token, {
      type: 'workout',
      title: 'Hold day',
      body: [
        { feature: 'holdOn', favoriteName: 'Wall holds' },
        { feature: 'shapeJam', favoriteName: '' },
      ],
    });
    expect(created.body).toEqual([
      { feature: 'holdOn', favoriteName: 'Wall holds', inputs: { holdTime: 20, numSets: 2, restTime: 10 } },
      { feature: 'shapeJam', favoriteName: '' },
    ]);
    const res = await suite.lib
      .put(author.token, created, { body: [{ feature: 'drillDJ', favoriteName: 'Slides' }] })
      .expect(200);
    expect(res.body.body).toEqual([
      { feature: 'drillDJ', favoriteName: 'Slides', inputs: { drillType: 'slide', numReps: 2 } },
    ]);
  });

  it('refuses a step whose name matches none of the author’s favorites, naming the step (400)', async () => {
    const author = await signUp(suite.api, 'Author');
    await setFavorites(author, holds(20));
    const res = await suite.api
      .post('/api/libraryItem', author.token)
      .send({
        title: 'Typo',
        type: 'workout',
        body: [
          { feature: 'holdOn', favoriteName: 'Wall holds' },
          { feature: 'drillDJ', favoriteName: 'Wall holds' },
        ],
      })
      .expect(400);
    expect(apiErrorSchema.parse(res.body).fields).toEqual({
      'body.1.favoriteName': noSuchStepFavorite(2, 'DrillDJ', 'Wall holds'),
    });
    // nothing was saved
    expect((await suite.lib.all(`author=${author.user._id}`, author.token)).items).toEqual([]);
  });

  it('resolves an admin’s edit against the owner’s favorites, never the admin’s', async () => {
    const author = await signUp(suite.api, 'Author');
    await setFavorites(author, holds(25));
    const item = await suite.lib.create(author.token, { type: 'workout', title: 'Owned' });
    const res = await suite.lib
      .put(suite.admin.token, item, { body: [{ feature: 'holdOn', favoriteName: 'Wall holds' }] })
      .expect(200);
    expect(res.body.body[0].inputs).toMatchObject({ holdTime: 25 });
  });

  it('keeps a published workout as saved when its author changes the favorite later', async () => {
    const author = await signUp(suite.api, 'Author');
    await setFavorites(author, holds(20));
    const published = await itemIn('public', author, {
      type: 'workout',
      title: 'Published',
      body: [{ feature: 'holdOn', favoriteName: 'Wall holds' }],
    });
    await setFavorites(author, holds(60));
    for (const token of [undefined, suite.bob.token, author.token]) {
      expect((await suite.lib.read(published._id, token)).body).toEqual([
        { feature: 'holdOn', favoriteName: 'Wall holds', inputs: { holdTime: 20, numSets: 2, restTime: 10 } },
      ]);
    }
  });

  it('the migration resolves old steps against their owner’s favorites where a name matches', async () => {
    const db = suite.t.app.get<DbHandle>(DB).db;
    const author = await signUp(suite.api, 'Legacy');
    await setFavorites(author, holds(30));
    const other = await signUp(suite.api, 'Other');
    await setFavorites(other, { holdOn: [{ name: 'Theirs', dateCreated: 1, inputs: { holdTime: 5 } }] });
    const item = await suite.lib.create(author.token, { type: 'workout', title: 'Old shape' });
    const oldSteps = [
      { feature: 'holdOn', favoriteName: 'Wall holds' },
      { feature: 'holdOn', favoriteName: 'Gone' },
      { feature: 'holdOn', favoriteName: 'Theirs' },
      { feature: 'drillDJ', favoriteName: 'Wall holds' },
      { feature: 'shapeJam', favoriteName: '' },
    ];
    await db.execute(
      sql`update library_items set body = ${JSON.stringify(oldSteps)}::jsonb where id = ${item._id}`,
    );
    const untouched = await suite.lib.create(author.token, { type: 'workout', title: 'No names' });
    const migration = fs.readFileSync(path.join(__dirname, '..', 'drizzle', MIGRATION), 'utf8');
    await db.execute(sql.raw(migration));
    const after = await suite.lib.read(item._id, author.token);
    expect(after.body).toEqual([
      { feature: 'holdOn', favoriteName: 'Wall holds', inputs: { holdTime: 30, numSets: 2, restTime: 10 } },
      { feature: 'holdOn', favoriteName: 'Gone' },
      { feature: 'holdOn', favoriteName: 'Theirs' },
      { feature: 'drillDJ', favoriteName: 'Wall holds' },
      { feature: 'shapeJam', favoriteName: '' },
    ]);
    expect(after.version).toBe(item.version + 1);
    expect((await suite.lib.read(untouched._id, author.token)).version).toBe(untouched.version);
    // run again, nothing more changes
    await db.execute(sql.raw(migration));
    expect((await suite.lib.read(item._id, author.token)).version).toBe(after.version);
    // an unresolved step it left is kept when the workout is saved again unchanged (a review)
    const moved = await suite.lib.move(author.token, after, 'pending');
    expect(moved.body).toEqual(after.body);
  });
});
