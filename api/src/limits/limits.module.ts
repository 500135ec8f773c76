import { Global, Module } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../config';
import { LIMIT_RULES, limitRules } from './limit-rules';
import { LimitsRepository } from './limits.repository';
import { RateLimiter } from './rate-limiter';

/** The one RateLimiter and the configured rules, for every module that limits something. */
@Global()
@Module({
  providers: [
    RateLimiter,
    LimitsRepository,
    { provide: LIMIT_RULES, inject: [CONFIG], useFactory: (config: AppConfig) => limitRules(config) },
  ],
  exports: [RateLimiter, LIMIT_RULES],
})
export class LimitsModule {}
