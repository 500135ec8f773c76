import { Injectable } from '@nestjs/common';
import type { ItemStatus, LibraryItem, User } from '@handyq/shared/schemas';
import { UploadService } from '../upload/upload.service';
import { UsersService } from '../users/users.service';
import { reviewNotices } from './library-notices';

/** Every stored file an item points to: its images' and videos' URLs (`/api/media/…`, `/api/video/…`). */
export function mediaUrlsOf(item: Pick<LibraryItem, 'imgData' | 'videoData'>): string[] {
  return [...item.imgData.map((img) => img.url), ...item.videoData.map((video) => video.url)];
}

/** A status move that was saved: publish, approve, deny (with its optional reason) or unpublish. */
export interface StatusChange {
  item: LibraryItem;
  from: ItemStatus;
  to: ItemStatus;
  by: Pick<User, '_id' | 'fullname' | 'isAdmin'>;
  reason?: string;
}

/**
 * What other modules do after the library changes something, called once the change is saved,
 * so the library's rules don't depend on them. A deleted item's images and videos are deleted
 * with it (only files its owner uploaded). A status move adds notifications to the lists of
 * those it concerns (library-notices.ts).
 */
@Injectable()
export class LibraryHooks {
  constructor(
    private readonly uploads: UploadService,
    private readonly users: UsersService,
  ) {}

  async statusChanged(change: StatusChange): Promise<void> {
    const notices = reviewNotices(change, await this.users.leadAdminId());
    for (const { userId, notification } of notices)
      await this.users.notify(userId, notification, change.by._id);
  }

  /** `mediaUrls` is mediaUrlsOf(item), taken before the row was deleted. */
  async itemDeleted(item: LibraryItem, mediaUrls: string[]): Promise<void> {
    for (const url of mediaUrls) await this.uploads.deleteStoredMedia(url, item.owner._id);
  }
}
