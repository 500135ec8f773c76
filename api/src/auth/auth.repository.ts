import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, lte } from 'drizzle-orm';
import { DB, type DbHandle } from '../db/database';
import { passwordResets, revokedTokens } from './auth.table';

@Injectable()
export class AuthRepository {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  /** Ends the token `jti` for good (a repeat is harmless); tokens already expired are swept. */
  async revokeToken(jti: string, expiresAt: Date): Promise<void> {
    await this.handle.db.delete(revokedTokens).where(lte(revokedTokens.expiresAt, new Date()));
    await this.handle.db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  }

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
}
