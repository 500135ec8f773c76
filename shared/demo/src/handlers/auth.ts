// Demo mode's /api/auth and password change. A demo account has no password: the username (or
// the email) logs in, as the local fallback's login does; no mail is sent.
import { AUTH_MESSAGES, demoSignupSchema } from '@handyq/domain/schemas';
import { DEMO_TEXTS as DEMO_MESSAGES } from '@handyq/domain/demo-texts';
import { COLLECTIONS, demoToken, type LocalContext, type StoredUser } from './context';
import { LocalHttpError, ok, parse, route, type LocalRoute } from './http';
import { withNotices } from './notifications';
import { newUserFields } from './users';

/** What the demo answers where the server would mail or check a password. */
const refuse = (message: string) => async () => {
  throw new LocalHttpError(400, message, { err: message });
};

export function authRoutes(ctx: LocalContext): LocalRoute[] {
  return [
    route('POST', '/api/auth/signup', async (req) => {
      const input = parse(demoSignupSchema, req.body, 'body');
      const all = await ctx.users();
      if (all.some((u) => u.email.toLowerCase() === input.email)) {
        throw new LocalHttpError(409, AUTH_MESSAGES.emailTaken, { err: AUTH_MESSAGES.emailTaken });
      }
      const fields = newUserFields(input.email, input.fullname);
      // Log in is by username here: keep each one unique on the device.
      const base = fields.username;
      let username = base;
      for (let n = 2; all.some((u) => u.username.toLowerCase() === username.toLowerCase()); n++) {
        username = `${base}${n}`;
      }
      const user = await ctx.store.post<StoredUser>(COLLECTIONS.user, { ...fields, username });
      return ok({ user, token: demoToken(user._id) }, 201);
    }),
    route('POST', '/api/auth/login', async (req) => {
      // The local fallback's login: the username (or the email) names the account, and no
      // password is checked: demo data is never a real account.
      const body = (req.body ?? {}) as { email?: unknown };
      const name = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (!name)
        throw new LocalHttpError(400, DEMO_MESSAGES.loginMissing, { err: DEMO_MESSAGES.loginMissing });
      const user = (await ctx.users()).find(
        (u) => u.username.toLowerCase() === name || u.email.toLowerCase() === name,
      );
      if (!user) throw new LocalHttpError(401, DEMO_MESSAGES.noUser, { err: DEMO_MESSAGES.noUser });
      return ok({ user: await withNotices(ctx, user), token: demoToken(user._id) });
    }),
    route('GET', '/api/auth/me', async (req) => ok(await withNotices(ctx, await ctx.mustLogIn(req)))),
    // Nothing to end on the device's side: a demo token only names its user.
    route('POST', '/api/auth/logout', async (req) => {
      await ctx.mustLogIn(req);
      return { status: 204 };
    }),
    route('POST', '/api/auth/forgot-password', refuse(DEMO_MESSAGES.noEmail)),
    route('POST', '/api/auth/reset-password', refuse(DEMO_MESSAGES.noEmail)),
    route('POST', '/api/user/:id/change-password', refuse(DEMO_MESSAGES.noPasswords)),
  ];
}
