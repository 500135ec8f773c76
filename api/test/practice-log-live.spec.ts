import { randomUUID } from 'node:crypto';
import type { PracticeLogChange } from '@handyq/domain';
import type { NewPracticeLogEntry } from '@handyq/domain/schemas';
import { ADMIN_ENV, apiClient, logIn, signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import {
  announce,
  connected,
  listening,
  openSocket,
  recorder,
  settle,
  type ClientSocket,
} from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

/** A HoldOn run of a minute, starting now. */
const holdOn = (): NewPracticeLogEntry => ({
  _id: randomUUID(),
  tool: 'holdOn',
  sets: [{ planned: 30, done: 25 }],
  startedAt: Date.now() - 60_000,
  endedAt: Date.now(),
});

// The user's other devices learn of each change to their practice log live: `practice-log`
// with the entry's id and the change, to every socket of that user (the one whose request made
// it too) and to nobody else.
describe.each(DB_TARGETS)('the practice log live on $name', (target) => {
  let t: TestApp;
  let url: string;
  let api: ApiClient;
  let alice: Account;
  let alicesPhone: Account;
  let bob: Account;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp(target, { env: { ...ADMIN_ENV } });
    url = await listening(t);
    api = apiClient(t, []);
    alice = await signUp(api, 'Alice');
    // A second login of hers: another device.
    alicesPhone = await logIn(api, alice.user.email, alice.password);
    bob = await signUp(api, 'Bob');
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => t.close());

  /** A connected socket of `who`, announced as its user (it joins the user's room). */
  const socketOf = async (who: Account): Promise<ClientSocket> => {
    const s = openSocket(url, who.token);
    sockets.push(s);
    await connected(s);
    expect(await announce(s, who.user._id)).toBe(true);
    return s;
  };

  it('tells every socket of the user of each entry created, updated and deleted, and nobody else', async () => {
    const desk = await socketOf(alice);
    const phone = await socketOf(alicesPhone);
    const bobs = await socketOf(bob);
    const deskHeard = recorder(desk, ['practice-log']);
    const phoneHeard = recorder(phone, ['practice-log']);
    const bobHeard = recorder(bobs, ['practice-log']);

    const entry = holdOn();
    await api.post('/api/practiceLog', alice.token).send(entry).expect(201);
    await phoneHeard.waitFor('practice-log', 1);
    await api.put(`/api/practiceLog/${entry._id}`, alice.token).send({ note: 'Felt light' }).expect(200);
    await phoneHeard.waitFor('practice-log', 2);
    await api.delete(`/api/practiceLog/${entry._id}`, alice.token).expect(200);
    await phoneHeard.waitFor('practice-log', 3);
    await deskHeard.waitFor('practice-log', 3);

    const expected: PracticeLogChange[] = [
      { id: entry._id, change: 'created' },
      { id: entry._id, change: 'updated' },
      { id: entry._id, change: 'deleted' },
    ];
    expect(phoneHeard.of('practice-log')).toEqual(expected);
    expect(deskHeard.of('practice-log')).toEqual(expected);
    await settle();
    expect(bobHeard.got).toEqual([]);
  });

  it('says nothing for a retry of a stored entry, nor for a change that failed', async () => {
    const phone = await socketOf(alicesPhone);
    const heard = recorder(phone, ['practice-log']);
    const entry = holdOn();
    await api.post('/api/practiceLog', alice.token).send(entry).expect(201);
    await heard.waitFor('practice-log', 1);
    await api.post('/api/practiceLog', alice.token).send(entry).expect(200);
    // Bob may not touch hers: 404, and nothing is said.
    await api.put(`/api/practiceLog/${entry._id}`, bob.token).send({ rating: 5 }).expect(404);
    await api.delete(`/api/practiceLog/${entry._id}`, bob.token).expect(404);
    await api.delete(`/api/practiceLog/${randomUUID()}`, alice.token).expect(404);
    await settle();
    expect(heard.of('practice-log')).toEqual([{ id: entry._id, change: 'created' }]);
  });

  it('reaches only announced sockets: one that has not joined its user’s room hears nothing', async () => {
    const quiet = openSocket(url, alice.token);
    sockets.push(quiet);
    await connected(quiet);
    const heard = recorder(quiet, ['practice-log']);
    await api.post('/api/practiceLog', alice.token).send(holdOn()).expect(201);
    await settle();
    expect(heard.got).toEqual([]);
  });
});
