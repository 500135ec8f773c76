import { randomUUID } from 'node:crypto';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { LibraryItem, User } from '@handyq/domain/schemas';
import { COMMENT_MESSAGES, canDeleteMsg } from '@handyq/domain/library-rules';
import { DomainEvents } from '../events/domain-events';
import { LIMIT_RULES, type LimitRules } from '../limits/limit-rules';
import { RateLimiter } from '../limits/rate-limiter';
import { LIBRARY_MESSAGES, canSee, type Viewer } from './library-rules';
import { LibraryRepository, type StoredItem } from './library.repository';
import { LibraryService } from './library.service';

/** The most comments an item keeps; one more drops the oldest. */
export const MAX_ITEM_MSGS = 500;
/** A comment id is a UUID: anything much longer names no comment. */
const MAX_MSG_ID_LENGTH = 100;

/**
 * Comments on library items: added by anyone logged in who may see the item (within the
 * per-user hourly limit), deleted by their author or an admin. Each change is published
 * (`item.msg-added`, `item.msg-deleted`): the owner's notice and the live update of open pages
 * follow from it.
 */
@Injectable()
export class ItemCommentsService {
  constructor(
    private readonly repo: LibraryRepository,
    private readonly library: LibraryService,
    private readonly events: DomainEvents,
    private readonly limits: RateLimiter,
    @Inject(LIMIT_RULES) private readonly rules: LimitRules,
  ) {}

  /**
   * Adds a comment by the caller to an item they may see; the item as it is then. Each user
   * may comment COMMENT_LIMIT times an hour (429 beyond, nothing added).
   */
  async add(viewer: User, id: string, txt: string): Promise<LibraryItem> {
    const item = await this.visible(viewer, id);
    await this.limits.take(this.rules.comment, viewer._id);
    const msg = {
      id: randomUUID(),
      by: { _id: viewer._id, fullname: viewer.fullname },
      txt,
      createdAt: Date.now(),
    };
    if (!(await this.repo.appendMsg(id, msg, MAX_ITEM_MSGS))) {
      throw new NotFoundException(LIBRARY_MESSAGES.notFound);
    }
    await this.events.publish('item.msg-added', {
      item: { _id: item._id, title: item.title, owner: item.owner },
      msg,
    });
    return this.library.get(viewer, id);
  }

  /**
   * Deletes a comment of an item the caller may see: its author or an admin (403 for anyone
   * else, 404 for a comment the item does not have); the item as it is then.
   */
  async remove(viewer: User, id: string, msgId: string): Promise<LibraryItem> {
    const item = await this.visible(viewer, id);
    const msg = msgId.length <= MAX_MSG_ID_LENGTH ? item.msgs.find((m) => m.id === msgId) : undefined;
    if (!msg) throw new NotFoundException(COMMENT_MESSAGES.notFound);
    if (!canDeleteMsg(viewer, msg)) throw new ForbiddenException(COMMENT_MESSAGES.notYours);
    if (!(await this.repo.removeMsg(id, msgId))) throw new NotFoundException(COMMENT_MESSAGES.notFound);
    await this.events.publish('item.msg-deleted', { itemId: id, msgId });
    return this.library.get(viewer, id);
  }

  /** Whether the viewer may see the item (and so follow its comments live). */
  async maySee(viewer: Viewer, id: string): Promise<boolean> {
    const item = await this.repo.findById(id);
    return !!item && canSee(viewer, item);
  }

  /** The item if the viewer may see it; the same 404 whether it is missing or hidden. */
  private async visible(viewer: Viewer, id: string): Promise<StoredItem> {
    const item = await this.repo.findById(id);
    if (!item || !canSee(viewer, item)) throw new NotFoundException(LIBRARY_MESSAGES.notFound);
    return item;
  }
}
