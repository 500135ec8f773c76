// Demo mode's /api/notifications: the caller's own notices, newest first, read, marked and
// cleared up to the newest one the page showed.
import {
  notificationPageQuerySchema,
  notificationsThroughSchema,
  type NewNotification,
  type Notification,
  type User,
} from '@handyq/domain/schemas';
import { EntityNotFoundError } from '../local-store';
import { NOTICES_IN_USER } from '@handyq/domain/user-rules';
import { COLLECTIONS, type LocalContext, type StoredNotice } from './context';
import { entriesAfter, ok, parse, route, type LocalRoute } from './http';

/** Adds a notice for `userId`, caused by `byUserId`: now, unread. */
export async function addNotice(
  ctx: LocalContext,
  userId: string,
  notice: NewNotification,
  byUserId: string,
) {
  const notification: Omit<Notification, '_id'> & { userId: string } = {
    userId,
    txt: notice.txt,
    link: notice.link,
    isRead: false,
    createdAt: ctx.now(),
    byUserId,
    ...(notice.type ? { type: notice.type } : {}),
    ...(notice.itemId ? { itemId: notice.itemId } : {}),
    ...(notice.status ? { status: notice.status } : {}),
  };
  await ctx.store.post(COLLECTIONS.notification, notification);
}

/** The viewer's notices, newest first (ties by the order they were added). */
async function noticesOf(ctx: LocalContext, viewer: Pick<User, '_id'>) {
  const all = await ctx.notices();
  return all
    .map((n, i) => ({ n, i }))
    .filter(({ n }) => n.userId === viewer._id)
    .sort((a, b) => b.n.createdAt - a.n.createdAt || b.i - a.i)
    .map(({ n }) => n);
}

/** A notice as the API answers it: not whose it is. */
const answered = ({ userId: _userId, ...notice }: StoredNotice): Notification => notice;

/** The user as their own record answers them (to themself or an admin): with their newest notices. */
export async function withNotices(ctx: LocalContext, user: User): Promise<User> {
  return { ...user, notifications: (await noticesOf(ctx, user)).slice(0, NOTICES_IN_USER).map(answered) };
}

/** The viewer's notices up to `through` (the newest the page had shown), or all. */
async function noticesThrough(ctx: LocalContext, viewer: User, through?: string) {
  const mine = await noticesOf(ctx, viewer);
  const at = through ? mine.findIndex((n) => n._id === through) : 0;
  return at < 0 ? [] : mine.slice(at);
}

export function notificationRoutes(ctx: LocalContext): LocalRoute[] {
  return [
    route('GET', '/api/notifications', async (req) => {
      const viewer = await ctx.mustLogIn(req);
      const q = parse(notificationPageQuerySchema, Object.fromEntries(req.query), 'query');
      const rest = entriesAfter(await noticesOf(ctx, viewer), q.before);
      const page = rest.slice(0, q.limit);
      const more = rest.length > q.limit;
      const items = page.map(answered);
      return ok(more ? { items, next: page.at(-1)!._id } : { items });
    }),
    route('GET', '/api/notifications/unread-count', async (req) =>
      ok({ count: (await noticesOf(ctx, await ctx.mustLogIn(req))).filter((n) => !n.isRead).length }),
    ),
    route('POST', '/api/notifications/read-all', async (req) => {
      const viewer = await ctx.mustLogIn(req);
      const { through } = parse(notificationsThroughSchema, req.body ?? {}, 'body');
      const unread = (await noticesThrough(ctx, viewer, through)).filter((n) => !n.isRead);
      for (const n of unread) await ctx.store.put(COLLECTIONS.notification, { ...n, isRead: true });
      return ok({ count: unread.length });
    }),
    route('POST', '/api/notifications/:id/read', async (req, [id]) => {
      const viewer = await ctx.mustLogIn(req);
      const n = (await noticesOf(ctx, viewer)).find((x) => x._id === id);
      if (!n) throw new EntityNotFoundError('Update', id!, COLLECTIONS.notification);
      await ctx.store.put(COLLECTIONS.notification, { ...n, isRead: true });
      return { status: 204 };
    }),
    route('DELETE', '/api/notifications', async (req) => {
      const viewer = await ctx.mustLogIn(req);
      const { through } = parse(notificationsThroughSchema, Object.fromEntries(req.query), 'query');
      const gone = await noticesThrough(ctx, viewer, through);
      for (const n of gone) await ctx.store.remove(COLLECTIONS.notification, n._id);
      return ok({ count: gone.length });
    }),
  ];
}
