// The design tokens first: every page's styles use them (imported by name, as the shell takes
// only the parts of @handyq/web it renders; the kits get the whole module at runtime).
import '@handyq/web/tokens.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { answerFromDevice, getToken, useSession } from '@handyq/web';
import { App } from './routes';
import { initRemotes, kitAt, loadKit } from './lib/remotes-config';
import { startRealtime } from './lib/realtime-start';
import { listenForInstallPrompt } from './lib/install-prompt';
import { startPwaAfterLoad } from './lib/pwa-start';
import { firstPageNeeds } from './lib/after-first-page';

// The demo build answers /api on the device (@handyq/demo), loaded with the first call. The
// condition is written out, not imported: every other build leaves the demo's code out.
declare const __HANDYQ_DEMO__: boolean | undefined;
if (typeof __HANDYQ_DEMO__ !== 'undefined' && __HANDYQ_DEMO__ === true) {
  answerFromDevice(() => import('@handyq/demo/browser'));
}

void initRemotes();
// The first page is a kit's: remotes.json is read now, the kit's code starts downloading the
// moment the shell's frame has been painted (loadKit waits for that: shellCommitted).
const firstKit = kitAt(location.pathname);
if (firstKit) firstPageNeeds(loadKit(firstKit.name)); // RemoteKit shows a failure
// A token without this tab's copy of the user (a new tab): load the user. Rare, so the API
// client is fetched only then.
// Pages that need login wait for it (`restoring`) rather than send the user away meanwhile.
if (getToken() && !useSession.getState().user) {
  useSession.setState({ restoring: true });
  import('@handyq/web/server')
    .then((server) => server.restoreSession())
    .catch((err: unknown) => {
      console.error('Could not restore the session', err);
      useSession.setState({ restoring: false });
    });
}

startRealtime();
listenForInstallPrompt();
startPwaAfterLoad();

// Rendered as a transition, React renders in slices and yields between them, so the first
// render never blocks the page in one long task (a phone stays responsive while it starts).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  ),
);
