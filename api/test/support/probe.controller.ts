import { Body, Controller, Get, Inject, Logger, Post, Query, UseGuards } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createZodDto } from '../../src/common/zod-dto';
import { JwtAuthGuard } from '../../src/auth/jwt-auth.guard';
import { DB, type DbHandle } from '../../src/db/database';

const probeBodySchema = z.object({
  email: z.email(),
  age: z.number().int().min(0),
  address: z.object({ city: z.string().min(1) }).optional(),
});
class ProbeBodyDto extends createZodDto(probeBodySchema) {}

class ProbeQueryDto extends createZodDto(
  z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
) {}

/** Test-only routes under /api/probe: a body and a query to validate, and a failing query. */
@Controller('probe')
export class ProbeController {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  @Post('echo')
  echo(@Body() body: ProbeBodyDto): ProbeBodyDto {
    return body;
  }

  /** Logs a line as any service does, behind the login guard: the line names request and user. */
  @Get('logged')
  @UseGuards(JwtAuthGuard)
  logged(): { ok: true } {
    new Logger('Probe').warn('a line logged while serving a logged-in request');
    return { ok: true };
  }

  @Get('list')
  list(@Query() query: ProbeQueryDto): ProbeQueryDto {
    return query;
  }

  /**
   * A failed insert carrying secrets as parameters (an email, a password hash): the driver's
   * error names the parameters, the log must not.
   */
  @Get('failed-insert')
  async failedInsert(): Promise<unknown> {
    const email = 'probe-secret@example.com';
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$probe-secret-hash';
    return this.handle.db.execute(sql`insert into no_such_table (email, hash) values (${email}, ${hash})`);
  }

  /** A bug: SQL against a table that does not exist, so the driver throws with the SQL text. */
  @Get('broken')
  async broken(): Promise<unknown> {
    return this.handle.db.execute(sql`select secret_column from no_such_table`);
  }
}
