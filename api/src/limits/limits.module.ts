import { Global, Module } from '@nestjs/common';
import { LimitsRepository } from './limits.repository';
import { RateLimiter } from './rate-limiter';

/** The one RateLimiter, for every module that limits something (auth, library, upload). */
@Global()
@Module({
  providers: [RateLimiter, LimitsRepository],
  exports: [RateLimiter],
})
export class LimitsModule {}
