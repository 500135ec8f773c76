import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { apiErrorSchema, uploadedImageSchema, type UploadedImage } from '@handyq/domain/schemas';
import { DB, type DbHandle } from '../src/db/database';
import { media } from '../src/db/schema';
import { ADMIN, ADMIN_ENV, apiClient, logIn, signUp, type Account, type ApiClient } from './support/accounts';
import { UPLOAD_TARGETS } from './support/storages';
import { startTestApp, type TestApp } from './support/test-app';

/** The cap the app under test runs with (UPLOAD_IMAGE_MAX_BYTES), small so tests stay fast. */
const CAP = 256 * 1024;

/** A solid-colour image made by sharp, with alpha when `alpha` is given. */
function solid(width: number, height: number, alpha?: number) {
  const background = { r: 200, g: 40, b: 40, alpha: alpha ?? 1 };
  return sharp({ create: { width, height, channels: alpha === undefined ? 3 : 4, background } });
}

/** Random pixels: a PNG of them barely compresses, so its size is about width × height × 3. */
function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A two-frame animated GIF: blue, then red. */
async function animatedGif(): Promise<Buffer> {
  const frame = (r: number, b: number) =>
    sharp({ create: { width: 16, height: 16, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp([await frame(0, 255), await frame(255, 0)], { join: { animated: true } })
    .gif()
    .toBuffer();
}

describe.each(UPLOAD_TARGETS)('image upload and media on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let alice: Account;
  let admin: Account;
  const seen: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(target.db, {
      storage: target.storage,
      env: { ...ADMIN_ENV, UPLOAD_IMAGE_MAX_BYTES: String(CAP) },
    });
    api = apiClient(t, seen);
    admin = await logIn(api, ADMIN.email, ADMIN.password);
    alice = await signUp(api, 'Alice');
  });
  afterAll(() => t.close());

  const db = () => t.app.get<symbol, DbHandle>(DB).db;
  /** Rows in the media table and image objects in the store: what a refused upload must leave unchanged. */
  const mediaRows = async () => {
    const [row] = await db().select({ n: count() }).from(media);
    return { rows: row!.n, objects: t.storage.files('media/') };
  };

  const upload = (file: Buffer, opts: { token?: string; filename?: string; contentType?: string } = {}) =>
    api.post('/api/upload/image', 'token' in opts ? opts.token : alice.token).attach('file', file, {
      filename: opts.filename ?? 'photo.jpg',
      contentType: opts.contentType ?? 'image/jpeg',
    });

  /** Uploads, expects 201, and answers the parsed answer. */
  const uploaded = async (file: Buffer, token = alice.token): Promise<UploadedImage> => {
    const res = await upload(file, { token }).expect(201);
    return uploadedImageSchema.parse(res.body);
  };

  /** GETs an uploaded image as a visitor: the response and what sharp reads in its bytes. */
  const served = async (url: string) => {
    const res = await api
      .get(url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const bytes = res.body as Buffer;
    return { res, bytes, meta: await sharp(bytes).metadata() };
  };

  describe('POST /api/upload/image', () => {
    it('stores a PNG without its EXIF, serves it as a JPEG anyone may fetch and cache', async () => {
      const png = await solid(300, 200)
        .withExif({ IFD0: { Copyright: 'Alice', ImageDescription: 'at home, 51.5N 0.1W' } })
        .png()
        .toBuffer();
      expect((await sharp(png).metadata()).exif).toBeDefined();

      const answer = await uploaded(png);
      expect(answer).toEqual({
        url: expect.stringMatching(/^\/api\/media\/[\w-]+$/),
        width: 300,
        height: 200,
      });
      const { res, bytes, meta } = await served(answer.url);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain('51.5N');
      // Kept in the row on disk, in the bucket (the row only saying where) on S3.
      const id = answer.url.split('/').pop()!;
      const [row] = await db()
        .select({ bytes: media.bytes, objectKey: media.objectKey, size: media.size })
        .from(media)
        .where(eq(media.id, id));
      expect(row!.size).toBe(bytes.length);
      if (target.storage.name === 's3') {
        expect(row).toMatchObject({ bytes: null, objectKey: `media/${alice.user._id}/${id}` });
        expect(t.storage.files('media/')).toContain(`${alice.user._id}/${id}`);
      } else {
        expect(row!.objectKey).toBeNull();
        expect(row!.bytes!.equals(bytes)).toBe(true);
      }
    });

    it('turns a photo upright by its EXIF orientation, and drops the tag', async () => {
      // 300×200 as stored, tagged "rotate 90° clockwise to view": a portrait photo.
      const jpeg = await solid(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      const answer = await uploaded(jpeg);
      expect(answer).toMatchObject({ width: 200, height: 300 });
      const { meta } = await served(answer.url);
      expect(meta).toMatchObject({ width: 200, height: 300 });
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
    });

    it('scales a large image down to fit 2048×2048, and never enlarges a small one', async () => {
      const big = await uploaded(await solid(3000, 1500).png().toBuffer());
      expect(big).toMatchObject({ width: 2048, height: 1024 });
      expect((await served(big.url)).meta).toMatchObject({ width: 2048, height: 1024 });
      const small = await uploaded(await solid(40, 30).jpeg().toBuffer());
      expect(small).toMatchObject({ width: 40, height: 30 });
    });

    it('keeps transparency: an image with alpha is served as WebP with its alpha', async () => {
      const answer = await uploaded(await solid(64, 64, 0).png().toBuffer());
      const { res, bytes, meta } = await served(answer.url);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(meta).toMatchObject({ format: 'webp', hasAlpha: true });
      const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect(data[3]).toBe(0);
    });

    it.each([
      ['jpeg', () => solid(20, 10).jpeg().toBuffer()],
      ['png', () => solid(20, 10).png().toBuffer()],
      ['webp', () => solid(20, 10).webp().toBuffer()],
      ['avif', () => solid(20, 10).avif().toBuffer()],
      ['gif', () => solid(20, 10).gif().toBuffer()],
    ] as const)('accepts %s, whatever name and type the browser gives it', async (_format, make) => {
      const file = await make();
      const res = await upload(file, { filename: 'no-extension', contentType: 'application/octet-stream' });
      expect(res.status).toBe(201);
      expect(uploadedImageSchema.parse(res.body)).toMatchObject({ width: 20, height: 10 });
    });

    it("keeps an animated GIF's first frame", async () => {
      const answer = await uploaded(await animatedGif());
      expect(answer).toMatchObject({ width: 16, height: 16 });
      const { bytes, meta } = await served(answer.url);
      expect(meta.pages ?? 1).toBe(1);
      const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      // Blue, the first frame (lossy encoding may move a channel a little).
      expect(data[0]).toBeLessThan(30);
      expect(data[2]).toBeGreaterThan(220);
    });

    it.each([
      ['a text file named x.png, sent as image/png', async () => Buffer.from('hello, I am not a picture\n')],
      [
        'an SVG (it can carry script)',
        async () =>
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
      ],
      ['a TIFF', () => solid(10, 10).tiff().toBuffer()],
      ['a PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n')],
    ])('refuses %s with 400 and stores nothing', async (_what, make) => {
      const before = await mediaRows();
      const res = await upload(await make(), { filename: 'x.png', contentType: 'image/png' }).expect(400);
      expect(apiErrorSchema.parse(res.body)).toMatchObject({
        statusCode: 400,
        message: 'Only image files can be uploaded.',
      });
      expect(await mediaRows()).toEqual(before);
    });

    it('refuses a damaged image (a PNG cut short) with 400 and stores nothing', async () => {
      const png = await noisePng(64, 64);
      const before = await mediaRows();
      const res = await upload(png.subarray(0, png.length / 2), { contentType: 'image/png' }).expect(400);
      expect(apiErrorSchema.parse(res.body).message).toMatch(/could not be read/);
      expect(await mediaRows()).toEqual(before);
    });

    it('refuses a file over UPLOAD_IMAGE_MAX_BYTES with 413 naming the cap, and stores nothing', async () => {
      const before = await mediaRows();
      const over = await noisePng(300, 300);
      expect(over.length).toBeGreaterThan(CAP);
      const res = await upload(over, { contentType: 'image/png' }).expect(413);
      expect(apiErrorSchema.strict().parse(res.body)).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'This image is too large: at most 256 KB.',
      });
      expect(await mediaRows()).toEqual(before);
      // Just under the cap is fine.
      const under = await noisePng(200, 200);
      expect(under.length).toBeLessThan(CAP);
      await upload(under, { contentType: 'image/png' }).expect(201);
    });

    it('refuses an image of more than 50 megapixels (a small file that unpacks huge) with 413', async () => {
      const bomb = await solid(7200, 7200).png({ compressionLevel: 9 }).toBuffer();
      expect(bomb.length).toBeLessThan(CAP);
      const before = await mediaRows();
      const res = await upload(bomb, { contentType: 'image/png' }).expect(413);
      expect(apiErrorSchema.parse(res.body).message).toMatch(/at most 50 megapixels/);
      expect(await mediaRows()).toEqual(before);
    });

    it('answers 401 to a visitor or a bad token, and stores nothing', async () => {
      const before = await mediaRows();
      const png = await solid(10, 10).png().toBuffer();
      apiErrorSchema.parse((await upload(png, { token: undefined }).expect(401)).body);
      await upload(png, { token: 'not-a-token' }).expect(401);
      expect(await mediaRows()).toEqual(before);
    });

    it('answers 400 when no file is sent, a second file is sent, or the field is named otherwise', async () => {
      const before = await mediaRows();
      const png = await solid(10, 10).png().toBuffer();
      const none = await api.post('/api/upload/image', alice.token).field('caption', 'hi').expect(400);
      expect(apiErrorSchema.parse(none.body).message).toMatch(/field "file"/);
      await api.post('/api/upload/image', alice.token).send({ file: 'x' }).expect(400);
      await api
        .post('/api/upload/image', alice.token)
        .attach('file', png, 'a.png')
        .attach('file', png, 'b.png')
        .expect(400);
      await api.post('/api/upload/image', alice.token).attach('image', png, 'a.png').expect(400);
      expect(await mediaRows()).toEqual(before);
    });
  });

  describe('GET /api/media/:id', () => {
    it('answers 404 as JSON for an unknown id', async () => {
      const res = await api.get('/api/media/no-such-id').expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(apiErrorSchema.parse(res.body)).toMatchObject({ statusCode: 404, message: 'No such image.' });
    });

    it("is gone with its owner: a deleted account's images answer 404", async () => {
      const victim = await signUp(api, 'Victim');
      const mine = await uploaded(await solid(10, 10).png().toBuffer(), victim.token);
      const kept = await uploaded(await solid(10, 10).png().toBuffer());
      await served(mine.url);
      await api.delete(`/api/user/${victim.user._id}`, admin.token).expect(200);
      await api.get(mine.url).expect(404);
      expect(t.storage.files(`media/${victim.user._id}/`)).toEqual([]);
      await served(kept.url);
    });
  });
});
