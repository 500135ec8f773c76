import { expect, test, type Page } from '@playwright/test';
import { BUILD_YOUR_OWN_IDS, FEATURE_KEYS, POPULAR_ITEM_ID, paths } from '@handyq/domain';
import { adminToken, apiSignUp, storeLogin, type Account } from '../support/accounts';
import { png } from '../support/screen';

/**
 * Every route of the app runs under the server's Content-Security-Policy with no violation:
 * no inline script, nothing from elsewhere. Each key of `paths` must have its pages here, so a
 * new route is checked as soon as it exists.
 */
type Who = 'visitor' | 'user' | 'admin';
const ROUTES: Record<keyof typeof paths, (ctx: { userId: string }) => string[]> = {
  home: () => [paths.home],
  about: () => [paths.about],
  story: () => [paths.story],
  vision: () => [paths.vision],
  gettingStarted: () => [paths.gettingStarted],
  licenses: () => [paths.licenses],
  login: () => [paths.login],
  signup: () => [paths.signup],
  forgotPassword: () => [paths.forgotPassword],
  resetPassword: () => [`${paths.resetPassword}?token=not-a-real-token`],
  coach: () => [paths.coach],
  tool: () => FEATURE_KEYS.map(paths.tool),
  toolInfo: () => FEATURE_KEYS.map(paths.toolInfo),
  toolSettings: () => FEATURE_KEYS.map(paths.toolSettings),
  line: () => [paths.line],
  library: () => [paths.library],
  practiceLab: () => [paths.practiceLab],
  practiceLabInfo: () => [paths.practiceLabInfo],
  notifications: () => [paths.notifications],
  practiceLog: () => [paths.practiceLog],
  itemEdit: () => [paths.itemEdit()],
  item: () => [paths.item(POPULAR_ITEM_ID)],
  itemSequence: () => [paths.itemSequence(BUILD_YOUR_OWN_IDS[0])],
  user: ({ userId }) => [paths.user(userId)],
  admin: () => [paths.admin],
};

/** Collects CSP violations the page reports (the DOM event and the console line). */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

/**
 * The routes are visited in this many tabs side by side: each page still loads alone in its
 * tab and is watched until the network is idle, but one tab's wait for quiet is another's load.
 */
const TABS = 3;

for (const who of ['visitor', 'user', 'admin'] as Who[]) {
  test(`no Content-Security-Policy violation on any route (${who})`, async ({ page }) => {
    const tabs = [
      page,
      ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage()))),
    ];
    const violations = await Promise.all(tabs.map(watchCsp));
    let userId = 'nobody';
    let login: Account | undefined;
    if (who !== 'visitor') {
      const account = await apiSignUp(page.request, 'Csp Checker');
      userId = account.user._id;
      login = account;
      if (who === 'admin') {
        const token = await adminToken(page.request);
        const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
        login = { user: await me.json(), token };
        userId = login.user._id;
      }
    }
    const headers = await page.request.get('/');
    expect(headers.headers()['content-security-policy']).toContain("script-src 'self'");
    const urls = Object.entries(ROUTES).flatMap(([route, pagesOf]) =>
      pagesOf({ userId }).map((url) => ({ route, url })),
    );
    await Promise.all(
      tabs.map(async (tab, i) => {
        if (login) await storeLogin(tab, login);
        for (const { route, url } of urls.filter((_, j) => j % TABS === i)) {
          await tab.goto(url);
          // The page has rendered (its kit loaded) before it is judged.
          await expect(tab.locator('h1, h2').first(), `${route}: ${url}`).toBeVisible();
          await tab.waitForLoadState('networkidle');
          expect(violations[i], `${who} on ${url}`).toEqual([]);
        }
      }),
    );
  });
}

test("connect-src 'self' lets a page open a same-origin WebSocket (socket.io later), not another origin's", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto(paths.about);
  await expect(page.locator('h1, h2').first()).toBeVisible();
  /** Opens a WebSocket to `url` and waits for it to open, fail or close (no server answers it). */
  const open = (url: string) =>
    page.evaluate(
      (u) =>
        new Promise<string>((resolve) => {
          try {
            const ws = new WebSocket(u);
            const done = (e: Event) => resolve(e.type);
            ws.onopen = done;
            ws.onerror = done;
            ws.onclose = done;
          } catch (e) {
            resolve(String(e));
          }
        }),
      url,
    );
  await open(new URL('/socket.io/?EIO=4&transport=websocket', page.url()).href.replace(/^http/, 'ws'));
  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
  // The watcher does see a connection the policy refuses.
  await open('ws://127.0.0.1:9/elsewhere');
  await expect.poll(() => violations.join('\n')).toContain('connect-src');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the picture crop dialog: a round frame over the centred picture, zoom 1–3, no violation (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const violations = await watchCsp(page);
    const me = await apiSignUp(page.request, 'Crop Checker');
    await storeLogin(page, me);
    await page.goto(paths.user(me.user._id));
    await page.getByRole('button', { name: 'Edit Crop Checker' }).click();
    await page
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(page, '#0b6e69') });
    const dialog = page.getByRole('dialog', { name: 'Crop your picture' });
    await expect(dialog).toBeVisible();
    // the cropper's styles are the build's: the frame is round and centred on the stage, the
    // picture fills the stage from its middle (not drawn at its top-left corner)
    const frame = dialog.locator('[data-testid="cropper"]');
    await expect(frame).toBeVisible();
    const stage = await dialog.locator('.reactEasyCrop_Container').boundingBox();
    const box = await frame.boundingBox();
    expect(stage && box).toBeTruthy();
    expect(Math.abs(box!.x + box!.width / 2 - (stage!.x + stage!.width / 2))).toBeLessThan(2);
    expect(Math.abs(box!.y + box!.height / 2 - (stage!.y + stage!.height / 2))).toBeLessThan(2);
    expect(await frame.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
    const image = await dialog.locator('img').boundingBox();
    expect(Math.abs(image!.x + image!.width / 2 - (stage!.x + stage!.width / 2))).toBeLessThan(2);
    const zoom = dialog.getByLabel('Zoom');
    await expect(zoom).toHaveAttribute('min', '1');
    await expect(zoom).toHaveAttribute('max', '3');
    await zoom.fill('2');
    await page.screenshot({ path: test.info().outputPath(`crop-dialog-${scheme}.png`) });
    expect(violations).toEqual([]);
  });
}
