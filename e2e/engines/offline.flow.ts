import { apiSignUp } from '../support/accounts';
import { startExtraServer } from '../support/servers';
import { expect, test } from './fixtures';

// Installed and offline in each engine, on a server of the test's own that goes away and comes
// back (neither driver can take a page offline: the server's end is the network's): the app is
// installable (a manifest, a service worker in control), HoldOn reloads with no server and runs,
// the run is kept on the device, and it is sent once the server is back.

test('installable; with the server gone HoldOn reloads and runs, the run kept and sent once it is back', async ({
  phone,
  request,
}) => {
  const server = await startExtraServer({});
  try {
    // localhost: a secure context in every engine (service workers need one)
    const base = `http://localhost:${server.port}`;
    const app = phone.at(base);
    const account = await apiSignUp(request, 'Offline Engine', undefined, base);
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
    await app.offlineReady();

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
