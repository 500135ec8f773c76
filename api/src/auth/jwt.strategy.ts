import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { User } from '@handyq/shared/schemas';
import { UsersRepository } from '../users/users.repository';
import { JWT_SECRET } from './jwt-secret';

/** What a login token carries: the user id and the user's token version when it was issued. */
export interface TokenPayload {
  sub: string;
  tv: number;
}

/** Checks the bearer token; the request's user is the token's user as stored now. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    private readonly users: UsersRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject (jsonwebtoken takes one; passport-jwt's types say string or Buffer): given
      // the string, jsonwebtoken first tries it as a PEM public key on every request, and that
      // failing throw cost more than all the rest of a cached list answer.
      secretOrKey: createSecretKey(Buffer.from(secret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** False (-> 401) when the user is gone or the token predates a password change. */
  async validate(payload: Partial<TokenPayload>): Promise<User | false> {
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return false;
    const found = await this.users.findWithTokenVersion(payload.sub);
    if (!found || found.tokenVersion !== payload.tv) return false;
    return found.user;
  }
}
