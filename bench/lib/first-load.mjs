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
    page.on('requestfinished', (req) => {
      const { pathname } = new URL(req.url());
      if (/\.(js|css)$/.test(pathname)) {
        pending.push(req.sizes().then((s) => ({ path: pathname, bytes: s.responseBodySize })));
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
    return { files, total: files.reduce((sum, f) => sum + f.bytes, 0) };
  } finally {
    await context.close();
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
