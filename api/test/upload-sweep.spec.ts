import { userSchema } from '@handyq/domain/schemas';
import { UploadService } from '../src/upload/upload.service';
import { signUp, type Account, type ApiClient } from './support/accounts';
import { UPLOAD_TARGETS } from './support/storages';
import { tinyMp4, tinyPng } from './support/files';
import type { LibraryClient } from './support/library';
import { librarySuite } from './support/library-suite';
import type { TestApp } from './support/test-app';

/**
 * The sweep of unused uploads asks the users and library modules what they point at. Whatever
 * a profile or an item (its images or its videos, any status) points at is kept, whoever
 * uploaded it; everything else older than the grace period goes, images and videos alike.
 */
describe.each(UPLOAD_TARGETS)('the sweep of unused uploads on $name', (target) => {
  const { suite, itemIn } = librarySuite(target.db, { storage: target.storage });
  let t: TestApp;
  let api: ApiClient;
  let lib: LibraryClient;
  let admin: Account;
  beforeAll(() => ({ t, api, lib, admin } = suite));

  /** Uploads an image as `who`; its URL. */
  const image = async (who: Account): Promise<string> => {
    const res = await api
      .post('/api/upload/image', who.token)
      .attach('file', await tinyPng(), { filename: 'a.png' });
    expect(res.status).toBe(201);
    return res.body.url as string;
  };
  /** Uploads a video as `who`; its URL. */
  const video = async (who: Account): Promise<string> => {
    const res = await api
      .post('/api/upload/video', who.token)
      .attach('file', tinyMp4(), { filename: 'v.mp4', contentType: 'video/mp4' });
    expect(res.status).toBe(201);
    return res.body.url as string;
  };
  /** Saves `imgUrl` as the account's picture. */
  const setPicture = async (who: Account, imgUrl: string) => {
    const me = userSchema.parse((await api.get(`/api/user/${who.user._id}`, who.token).expect(200)).body);
    await api
      .put(`/api/user/${me._id}`, who.token)
      .send({ ...me, imgUrl })
      .expect(200);
  };
  const images = (urls: string[]) => urls.map((url, i) => ({ url, caption: '', isMain: i === 0 }));
  const videos = (urls: string[]) => urls.map((url) => ({ url, caption: '' }));

  it('keeps every file a profile or an item uses, in either list and any status; deletes only the others', async () => {
    const [ana, ben, cai] = [suite.alice, suite.bob, await signUp(api, 'Cai')];
    const kept: string[] = [];
    const gone: string[] = [];

    // Profiles: a picture of one's own, one another user uploaded, one an item shows too.
    const [anaPic, anaOldPic, benPic, sharedPic] = [
      await image(ana),
      await image(ana),
      await image(ana),
      await image(cai),
    ];
    await setPicture(ana, anaOldPic);
    await setPicture(ana, anaPic);
    await setPicture(ben, benPic);
    await setPicture(cai, sharedPic);
    kept.push(anaPic, benPic, sharedPic);
    gone.push(anaOldPic);

    // A private item: images and videos, a video among its images and an image among its videos.
    const [img1, img2, clip1, clip2] = [
      await image(ana),
      await image(ben),
      await video(ana),
      await video(ben),
    ];
    await itemIn('private', ana, { imgData: images([img1, clip1]), videoData: videos([clip2, img2]) });
    kept.push(img1, img2, clip1, clip2);

    // A pending item and a public one, each with a file taken out by a later save (an admin's).
    const [pendingImg, pendingDropped, publicClip, publicDropped] = [
      await image(ben),
      await image(ben),
      await video(ben),
      await video(ben),
    ];
    const pending = await itemIn('pending', ben, {
      imgData: images([pendingImg, pendingDropped, sharedPic]),
    });
    await lib.put(admin.token, pending, { imgData: images([pendingImg, sharedPic]) }).expect(200);
    const published = await itemIn('public', ben, { videoData: videos([publicClip, publicDropped]) });
    await lib.put(admin.token, published, { videoData: videos([publicClip]) }).expect(200);
    kept.push(pendingImg, publicClip);
    gone.push(pendingDropped, publicDropped);

    // Uploaded and never saved anywhere.
    gone.push(await image(cai), await image(ana), await video(cai));

    const uploads = t.app.get(UploadService);
    // Within the grace period nothing goes, used or not.
    expect(await uploads.sweepOrphans(60 * 60_000, 2)).toEqual({ images: 0, videos: 0 });
    // Two at a time: the ten images and five videos span several batches each.
    const isVideo = (url: string) => url.startsWith('/api/video/');
    expect(await uploads.sweepOrphans(0, 2)).toEqual({
      images: gone.filter((url) => !isVideo(url)).length,
      videos: gone.filter(isVideo).length,
    });
    for (const url of kept) expect([url, (await api.get(url)).status]).toEqual([url, 200]);
    for (const url of gone) expect([url, (await api.get(url)).status]).toEqual([url, 404]);
    expect(await uploads.sweepOrphans(0)).toEqual({ images: 0, videos: 0 });
    // In the store, only what is kept remains (on disk, images are in the database).
    const id = (url: string) => url.split('/').pop()!;
    const storedImages = t.storage.files('media/').map((f) => f.split('/').pop());
    const storedVideos = t.storage.files('videos/').filter((f) => !f.endsWith('.json'));
    expect(storedVideos.sort()).toEqual(kept.filter(isVideo).map(id).sort());
    expect(storedImages.sort()).toEqual(
      target.storage.name === 's3'
        ? kept
            .filter((u) => !isVideo(u))
            .map(id)
            .sort()
        : [],
    );
  });
});
