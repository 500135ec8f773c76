import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config';
import { UPLOAD_MESSAGES, UploadService } from '../src/upload/upload.service';
import { apiClient, signUp, type Account, type ApiClient } from './support/accounts';
import { UPLOAD_TARGETS } from './support/storages';
import { tinyMp4, tinyPng } from './support/files';
import { libraryClient } from './support/library';
import { startTestApp, type TestApp } from './support/test-app';

const MB = 1024 * 1024;

/** A small valid MP4 whose media data is `payload` random bytes. */
const mp4 = (payload: number) => tinyMp4(randomBytes(payload));

describe('upload settings', () => {
  it('a 1 GiB quota and a 60-minute grace by default', () => {
    expect(loadConfig({}).uploadQuotaBytes).toBe(1024 ** 3);
    expect(loadConfig({}).uploadOrphanGraceMs).toBe(60 * 60_000);
    expect(() => loadConfig({ UPLOAD_QUOTA_BYTES: '1000' })).toThrow(/UPLOAD_QUOTA_BYTES/);
  });
});

describe.each(UPLOAD_TARGETS)('upload quota and unused uploads on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await startTestApp(target.db, { storage: target.storage, env: { UPLOAD_QUOTA_BYTES: String(MB) } });
    api = apiClient(t, []);
  });
  afterAll(() => t.close());

  const video = (who: Account, size: number) =>
    api
      .post('/api/upload/video', who.token)
      .attach('file', mp4(size), { filename: 'v.mp4', contentType: 'video/mp4' });
  const image = async (who: Account) => {
    const png = await tinyPng('#4a8', 8);
    const res = await api
      .post('/api/upload/image', who.token)
      .attach('file', png, { filename: 'a.png' })
      .expect(201);
    return res.body.url as string;
  };

  it('refuses an upload past UPLOAD_QUOTA_BYTES with 413 naming it; parallel ones cannot both slip under', async () => {
    const owner = await signUp(api, 'Quota');
    const answers = await Promise.all([video(owner, 600_000), video(owner, 600_000)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 413]);
    const refused = answers.find((r) => r.status === 413)!;
    expect(refused.body.message).toBe(UPLOAD_MESSAGES.overQuota(MB));
    expect(refused.body.message).toBe(
      'Your uploads have reached your storage quota of 1 MB. Delete some to upload more.',
    );
    // Another user has a quota of their own.
    await video(await signUp(api, 'Other'), 600_000).expect(201);
  });

  it('deleting an item gives its uploads back to the quota', async () => {
    const owner = await signUp(api, 'Giver');
    const first = await video(owner, 700_000).expect(201);
    await video(owner, 700_000).expect(413);
    const item = await libraryClient(api).create(owner.token, {
      videoData: [{ url: first.body.url, caption: '' }],
    });
    await api.delete(`/api/libraryItem/${item._id}`, owner.token).expect(200);
    await video(owner, 700_000).expect(201);
  });

  it('the sweep deletes uploads nothing uses, keeps used and fresh ones, and frees their bytes', async () => {
    const owner = await signUp(api, 'Sweep');
    const [profilePic, itemPic, droppedPic, straySmall] = [
      await image(owner),
      await image(owner),
      await image(owner),
      await image(owner),
    ];
    const strayVideo = (await video(owner, 500_000).expect(201)).body.url as string;
    const me = (await api.get(`/api/user/${owner.user._id}`, owner.token)).body;
    await api
      .put(`/api/user/${owner.user._id}`, owner.token)
      .send({ version: me.version, imgUrl: profilePic })
      .expect(200);
    const lib = libraryClient(api);
    const item = await lib.create(owner.token, {
      imgData: [
        { url: itemPic, caption: '', isMain: true },
        { url: droppedPic, caption: '', isMain: false },
      ],
    });
    // The image removed from the item is unused from then on.
    await lib.put(owner.token, item, { imgData: [{ url: itemPic, caption: '', isMain: true }] }).expect(200);

    const uploads = t.app.get(UploadService);
    // Within the grace period nothing goes, used or not.
    expect(await uploads.sweepOrphans(60 * 60_000)).toEqual({ images: 0, videos: 0 });
    const swept = await uploads.sweepOrphans(0);
    expect(swept.images).toBeGreaterThanOrEqual(2);
    expect(swept.videos).toBeGreaterThanOrEqual(1);
    for (const gone of [droppedPic, straySmall, strayVideo]) await api.get(gone).expect(404);
    for (const kept of [profilePic, itemPic]) await api.get(kept).expect(200);
    // The stray video's bytes are free again: a 900 KB upload fits the 1 MB quota.
    await video(owner, 900_000).expect(201);
  });

  it('the sweep keeps a file an item points at from either list (an image among its videos, a video among its images)', async () => {
    const owner = await signUp(api, 'Mixed');
    const pic = await image(owner);
    const clip = (await video(owner, 1000).expect(201)).body.url as string;
    await libraryClient(api).create(owner.token, {
      imgData: [{ url: clip, caption: '', isMain: true }],
      videoData: [{ url: pic, caption: '' }],
    });
    await t.app.get(UploadService).sweepOrphans(0);
    for (const kept of [pic, clip]) await api.get(kept).expect(200);
  });
});
