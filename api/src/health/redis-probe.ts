import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { createClient } from 'redis';
import { CONFIG, type AppConfig } from '../config';

/**
 * A small Redis client of its own for the readiness check (the socket.io adapter's clients are
 * busy with pub/sub), made only when REDIS_URL is set. It reconnects by itself; while it is
 * not connected a ping fails at once instead of waiting in a queue.
 */
@Injectable()
export class RedisProbe implements OnModuleInit, OnApplicationShutdown {
  private client: ReturnType<typeof createClient> | undefined;

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  /** Whether REDIS_URL is set (and so whether readiness checks Redis). */
  get configured(): boolean {
    return !!this.config.redisUrl;
  }

  /** The client, made at boot; the Redis module loads only when REDIS_URL is set. */
  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    const { createClient } = await import('redis');
    this.client = createClient({
      url: this.config.redisUrl,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
      },
    });
    // A lost connection is reported by the check that finds it down; the client retries.
    this.client.on('error', () => {});
    this.client.connect().catch(() => {});
  }

  /** Round-trips PING; the time it took in ms. Throws when Redis does not answer within `timeoutMs`. */
  async ping(timeoutMs = 1000): Promise<number> {
    if (!this.client?.isReady) throw new Error('Redis is not connected');
    const t0 = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.client.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
    return performance.now() - t0;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.client?.isOpen) return;
    if (this.client.isReady) await this.client.close().catch(() => {});
    else this.client.destroy();
  }
}
