import { Injectable } from '@nestjs/common';
import { LibraryService } from '../library/library.service';
import { UsersService } from '../users/users.service';

/**
 * Whether a stored file is in use, asked of the modules whose rows point at files: a profile's
 * picture (users) and a library item's images and videos (library). Each answers from its own
 * tables, so a column renamed there changes its answer, never this module's.
 */
@Injectable()
export class FileUses {
  constructor(
    private readonly users: UsersService,
    private readonly library: LibraryService,
  ) {}

  /** Those of `files` whose URL (`urlOf`) no profile and no item points at. */
  async unused<T>(files: T[], urlOf: (file: T) => string): Promise<T[]> {
    if (!files.length) return [];
    const urls = files.map(urlOf);
    const [pictures, shown] = await Promise.all([
      this.users.picturesAmong(urls),
      this.library.filesShownAmong(urls),
    ]);
    const used = new Set([...pictures, ...shown]);
    return files.filter((file) => !used.has(urlOf(file)));
  }
}
