import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { User } from '@handyq/domain/schemas';
import { logWith } from '../common/logging';
import { JWT_SECRET } from './jwt-secret';
import { TokenVerifier, type TokenPayload } from './token-verifier';

export type { TokenPayload } from './token-verifier';

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
    private readonly verifier: TokenVerifier,
    private readonly pino: PinoLogger,
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

  /** False (-> 401) unless the token's claims pass TokenVerifier.check. */
  async validate(req: Request, payload: Partial<TokenPayload> & { exp?: number }): Promise<User | false> {
    const verified = await this.verifier.check(payload);
    if (!verified) return false;
    (req as Request & { authToken?: RequestToken }).authToken = { jti: verified.jti, exp: verified.exp };
    logWith(this.pino, { userId: verified.user._id });
    return verified.user;
  }
}
