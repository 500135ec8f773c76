import { prefetchManifest, takePrefetchedManifest } from './kit-manifests';
import { kitAt } from './remotes-config';

const URL_OF = 'http://localhost/kits/library-kit/mf-manifest.json';

describe('the prefetched manifest', () => {
  // jsdom has no network: a stand-in answers the one fetch this logic makes (the e2e suite loads
  // every kit through it for real).
  const fetchMock = jest.fn();
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('is fetched once and handed to the runtime once: a retry fetches anew', async () => {
    const answer = { ok: true };
    fetchMock.mockResolvedValue(answer);
    prefetchManifest(URL_OF);
    prefetchManifest(URL_OF);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(takePrefetchedManifest(URL_OF)).resolves.toBe(answer);
    expect(takePrefetchedManifest(URL_OF)).toBeUndefined();
    prefetchManifest(URL_OF);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await takePrefetchedManifest(URL_OF);
  });

  it('is forgotten when it fails, so the runtime asks again itself', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    prefetchManifest(URL_OF);
    await new Promise((r) => setTimeout(r, 0));
    expect(takePrefetchedManifest(URL_OF)).toBeUndefined();
  });
});

describe('the kit of a path', () => {
  it.each([
    ['/cueCoach', 'coachKit'],
    ['/cueCoach/holdOn', 'coachKit'],
    ['/libraryKit/practiceLab', 'libraryKit'],
    ['/user/abc', 'profile'],
    ['/admin', 'profile'],
    ['/linePerfector', 'lineKit'],
  ])('%s is %s', (path, kit) => expect(kitAt(path)?.name).toBe(kit));

  it.each(['/', '/about', '/login', '/cueCoachX', '/cue'])('%s is no kit', (path) =>
    expect(kitAt(path)).toBeUndefined(),
  );
});
