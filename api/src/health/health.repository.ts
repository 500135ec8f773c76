import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, type DbDriver, type DbHandle } from '../db/database';

@Injectable()
export class HealthRepository {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  /** Which database the server runs on. */
  get driver(): DbDriver {
    return this.handle.driver;
  }

  /** Round-trips `select 1`; the time it took in ms. Throws when the database does not answer. */
  async ping(): Promise<number> {
    const t0 = performance.now();
    await this.handle.db.execute(sql`select 1`);
    return performance.now() - t0;
  }
}
