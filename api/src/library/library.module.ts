import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { UploadModule } from '../upload/upload.module';
import { UsersModule } from '../users/users.module';
import { LibraryController } from './library.controller';
import { LibraryHooks } from './library-hooks';
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
  imports: [UsersModule, PlansModule, UploadModule],
  controllers: [LibraryController],
  providers: [LibraryService, LibraryRepository, LibraryListCache, LibraryHooks, LibrarySeed],
  exports: [LibraryService, LibraryHooks],
})
export class LibraryModule {}
