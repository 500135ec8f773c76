import { Body, Controller, Delete, Get, Param, Put, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { listUsersQuerySchema, updateUserSchema, type PublicUser, type User } from '@handyq/domain/schemas';
import { createZodDto } from '../common/zod-dto';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard, OptionalAuth } from '../auth/jwt-auth.guard';
import { UsersService } from './users.service';

class ListUsersQueryDto extends createZodDto(listUsersQuerySchema) {}
class UpdateUserDto extends createZodDto(updateUserSchema) {}

@Controller('user')
@UseGuards(JwtAuthGuard)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** Admins only. Paged: `limit`, and `Link: <…?after=id>; rel="next"` when there is more. */
  @Get()
  async list(
    @CurrentUser() viewer: User,
    @Query() q: ListUsersQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<User[]> {
    const page = await this.users.list(viewer, q);
    if (page.next) {
      res.setHeader(
        'Link',
        `</api/user?limit=${q.limit}&after=${encodeURIComponent(page.next)}>; rel="next"`,
      );
    }
    return page.users;
  }

  /** Anyone, visitors too: the whole user to themself or an admin, else the public profile. */
  @Get(':id')
  @OptionalAuth()
  get(@CurrentUser() viewer: User | undefined, @Param('id') id: string): Promise<User | PublicUser> {
    return this.users.get(viewer, id);
  }

  @Put(':id')
  update(@CurrentUser() viewer: User, @Param('id') id: string, @Body() body: UpdateUserDto): Promise<User> {
    return this.users.update(viewer, id, body);
  }

  @Delete(':id')
  async remove(@CurrentUser() viewer: User, @Param('id') id: string): Promise<{ message: string }> {
    await this.users.remove(viewer, id);
    return { message: 'Account deleted' };
  }
}
