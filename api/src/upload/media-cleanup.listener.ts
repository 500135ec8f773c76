import { Injectable } from '@nestjs/common';
import { OnDomainEvent, type DomainEventMap } from '../events/domain-events';
import { UploadService } from './upload.service';

/**
 * Deletes the stored files that went with what was deleted: a deleted item's images and videos
 * (only files its owner uploaded), a removed account's videos and images.
 */
@Injectable()
export class MediaCleanupListener {
  constructor(private readonly uploads: UploadService) {}

  @OnDomainEvent('item.deleted')
  async itemDeleted({ item, mediaUrls }: DomainEventMap['item.deleted']): Promise<void> {
    for (const url of mediaUrls) await this.uploads.deleteStoredMedia(url, item.owner._id);
  }

  @OnDomainEvent('user.removed')
  async userRemoved({ userId }: DomainEventMap['user.removed']): Promise<void> {
    await this.uploads.deleteFilesOf(userId);
  }
}
