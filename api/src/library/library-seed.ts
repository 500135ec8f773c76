import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UsersService } from '../users/users.service';
import { LibraryRepository } from './library.repository';
import { seedItemRows } from '@handyq/domain/library-seed-items';

/**
 * The fixed public items the screens link to (shared/domain/src/library-seed-ids.ts), owned by the
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
    const added = await this.repo.insertMissing(seedItemRows(ownerId));
    if (added.length) this.log.log(`Added ${added.length} starter library items`);
    return added;
  }
}
