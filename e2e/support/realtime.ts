import type { Page } from '@playwright/test';

/**
 * Resolves once the page's socket has joined its user's rooms: the server's acknowledgement
 * (a socket.io ACK packet, `43<id>[true]`) of the shell's set-user, sent after the first page
 * has loaded. A notice sent before then reaches the user's count on the next fetch but is not
 * pushed to this page, so a test of what the page does with a pushed notice waits for this.
 * Call before the page loads the app (it listens for the socket as it opens).
 */
export function socketJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && /^43\d+\[true\]$/.test(payload)) resolve();
      });
    });
  });
}
