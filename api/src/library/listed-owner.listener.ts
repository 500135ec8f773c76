import { Injectable } from '@nestjs/common';
import { OnDomainEvent, type DomainEventMap } from '../events/domain-events';
import { LibraryListCache } from './library-list-cache';
import type { StoredItem } from './library.repository';

/**
 * The owner's fields an item list shows besides the id. All of them: a field added to the
 * listed owner fails the build until it is named here too.
 */
const LISTED_OWNER_FIELDS = { fullname: true, isAdmin: true } satisfies Record<
  Exclude<keyof StoredItem['owner'], '_id'>,
  true
>;

/** Whether a saved change to an account alters how item lists show it as an owner. */
function changesListedOwner({ before, after }: DomainEventMap['user.updated']): boolean {
  const fields = Object.keys(LISTED_OWNER_FIELDS) as (keyof typeof LISTED_OWNER_FIELDS)[];
  return fields.some((field) => before[field] !== after[field]);
}

/**
 * A new name or admin flag of an account shows on every listed item it owns: every cached
 * list page is retired, on every instance (the revision they share moves on).
 */
@Injectable()
export class ListedOwnerListener {
  constructor(private readonly listCache: LibraryListCache) {}

  @OnDomainEvent('user.updated')
  async userUpdated(change: DomainEventMap['user.updated']): Promise<void> {
    if (changesListedOwner(change)) await this.listCache.retireAll();
  }
}
