import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Health, Liveness, Readiness } from '@handyq/domain/schemas';
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

  /** 200 while the process answers; nothing else is checked. */
  @Get('live')
  live(): Liveness {
    return this.health.live();
  }

  /** 200 when the database (and Redis, when configured) answer; 503 naming what failed. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<Readiness> {
    const report = await this.health.ready();
    if (report.status !== 'ready') res.status(503);
    return report;
  }
}
