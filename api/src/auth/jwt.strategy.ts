import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { User } from '@handyq/shared/schemas';
import { UsersService } from '../users/users.service';
import { AuthRepository } from './auth.repository';
import { JWT_SECRET } from './jwt-secret';

/**
 * What a login token carries: the user id, the user's token version when it was issued, and
 * the token's own random id (what a logout revokes).
 */
export interface TokenPayload {
  sub: string;
  tv: number;
  jti: string;
}

/** The token a request was authenticated with (set on the request by the strategy). */
export interface RequestToken {
  jti: string;
  /** When it expires, in seconds since the epoch. */
  exp: number;
}

/** The request's token, once JwtAuthGuard has let it through. */
export const requestToken = (req: Request): RequestToken | undefined =>
  (req as Request & { authToken?: RequestToken }).authToken;

/** Checks the bearer token; the request's user is the token's user as stored now. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    private readonly users: UsersService,
    private readonly tokens: AuthRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject (jsonwebtoken takes one; passport-jwt's types say string or Buffer): given
      // the string, jsonwebtoken first tries it as a PEM public key on every request, and that
      // failing throw cost more than all the rest of a cached list answer.
      secretOrKey: createSecretKey(Buffer.from(secret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /**
   * False (-> 401) when the user is gone, the token predates a password change, was logged
   * out, or has no id (made before tokens could be logged out: such a one must log in again).
   */
  async validate(req: Request, payload: Partial<TokenPayload> & { exp?: number }): Promise<User | false> {
    const { sub, tv, jti, exp } = payload;
    if (
      typeof sub !== 'string' ||
      typeof tv !== 'number' ||
      typeof jti !== 'string' ||
      typeof exp !== 'number'
    ) {
      return false;
    }
    // Two lookups at once: the request waits for one round trip, not two.
    const [found, revoked] = await Promise.all([
      this.users.findWithTokenVersion(sub),
      this.tokens.isRevoked(jti),
    ]);
    if (!found || found.tokenVersion !== tv || revoked) return false;
    (req as Request & { authToken?: RequestToken }).authToken = { jti, exp };
    return found.user;
  }
}
