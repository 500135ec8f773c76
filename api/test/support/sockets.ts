import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@handyq/domain';
import type { TestApp } from './test-app';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Makes the test app listen on a free port (sockets need a real one); its base URL. */
export async function listening(t: TestApp): Promise<string> {
  const server = t.app.getHttpServer();
  if (!server.listening) await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A socket.io client as the shell makes one (websocket only, the token in the handshake). */
export function openSocket(url: string, token: string | undefined): ClientSocket {
  return io(url, {
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
}

/** Connects; rejects with the server's refusal (its message) when it refuses. */
export function connected(socket: ClientSocket): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

/** Announces the user, with the newest notice it holds; true when the server joined it. */
export function announce(
  socket: ClientSocket,
  userId: string,
  since: string | null = null,
): Promise<boolean> {
  return socket.timeout(5000).emitWithAck('set-user-socket', userId, since);
}

/** Records every event of the given names a socket receives, and waits for them. */
export function recorder(socket: ClientSocket, names: (keyof ServerToClientEvents)[]) {
  const got: { name: string; payload: unknown }[] = [];
  for (const name of names) socket.on(name, (payload: unknown) => got.push({ name, payload }));
  return {
    got,
    of: <T = unknown>(name: keyof ServerToClientEvents) =>
      got.filter((e) => e.name === name).map((e) => e.payload as T),
    /** Resolves once `n` events of `name` arrived; rejects after `ms`. */
    async waitFor(name: keyof ServerToClientEvents, n = 1, ms = 5000): Promise<void> {
      const end = Date.now() + ms;
      while (got.filter((e) => e.name === name).length < n) {
        if (Date.now() > end)
          throw new Error(`waited ${ms} ms for ${n} × ${name}; got ${JSON.stringify(got)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}

/** Lets events in flight arrive (to show that one did not). */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
