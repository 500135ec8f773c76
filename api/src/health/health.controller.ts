import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Health } from '@handyq/shared/schemas';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 with the database status, 503 when the database does not answer. */
  @Get()
  async get(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const report = await this.health.check();
    if (report.status !== 'ok') res.status(503);
    return report;
  }
}
