import {
  DEMO_KEY_PREFIX,
  EntityNotFoundError,
  LIBRARY_ID_LENGTH,
  LOCAL_DELAY_MS,
  createLocalStore,
  makeId,
  type StorageLike,
} from './local-store';

/** localStorage's behaviour: strings in, strings out; `full` makes every write fail as a quota would. */
function memoryStorage(full = false): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (full) throw new Error('QuotaExceededError: the quota has been exceeded.');
      data.set(k, v);
    },
  };
}

const noDelay = { sleep: async () => undefined };

describe('demo mode: the local store', () => {
  it('keeps what is saved across store instances (a reload), under its own prefix', async () => {
    const storage = memoryStorage();
    const saved = await createLocalStore(storage, noDelay).post('user', { username: 'ada' });
    expect(saved._id).toMatch(/^[A-Za-z0-9]{5}$/);
    expect([...storage.data.keys()]).toEqual([`${DEMO_KEY_PREFIX}user`]);
    const again = createLocalStore(storage, noDelay);
    expect(await again.get('user', saved._id)).toEqual(saved);
    await again.put('user', { ...saved, username: 'ada2' });
    expect(await again.query('user')).toEqual([{ ...saved, username: 'ada2' }]);
    await again.remove('user', saved._id);
    expect(await again.query('user')).toEqual([]);
  });

  it('says which id and collection are missing, in the local fallback’s words', async () => {
    const store = createLocalStore(memoryStorage(), noDelay);
    await expect(store.get('libraryItem', 'abc123')).rejects.toThrow(
      'Get failed, cannot find entity with id: abc123 in: libraryItem',
    );
    await expect(store.put('user', { _id: 'zzzzz' })).rejects.toThrow(
      'Update failed, cannot find entity with id: zzzzz in: user',
    );
    await expect(store.remove('user', 'zzzzz')).rejects.toBeInstanceOf(EntityNotFoundError);
    await expect(store.remove('user', 'zzzzz')).rejects.toThrow(
      'Remove failed, cannot find entity with id: zzzzz in: user',
    );
  });

  it('answers each call after the simulated delay', async () => {
    const waits: number[] = [];
    const store = createLocalStore(memoryStorage(), { sleep: async (ms) => void waits.push(ms) });
    const { _id } = await store.post('user', {});
    await store.get('user', _id);
    await store.query('user');
    expect(waits).toEqual([LOCAL_DELAY_MS, LOCAL_DELAY_MS, LOCAL_DELAY_MS]);
    expect(LOCAL_DELAY_MS).toBe(500);
  });

  it('makes fresh ids of the asked length, never one the collection has', async () => {
    // a random source that repeats itself: the second id would clash with the first
    const values = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
    let i = 0;
    const store = createLocalStore(memoryStorage(), {
      ...noDelay,
      random: () => values[i++ % values.length]!,
    });
    const a = await store.post('libraryItem', {}, LIBRARY_ID_LENGTH);
    i = 0;
    const b = await store.post('libraryItem', {}, LIBRARY_ID_LENGTH);
    expect(a._id).toBe('AAAAAA');
    expect(b._id).not.toBe(a._id);
    expect(b._id).toHaveLength(6);
    expect(makeId(5)).toMatch(/^[A-Za-z0-9]{5}$/);
  });

  it('a full storage fails the call with the browser’s message and keeps what was there', async () => {
    const storage = memoryStorage();
    const store = createLocalStore(storage, noDelay);
    const saved = await store.post('user', { username: 'ada' });
    const full = memoryStorage(true);
    full.data.set(`${DEMO_KEY_PREFIX}user`, storage.data.get(`${DEMO_KEY_PREFIX}user`)!);
    const fullStore = createLocalStore(full, noDelay);
    await expect(fullStore.post('user', { username: 'bob' })).rejects.toThrow('QuotaExceededError');
    expect(await fullStore.query('user')).toEqual([saved]);
  });

  it('a collection damaged by hand starts afresh; an answer is a copy', async () => {
    const storage = memoryStorage();
    storage.setItem(`${DEMO_KEY_PREFIX}user`, '{not json');
    const store = createLocalStore(storage, noDelay);
    expect(await store.query('user')).toEqual([]);
    const saved = await store.post('user', { tags: ['a'] });
    const got = await store.get<{ _id: string; tags: string[] }>('user', saved._id);
    got.tags.push('b');
    expect((await store.get<{ _id: string; tags: string[] }>('user', saved._id)).tags).toEqual(['a']);
  });
});
