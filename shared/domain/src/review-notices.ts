import { paths } from './routes';
import type { NewNotification } from './schemas/features';
import type { ItemStatus, LibraryItem } from './schemas/library';
import type { User } from './schemas/user';

/** A saved status move of an item: what it was, what it is, who moved it, and why (a denial). */
export interface ItemStatusChanged {
  item: Pick<LibraryItem, '_id' | 'title' | 'owner'>;
  from: ItemStatus;
  to: ItemStatus;
  by: Pick<User, '_id' | 'fullname' | 'isAdmin'>;
  reason?: string;
}

/** The notification texts of the review flow; the approve and deny sentences are the product's exact texts. */
export const REVIEW_NOTICES = {
  submitted: (title: string, by: string) => `${by} submitted "${title}" for review.`,
  /** The owner's own record of publishing. */
  sentForReview: (title: string) =>
    `"${title}" was sent for review. You'll get a notice when it is reviewed.`,
  approved: (title: string) =>
    `Great news! Your item was approved and is now public. Public items cannot be edited or deleted: ` +
    `unpublish "${title}" first to change it.`,
  denied: "Heads up — your item wasn't approved. Check your PracticeLab notifications to learn more.",
  deniedBecause: (title: string, reason: string) => `Review of "${title}": ${reason}`,
  unpublished: (title: string, by: string) => `${by} unpublished "${title}".`,
} as const;

/** One notification to add to one user's list. */
export interface Notice {
  userId: string;
  notification: NewNotification;
}

/**
 * Who is told of a saved status move, and what: a submission goes to the owner (who made it:
 * the one notice of one's own action anyone gets, as the publish rule names the owner) and to
 * the lead admin; an unpublish to the lead admin; an approval or a denial (and its reason, as a
 * review) to the owner. Nobody else is told of their own action.
 */
export function reviewNotices(change: ItemStatusChanged, leadAdminId: string | undefined): Notice[] {
  const { item, to, by } = change;
  const about = { link: paths.item(item._id), itemId: item._id, status: to };
  const statusChanged = (txt: string) => ({ ...about, type: 'status-changed', txt });
  const owner = item.owner._id;
  const notices: Notice[] = [];
  if (to === 'pending') {
    // Only the owner publishes; their record of it is kept even though they caused it.
    notices.push({ userId: owner, notification: statusChanged(REVIEW_NOTICES.sentForReview(item.title)) });
    if (leadAdminId && leadAdminId !== owner) {
      notices.push({
        userId: leadAdminId,
        notification: statusChanged(REVIEW_NOTICES.submitted(item.title, by.fullname)),
      });
    }
    return notices;
  }
  if (change.from === 'pending' && to === 'public') {
    notices.push({ userId: owner, notification: statusChanged(REVIEW_NOTICES.approved(item.title)) });
  } else if (change.from === 'pending' && to === 'private') {
    // Added in this order, the list (newest first) shows the denial above its reason.
    const reason = change.reason?.trim();
    if (reason) {
      notices.push({
        userId: owner,
        notification: { ...about, type: 'review', txt: REVIEW_NOTICES.deniedBecause(item.title, reason) },
      });
    }
    notices.push({ userId: owner, notification: statusChanged(REVIEW_NOTICES.denied) });
  } else if (change.from === 'public' && to === 'private' && leadAdminId) {
    notices.push({
      userId: leadAdminId,
      notification: statusChanged(REVIEW_NOTICES.unpublished(item.title, by.fullname)),
    });
  }
  return notices.filter((notice) => notice.userId !== by._id);
}
