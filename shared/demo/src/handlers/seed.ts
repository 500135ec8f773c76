// The demo's first run on a device: its admin and the starter library the API seeds.
import { seedItemRows } from '@handyq/domain/library-seed-items';
import type { LocalStore } from '../local-store';
import { COLLECTIONS, DEMO_ADMIN, type StoredItem, type StoredUser } from './context';
import { newUserFields } from './users';

/** Seeds the demo's admin and the starter library the first time this device runs the demo. */
export function seedOnce(store: LocalStore): void {
  if (!store.has(COLLECTIONS.user)) {
    const admin: StoredUser = {
      ...newUserFields(DEMO_ADMIN.email, DEMO_ADMIN.fullname),
      _id: DEMO_ADMIN._id,
      username: DEMO_ADMIN.username,
      isAdmin: true,
      bio: 'The demo admin: approves or denies what is published.',
    };
    store.seed(COLLECTIONS.user, [admin]);
  }
  if (!store.has(COLLECTIONS.item)) {
    const items: StoredItem[] = seedItemRows(DEMO_ADMIN._id).map(({ id, ownerId, ...row }) => ({
      ...row,
      _id: id,
      owner: { _id: ownerId },
    }));
    store.seed(COLLECTIONS.item, items);
  }
  if (!store.has(COLLECTIONS.notification)) store.seed(COLLECTIONS.notification, []);
}
