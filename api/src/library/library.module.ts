import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { UsersModule } from '../users/users.module';
import { ItemCommentsController } from './item-comments.controller';
import { ItemCommentsService } from './item-comments.service';
import { LibraryController } from './library.controller';
import { ListedOwnerListener } from './listed-owner.listener';
import { LibraryListCache } from './library-list-cache';
import { LibraryRepository } from './library.repository';
import { LibrarySeed } from './library-seed';
import { LibraryService } from './library.service';

/**
 * The Library Kit's items (/api/libraryItem) and the fixed public items the screens link to
 * (LibrarySeed). Importing UsersModule also orders the boot hooks: the first admin exists
 * (AdminSeed) before LibrarySeed gives it the seeded items.
 */
@Module({
  imports: [UsersModule, PlansModule],
  controllers: [LibraryController, ItemCommentsController],
  providers: [
    LibraryService,
    ItemCommentsService,
    LibraryRepository,
    LibraryListCache,
    LibrarySeed,
    ListedOwnerListener,
  ],
  exports: [LibraryService, ItemCommentsService],
})
export class LibraryModule {}
