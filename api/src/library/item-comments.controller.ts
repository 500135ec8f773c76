import { Body, Controller, Delete, Param, Post, UseGuards } from '@nestjs/common';
import { newItemMsgSchema, type LibraryItem, type User } from '@handyq/domain/schemas';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { createZodDto } from '../common/zod-dto';
import { ItemCommentsService } from './item-comments.service';

class NewItemMsgDto extends createZodDto(newItemMsgSchema) {}

/** An item's comments: read with the item (GET /api/libraryItem/:id, `msgs`), written here. */
@Controller('libraryItem')
@UseGuards(JwtAuthGuard)
export class ItemCommentsController {
  constructor(private readonly comments: ItemCommentsService) {}

  /** Logged in, on an item the caller may see: 201 with the item and the comment added. */
  @Post(':id/msg')
  add(
    @CurrentUser() viewer: User,
    @Param('id') id: string,
    @Body() body: NewItemMsgDto,
  ): Promise<LibraryItem> {
    return this.comments.add(viewer, id, body.txt);
  }

  /** The comment's author or an admin, on an item the caller may see: the item without it. */
  @Delete(':id/msg/:msgId')
  remove(
    @CurrentUser() viewer: User,
    @Param('id') id: string,
    @Param('msgId') msgId: string,
  ): Promise<LibraryItem> {
    return this.comments.remove(viewer, id, msgId);
  }
}
