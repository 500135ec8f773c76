// Pictures and videos: /api/upload, and the files served back.
import { DEFAULT_AVATAR_PATH } from '@handyq/domain/user-rules';
import { DEMO_TEXTS } from '@handyq/domain/demo-texts';
import { call, putUser, type Scenario } from './scenario';

/** Why the demo has no part in serving files: it keeps none a browser could request. */
const NO_FILES =
  'the demo serves no files: a picture is shown from browser storage (mediaSrc), the stock ' +
  'picture is a file of the demo build, and videos are not kept';

const picture = (width: number, height: number) => ({ upload: { image: { width, height } } });
const sized = (width: number, height: number) => ({ status: 201, body: { width, height } });
const VIDEO = { upload: { video: true as const } };

export const UPLOAD_SCENARIOS: Scenario[] = [
  {
    name: 'a picture is kept at most 2048 pixels a side (1280 in the demo), never enlarged',
    why:
      'The server re-encodes every picture to fit 2048×2048. The demo keeps its pictures as data ' +
      'URLs in localStorage, a few megabytes for the whole site: a phone photo at 1280 a side is ' +
      'about 300 KB, at 2048 two and a half times that, and the demo would be full after a ' +
      'handful. So the bound differs by platform; the rule (fit inside, keep the proportions, ' +
      'never enlarge) is the same. (A comment said the demo re-encoded "like the server does".)',
    accounts: ['dana'],
    steps: [
      call('POST /api/upload/image', undefined, 401, picture(8, 8)),
      call('POST /api/upload/image', 'dana', sized(2048, 512), {
        ...picture(4096, 1024),
        demo: { why: 'browser storage is a few megabytes (see above)', expect: sized(1280, 320) },
      }),
      call('POST /api/upload/image', 'dana', sized(300, 600), {
        ...picture(300, 600),
        save: { small: 'url' },
      }),
      putUser(
        'dana',
        'dana',
        { imgUrl: '$small' },
        { status: 200, body: { imgUrl: '$small' } },
        {
          about: 'an uploaded picture is one a profile may show',
        },
      ),
      call('POST /api/upload/image', 'dana', 400, { upload: { text: 'not a picture' } }),
    ],
  },
  {
    name: 'a video is stored for its uploader (the demo refuses videos)',
    accounts: ['dana'],
    steps: [
      call('POST /api/upload/video', undefined, 401, VIDEO),
      call('POST /api/upload/video', 'dana', 201, {
        ...VIDEO,
        demo: {
          why: 'a video is too big for browser storage',
          expect: { status: 400, body: { message: DEMO_TEXTS.noVideos } },
        },
      }),
    ],
  },
  {
    name: 'stored pictures and videos are served back, and the stock picture',
    demo: { skip: NO_FILES },
    accounts: ['dana'],
    steps: [
      call('POST /api/upload/image', 'dana', 201, { ...picture(40, 20), save: { picture: 'url' } }),
      call('GET $picture', undefined, { status: 200, headers: { 'content-type': 'image/jpeg' } }),
      call('GET /api/media/0f8fad5b-d9cb-469f-a165-70867728950e', undefined, 404),
      call('POST /api/upload/video', 'dana', 201, { ...VIDEO, save: { video: 'url' } }),
      call('GET $video', undefined, { status: 200, headers: { 'content-type': 'video/mp4' } }),
      call('GET /api/video/no-such.mp4', undefined, 404),
      call(`GET ${DEFAULT_AVATAR_PATH}`, undefined, {
        status: 200,
        headers: { 'content-type': 'image/svg+xml; charset=utf-8' },
      }),
    ],
  },
];
