import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';

const log = new Logger('Redis');

/**
 * socket.io with its rooms in Redis (pub/sub): an event sent to a room on one API instance
 * reaches that room's sockets on every instance. Used when REDIS_URL is set.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub;
  private readonly sub;

  /** `prefix`: this deployment's channel names (REDIS_PREFIX). */
  constructor(
    app: INestApplicationContext,
    url: string,
    private readonly prefix: string,
  ) {
    super(app);
    this.pub = createClient({ url });
    this.sub = this.pub.duplicate();
    // Without a listener a lost connection would throw and end the process: it is logged once
    // per outage instead, while the clients reconnect by themselves (readiness reports it).
    for (const client of [this.pub, this.sub]) {
      let down = false;
      client.on('error', (err: Error) => {
        if (!down) log.warn(`Redis connection lost: ${err.message}`);
        down = true;
      });
      client.on('ready', () => (down = false));
    }
  }

  /** Connects both clients; throws (the server does not start) when Redis does not answer. */
  async connect(): Promise<void> {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(createAdapter(this.pub, this.sub, { key: this.prefix }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    // A client reconnecting gets up to 2 s to finish (dropped mid-handshake, its handshake's
    // commands would fail with nobody to catch them); one still not connected is dropped, not
    // asked to QUIT (that would wait for Redis to come back).
    await Promise.allSettled(
      [this.pub, this.sub].map(async (c) => {
        if (!c.isOpen) return;
        if (!c.isReady) {
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            c.once('ready', () => resolve());
            timer = setTimeout(resolve, 2000);
          });
          clearTimeout(timer);
        }
        if (c.isReady) await c.close();
        else c.destroy();
      }),
    );
  }
}
