import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '@handyq/domain/schemas';
import { UsersService } from '../users/users.service';

/**
 * What a login token carries: the user id, the user's token version when it was issued, and
 * the token's own random id (what a logout revokes).
 */
export interface TokenPayload {
  sub: string;
  tv: number;
  jti: string;
}

/** A token that passed every check: its user as stored now, its id and expiry. */
export interface VerifiedToken {
  user: User;
  jti: string;
  /** When it expires, in seconds since the epoch. */
  exp: number;
}

/**
 * The one place a login token's claims are checked against the database, for HTTP requests
 * (JwtStrategy, after passport-jwt checked the signature) and the realtime handshake alike.
 */
@Injectable()
export class TokenVerifier {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {}

  /** A signed, unexpired token (HS256) whose claims pass `check`; undefined otherwise. */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    let payload: unknown;
    try {
      payload = await this.jwt.verifyAsync(token, { algorithms: ['HS256'] });
    } catch {
      return undefined;
    }
    return this.check(payload as Partial<TokenPayload> & { exp?: number });
  }

  /**
   * Undefined when the claims are malformed, the user is gone, the token predates a password
   * change, was logged out, or has no id (made before tokens could be logged out).
   */
  async check(payload: Partial<TokenPayload> & { exp?: number }): Promise<VerifiedToken | undefined> {
    const { sub, tv, jti, exp } = payload;
    if (
      typeof sub !== 'string' ||
      typeof tv !== 'number' ||
      typeof jti !== 'string' ||
      typeof exp !== 'number'
    ) {
      return undefined;
    }
    // the user and the token's revocation in one query: one round trip, one query's CPU
    const found = await this.users.findForToken(sub, jti);
    if (!found || found.tokenVersion !== tv || found.revoked) return undefined;
    return { user: found.user, jti, exp };
  }
}
