// What a phone downloads on a first visit to a route: every JS and CSS file the page fetched,
// with its size on the wire (the compressed body as the server sent it).

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url  the page to load
 * @returns {Promise<{ files: { path: string, bytes: number }[], total: number }>}
 */
export async function firstLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const pending = [];
    const onFinished = (req) => {
      const { pathname } = new URL(req.url());
      if (/\.(js|css)$/.test(pathname)) {
        pending.push(bodyBytes(req).then((bytes) => ({ path: pathname, bytes })));
      }
    };
    page.on('requestfinished', onFinished);
    await page.goto(url, { waitUntil: 'networkidle' });
    // A file may finish just after "network idle": wait until no more come, so none is left
    // unmeasured (or still being measured when the page closes).
    let measured = [];
    while (measured.length < pending.length) measured = await Promise.all([...pending]);
    page.off('requestfinished', onFinished);
    const files = measured.sort((a, b) => b.bytes - a.bytes);
    return { files, total: files.reduce((sum, f) => sum + f.bytes, 0) };
  } finally {
    await context.close();
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The response body's size on the wire. Chromium does not always know it (seen on one small
 * chunk: it then reads as minus the headers' size, and counted a 324-byte file as -1.1 KB); the
 * Content-Length the server sent is then that size.
 * @param {import('playwright-core').Request} req
 */
async function bodyBytes(req) {
  const { responseBodySize } = await req.sizes();
  if (responseBodySize >= 0) return responseBodySize;
  const length = Number((await req.response())?.headers()['content-length']);
  if (!Number.isFinite(length)) throw new Error(`no size known for ${req.url()}`);
  return length;
}
