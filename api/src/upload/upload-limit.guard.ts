import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { User } from '@handyq/domain/schemas';
import { LIMIT_RULES, type LimitRules } from '../limits/limit-rules';
import { RateLimiter } from '../limits/rate-limiter';

/**
 * Counts an upload against the user's UPLOAD_LIMIT per hour before its body is read (guards
 * run before the file interceptors): past the limit, 429 and the file is never received.
 * Goes after JwtAuthGuard, which sets the user.
 */
@Injectable()
export class UploadLimitGuard implements CanActivate {
  constructor(
    private readonly limits: RateLimiter,
    @Inject(LIMIT_RULES) private readonly rules: LimitRules,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user: User }>().user;
    await this.limits.take(this.rules.upload, user._id);
    return true;
  }
}
