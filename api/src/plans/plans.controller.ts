import { Controller, Get } from '@nestjs/common';
import type { Plans } from '@handyq/domain/schemas';
import { PlanLimitsService } from './plan-limits.service';

@Controller('plans')
export class PlansController {
  constructor(private readonly limits: PlanLimitsService) {}

  /** Anyone, visitors too: whether trial mode is on, and each plan's limits. */
  @Get()
  get(): Plans {
    return this.limits.plans();
  }
}
