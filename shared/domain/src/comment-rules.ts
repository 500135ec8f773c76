import { paths } from './routes';
import type { NewNotification } from './schemas/features';
import type { LibraryItem } from './schemas/library';
import type { User } from './schemas/user';

// Comments on library items as plain rules, kept by the API and the demo alike: how long one
// may be, who may delete one, and who is told of a new one.

/** The longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 2000;

export const COMMENT_MESSAGES = {
  empty: 'Write something before posting.',
  tooLong: `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`,
  notFound: 'No such comment.',
  notYours: 'Only the author of a comment, or an admin, may delete it.',
  posted: 'Comment posted',
  deleted: 'Comment deleted',
  postFailed: 'Could not post the comment',
  deleteFailed: 'Could not delete the comment',
} as const;

/** A comment as an item keeps it. */
export type ItemMsg = LibraryItem['msgs'][number];

/** Whether `viewer` may delete `msg`: its author, or an admin. */
export function canDeleteMsg(viewer: Pick<User, '_id' | 'isAdmin'> | undefined, msg: ItemMsg): boolean {
  return !!viewer && (viewer.isAdmin || msg.by._id === viewer._id);
}

/** How much of a comment its notice quotes. */
const QUOTED = 140;

/** The notice text of a new comment: who, on what, and the start of what they said. */
export const commentNoticeText = (by: string, title: string, txt: string) => {
  const chars = [...txt];
  const quote = chars.length > QUOTED ? `${chars.slice(0, QUOTED - 1).join('')}…` : txt;
  return `${by} commented on "${title}": ${quote}`;
};

/**
 * Who is told of a new comment, and what: the item's owner, unless the comment is their own
 * (nobody is told of their own action).
 */
export function commentNotice(
  item: Pick<LibraryItem, '_id' | 'title' | 'owner'>,
  msg: ItemMsg,
): { userId: string; notification: NewNotification } | undefined {
  if (item.owner._id === msg.by._id) return undefined;
  return {
    userId: item.owner._id,
    notification: {
      txt: commentNoticeText(msg.by.fullname, item.title, msg.txt),
      link: paths.item(item._id),
      type: 'comment',
      itemId: item._id,
    },
  };
}
