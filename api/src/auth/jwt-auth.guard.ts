import { Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';

const OPTIONAL_AUTH = Symbol('optional-auth');

/** On a route behind JwtAuthGuard: a request without a token passes too, as a visitor. */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH, true);

/**
 * The one guard: a bearer token checked by the passport-jwt strategy (jwt.strategy.ts). No
 * token, a bad or expired one, or one issued before a password change or for a deleted
 * account -> 401. With @OptionalAuth(), a request without an Authorization header passes
 * with no user (a sent token is still checked).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(ctx: ExecutionContext) {
    const optional = this.reflector.getAllAndOverride<boolean | undefined>(OPTIONAL_AUTH, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (optional && !ctx.switchToHttp().getRequest<Request>().headers.authorization) return true;
    return super.canActivate(ctx);
  }
}
