import { Injectable } from '@nestjs/common';
import type { ItemStatus, LibraryItem, User } from '@handyq/shared/schemas';
import { UploadService } from '../upload/upload.service';

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
 * with it (only files its owner uploaded). Status moves notify nobody yet: live notifications
 * come with the notifications work.
 */
@Injectable()
export class LibraryHooks {
  constructor(private readonly uploads: UploadService) {}

  statusChanged(_change: StatusChange): Promise<void> {
    return Promise.resolve();
  }

  /** `mediaUrls` is mediaUrlsOf(item), taken before the row was deleted. */
  async itemDeleted(item: LibraryItem, mediaUrls: string[]): Promise<void> {
    for (const url of mediaUrls) await this.uploads.deleteStoredMedia(url, item.owner._id);
  }
}
