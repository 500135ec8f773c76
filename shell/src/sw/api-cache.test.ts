import { API_CACHE_PREFIX, apiCacheName, apiFetchCacheMode, isCachedApiRequest } from './api-cache';

const origin = 'http://localhost:3000';
const get = (p: string, range: string | null = null, method = 'GET', o = origin) =>
  isCachedApiRequest(method, new URL(p, o), origin, range);

const b64url = (o: object) =>
  btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: object) => `Bearer ${b64url({ alg: 'HS256' })}.${b64url(payload)}.c2ln`;

describe('API answers kept for offline use', () => {
  it.each([
    ['/api/libraryItem?type=drill', true],
    ['/api/libraryItem/abc123', true],
    ['/api/user/u1', true],
    ['/api/auth/me', true],
    ['/api/notifications?limit=30', true],
    ['/api/practiceLog?limit=50', true],
    ['/api/practiceLog/stats?tz=UTC&days=30', true],
    ['/api/plans', true],
    ['/api/media/0b7a', true],
    ['/api/health', false],
    ['/api/auth/logout', false],
    ['/api/video/x.mp4', false],
    ['/api/users-export', false],
    ['/kits/coach-kit/remoteEntry.js', false],
  ])('%s → %s', (p, kept) => expect(get(p)).toBe(kept));

  it('keeps GETs of this origin only, and never a range', () => {
    expect(get('/api/libraryItem', null, 'POST')).toBe(false);
    expect(get('/api/libraryItem', 'bytes=0-')).toBe(false);
    expect(get('/api/libraryItem', null, 'GET', 'http://evil.example')).toBe(false);
  });

  it("files each user's answers in a cache of their own, a visitor's in another, and a token it cannot read nowhere", () => {
    expect(apiCacheName(token({ sub: 'u-42', jti: 'x' }))).toBe(`${API_CACHE_PREFIX}user-u-42`);
    expect(apiCacheName(token({ sub: 'u-43' }))).not.toBe(apiCacheName(token({ sub: 'u-42' })));
    expect(apiCacheName(null)).toBe(`${API_CACHE_PREFIX}visitor`);
    for (const header of ['', 'Basic abc', 'Bearer nonsense', token({ sub: '../../x' }), token({ sub: 7 })]) {
      expect(apiCacheName(header)).toBeNull();
    }
  });

  it("fetches past the browser's HTTP cache: a token's answer never from it, a visitor's only once the server checked it", () => {
    expect(apiFetchCacheMode(token({ sub: 'u-42' }))).toBe('no-store');
    expect(apiFetchCacheMode('Bearer nonsense')).toBe('no-store');
    expect(apiFetchCacheMode(null)).toBe('no-cache');
  });
});
