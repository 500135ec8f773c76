// Who may do what with a library item, as the screens offer it (the server checks again).
import type { ItemStatus } from '@handyq/domain/schemas';

/** What these rules read of the logged-in user; null for a visitor. */
export interface Viewer {
  _id: string;
  isAdmin: boolean;
}

/** What these rules read of an item. */
export interface OwnedItem {
  status: ItemStatus;
  owner: { _id: string };
}

export type StatusAction = 'publish' | 'awaiting' | 'unpublish' | 'approve' | 'deny';

const isOwner = (item: OwnedItem, viewer: Viewer) => item.owner._id === viewer._id;

/**
 * The review buttons a viewer sees on an item: the owner publishes a private item (and sees a
 * disabled 'Awaiting Review' while it is pending); an admin approves or denies a pending item;
 * an owner who is an admin unpublishes a public one. A visitor sees none.
 */
export function statusActions(item: OwnedItem, viewer: Viewer | null): StatusAction[] {
  if (!viewer) return [];
  const own = isOwner(item, viewer);
  const out: StatusAction[] = [];
  if (own && item.status === 'private') out.push('publish');
  if (own && item.status === 'pending') out.push('awaiting');
  if (own && viewer.isAdmin && item.status === 'public') out.push('unpublish');
  if (viewer.isAdmin && item.status === 'pending') out.push('approve', 'deny');
  return out;
}

/**
 * Edit and delete are offered to the owner while the item is private, and to an admin.
 * Pending and public items are otherwise locked.
 */
export function canEditOrDelete(item: OwnedItem, viewer: Viewer | null): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || (isOwner(item, viewer) && item.status === 'private');
}
