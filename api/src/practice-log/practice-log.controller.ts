import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import {
  newPracticeLogEntrySchema,
  practiceLogPageQuerySchema,
  practiceLogStatsQuerySchema,
  updatePracticeLogEntrySchema,
  type PracticeLogEntry,
  type PracticeLogFields,
  type User,
} from '@handyq/domain/schemas';
import { PRACTICE_LOG_MESSAGES, nextLogPageQuery } from '@handyq/domain/practice-log-rules';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { sendJson } from '../common/send-json';
import { createZodDto } from '../common/zod-dto';
import { PracticeLogService } from './practice-log.service';

/** A new entry is one of several shapes (a run of each tool, a workout): read as PracticeLogFields. */
class NewEntryDto extends createZodDto(newPracticeLogEntrySchema as z.ZodType<object>) {}
class UpdateEntryDto extends createZodDto(updatePracticeLogEntrySchema) {}
class PageQueryDto extends createZodDto(practiceLogPageQuerySchema) {}
class StatsQueryDto extends createZodDto(practiceLogStatsQuerySchema) {}

/** The caller's own practice log (logged in; nobody reads another's, admins neither). */
@Controller('practiceLog')
@UseGuards(JwtAuthGuard)
export class PracticeLogController {
  constructor(private readonly log: PracticeLogService) {}

  /** Newest start first, `limit` a page, with `Link: <…&cursor=…>; rel="next"` when there are more. */
  @Get()
  async list(
    @CurrentUser() viewer: User,
    @Query() q: PageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PracticeLogEntry[]> {
    const page = await this.log.page(viewer, q);
    if (page.next)
      res.setHeader('Link', `</api/practiceLog?${nextLogPageQuery(q.limit, page.next)}>; rel="next"`);
    return page.entries;
  }

  /**
   * Streak, this week, personal bests and the longest hold per day, days counted in `tz`. An
   * answer kept (PracticeLogStatsCache) is sent from its kept bytes (sendJson).
   */
  @Get('stats')
  async stats(
    @CurrentUser() viewer: User,
    @Query() q: StatsQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    sendJson(req, res, await this.log.stats(viewer, q));
  }

  /** 201 with the entry stored; 200 with the one stored before under the same id (a retry). */
  @Post()
  async create(
    @CurrentUser() viewer: User,
    @Body() body: NewEntryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PracticeLogEntry> {
    const { entry, created } = await this.log.create(viewer, body as PracticeLogFields);
    res.status(created ? 201 : 200);
    return entry;
  }

  /** A new note and/or rating (null clears the rating): the entry as it is then. */
  @Put(':id')
  update(
    @CurrentUser() viewer: User,
    @Param('id') id: string,
    @Body() body: UpdateEntryDto,
  ): Promise<PracticeLogEntry> {
    return this.log.update(viewer, id, body);
  }

  @Delete(':id')
  async remove(@CurrentUser() viewer: User, @Param('id') id: string): Promise<{ message: string }> {
    await this.log.remove(viewer, id);
    return { message: PRACTICE_LOG_MESSAGES.deleted };
  }
}
