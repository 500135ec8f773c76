import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SignedInUser } from '../users/signed-in-user';

/** The user of the request's token (undefined for a visitor on an @OptionalAuth() route). */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): SignedInUser | undefined =>
    (ctx.switchToHttp().getRequest<Request>().user as SignedInUser | undefined) ?? undefined,
);
