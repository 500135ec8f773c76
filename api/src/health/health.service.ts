import { errorText } from '../common/error-text';
import { Injectable, Logger } from '@nestjs/common';
import { APP_VERSION } from '@handyq/shared';
import type { Health } from '@handyq/shared/schemas';
import { HealthRepository } from './health.repository';

@Injectable()
export class HealthService {
  private readonly log = new Logger(HealthService.name);

  constructor(private readonly repo: HealthRepository) {}

  /** 'ok' when the database answers a query, 'error' (database 'down') when it does not. */
  async check(): Promise<Health> {
    const driver = this.repo.driver;
    try {
      const latencyMs = await this.repo.ping();
      return {
        status: 'ok',
        version: APP_VERSION,
        db: { driver, status: 'up', latencyMs: Math.round(latencyMs * 100) / 100 },
      };
    } catch (err) {
      this.log.error(`Database check failed: ${errorText(err).message}`);
      return { status: 'error', version: APP_VERSION, db: { driver, status: 'down', latencyMs: 0 } };
    }
  }
}
