import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { paths } from '@handyq/shared';
import { authorInfoSchema } from '@handyq/shared/schemas';
import { UsersService } from '../users/users.service';
import { LibraryRepository } from './library.repository';
import type { NewLibraryItemRow } from './library.table';
import { SEED_ITEMS, type SeedItem } from '@handyq/shared/library-seed-items';

/** When the seeded items were "made": fixed, so every database holds the same rows. */
export const SEED_CREATED_AT = Date.UTC(2026, 0, 1);

/** What the seeded items show of their author: 'HandyQ' and a line about the team. */
const SEED_AUTHOR_INFO = authorInfoSchema.parse({
  shareFullname: true,
  shareBio: true,
  bio: 'The HandyQ team: handstand practitioners and coaches who write the starter library.',
});

/** The rows for SEED_ITEMS, owned by `ownerId`: public, version 1, links labelled with their titles. */
export function seedRows(
  ownerId: string,
  items: SeedItem[] = SEED_ITEMS,
): Omit<NewLibraryItemRow, 'tagsText'>[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return items.map((item, i) => ({
    id: item.id,
    title: item.title,
    type: item.type,
    feature: item.feature,
    description: item.description,
    body: item.body,
    tags: item.tags,
    links: (item.links ?? []).map((id) => {
      const target = byId.get(id);
      if (target?.type !== 'tutorial')
        throw new Error(`Seed item ${item.id} links ${id}, not a seeded tutorial`);
      return { url: paths.item(id), label: target.title };
    }),
    externalLinks: [],
    videoData: [],
    imgData: [],
    authorInfo: SEED_AUTHOR_INFO,
    status: 'public' as const,
    ownerId,
    createdAt: SEED_CREATED_AT + i * 60_000,
    msgs: [],
    version: 1,
  }));
}

/**
 * The fixed public items the screens link to (shared/src/library-seed-ids.ts), owned by the
 * first admin (ADMIN_EMAIL; AdminSeed makes it earlier in the boot). Every boot adds the ones
 * missing and leaves the others alone, so it is idempotent, an admin's edits to a seeded item
 * are kept, and a deleted one comes back. Safe with several API instances booting at once.
 */
@Injectable()
export class LibrarySeed implements OnApplicationBootstrap {
  private readonly log = new Logger('LibrarySeed');

  constructor(
    private readonly repo: LibraryRepository,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed();
  }

  /** Adds the missing seeded items; their ids. */
  async seed(): Promise<string[]> {
    const ownerId = await this.users.leadAdminId();
    if (!ownerId) {
      this.log.warn('No admin account: the starter library items were not created');
      return [];
    }
    const added = await this.repo.insertMissing(seedRows(ownerId));
    if (added.length) this.log.log(`Added ${added.length} starter library items`);
    return added;
  }
}
