import net from 'node:net';

/** A TCP relay to a real server that a test can take down and bring back. */
export interface TcpProxy {
  port: number;
  /** Drops every relayed connection and drops new ones at once (the target looks down). */
  down(): void;
  /** Relays again. */
  up(): void;
  close(): Promise<void>;
}

/** Relays 127.0.0.1:<port> to `target` (host:port). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let relaying = true;
  const server = net.createServer((client) => {
    if (!relaying) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    down() {
      relaying = false;
      for (const s of sockets) s.destroy();
    },
    up() {
      relaying = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}
