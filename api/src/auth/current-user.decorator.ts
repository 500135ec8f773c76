import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '@handyq/domain/schemas';

/** The user of the request's token (undefined for a visitor on an @OptionalAuth() route). */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): User | undefined =>
    (ctx.switchToHttp().getRequest<Request>().user as User | undefined) ?? undefined,
);
