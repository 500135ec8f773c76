import { DEMO_BUILD } from '@handyq/domain/demo-flag';
import { getToken, useSession } from '../stores/session';

/**
 * Logs out: this device forgets the session at once (nothing private stays behind, even
 * offline), then the server is told to end the token, so a copy of it left anywhere (a
 * shared computer, a leaked log) stops working too. `keepalive` lets the call finish while
 * the page navigates away; if it fails (offline), the token still expires on its own.
 */
export async function logOut(): Promise<void> {
  const token = getToken();
  useSession.getState().logout();
  // The demo has no server: its login is this device's alone.
  if (!token || DEMO_BUILD) return;
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    });
  } catch {
    // Offline or the server is gone: the local session is already cleared.
  }
}
