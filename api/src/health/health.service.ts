import { errorText } from '../common/error-text';
import { Injectable, Logger } from '@nestjs/common';
import { APP_VERSION } from '@handyq/domain';
import type { Health, Liveness, Readiness } from '@handyq/domain/schemas';
import { HealthRepository } from './health.repository';
import { RedisProbe } from './redis-probe';

const round = (ms: number) => Math.round(ms * 100) / 100;

@Injectable()
export class HealthService {
  private readonly log = new Logger(HealthService.name);
  private shuttingDown = false;

  constructor(
    private readonly repo: HealthRepository,
    private readonly redis: RedisProbe,
  ) {}

  /** 'ok' when the database answers a query, 'error' (database 'down') when it does not. */
  async check(): Promise<Health> {
    const driver = this.repo.driver;
    try {
      const latencyMs = await this.repo.ping();
      return {
        status: 'ok',
        version: APP_VERSION,
        db: { driver, status: 'up', latencyMs: round(latencyMs) },
      };
    } catch (err) {
      this.log.error(`Database check failed: ${errorText(err).message}`);
      return { status: 'error', version: APP_VERSION, db: { driver, status: 'down', latencyMs: 0 } };
    }
  }

  /** The process answers: nothing else is checked (a restart would not cure a database outage). */
  live(): Liveness {
    return { status: 'ok', version: APP_VERSION, uptimeS: Math.round(process.uptime()) };
  }

  /**
   * Whether this instance should get traffic: the database answers, and Redis when REDIS_URL is
   * set (checked at once); never once shutdown began. 'unavailable' names what failed.
   */
  async ready(): Promise<Readiness> {
    if (this.shuttingDown) return { status: 'unavailable', failed: ['shutting down'], checks: {} };
    const [database, redis] = await Promise.all([
      this.probe('database', () => this.repo.ping()),
      this.redis.configured ? this.probe('redis', () => this.redis.ping()) : undefined,
    ]);
    const checks = { database, ...(redis ? { redis } : {}) };
    const failed = (['database', 'redis'] as const).filter((name) => checks[name]?.status === 'down');
    return { status: failed.length ? 'unavailable' : 'ready', failed, checks };
  }

  /** From now on ready() answers 'shutting down', so a load balancer stops sending requests here. */
  startShutdown(): void {
    this.shuttingDown = true;
  }

  private async probe(name: string, ping: () => Promise<number>) {
    try {
      return { status: 'up' as const, latencyMs: round(await ping()) };
    } catch (err) {
      this.log.warn(`Readiness: ${name} check failed: ${errorText(err).message}`);
      return { status: 'down' as const, latencyMs: 0 };
    }
  }
}
