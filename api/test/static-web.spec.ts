import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DB_TARGETS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/** A web root laid out like a build: shell/dist and one kit's dist. */
function fakeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-web-'));
  const write = (rel: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), body);
  };
  write('shell/dist/index.html', '<!doctype html><title>HandyQ shell</title>');
  write('shell/dist/remotes.json', '[{"name":"lineKit","entry":"/kits/line-kit/mf-manifest.json"}]');
  write('shell/dist/main.0123abcd.js', 'console.log(1)');
  write('shell/dist/assets/espeak-ng-en.4567cdef.data', 'voice data');
  write('line-kit/dist/mf-manifest.json', '{"id":"lineKit"}');
  write('line-kit/dist/remoteEntry.js', 'var lineKit;');
  write('line-kit/dist/817.89abcdef.js', 'chunk');
  return root;
}

describe('the web app served by the API', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeWebRoot();
    t = await startTestApp(DB_TARGETS[0]!, { webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/cueCoach', '/libraryKit/practiceLab', '/user/x', '/some/unknown/page'])(
    'answers %s with the shell, never cached',
    async (p) => {
      const res = await request(t.server).get(p).expect(200);
      expect(res.text).toContain('HandyQ shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves remotes.json next to the shell, revalidated every time', async () => {
    const res = await request(t.server).get('/remotes.json').expect(200);
    expect(res.body).toEqual([{ name: 'lineKit', entry: '/kits/line-kit/mf-manifest.json' }]);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the shell’s hashed files, the voice engine’s data too, immutable', async () => {
    for (const file of ['/main.0123abcd.js', '/assets/espeak-ng-en.4567cdef.data']) {
      const res = await request(t.server).get(file).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves a kit under /kits/<kit>/: manifest and entry revalidated, hashed chunks immutable', async () => {
    const manifest = await request(t.server).get('/kits/line-kit/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await request(t.server).get('/kits/line-kit/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(t.server).get('/kits/line-kit/817.89abcdef.js').expect(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a kit file that is not there (no shell fallback)', async () => {
    await request(t.server).get('/kits/coach-kit/mf-manifest.json').expect(404);
    await request(t.server).get('/kits/line-kit/missing.js').expect(404);
  });

  it('never falls back to the shell for /api', async () => {
    const res = await request(t.server).get('/api/no-such-route').expect(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
