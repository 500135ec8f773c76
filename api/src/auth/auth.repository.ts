import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gt, lt, lte } from 'drizzle-orm';
import { DB, type DbHandle } from '../db/database';
import { passwordResets, rateLimitHits } from './auth.table';

@Injectable()
export class AuthRepository {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  async saveResetToken(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
    await this.handle.db.delete(passwordResets).where(lte(passwordResets.expiresAt, new Date()));
    await this.handle.db.insert(passwordResets).values({ tokenHash, userId, expiresAt });
  }

  /** Deletes the token and answers its user, if it exists and has not expired (single use). */
  async consumeResetToken(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.handle.db
      .delete(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, new Date())))
      .returning({ userId: passwordResets.userId });
    return row?.userId;
  }

  async deleteResetTokensOf(userId: string): Promise<void> {
    await this.handle.db.delete(passwordResets).where(eq(passwordResets.userId, userId));
  }

  /** How many hits `key` has since `since`, and when the oldest of them was. */
  async hitsSince(key: string, since: Date): Promise<{ count: number; oldest?: Date }> {
    const where = and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since));
    const [n] = await this.handle.db.select({ n: count() }).from(rateLimitHits).where(where);
    const [first] = await this.handle.db
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(where)
      .orderBy(asc(rateLimitHits.at))
      .limit(1);
    return { count: n?.n ?? 0, oldest: first?.at };
  }

  /** Counts one hit for `key`; hits older than `forgetBefore` (any key) are deleted. */
  async addHit(key: string, forgetBefore: Date): Promise<void> {
    await this.handle.db.delete(rateLimitHits).where(lt(rateLimitHits.at, forgetBefore));
    await this.handle.db.insert(rateLimitHits).values({ key });
  }

  async clearHits(key: string): Promise<void> {
    await this.handle.db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  }
}
