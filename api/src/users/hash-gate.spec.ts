import { HashBusyException, HashGate } from './hash-gate';

/** Work that finishes when the test says so. */
function deferred() {
  let finish!: () => void;
  let fail!: (e: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { work: () => done, finish, fail };
}

const tick = () => new Promise((r) => setImmediate(r));

describe(HashGate.name, () => {
  it('runs at most `concurrency` at once and lets at most `maxQueue` wait; more is refused at once', async () => {
    const gate = new HashGate({ concurrency: 2, maxQueue: 2 });
    const jobs = Array.from({ length: 4 }, () => deferred());
    const runs = jobs.map((j) => gate.run('flood', j.work));
    await tick();
    expect(gate.load).toMatchObject({ running: 2, waiting: 2 });
    await expect(gate.run('flood', async () => 'never')).rejects.toBeInstanceOf(HashBusyException);
    jobs.forEach((j) => j.finish());
    await Promise.all(runs);
    expect(gate.load).toMatchObject({ running: 0, waiting: 0 });
  });

  it('a source without failures displaces the most failing waiter and starts before it', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueue: 2 });
    for (let i = 0; i < 5; i++) gate.failed('flooder');
    const first = deferred();
    const running = gate.run('flooder', first.work);
    const order: string[] = [];
    const flood = [1, 2].map((i) => gate.run('flooder', async () => void order.push(`flood ${i}`)));
    await tick();
    const person = gate.run('person', async () => void order.push('person'));
    // One of the flooder's waiters was refused to make room.
    const settled = await Promise.race([
      flood[1]!.then(
        () => 'ran',
        (e) => e,
      ),
      tick().then(() => 'pending'),
    ]);
    expect(settled).toBeInstanceOf(HashBusyException);
    first.finish();
    await Promise.all([running, person, flood[0]]);
    expect(order).toEqual(['person', 'flood 1']);
  });

  it('a source that just gave a right password goes before ones that only fail', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueue: 1 });
    gate.succeeded('person');
    const first = deferred();
    const running = gate.run('new-flooder', first.work);
    const waiting = gate.run('new-flooder-2', async () => 'flood');
    const person = gate.run('person', async () => 'person');
    await expect(waiting).rejects.toBeInstanceOf(HashBusyException);
    first.finish();
    await expect(person).resolves.toBe('person');
    await running;
  });

  it('frees the slot when the work fails', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueue: 1 });
    const bad = deferred();
    const failing = gate.run('a', bad.work);
    const next = gate.run('b', async () => 'ok');
    bad.fail(new Error('argon2 broke'));
    await expect(failing).rejects.toThrow('argon2 broke');
    await expect(next).resolves.toBe('ok');
    expect(gate.load).toMatchObject({ running: 0, waiting: 0 });
  });

  it('remembers a bounded number of sources', async () => {
    const gate = new HashGate({ concurrency: 4, maxSources: 3 });
    for (let i = 0; i < 50; i++) gate.failed(`10.0.0.${i}`);
    expect(gate.load.sources).toBe(3);
  });
});
