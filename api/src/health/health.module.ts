import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';
import { RedisProbe } from './redis-probe';

@Module({
  controllers: [HealthController],
  providers: [HealthService, HealthRepository, RedisProbe],
  exports: [HealthService],
})
export class HealthModule {}
