import { SETTLED_AT_MOST_MS, SETTLED_QUIET_MS, afterPageSettles } from './after-first-page';

// The browser's PerformanceObserver, as far as afterPageSettles uses it: each observer of a
// type hears the entries the test says arrived.
const observers = new Map<string, Set<() => void>>();
class FakeObserver {
  static supportedEntryTypes = ['resource', 'longtask'];
  private type = '';
  constructor(private readonly heard: () => void) {}
  observe({ type }: { type: string }) {
    this.type = type;
    if (!observers.has(type)) observers.set(type, new Set());
    observers.get(type)!.add(this.heard);
  }
  disconnect() {
    observers.get(this.type)?.delete(this.heard);
  }
}
const arrives = (type: string) => observers.get(type)?.forEach((heard) => heard());

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  observers.clear();
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
});
afterEach(() => jest.useRealTimers());

async function started(): Promise<jest.Mock> {
  const begin = jest.fn();
  afterPageSettles(begin);
  await jest.advanceTimersByTimeAsync(0); // the page has loaded (jsdom's is complete)
  return begin;
}

it('starts once the loaded page has been quiet for the settling time, not before', async () => {
  const begin = await started();
  await jest.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 1);
  expect(begin).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(begin).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(SETTLED_AT_MOST_MS);
  expect(begin).toHaveBeenCalledTimes(1);
});

it('a file arriving or a long task starts the quiet over', async () => {
  const begin = await started();
  await jest.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 1000);
  arrives('resource');
  await jest.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 1000);
  arrives('longtask');
  await jest.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 1);
  expect(begin).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(begin).toHaveBeenCalledTimes(1);
  // done: it listens no more
  expect([...observers.values()].every((set) => set.size === 0)).toBe(true);
});

it('a page that never falls quiet has settled after the longest wait', async () => {
  const begin = await started();
  for (let t = 0; t < SETTLED_AT_MOST_MS; t += 1000) {
    arrives('resource');
    await jest.advanceTimersByTimeAsync(1000);
  }
  expect(begin).toHaveBeenCalledTimes(1);
});

it('a page its user leaves starts at once', async () => {
  const begin = await started();
  await jest.advanceTimersByTimeAsync(1000);
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  expect(begin).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(SETTLED_AT_MOST_MS);
  expect(begin).toHaveBeenCalledTimes(1);
});

it('a browser without Performance observers waits the quiet time from the load', async () => {
  Object.assign(globalThis, { PerformanceObserver: undefined });
  const begin = await started();
  await jest.advanceTimersByTimeAsync(SETTLED_QUIET_MS);
  expect(begin).toHaveBeenCalledTimes(1);
});
