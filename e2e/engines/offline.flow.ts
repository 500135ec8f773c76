import { startExtraServer } from '../support/servers';
import type { EnginePage } from './engine-page';
import { expect, test } from './fixtures';

// Installed and offline in each engine, on a server of the test's own that goes away and comes
// back (neither driver can take a page offline: the server's end is the network's): the app is
// installable (a manifest, a service worker in control), HoldOn reloads with no server and runs,
// the run is kept on the device, and it is sent once the server is back.

const KIT_FOLDERS = ['coach-kit', 'library-kit', 'line-kit', 'profile'];

/** The service worker controls the page and has kept every kit's files (as support/offline.ts). */
const offlineReady = (phone: EnginePage) =>
  phone.until(
    'every kit kept for offline use',
    () =>
      phone.evaluate(async (folders) => {
        if (!navigator.serviceWorker?.controller) return false;
        const cache = await caches.open('handyq-kits');
        const kept = await Promise.all(
          folders.map((f) => cache.match(`${location.origin}/kits/${f}/mf-manifest.json?handyq-kit-files`)),
        );
        return kept.every(Boolean);
      }, KIT_FOLDERS),
    90_000,
  );

test('installable; with the server gone HoldOn reloads and runs, the run kept and sent once it is back', async ({
  phone,
  request,
}) => {
  const server = await startExtraServer({});
  try {
    // localhost: a secure context in every engine (service workers need one)
    const base = `http://localhost:${server.port}`;
    const app = phone.at(base);
    const signedUp = await request.post(`${base}/api/auth/signup`, {
      data: {
        fullname: 'Offline Engine',
        email: `offline.${Date.now()}@example.com`,
        password: 'handstand-42',
      },
    });
    expect(signedUp.ok(), await signedUp.text()).toBe(true);
    const account = (await signedUp.json()) as { user: { _id: string }; token: string };
    await app.storeLogin(account);
    await app.goto('/cueCoach/holdOn');
    await app.see({ role: 'button', name: 'Start' });

    // installable: the manifest a browser installs from
    const manifest = await app.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    }, null);
    expect(manifest).toMatchObject({
      name: expect.any(String),
      display: 'standalone',
      start_url: expect.any(String),
    });
    expect((manifest!.icons as unknown[]).length).toBeGreaterThan(0);
    await offlineReady(app);

    await server.halt();
    await app.goto('/cueCoach/holdOn');
    await app.see({ role: 'button', name: 'Start' });
    await app.select({ label: 'Get ready time' }, '0');
    await app.select({ label: 'Hold time' }, '5');
    await app.select({ label: 'Sets' }, '1');
    await app.click({ role: 'button', name: 'Start' });
    await app.see({ text: 'Done!💪', exact: false });
    // kept on the device (the end screen says so with its link), listed in the PracticeLog, and
    // there again when the PracticeLog itself is reloaded with no server
    await app.click({ role: 'link', name: 'Open PracticeLog' });
    await app.see({ text: 'Not synced yet', exact: false });
    await app.goto('/libraryKit/practiceLog');
    await app.see({ text: 'Not synced yet', exact: false });

    await server.restart();
    const entries = async () =>
      (await (
        await request.get(`${base}/api/practiceLog`, {
          headers: { Authorization: `Bearer ${account.token}` },
        })
      ).json()) as unknown[];
    await expect.poll(async () => (await entries()).length, { timeout: 60_000 }).toBe(1);
    await app.notSee({ text: 'Not synced yet', exact: false });
  } finally {
    await server.stop();
  }
});
