import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request, { type Response } from 'supertest';
import { originsOf } from '../src/web/security-headers';
import { apiClient, signUp } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { tinyPng } from './support/files';
import { startTestApp, type TestApp } from './support/test-app';

/** A built web root with a kit canary on a CDN (its origin must be allowed to run scripts). */
function webRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-headers-'));
  const write = (rel: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), body);
  };
  write('shell/dist/index.html', '<!doctype html><title>HandyQ shell</title>');
  write(
    'shell/dist/remotes.json',
    JSON.stringify([
      {
        name: 'lineKit',
        entry: '/kits/line-kit/remoteEntry.js',
        canary: { entry: 'https://cdn.example.com/line-kit/v2/remoteEntry.js', percent: 10 },
      },
    ]),
  );
  write('line-kit/dist/remoteEntry.js', 'var lineKit;');
  write('line-kit/dist/817.89abcdef.js', 'self.chunk = 1;');
  write('line-kit/dist/817.89abcdef.js.br', brotliCompressSync('self.chunk = 1;'));
  write('line-kit/dist/mark.89abcdef.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** The app-wide headers helmet sets, on any kind of answer. */
function expectSecurityHeaders(res: Response): Map<string, string> {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(res.headers['x-frame-options']).toBe('DENY');
  const csp = new Map<string, string>(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
  return csp;
}

describe.each(DB_TARGETS)('security headers on $name', (target) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = webRoot();
    t = await startTestApp(target, { webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['a page of the web app', '/cueCoach', 200],
    ['a kit file', '/kits/line-kit/remoteEntry.js', 200],
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/libraryItem/nope00', 404],
    ['an unknown API route', '/api/nothing-here', 404],
  ])(
    '%s: CSP without inline script, no framing, nosniff, Referrer-Policy, HSTS',
    async (_what, url, status) => {
      const res = await request(t.server).get(url).expect(status);
      const csp = expectSecurityHeaders(res);
      expect(csp.get('default-src')).toBe("'self'");
      // WebAssembly may compile (the pose model's runtime); eval may not
      expect(csp.get('script-src')).toBe("'self' 'wasm-unsafe-eval' https://cdn.example.com");
      expect(csp.get('script-src-attr')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      for (const value of csp.values()) expect(value).not.toContain('unsafe-inline');
      for (const value of csp.values()) expect(value).not.toContain("'unsafe-eval'");
    },
  );

  it.each([
    ['as it is', 'identity'],
    ["as the build's brotli copy", 'br'],
  ])(
    'a content-hashed script, %s: nosniff, CORP and the CSP, not the headers only a document acts on',
    async (_how, encoding) => {
      const res = await request(t.server)
        .get('/kits/line-kit/817.89abcdef.js')
        .set('Accept-Encoding', encoding)
        .expect(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      // a worker runs under its own script's policy
      expect(res.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
      for (const name of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'strict-transport-security',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect([name, res.headers[name]]).toEqual([name, undefined]);
      // the page that loads it has them all
      const page = await request(t.server).get('/linePerfector').expect(200);
      expectSecurityHeaders(page);
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    },
  );

  it('a content-hashed SVG, which a browser may open as a document, keeps every header', async () => {
    const res = await request(t.server).get('/kits/line-kit/mark.89abcdef.svg').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expectSecurityHeaders(res);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('a request Node refuses (20 KB of headers: 431) gets the same security headers', async () => {
    // supertest's client would refuse to send such headers itself: the request goes raw.
    const server = t.server as { address(): AddressInfo | string | null; listen(port: number): void };
    if (!server.address()) server.listen(0);
    const { port } = server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
    });
    const [head = '', body] = raw.split('\r\n\r\n');
    const [statusLine, ...lines] = head.split('\r\n');
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(body ?? '')).toMatchObject({ statusCode: 431 });
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const at = line.indexOf(':');
      headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
    }
    const csp = expectSecurityHeaders({ headers } as unknown as Response);
    // The same policy as every other answer.
    const ok = await request(t.server).get('/api/health').expect(200);
    expect(headers['content-security-policy']).toBe(ok.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    for (const name of [
      'cross-origin-resource-policy',
      'cross-origin-opener-policy',
      'x-dns-prefetch-control',
    ])
      expect(headers[name]).toBe(ok.headers[name]);
  });

  it('stored images and videos are inert: default-src none and sandbox, nosniff', async () => {
    const api = apiClient(t, []);
    const owner = await signUp(api, 'Headers');
    const png = await tinyPng('#123456', 4);
    const up = await api
      .post('/api/upload/image', owner.token)
      .attach('file', png, { filename: 'a.png', contentType: 'image/png' })
      .expect(201);
    const image = await request(t.server).get(up.body.url).expect(200);
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const missingVideo = await request(t.server).get('/api/video/0123456789abcdef0123456789abcdef.mp4');
    expect(missingVideo.status).toBe(404);
  });
});

describe('kit origins allowed by the CSP', () => {
  it('are the http(s) origins of remotes.json entries and canaries, nothing else', () => {
    expect(
      originsOf(
        JSON.stringify([
          { name: 'a', entry: '/kits/a/remoteEntry.js' },
          {
            name: 'b',
            entry: 'https://cdn.example.com/b/remoteEntry.js',
            canary: { entry: 'http://x.test:8080/b.js' },
          },
          { name: 'c', entry: "javascript:alert('x')" },
        ]),
      ),
    ).toEqual(['https://cdn.example.com', 'http://x.test:8080']);
    expect(originsOf('not json')).toEqual([]);
  });
});
