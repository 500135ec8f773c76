import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_VERSION, type Health } from '@handyq/shared';
import { DB, pingDatabase, type DbHandle } from '../db/database';

@Injectable()
export class HealthService {
  private readonly log = new Logger(HealthService.name);

  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  async check(): Promise<Health> {
    try {
      const latencyMs = await pingDatabase(this.handle);
      return {
        status: 'ok',
        version: APP_VERSION,
        db: { driver: this.handle.driver, status: 'up', latencyMs: Math.round(latencyMs * 100) / 100 },
      };
    } catch (err) {
      this.log.error(`Database check failed: ${String(err)}`);
      return {
        status: 'error',
        version: APP_VERSION,
        db: { driver: this.handle.driver, status: 'down', latencyMs: 0 },
      };
    }
  }
}
