import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { DB_TARGETS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

const LINE_MANIFEST = {
  id: 'lineKit',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: { sync: ['__federation_expose_routes.1a2b3c4d.js'] },
        css: { sync: ['routes.5e6f7a8b.css'] },
      },
    },
  ],
};

const KIT_CHUNK = `export const cues = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `cue ${i}`))};`;

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
  write('line-kit/dist/mf-manifest.json', JSON.stringify(LINE_MANIFEST));
  write('line-kit/dist/remoteEntry.js', 'var lineKit;');
  write('line-kit/dist/817.89abcdef.js', 'chunk');
  // A file the build left a brotli copy beside, as shared/build/precompress.cjs does.
  write('line-kit/dist/900.89abcdef.js', KIT_CHUNK);
  fs.writeFileSync(path.join(root, 'line-kit/dist/900.89abcdef.js.br'), zlib.brotliCompressSync(KIT_CHUNK));
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

  it("names remotes.json and a kit page's manifest for preloading, never a script; other pages name none", async () => {
    const page = await request(t.server).get('/linePerfector/lineAlign').expect(200);
    expect(page.headers.link).toBe(
      [
        '</remotes.json>; rel=preload; as=fetch; crossorigin',
        '</kits/line-kit/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      ].join(', '),
    );
    for (const p of ['/', '/about']) {
      expect((await request(t.server).get(p).expect(200)).headers.link).toBeUndefined();
    }
    // The coach kit is not built in this web root: remotes.json only, no guess at its manifest.
    expect((await request(t.server).get('/cueCoach').expect(200)).headers.link).toBe(
      '</remotes.json>; rel=preload; as=fetch; crossorigin',
    );
  });

  it("names a kit's manifest only while remotes.json sends devices to it", async () => {
    const remotes = path.join(root, 'shell/dist/remotes.json');
    const before = fs.readFileSync(remotes, 'utf8');
    try {
      fs.writeFileSync(
        remotes,
        '[{"name":"lineKit","entry":"https://cdn.example.com/line-kit/mf-manifest.json"}]',
      );
      fs.utimesSync(remotes, new Date(), new Date(Date.now() + 10000));
      const link = (await request(t.server).get('/linePerfector').expect(200)).headers.link as string;
      expect(link).toBe('</remotes.json>; rel=preload; as=fetch; crossorigin');
    } finally {
      fs.writeFileSync(remotes, before);
      fs.utimesSync(remotes, new Date(), new Date(Date.now() + 30000));
    }
    const again = (await request(t.server).get('/linePerfector').expect(200)).headers.link as string;
    expect(again).toContain('/kits/line-kit/mf-manifest.json');
  });

  /** GET `p` with this Accept-Encoding; the body exactly as sent, not decoded. */
  const getRaw = (p: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const server = t.server as http.Server;
      if (!server.listening) server.listen(0);
      const { port } = server.address() as AddressInfo;
      const req = http.get(
        { host: '127.0.0.1', port, path: p, headers: { 'Accept-Encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
    });

  it("sends the build's brotli copy to a browser that takes br, the file itself to one that does not", async () => {
    const file = '/kits/line-kit/900.89abcdef.js';
    const br = await getRaw(file, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(KIT_CHUNK);
    expect(br.body.length).toBeLessThan(KIT_CHUNK.length / 3);

    const plain = await getRaw(file, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(KIT_CHUNK);
    const refused = await getRaw(file, 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(refused.body).toString()).toBe(KIT_CHUNK);
  });

  it('never sends a brotli copy older than its file (a rebuild that wrote none)', async () => {
    const file = path.join(root, 'line-kit/dist/900.89abcdef.js');
    const rebuilt = `${KIT_CHUNK}\n// rebuilt`;
    fs.writeFileSync(file, rebuilt);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 60000));
    try {
      const res = await getRaw('/kits/line-kit/900.89abcdef.js', 'br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe(rebuilt);
    } finally {
      fs.writeFileSync(file, KIT_CHUNK);
      fs.utimesSync(file, new Date(), new Date(Date.now() - 60000));
    }
  });

  it('never sends a brotli copy from outside the build', async () => {
    fs.writeFileSync(path.join(root, 'secret.js'), KIT_CHUNK);
    fs.writeFileSync(path.join(root, 'secret.js.br'), zlib.brotliCompressSync(KIT_CHUNK));
    for (const p of ['/kits/line-kit/..%2f..%2fsecret.js', '/..%2fsecret.js', '/%2e%2e/secret.js']) {
      const res = await getRaw(p, 'br');
      expect(res.status).not.toBe(200);
      expect(res.body.toString()).not.toContain('cue 1');
    }
  });

  it('never falls back to the shell for /api', async () => {
    const res = await request(t.server).get('/api/no-such-route').expect(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
