import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request, { type Response } from 'supertest';
import { apiErrorSchema, uploadedImageSchema, uploadedVideoSchema } from '@handyq/domain/schemas';
import { loadConfig } from '../src/config';
import { UploadService } from '../src/upload/upload.service';
import { Readable } from 'node:stream';
import { VideoStore } from '../src/upload/video-store';
import {
  OBJECT_STORE,
  ObjectTooLargeError,
  readAll,
  type ObjectStore,
} from '../src/upload/storage/object-store';
import { ADMIN_ENV, apiClient, signUp, type Account, type ApiClient } from './support/accounts';
import { UPLOAD_TARGETS } from './support/storages';
import { isoBox as box, realMp4, tinyMp4 as mp4, tinyPng } from './support/files';
import { startTestApp, type TestApp } from './support/test-app';

/** The cap the app under test runs with (UPLOAD_VIDEO_MAX_BYTES), small so tests stay fast. */
const CAP = 64 * 1024;

/** An EBML header with DocType "webm": how a WebM file starts. */
function webmHeader(): Buffer {
  const el = (id: number[], data: Buffer) => Buffer.from([...id, 0x80 | data.length, ...data]);
  const header = Buffer.concat([
    el([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    el([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    el([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    el([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    el([0x42, 0x82], Buffer.from('webm')), // DocType
    el([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
    el([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header]);
}

/** An element id and the 8-byte "unknown" size live recorders write for a Segment or Cluster. */
const unknownSize = (id: number[]) => Buffer.from([...id, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

/**
 * A WebM as a live recorder writes it: the header, a Segment of unknown size holding Info and
 * Tracks, then a Cluster of unknown size whose frames are `payload`.
 */
function webm(payload: Buffer = Buffer.alloc(0)): Buffer {
  return Buffer.concat([
    webmHeader(),
    unknownSize([0x18, 0x53, 0x80, 0x67]), // Segment
    Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x84, 0x2a, 0xd7, 0xb1, 0x80]), // Info
    Buffer.from([0x16, 0x54, 0xae, 0x6b, 0x85, 0xae, 0x83, 0xd7, 0x81, 0x01]), // Tracks
    unknownSize([0x1f, 0x43, 0xb6, 0x75]), // Cluster
    payload,
  ]);
}

/** What Chromium's MediaRecorder wrote from a canvas (1.5 s): real recordings, as phones send. */
const recorded = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name));

describe('UPLOAD_VIDEO_MAX_BYTES', () => {
  it('defaults to 100 MB, and refuses what is not a whole number of bytes from 1 KB to 2 GB', () => {
    expect(loadConfig({}).uploadVideoMaxBytes).toBe(100 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_VIDEO_MAX_BYTES: '5000000' }).uploadVideoMaxBytes).toBe(5_000_000);
    for (const bad of ['100MB', '1.5', '1023', String(2 * 1024 ** 3 + 1), '-1']) {
      expect(() => loadConfig({ UPLOAD_VIDEO_MAX_BYTES: bad })).toThrow(/UPLOAD_VIDEO_MAX_BYTES/);
    }
  });
});

describe.each(UPLOAD_TARGETS)('video upload and serving on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let alice: Account;
  let bob: Account;
  const seen: string[] = [];

  /** Warnings the process printed while the app started (the AWS SDK's, on S3). */
  const warnings: string[] = [];

  beforeAll(async () => {
    const emitWarning = jest.spyOn(process, 'emitWarning');
    t = await startTestApp(target.db, {
      storage: target.storage,
      env: { ...ADMIN_ENV, UPLOAD_VIDEO_MAX_BYTES: String(CAP) },
    });
    warnings.push(...emitWarning.mock.calls.map((args) => String(args[0])));
    emitWarning.mockRestore();
    api = apiClient(t, seen);
    alice = await signUp(api, 'Alice');
    bob = await signUp(api, 'Bob');
  });
  afterAll(() => t.close());

  it('starts without the AWS SDK warning about Node versions in its log', () => {
    expect(warnings.filter((w) => /NodeVersionSupportWarning|AWS SDK/.test(w))).toEqual([]);
  });

  const videosDir = () => path.join(t.dataDir, 'videos');
  /**
   * What is stored under videos/ (DATA_DIR/videos or the bucket): a refused upload must leave
   * it unchanged (no stray .part file, no unfinished multipart upload).
   */
  const storedFiles = () => t.storage.files('videos/');
  const store = () => t.app.get<symbol, ObjectStore>(OBJECT_STORE);
  /** A stored object's bytes, read through the app's store. */
  const stored = async (key: string) => readAll((await store().read(key))!);

  const upload = (file: Buffer, opts: { token?: string; filename?: string; contentType?: string } = {}) =>
    api.post('/api/upload/video', 'token' in opts ? opts.token : alice.token).attach('file', file, {
      filename: opts.filename ?? 'clip.mp4',
      contentType: opts.contentType ?? 'video/mp4',
    });

  /** Uploads, expects 201, and answers the served URL. */
  const uploaded = async (file: Buffer, token = alice.token): Promise<string> => {
    const res = await upload(file, { token }).expect(201);
    return uploadedVideoSchema.strict().parse(res.body).url;
  };

  /** GETs a URL as a visitor with the given headers; the response, its body as bytes. */
  const fetch = async (
    url: string,
    headers: Record<string, string> = {},
  ): Promise<Response & { body: Buffer }> => {
    const req = api.get(url);
    for (const [k, v] of Object.entries(headers)) void req.set(k, v);
    // The body as raw bytes, whatever its type.
    const res = await req.buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    return res as Response & { body: Buffer };
  };

  describe('POST /api/upload/video', () => {
    it('stores a real MP4 and serves it back byte for byte, to anyone, cached for good', async () => {
      const file = realMp4();
      const url = await uploaded(file);
      expect(url).toMatch(/^\/api\/video\/[0-9a-f]{32}\.mp4$/);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.body.equals(file)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': String(file.length),
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        // Inert even if its bytes were a page: no script, no same-origin document.
        'content-security-policy': "default-src 'none'; sandbox",
      });
      // Stored: the video as sent, and beside it who uploaded it.
      const name = path.basename(url);
      expect(storedFiles()).toEqual(expect.arrayContaining([name, name.replace(/\.mp4$/, '.json')]));
      expect((await stored(`videos/${name}`)).equals(file)).toBe(true);
      const sidecar = JSON.parse(
        (await stored(`videos/${name.replace(/\.mp4$/, '.json')}`)).toString('utf8'),
      );
      expect(sidecar).toMatchObject({ ownerId: alice.user._id, size: file.length, contentType: 'video/mp4' });
    });

    it('stores a WebM as .webm, whatever name and type the browser gives it', async () => {
      const file = webm(randomBytes(3000));
      const res = await upload(file, { filename: 'no-extension', contentType: 'application/octet-stream' });
      expect(res.status).toBe(201);
      const { url } = uploadedVideoSchema.parse(res.body);
      expect(url).toMatch(/^\/api\/video\/[0-9a-f]{32}\.webm$/);
      const served = await fetch(url);
      expect(served.headers['content-type']).toBe('video/webm');
      expect(served.body.equals(file)).toBe(true);
    });

    it.each([
      ['recorded-vp8.webm', 'webm', 'video/webm'],
      ['recorded-h264.mkv', 'mkv', 'video/x-matroska'],
      ['recorded-fragmented.mp4', 'mp4', 'video/mp4'],
    ])('stores %s, as a browser records it, and serves it back', async (name, ext, type) => {
      const file = recorded(name);
      const url = await uploaded(file);
      expect(url.endsWith(`.${ext}`)).toBe(true);
      const served = await fetch(url);
      expect(served.headers['content-type']).toBe(type);
      expect(served.body.equals(file)).toBe(true);
    });

    it('gives every upload its own name, even of the same bytes', async () => {
      const file = mp4(Buffer.from('same'));
      expect(await uploaded(file)).not.toBe(await uploaded(file));
    });

    it.each([
      [
        'a PNG renamed clip.mp4, sent as video/mp4',
        () =>
          sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
            .png()
            .toBuffer(),
      ],
      ['a text file named clip.mp4', async () => Buffer.from('hello, I am not a video\n'.repeat(40))],
      ['an empty file', async () => Buffer.alloc(0)],
      [
        'an AVIF-branded ISO-BMFF file (an image)',
        async () =>
          Buffer.concat([
            box('ftyp', Buffer.from('avif\0\0\0\0avifmif1miaf', 'latin1')),
            box('mdat', randomBytes(400)),
          ]),
      ],
      [
        'an ftyp header followed by a web page',
        async () =>
          Buffer.concat([
            box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1')),
            Buffer.from('<html><body><script>alert(document.domain)</script></body></html>'.repeat(8)),
          ]),
      ],
      [
        'an ftyp and an mdat with no movie header (moov)',
        async () =>
          Buffer.concat([
            box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1')),
            box('mdat', Buffer.from('<html><body><script>alert(document.domain)</script></body></html>')),
          ]),
      ],
      [
        'an MP4 whose last box claims more bytes than the file has',
        async () => mp4(randomBytes(300)).subarray(0, 200),
      ],
      [
        'a WebM header followed by no Segment',
        async () => Buffer.concat([webmHeader(), Buffer.from('<html>'.repeat(50))]),
      ],
      [
        'a WebM header and a Segment holding a web page',
        async () =>
          Buffer.concat([
            webmHeader(),
            unknownSize([0x18, 0x53, 0x80, 0x67]),
            Buffer.from('<html>'.repeat(50)),
          ]),
      ],
    ])('refuses %s with 415 and stores nothing', async (_what, make) => {
      const before = storedFiles();
      const res = await upload(await make()).expect(415);
      expect(apiErrorSchema.strict().parse(res.body)).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'Only videos can be uploaded: MP4, MOV, WebM or Matroska (MKV).',
      });
      expect(storedFiles()).toEqual(before);
    });

    it('refuses a non-video larger than the first chunk as soon as it starts, and stores nothing', async () => {
      const before = storedFiles();
      const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), randomBytes(CAP - 100)]);
      await upload(png).expect(415);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses a file over UPLOAD_VIDEO_MAX_BYTES with 413 naming the cap, and stores nothing', async () => {
      const before = storedFiles();
      const over = mp4(randomBytes(CAP));
      expect(over.length).toBeGreaterThan(CAP);
      const res = await upload(over).expect(413);
      expect(apiErrorSchema.strict().parse(res.body)).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'This video is too large: at most 64 KB.',
      });
      expect(storedFiles()).toEqual(before);
      // Exactly the cap is fine.
      const atCap = mp4(randomBytes(CAP - mp4().length));
      expect(atCap.length).toBe(CAP);
      const url = await uploaded(atCap);
      expect((await fetch(url)).body.equals(atCap)).toBe(true);
    });

    it('answers 401 to a visitor or a bad token, and stores nothing', async () => {
      const before = storedFiles();
      apiErrorSchema.parse((await upload(mp4(), { token: undefined }).expect(401)).body);
      await upload(mp4(), { token: 'not-a-token' }).expect(401);
      expect(storedFiles()).toEqual(before);
    });

    it('answers 400 when no file is sent, a second file is sent, or the field is named otherwise', async () => {
      const before = storedFiles();
      const none = await api.post('/api/upload/video', alice.token).field('caption', 'hi').expect(400);
      expect(apiErrorSchema.parse(none.body).message).toBe(
        'No file was sent: put the video in the multipart field "file".',
      );
      await api
        .post('/api/upload/video', alice.token)
        .attach('file', mp4(), 'a.mp4')
        .attach('file', mp4(), 'b.mp4')
        .expect(400);
      await api.post('/api/upload/video', alice.token).attach('video', mp4(), 'a.mp4').expect(400);
      expect(storedFiles()).toEqual(before);
    });
  });

  describe('GET /api/video/:file', () => {
    const file = mp4(randomBytes(1000));
    let url: string;
    beforeAll(async () => {
      url = await uploaded(file);
    });

    const expectPartial = (res: Response & { body: Buffer }, start: number, end: number) => {
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${file.length}`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.body.equals(file.subarray(start, end + 1))).toBe(true);
    };

    it('answers a byte range with 206 and exactly that slice', async () => {
      expectPartial(await fetch(url, { Range: 'bytes=0-9' }), 0, 9);
      expectPartial(await fetch(url, { Range: 'bytes=100-499' }), 100, 499);
      // A last byte past the end stops at the end.
      expectPartial(await fetch(url, { Range: `bytes=1000-${file.length + 50}` }), 1000, file.length - 1);
    });

    it('answers an open-ended range from its start to the end', async () => {
      expectPartial(await fetch(url, { Range: 'bytes=512-' }), 512, file.length - 1);
    });

    it('answers a suffix range with the last bytes, the whole file when it asks more', async () => {
      expectPartial(await fetch(url, { Range: 'bytes=-16' }), file.length - 16, file.length - 1);
      expectPartial(await fetch(url, { Range: 'bytes=-5000' }), 0, file.length - 1);
    });

    it('answers 416 with the size for a range past the end', async () => {
      for (const range of [
        `bytes=${file.length}-`,
        `bytes=${file.length + 10}-${file.length + 20}`,
        'bytes=-0',
      ]) {
        const res = await api.get(url).set('Range', range).expect(416);
        expect(res.headers['content-range']).toBe(`bytes */${file.length}`);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(apiErrorSchema.parse(res.body).statusCode).toBe(416);
      }
    });

    it('serves the whole file for a Range it does not serve (several ranges, another unit)', async () => {
      for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-3']) {
        const res = await fetch(url, { Range: range });
        expect(res.status).toBe(200);
        expect(res.body.equals(file)).toBe(true);
      }
    });

    it('honours If-Range and If-None-Match with its ETag', async () => {
      const etag = (await fetch(url)).headers.etag!;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      expectPartial(await fetch(url, { Range: 'bytes=0-3', 'If-Range': etag }), 0, 3);
      const stale = await fetch(url, { Range: 'bytes=0-3', 'If-Range': '"something-else"' });
      expect(stale.status).toBe(200);
      expect(stale.body.equals(file)).toBe(true);
      await api.get(url).set('If-None-Match', etag).expect(304);
    });

    it('answers HEAD with the headers and no body', async () => {
      const res = await request(t.server).head(url).set('Range', 'bytes=0-9');
      expect(res.status).toBe(206);
      expect(res.headers['content-length']).toBe('10');
      expect(res.headers['content-range']).toBe(`bytes 0-9/${file.length}`);
      expect(res.body).toEqual({});
    });

    it('answers 404 as JSON for anything that is not a stored video', async () => {
      const name = path.basename(url);
      const id = name.replace(/\.mp4$/, '');
      fs.writeFileSync(path.join(t.dataDir, 'secret.mp4'), 'not for you');
      for (const bad of [
        `/api/video/${'0'.repeat(32)}.mp4`, // no such video
        `/api/video/${id}.webm`, // another extension
        `/api/video/${id}.json`, // its sidecar
        `/api/video/${id.toUpperCase()}.mp4`,
        `/api/video/${name}.mp4`,
        '/api/video/..%2Fsecret.mp4',
        '/api/video/..%2F..%2Fjwt-secret',
        '/api/video/%2E%2E',
        '/api/video/.x.part',
      ]) {
        const res = await api.get(bad);
        expect({ bad, status: res.status }).toEqual({ bad, status: 404 });
        expect(res.headers['content-type']).toMatch(/application\/json/);
      }
      const res = await api.get(`/api/video/${'0'.repeat(32)}.mp4`);
      expect(apiErrorSchema.parse(res.body)).toMatchObject({ statusCode: 404, message: 'No such video.' });
    });
  });

  describe('videos and the account they belong to', () => {
    it("deleting an account deletes its videos, and nobody else's", async () => {
      const carol = await signUp(api, 'Carol');
      const hers = [
        await uploaded(mp4(Buffer.from('c1')), carol.token),
        await uploaded(mp4(Buffer.from('c2')), carol.token),
      ];
      const alices = await uploaded(mp4(Buffer.from('a1')));
      await api.delete(`/api/user/${carol.user._id}`, carol.token).expect(200);
      for (const url of hers) {
        await api.get(url).expect(404);
        const id = path.basename(url).replace(/\.mp4$/, '');
        expect(storedFiles().filter((f) => f.startsWith(id))).toEqual([]);
      }
      expect((await fetch(alices)).status).toBe(200);
    });

    // A bucket has no temporary files: an unfinished multipart upload is no object.
    (target.storage.name === 'disk' ? it : it.skip)(
      'at boot, removes the temporary files of uploads that never finished, and only those',
      async () => {
        await uploaded(mp4());
        const part = (hex: string) => path.join(videosDir(), `.${hex.repeat(32)}.part`);
        fs.writeFileSync(part('a'), 'cut off a day ago');
        const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
        fs.utimesSync(part('a'), dayAgo, dayAgo);
        fs.writeFileSync(part('b'), 'still arriving');
        const before = storedFiles();
        await t.app.get(VideoStore).onModuleInit();
        expect(storedFiles()).toEqual(before.filter((f) => f !== path.basename(part('a'))));
        fs.rmSync(part('b'));
      },
    );
  });

  describe('the object store', () => {
    const MB = 1024 * 1024;
    /** `total` random bytes in 64 KB chunks, failing with `fail` after `failAfter` bytes. */
    const source = (total: number, fail?: { after: number }) =>
      Readable.from(
        (function* () {
          for (let at = 0; at < total; at += 64 * 1024) {
            if (fail && at >= fail.after) throw new Error('the client went away');
            yield randomBytes(Math.min(64 * 1024, total - at));
          }
        })(),
      );

    it('streams an object larger than one 5 MB part, and reads back any range of it', async () => {
      const bytes = await readAll(source(11 * MB + 123));
      const key = `videos/${randomBytes(16).toString('hex')}.mp4`;
      const size = await store().put(key, Readable.from([bytes]), {
        contentType: 'video/mp4',
        maxBytes: 12 * MB,
      });
      expect(size).toBe(bytes.length);
      expect((await store().head(key))?.size).toBe(bytes.length);
      const part = await readAll((await store().read(key, { start: 5 * MB - 10, end: 5 * MB + 9 }))!);
      expect(part.equals(bytes.subarray(5 * MB - 10, 5 * MB + 10))).toBe(true);
      await store().delete(key);
      expect(await store().head(key)).toBeUndefined();
      expect(await store().read(key)).toBeUndefined();
    });

    it('leaves nothing when a stream outgrows its cap or fails, even past the first part', async () => {
      const before = storedFiles();
      const key = `videos/${randomBytes(16).toString('hex')}.mp4`;
      const opts = { contentType: 'video/mp4', maxBytes: 7 * MB };
      await expect(store().put(key, source(8 * MB), opts)).rejects.toBeInstanceOf(ObjectTooLargeError);
      await expect(store().put(key, source(100 * 1024), { ...opts, maxBytes: 1024 })).rejects.toBeInstanceOf(
        ObjectTooLargeError,
      );
      await expect(store().put(key, source(8 * MB, { after: 6 * MB }), opts)).rejects.toThrow(
        'the client went away',
      );
      expect(await store().head(key)).toBeUndefined();
      // s3rver does not implement AbortMultipartUpload (405): the parts of the two multipart
      // uploads stay in its folder, never an object (real S3 and MinIO drop them on the abort).
      const objects = (files: string[]) => files.filter((f) => !f.startsWith('unfinished upload:'));
      expect(objects(storedFiles())).toEqual(objects(before));
    });

    it('the sweep deletes what an upload cut off before its owner was on record left, once old enough', async () => {
      // A video stored but never put on record (a crash between the two), and a lone sidecar.
      const lone = randomBytes(16).toString('hex');
      // Another id: a sidecar with the video's own id would put the video on record.
      const loneSidecar = randomBytes(16).toString('hex');
      await store().put(`videos/${lone}.mp4`, Readable.from([mp4()]), {
        contentType: 'video/mp4',
        maxBytes: CAP,
      });
      await store().put(`videos/${loneSidecar}.json`, Readable.from([Buffer.from('{}')]), {
        contentType: 'application/json',
        maxBytes: CAP,
      });
      const unused = await uploaded(mp4());
      const uploads = t.app.get(UploadService);
      await uploads.sweepOrphans(60 * 60_000);
      expect(storedFiles()).toEqual(expect.arrayContaining([`${lone}.mp4`]));
      await uploads.sweepOrphans(-1000);
      expect(storedFiles().filter((f) => f.startsWith(lone) || f.startsWith(loneSidecar))).toEqual([]);
      // On S3, an image object whose row never came (a crash between the two) goes the same way.
      if (target.storage.name === 's3') {
        const stray = `media/${alice.user._id}/${randomBytes(16).toString('hex')}`;
        await store().put(stray, Readable.from([Buffer.from('an image')]), {
          contentType: 'image/jpeg',
          maxBytes: CAP,
        });
        await uploads.sweepOrphans(60 * 60_000);
        expect(await store().head(stray)).toBeDefined();
        await uploads.sweepOrphans(-1000);
        expect(await store().head(stray)).toBeUndefined();
      }
      // An upload on record that nothing uses goes too, as ever; one just made stays until old.
      expect(storedFiles()).not.toContain(path.basename(unused));
    });
  });

  describe('UploadService.deleteStoredMedia', () => {
    const service = () => t.app.get(UploadService);

    it("deletes a video by its URL when its owner's id is given; it is then 404", async () => {
      const url = await uploaded(mp4(Buffer.from('bye')));
      const before = storedFiles();
      // Not someone else's.
      expect(await service().deleteStoredMedia(url, bob.user._id)).toBe(false);
      expect((await fetch(url)).status).toBe(200);
      expect(await service().deleteStoredMedia(url, alice.user._id)).toBe(true);
      await api.get(url).expect(404);
      const id = path.basename(url).replace(/\.mp4$/, '');
      expect(storedFiles()).toEqual(before.filter((f) => !f.startsWith(id)));
      // Deleting again finds nothing.
      expect(await service().deleteStoredMedia(url, alice.user._id)).toBe(false);
    });

    it('deletes an image by its URL the same way', async () => {
      const png = await tinyPng('#3c3', 8);
      const res = await api
        .post('/api/upload/image', bob.token)
        .attach('file', png, { filename: 'a.png', contentType: 'image/png' })
        .expect(201);
      const { url } = uploadedImageSchema.parse(res.body);
      expect(await service().deleteStoredMedia(url, alice.user._id)).toBe(false);
      await api.get(url).expect(200);
      expect(await service().deleteStoredMedia(url, bob.user._id)).toBe(true);
      await api.get(url).expect(404);
    });

    it('leaves anything else alone', async () => {
      const url = await uploaded(mp4());
      const id = path.basename(url).replace(/\.mp4$/, '');
      for (const other of [
        'https://example.com/clip.mp4',
        `/api/video/${id}.webm`,
        `/api/video/${id}.json`,
        '/api/video/../jwt-secret',
        '/api/media/no-such-id',
        `${url}?x=1`,
        '',
      ]) {
        expect({ other, deleted: await service().deleteStoredMedia(other, alice.user._id) }).toEqual({
          other,
          deleted: false,
        });
      }
      expect((await fetch(url)).status).toBe(200);
      expect(fs.existsSync(path.join(t.dataDir, 'jwt-secret'))).toBe(true);
    });
  });
});
