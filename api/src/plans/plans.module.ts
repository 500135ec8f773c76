import { Module } from '@nestjs/common';
import { PlanLimitsService } from './plan-limits.service';
import { PlansController } from './plans.controller';

/** Plans and their limits. No table: a user's tier is `users.plan`, the limits are constants. */
@Module({
  controllers: [PlansController],
  providers: [PlanLimitsService],
  exports: [PlanLimitsService],
})
export class PlansModule {}
