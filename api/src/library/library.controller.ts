import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  libraryFilterSchema,
  newLibraryItemSchema,
  updateLibraryItemSchema,
  type LibraryItem,
  type User,
} from '@handyq/domain/schemas';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard, OptionalAuth } from '../auth/jwt-auth.guard';
import { sendJson } from '../common/send-json';
import { createZodDto } from '../common/zod-dto';
import { nextPageQuery } from './library-rules';
import { LibraryService } from './library.service';

class LibraryFilterDto extends createZodDto(libraryFilterSchema) {}
class NewLibraryItemDto extends createZodDto(newLibraryItemSchema) {}
class UpdateLibraryItemDto extends createZodDto(updateLibraryItemSchema) {}

@Controller('libraryItem')
@UseGuards(JwtAuthGuard)
export class LibraryController {
  constructor(private readonly library: LibraryService) {}

  /**
   * Anyone: the items the caller may see that match the filter, at most `limit` (100, up to
   * 500), with `Link: <…&cursor=…>; rel="next"` when there are more. A page answered before is
   * answered from its kept bytes (LibraryListCache, sendJson).
   */
  @Get()
  @OptionalAuth()
  async list(
    @CurrentUser() viewer: User | undefined,
    @Query() q: LibraryFilterDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const page = await this.library.list(viewer, q);
    if (page.next) res.setHeader('Link', `</api/libraryItem?${nextPageQuery(q, page.next)}>; rel="next"`);
    sendJson(req, res, page.json);
  }

  /** Anyone who may see the item: it, with what its author shares. */
  @Get(':id')
  @OptionalAuth()
  get(@CurrentUser() viewer: User | undefined, @Param('id') id: string): Promise<LibraryItem> {
    return this.library.get(viewer, id);
  }

  /** Logged in: 201 with the new item (private, the caller's). */
  @Post()
  create(@CurrentUser() viewer: User, @Body() body: NewLibraryItemDto): Promise<LibraryItem> {
    return this.library.create(viewer, body);
  }

  /** The whole item with the version it was read at, and its status (the review flow). */
  @Put(':id')
  update(
    @CurrentUser() viewer: User,
    @Param('id') id: string,
    @Body() body: UpdateLibraryItemDto,
  ): Promise<LibraryItem> {
    return this.library.update(viewer, id, body);
  }

  /** The owner while private, or an admin. */
  @Delete(':id')
  async remove(@CurrentUser() viewer: User, @Param('id') id: string): Promise<{ message: string }> {
    await this.library.remove(viewer, id);
    return { message: 'Item deleted' };
  }
}
