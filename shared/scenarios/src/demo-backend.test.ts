/**
 * @jest-environment jsdom
 */
// The scenario suite against the demo's local API (createLocalApi().handle), in jsdom as in the
// browser. One world runs every scenario in turn, as the API's does. What only a browser can do
// (read a picture's pixels, draw it smaller) is a stand-in here: a picture is a PNG header whose
// size the stand-in reads; the demo's own rules decide the size it is kept at.
import { createLocalApi, demoToken, DEMO_ADMIN, type DemoImages } from '@handyq/demo/local-api';
import { createLocalStore, type StorageLike } from '@handyq/demo/local-store';
import { SCENARIOS, isCovered, requestsOf, runScenario, type Backend, type Upload } from './index';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's signature and header chunk: enough for the stand-in to read its size. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  const view = new DataView(bytes.buffer);
  bytes.set(PNG_SIGNATURE);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12); // IHDR
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

const readBytes = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });

/** The browser's part of a picture upload, for jsdom (which decodes no image). */
const images: DemoImages & { kept: Map<string, string> } = {
  kept: new Map(),
  async measure(file) {
    const bytes = await readBytes(file);
    if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) throw new Error('not a picture');
    const view = new DataView(bytes.buffer);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  },
  async encode(_file, width, height) {
    return `data:image/jpeg;base64,${btoa(`${width}x${height}`)}`;
  },
  keep(id, dataUrl) {
    images.kept.set(id, dataUrl);
  },
};

function fileOf(upload: Upload): FormData {
  const form = new FormData();
  if (upload.image) {
    const { width, height } = upload.image;
    form.append('file', new Blob([pngHeader(width, height)], { type: 'image/png' }), 'picture.png');
  } else if (upload.video) {
    form.append('file', new Blob([new Uint8Array(64)], { type: 'video/mp4' }), 'clip.mp4');
  } else {
    form.append('file', new Blob([upload.text ?? ''], { type: 'text/plain' }), 'notes.txt');
  }
  return form;
}

const data = new Map<string, string>();
const storage: StorageLike = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => data.set(k, v) };
const localApi = createLocalApi(createLocalStore(storage, { delayMs: 0 }), { images });

const backend: Backend = {
  name: 'demo',
  admin: { user: { _id: DEMO_ADMIN._id }, token: demoToken(DEMO_ADMIN._id) },
  async send({ method, path, body, token, upload }) {
    const url = new URL(path, 'http://demo.test');
    const res = await localApi.handle({
      method,
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      // A JSON body as the browser sends it: a copy, with what JSON cannot carry left out.
      body: upload ? fileOf(upload) : body === undefined ? undefined : JSON.parse(JSON.stringify(body)),
      token: token ?? null,
    });
    const headers = Object.fromEntries(
      Object.entries(res.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    );
    return {
      status: res.status,
      body: res.body === undefined ? undefined : JSON.parse(JSON.stringify(res.body)),
      headers,
    };
  },
};

describe('the scenario suite on the demo (createLocalApi().handle)', () => {
  beforeAll(async () => {
    backend.admin.user = (await localApi.viewerOf(backend.admin.token))!;
  });

  it('has a scenario for every call it answers', () => {
    const requests = requestsOf(SCENARIOS);
    expect(localApi.routes.filter((r) => !isCovered(r, requests, true))).toEqual([]);
  });

  const runs = SCENARIOS.filter((s) => !s.demo?.skip);
  it.each(runs.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
    await runScenario(scenario, backend);
  });

  // Named, so the count of what the demo leaves out shows in every run.
  const skipped = SCENARIOS.filter((s) => s.demo?.skip);
  it.skip.each(skipped.map((s) => [`${s.name} (${s.demo!.skip})`] as const))('%s', () => {});
});
