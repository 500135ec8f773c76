// Demo mode's /api/user: the admin's list of accounts, profiles, and saving or deleting one's
// account, with the user rules the API keeps (shared/domain/src/user-rules.ts).
import { listUsersQuerySchema, updateUserSchema } from '@handyq/domain/schemas';
import { RESERVED_NAME_MESSAGE } from '@handyq/domain';
import {
  ADMIN_EDITABLE,
  SELF_EDITABLE,
  USER_MESSAGES,
  newUser,
  reservedNamesAmong,
  toPublicUser,
} from '@handyq/domain/user-rules';
import { mediaUrlsOf } from '@handyq/domain/library-rules';
import { COLLECTIONS, type LocalContext, type StoredUser } from './context';
import { LocalHttpError, entriesAfter, ok, parse, route, type LocalRoute } from './http';
import { withNotices } from './notifications';

/** A new account as the demo keeps it: the shared new-account defaults, version 1, no notices. */
export const newUserFields = (email: string, fullname: string): Omit<StoredUser, '_id'> => ({
  ...newUser(email, fullname),
  notifications: [],
  version: 1,
});

export function userRoutes(ctx: LocalContext): LocalRoute[] {
  return [
    route('GET', '/api/user', async (req) => {
      const viewer = await ctx.mustLogIn(req);
      if (!viewer.isAdmin) throw new LocalHttpError(403, USER_MESSAGES.adminsOnly);
      const q = parse(listUsersQuerySchema, Object.fromEntries(req.query), 'query');
      // In signup order, as they were added.
      const rest = entriesAfter(await ctx.users(), q.after);
      const page = rest.slice(0, q.limit);
      const last = page.at(-1);
      const more = rest.length > q.limit && last;
      const headers: Record<string, string> = more
        ? { Link: `</api/user?limit=${q.limit}&after=${encodeURIComponent(last._id)}>; rel="next"` }
        : {};
      return { status: 200, body: await Promise.all(page.map((u) => withNotices(ctx, u))), headers };
    }),
    route('GET', '/api/user/:id', async (req, [id]) => {
      const viewer = await ctx.viewerOf(req.token);
      const user = await ctx.find<StoredUser>(COLLECTIONS.user, id!, 'Get');
      return ok(
        viewer && (viewer._id === id || viewer.isAdmin) ? await withNotices(ctx, user) : toPublicUser(user),
      );
    }),
    route('PUT', '/api/user/:id', async (req, [id]) => {
      const viewer = await ctx.mustLogIn(req);
      if (viewer._id !== id && !viewer.isAdmin) throw new LocalHttpError(403, USER_MESSAGES.notYours);
      const input = parse(updateUserSchema, req.body, 'body');
      const current = await ctx.find<StoredUser>(COLLECTIONS.user, id!, 'Update');
      if (current.version !== input.version) throw new LocalHttpError(409, USER_MESSAGES.stale);
      const next: StoredUser = { ...current };
      const set = (k: (typeof SELF_EDITABLE)[number] | (typeof ADMIN_EDITABLE)[number]) => {
        if (input[k] !== undefined) (next as Record<string, unknown>)[k] = input[k];
      };
      SELF_EDITABLE.forEach(set);
      if (viewer.isAdmin) ADMIN_EDITABLE.forEach(set);
      else if (input.plan?.tier === 'basic') next.plan = { tier: 'basic' };
      const reserved = reservedNamesAmong(next, current, next.isAdmin);
      if (reserved) throw new LocalHttpError(400, RESERVED_NAME_MESSAGE, { fields: reserved });
      next.version = current.version + 1;
      const saved = await ctx.store.put(COLLECTIONS.user, next);
      ctx.dropUnused([current.imgUrl], [saved.imgUrl]);
      return ok(await withNotices(ctx, saved));
    }),
    route('DELETE', '/api/user/:id', async (req, [id]) => {
      const viewer = await ctx.mustLogIn(req);
      if (viewer._id !== id && !viewer.isAdmin) throw new LocalHttpError(403, USER_MESSAGES.notYours);
      const gone = await ctx.find<StoredUser>(COLLECTIONS.user, id!, 'Remove');
      // Its items, notices and practice log go with the account, as on the server.
      for (const item of (await ctx.items()).filter((i) => i.owner._id === id)) {
        await ctx.store.remove(COLLECTIONS.item, item._id);
        ctx.dropUnused(mediaUrlsOf(item));
      }
      for (const n of (await ctx.notices()).filter((x) => x.userId === id)) {
        await ctx.store.remove(COLLECTIONS.notification, n._id);
      }
      const logs = await ctx.store.query<{ _id: string; userId: string }>(COLLECTIONS.practiceLog);
      for (const log of logs.filter((l) => l.userId === id)) {
        await ctx.store.remove(COLLECTIONS.practiceLog, log._id);
      }
      await ctx.store.remove(COLLECTIONS.user, id!);
      ctx.dropUnused([gone.imgUrl]);
      return ok({ message: 'Account deleted' });
    }),
  ];
}
