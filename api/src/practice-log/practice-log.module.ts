import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { PracticeLogController } from './practice-log.controller';
import { PracticeLogRepository } from './practice-log.repository';
import { PracticeLogService } from './practice-log.service';
import { PracticeLogStatsCache } from './practice-log-stats-cache';

/** Each user's practice log (/api/practiceLog): entries kept from timer runs, and their stats. */
@Module({
  imports: [PlansModule],
  controllers: [PracticeLogController],
  providers: [PracticeLogService, PracticeLogRepository, PracticeLogStatsCache],
})
export class PracticeLogModule {}
