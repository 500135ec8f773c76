import { expect, test } from '@playwright/test';

// A kit's page names its first files in Link preload headers (api/src/web/kit-preload.ts): the
// shell's files every kit route loads first, then the kit's manifest, entry and ./routes files.
// Each named file must be one the page really uses (Chromium warns about a preload left unused)
// and must be fetched once, never again by the code that needs it.
for (const [route, heading] of [
  ['/cueCoach/holdOn', 'HoldOn'],
  ['/libraryKit/practiceLab', 'PracticeLab'],
  ['/linePerfector', 'Line Kit'],
] as const) {
  test(`${route} names its first files, and each is fetched once and used`, async ({ page, baseURL }) => {
    const answer = await page.request.get(`${baseURL}${route}`);
    const hinted = [...(answer.headers().link ?? '').matchAll(/<([^>]+)>; rel=preload/g)].map(
      ([, url]) => url!,
    );
    expect(
      hinted.some((url) => url.endsWith('/mf-manifest.json')),
      'the kit manifest is named',
    ).toBe(true);
    expect(
      hinted.some((url) => /^\/[\w.-]+\.js$/.test(url)),
      "the shell's runtime files are named",
    ).toBe(true);

    const requests = new Map<string, number>();
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
    });
    const unused: string[] = [];
    page.on('console', (msg) => {
      if (/preloaded using link preload but not used/.test(msg.text())) unused.push(msg.text());
    });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(4_000);
    for (const url of hinted) expect(requests.get(url), `${url} fetched once`).toBe(1);
    expect(unused).toEqual([]);
  });
}
