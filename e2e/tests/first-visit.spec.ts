import { expect, test } from '@playwright/test';

// A kit's page names remotes.json and the kit's manifest in Link preload headers
// (api/src/web/kit-preload.ts), and no script: a hinted script would hold up the shell's first
// paint. Once the manifest is read,
// the shell preloads the kit's entry and its ./routes files (kitStartPlugin). Each of them must
// be one the page really uses (Chromium warns about a preload left unused) and must be fetched
// once, never again by the code that needs it.
const manifestOf = (hinted: string[]) => hinted.find((url) => url.endsWith('/mf-manifest.json'))!;

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
    expect(hinted, 'remotes.json and the manifest, no script or style sheet').toEqual([
      '/remotes.json',
      manifestOf(hinted),
    ]);

    const manifestUrl = manifestOf(hinted);
    const manifest = (await (await page.request.get(`${baseURL}${manifestUrl}`)).json()) as {
      exposes: {
        name: string;
        assets: { js: { sync: string[] }; css: { sync: string[] } };
        startShared: string[];
      }[];
    };
    const routes = manifest.exposes.find((e) => e.name === 'routes')!;
    expect(routes.startShared, 'the kit build lists the shared modules its routes start with').toContain(
      'react',
    );
    const kitDir = manifestUrl.replace(/[^/]+$/, '');
    const kitStart = ['remoteEntry.js', ...routes.assets.js.sync, ...routes.assets.css.sync].map(
      (f) => kitDir + f,
    );

    const requests = new Map<string, number>();
    const apiCalls = new Map<string, number>();
    page.on('request', (req) => {
      const { pathname, search } = new URL(req.url());
      requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
      if (pathname.startsWith('/api/'))
        apiCalls.set(pathname + search, (apiCalls.get(pathname + search) ?? 0) + 1);
    });
    const unused: string[] = [];
    page.on('console', (msg) => {
      if (/preloaded using link preload but not used/.test(msg.text())) unused.push(msg.text());
    });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(4_000);
    for (const url of [...hinted, ...kitStart]) expect(requests.get(url), `${url} fetched once`).toBe(1);
    expect(unused).toEqual([]);
    // A page that asks for its data early (the PracticeLab's list) asks once.
    for (const [call, times] of apiCalls) expect(times, `${call} asked for once`).toBe(1);
  });
}
