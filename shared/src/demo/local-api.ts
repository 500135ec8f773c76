// Demo mode's API: the calls the web app makes to /api, answered from the local store (browser
// storage) with the API's rules, schemas and messages, so the same screens work with no server.
// A missing id answers the local fallback's own words ('Get failed, cannot find entity …').
// Nothing here reads a browser global: the store and the clock are handed in.
import type { z } from 'zod';
import { ADMIN_EDITABLE, SELF_EDITABLE, USER_MESSAGES, toPublicUser } from '../user-rules';
import { PLAN_LIMITS } from '../constants';
import { DEMO_TEXTS as DEMO_MESSAGES } from './texts';
import { RESERVED_NAME_MESSAGE, isReservedName } from '../reserved-names';
import {
  AUTH_MESSAGES,
  LIBRARY_PAGE_DEFAULT,
  fieldErrors,
  libraryFilterSchema,
  listUsersQuerySchema,
  newLibraryItemSchema,
  notificationPageQuerySchema,
  notificationsThroughSchema,
  demoSignupSchema,
  updateLibraryItemSchema,
  updateUserSchema,
  type LibraryItem,
  type LibraryItemFields,
  type NewNotification,
  type Notification,
  type User,
} from '../schemas';
import {
  LIBRARY_MESSAGES,
  LibraryRuleError,
  assertCanEdit,
  assertMove,
  assertTypeKept,
  authorOf,
  bodyFor,
  canSee,
  linkedItemId,
  linksToSave,
  mayEverChange,
  mediaUrlsOf,
  reviewNotices,
  scopeOf,
  shownOwner,
  withOneMainImage,
} from '../library-rules';
import { seedItemRows } from '../library-seed-items';
import { queryLibrary } from './library-query';
import { EntityNotFoundError, LIBRARY_ID_LENGTH, type LocalStore } from './local-store';

/** The collections the demo keeps. */
export const COLLECTIONS = { user: 'user', item: 'libraryItem', notification: 'notification' } as const;

/** The demo's admin: log in as 'admin' to review what others publish. */
export const DEMO_ADMIN = {
  _id: 'admin',
  username: 'admin',
  fullname: 'HandyQ Admin',
  email: 'admin@demo.handyq.app',
} as const;

/** The token of a demo login: it only names the user (the demo never touches a real account). */
export const demoToken = (userId: string) => `demo.${userId}`;
const userIdOf = (token: string | null) => (token?.startsWith('demo.') ? token.slice(5) : undefined);

export interface LocalRequest {
  method: string;
  /** The path after /api/, without the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The bearer token sent, if any. */
  token: string | null;
}

export interface LocalResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  507: 'Insufficient Storage',
};

/** An answer with the API's error body; `err` for the forms that show it as is. */
class LocalHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { fields?: Record<string, string>; err?: string } = {},
  ) {
    super(message);
  }
}

/** Parses with the shared schema, or answers 400 naming the fields, as the API's pipe does. */
function parse<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error, where);
  const first = Object.values(fields)[0];
  throw new LocalHttpError(400, first ?? `Invalid ${where}`, { fields, err: first });
}

/** An item as kept on the device: its owner by id only (the name is joined at answer time). */
type StoredItem = Omit<LibraryItem, 'owner' | 'author'> & { owner: { _id: string } };
type StoredUser = User;

export interface LocalApiOptions {
  now?: () => number;
  /** Told the stored files (`/api/media/…`) nothing points to any more, to free their space. */
  dropMedia?: (urls: string[]) => void;
}

export interface LocalApi {
  handle(req: LocalRequest): Promise<LocalResponse>;
  /** The logged-in user of a token (undefined when none, or gone). */
  viewerOf(token: string | null): Promise<User | undefined>;
  /** Its storage was emptied: the next call seeds it afresh. */
  forget(): void;
}

/** Seeds the demo's admin and the starter library the first time this device runs the demo. */
function seedOnce(store: LocalStore): void {
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

/** A new account's fields, the API's defaults (the stock picture, score 10000, Basic). */
function newUserFields(email: string, fullname: string): Omit<StoredUser, '_id'> {
  return {
    fullname,
    username: email.split('@')[0] || email,
    email,
    isAdmin: false,
    imgUrl: '/api/avatars/default.svg',
    instagram: '',
    facebook: '',
    youtube: '',
    website: '',
    other: '',
    bio: '',
    score: 10000,
    plan: { tier: 'basic' },
    generalSettings: { voiceURI: 'default' },
    settings: {},
    favorites: {},
    notifications: [],
    version: 1,
  };
}

export function createLocalApi(store: LocalStore, options: LocalApiOptions = {}): LocalApi {
  const now = options.now ?? Date.now;
  let seeded = false;
  const ready = () => {
    if (!seeded) seedOnce(store);
    seeded = true;
  };

  /** Frees the files that `before` pointed to and `after` no longer does. */
  const dropUnused = (before: string[], after: string[] = []) => {
    const gone = before.filter((url) => url.startsWith('/api/media/') && !after.includes(url));
    if (gone.length) options.dropMedia?.(gone);
  };

  const users = () => store.query<StoredUser>(COLLECTIONS.user);
  const items = () => store.query<StoredItem>(COLLECTIONS.item);
  const notices = () => store.query<Notification & { _id: string; userId: string }>(COLLECTIONS.notification);

  async function viewerOf(token: string | null): Promise<User | undefined> {
    ready();
    const id = userIdOf(token);
    return id ? (await users()).find((u) => u._id === id) : undefined;
  }

  /** The logged-in user, or 401 (a token for a deleted user logs the browser out). */
  async function mustLogIn(req: LocalRequest): Promise<User> {
    const viewer = await viewerOf(req.token);
    if (!viewer) throw new LocalHttpError(401, DEMO_MESSAGES.loginFirst);
    return viewer;
  }

  /** A stored entity, or the local fallback's 404 for its action. */
  async function find<T extends { _id: string }>(
    collection: string,
    id: string,
    action: 'Get' | 'Update' | 'Remove',
  ): Promise<T> {
    const list = await store.query<T>(collection);
    const found = list.find((e) => e._id === id);
    if (!found) throw new EntityNotFoundError(action, id, collection);
    return found;
  }

  /** An item as the API answers it: the owner as shown (joined from the user now; `everyone`
   * when the caller has the users already). */
  async function answerItem(
    item: StoredItem,
    withAuthor: boolean,
    everyone?: StoredUser[],
  ): Promise<LibraryItem> {
    const owner = (everyone ?? (await users())).find((u) => u._id === item.owner._id);
    const shown = shownOwner({
      _id: item.owner._id,
      fullname: owner?.fullname ?? 'A former member',
      isAdmin: owner?.isAdmin ?? false,
    });
    return {
      ...item,
      owner: shown,
      ...(withAuthor ? { author: authorOf(owner, item.authorInfo) } : {}),
    } as LibraryItem;
  }

  /** An item the viewer may see (a hidden one is as missing as one that never was). */
  async function visibleItem(viewer: User | undefined, id: string, action: 'Get' | 'Update' | 'Remove') {
    const item = await find<StoredItem>(COLLECTIONS.item, id, action);
    if (!canSee(viewer, item)) throw new EntityNotFoundError(action, id, COLLECTIONS.item);
    return item;
  }

  /** The links the save keeps (linksToSave: tutorials the user may link to); 400 naming any other. */
  async function checkedLinks(
    viewer: User,
    ownerId: string,
    links: LibraryItemFields['links'],
    current?: StoredItem,
  ): Promise<LibraryItemFields['links']> {
    const tutorials = new Map(
      (await items())
        .filter((x) => x.type === 'tutorial')
        .map((t) => [t._id, { id: t._id, title: t.title, status: t.status, ownerId: t.owner._id }]),
    );
    const had = new Set(current?.links.map((l) => linkedItemId(l.url)));
    const kept = linksToSave(links, tutorials, { viewerId: viewer._id, ownerId, had });
    const invalid = Object.keys(kept.invalid);
    if (invalid.length) throw new LocalHttpError(400, LIBRARY_MESSAGES.badLink, { fields: kept.invalid });
    return kept.links;
  }

  async function fieldsToSave(viewer: User, ownerId: string, input: LibraryItemFields, current?: StoredItem) {
    return {
      title: input.title,
      type: input.type,
      feature: input.feature,
      description: input.description,
      body: bodyFor(input.type, input.body),
      tags: input.tags,
      links: await checkedLinks(viewer, ownerId, input.links, current),
      externalLinks: input.externalLinks,
      videoData: input.videoData,
      imgData: withOneMainImage(input.imgData),
      authorInfo: input.authorInfo,
    };
  }

  async function addNotice(userId: string, notice: NewNotification, byUserId: string) {
    const notification: Omit<Notification, '_id'> & { userId: string } = {
      userId,
      txt: notice.txt,
      link: notice.link,
      isRead: false,
      createdAt: now(),
      byUserId,
      ...(notice.type ? { type: notice.type } : {}),
      ...(notice.itemId ? { itemId: notice.itemId } : {}),
      ...(notice.status ? { status: notice.status } : {}),
    };
    await store.post(COLLECTIONS.notification, notification);
  }

  /** The viewer's notices, newest first (ties by the order they were added). */
  async function noticesOf(viewer: User) {
    const all = await notices();
    return all
      .map((n, i) => ({ n, i }))
      .filter(({ n }) => n.userId === viewer._id)
      .sort((a, b) => b.n.createdAt - a.n.createdAt || b.i - a.i)
      .map(({ n }) => n);
  }

  /** The viewer's notices up to `through` (the newest the page had shown), or all. */
  async function noticesThrough(viewer: User, through?: string) {
    const mine = await noticesOf(viewer);
    const at = through ? mine.findIndex((n) => n._id === through) : 0;
    return at < 0 ? [] : mine.slice(at);
  }

  type Handler = (req: LocalRequest, params: string[]) => Promise<LocalResponse>;
  const ok = (body: unknown, status = 200): LocalResponse => ({ status, body });

  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^auth\/signup$/,
      async (req) => {
        const input = parse(demoSignupSchema, req.body, 'body');
        const all = await users();
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
        const user = await store.post<StoredUser>(COLLECTIONS.user, { ...fields, username });
        return ok({ user, token: demoToken(user._id) }, 201);
      },
    ],
    [
      'POST',
      /^auth\/login$/,
      async (req) => {
        // The local fallback's login: the username (or the email) names the account, and no
        // password is checked: demo data is never a real account.
        const body = (req.body ?? {}) as { email?: unknown };
        const name = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (!name)
          throw new LocalHttpError(400, DEMO_MESSAGES.loginMissing, { err: DEMO_MESSAGES.loginMissing });
        const user = (await users()).find(
          (u) => u.username.toLowerCase() === name || u.email.toLowerCase() === name,
        );
        if (!user) throw new LocalHttpError(401, DEMO_MESSAGES.noUser, { err: DEMO_MESSAGES.noUser });
        return ok({ user, token: demoToken(user._id) });
      },
    ],
    ['GET', /^auth\/me$/, async (req) => ok(await mustLogIn(req))],
    ['POST', /^auth\/logout$/, async () => ({ status: 204 })],
    [
      'POST',
      /^auth\/(forgot|reset)-password$/,
      async () => {
        throw new LocalHttpError(400, DEMO_MESSAGES.noEmail, { err: DEMO_MESSAGES.noEmail });
      },
    ],
    ['GET', /^plans$/, async () => ok({ trialMode: true, limits: PLAN_LIMITS })],
    [
      'GET',
      /^user$/,
      async (req) => {
        const viewer = await mustLogIn(req);
        if (!viewer.isAdmin) throw new LocalHttpError(403, USER_MESSAGES.adminsOnly);
        const q = parse(listUsersQuerySchema, Object.fromEntries(req.query), 'query');
        const all = await users();
        const from = q.after ? all.findIndex((u) => u._id === q.after) + 1 : 0;
        const page = all.slice(from, from + q.limit);
        const last = page.at(-1);
        const more = from + q.limit < all.length && last;
        return {
          status: 200,
          body: page,
          headers: more
            ? { Link: `</api/user?limit=${q.limit}&after=${encodeURIComponent(last._id)}>; rel="next"` }
            : {},
        };
      },
    ],
    [
      'GET',
      /^user\/([^/]+)$/,
      async (req, [id]) => {
        const viewer = await viewerOf(req.token);
        const user = await find<StoredUser>(COLLECTIONS.user, id!, 'Get');
        return ok(viewer && (viewer._id === id || viewer.isAdmin) ? user : toPublicUser(user));
      },
    ],
    [
      'PUT',
      /^user\/([^/]+)$/,
      async (req, [id]) => {
        const viewer = await mustLogIn(req);
        if (viewer._id !== id && !viewer.isAdmin) throw new LocalHttpError(403, USER_MESSAGES.notYours);
        const input = parse(updateUserSchema, req.body, 'body');
        const current = await find<StoredUser>(COLLECTIONS.user, id!, 'Update');
        if (current.version !== input.version) throw new LocalHttpError(409, USER_MESSAGES.stale);
        const next: StoredUser = { ...current };
        const set = (k: (typeof SELF_EDITABLE)[number] | (typeof ADMIN_EDITABLE)[number]) => {
          if (input[k] !== undefined) (next as Record<string, unknown>)[k] = input[k];
        };
        SELF_EDITABLE.forEach(set);
        if (viewer.isAdmin) ADMIN_EDITABLE.forEach(set);
        else if (input.plan?.tier === 'basic') next.plan = { tier: 'basic' };
        if (next.fullname !== current.fullname && !next.isAdmin && isReservedName(next.fullname)) {
          throw new LocalHttpError(400, RESERVED_NAME_MESSAGE, {
            fields: { fullname: RESERVED_NAME_MESSAGE },
          });
        }
        next.version = current.version + 1;
        const saved = await store.put(COLLECTIONS.user, next);
        dropUnused([current.imgUrl], [saved.imgUrl]);
        return ok(saved);
      },
    ],
    [
      'DELETE',
      /^user\/([^/]+)$/,
      async (req, [id]) => {
        const viewer = await mustLogIn(req);
        if (viewer._id !== id && !viewer.isAdmin) throw new LocalHttpError(403, USER_MESSAGES.notYours);
        const gone = await find<StoredUser>(COLLECTIONS.user, id!, 'Remove');
        // Its items and notices go with the account, as on the server.
        for (const item of (await items()).filter((i) => i.owner._id === id)) {
          await store.remove(COLLECTIONS.item, item._id);
          dropUnused(mediaUrlsOf(item));
        }
        for (const n of (await notices()).filter((x) => x.userId === id)) {
          await store.remove(COLLECTIONS.notification, n._id);
        }
        await store.remove(COLLECTIONS.user, id!);
        dropUnused([gone.imgUrl]);
        return ok({ message: 'Account deleted' });
      },
    ],
    [
      'POST',
      /^user\/([^/]+)\/change-password$/,
      async () => {
        throw new LocalHttpError(400, DEMO_MESSAGES.noPasswords, { err: DEMO_MESSAGES.noPasswords });
      },
    ],
    [
      'GET',
      /^libraryItem$/,
      async (req) => {
        const viewer = await viewerOf(req.token);
        const q = parse(libraryFilterSchema, Object.fromEntries(req.query), 'query');
        const scope = scopeOf(viewer, q.status);
        const inScope = (await items()).filter(
          (item) =>
            !scope.statuses ||
            scope.statuses.includes(item.status) ||
            (scope.alsoOwnedBy !== undefined && item.owner._id === scope.alsoOwnedBy),
        );
        // The users are read once for the whole list, not once per item.
        const everyone = await users();
        const answered = await Promise.all(inScope.map((item) => answerItem(item, false, everyone)));
        const found = queryLibrary(answered, q);
        // The cursor of the demo is where the next page starts.
        const from = q.cursor === undefined ? 0 : Number(q.cursor);
        if (!Number.isInteger(from) || from < 0) {
          throw new LocalHttpError(400, LIBRARY_MESSAGES.badCursor, {
            fields: { cursor: LIBRARY_MESSAGES.badCursor },
          });
        }
        const limit = q.limit ?? LIBRARY_PAGE_DEFAULT;
        const page = found.slice(from, from + limit);
        const headers: Record<string, string> = {};
        if (from + limit < found.length) {
          const next = new URLSearchParams(req.query);
          next.set('cursor', String(from + limit));
          headers.Link = `</api/libraryItem?${next.toString()}>; rel="next"`;
        }
        return { status: 200, body: page, headers };
      },
    ],
    [
      'GET',
      /^libraryItem\/([^/]+)$/,
      async (req, [id]) =>
        ok(await answerItem(await visibleItem(await viewerOf(req.token), id!, 'Get'), true)),
    ],
    [
      'POST',
      /^libraryItem$/,
      async (req) => {
        const viewer = await mustLogIn(req);
        const input = parse(newLibraryItemSchema, req.body, 'body');
        const fields = await fieldsToSave(viewer, viewer._id, input);
        const saved = await store.post<StoredItem>(
          COLLECTIONS.item,
          {
            ...fields,
            status: 'private',
            owner: { _id: viewer._id },
            createdAt: now(),
            msgs: [],
            version: 1,
          },
          LIBRARY_ID_LENGTH,
        );
        return ok(await answerItem(saved, true), 201);
      },
    ],
    [
      'PUT',
      /^libraryItem\/([^/]+)$/,
      async (req, [id]) => {
        const viewer = await mustLogIn(req);
        const item = await visibleItem(viewer, id!, 'Update');
        if (!mayEverChange(viewer, item)) throw new LocalHttpError(403, LIBRARY_MESSAGES.notYours);
        const input = parse(updateLibraryItemSchema, req.body, 'body');
        if (item.version !== input.version) throw new LocalHttpError(409, LIBRARY_MESSAGES.stale);
        assertMove(viewer, item, input.status);
        assertTypeKept(item, input.type);
        const fields = await fieldsToSave(viewer, item.owner._id, input, item);
        const saved = await store.put<StoredItem>(COLLECTIONS.item, {
          ...item,
          ...fields,
          status: input.status,
          version: item.version + 1,
        });
        dropUnused(mediaUrlsOf(item), mediaUrlsOf(saved));
        const answer = await answerItem(saved, true);
        if (item.status !== input.status) {
          const change = {
            item: answer,
            from: item.status,
            to: input.status,
            by: { _id: viewer._id, fullname: viewer.fullname, isAdmin: viewer.isAdmin },
            reason: input.reason,
          };
          for (const { userId, notification } of reviewNotices(change, DEMO_ADMIN._id)) {
            await addNotice(userId, notification, viewer._id);
          }
        }
        return ok(answer);
      },
    ],
    [
      'DELETE',
      /^libraryItem\/([^/]+)$/,
      async (req, [id]) => {
        const viewer = await mustLogIn(req);
        const item = await visibleItem(viewer, id!, 'Remove');
        assertCanEdit(viewer, item);
        await store.remove(COLLECTIONS.item, id!);
        dropUnused(mediaUrlsOf(item));
        return ok({ message: 'Item deleted' });
      },
    ],
    [
      'GET',
      /^notifications$/,
      async (req) => {
        const viewer = await mustLogIn(req);
        const q = parse(notificationPageQuerySchema, Object.fromEntries(req.query), 'query');
        const mine = await noticesOf(viewer);
        const from = q.before ? mine.findIndex((n) => n._id === q.before) + 1 : 0;
        const page = from < 0 ? [] : mine.slice(from, from + q.limit);
        const more = from + q.limit < mine.length;
        return ok(more ? { items: page, next: page.at(-1)!._id } : { items: page });
      },
    ],
    [
      'GET',
      /^notifications\/unread-count$/,
      async (req) => ok({ count: (await noticesOf(await mustLogIn(req))).filter((n) => !n.isRead).length }),
    ],
    [
      'POST',
      /^notifications\/read-all$/,
      async (req) => {
        const viewer = await mustLogIn(req);
        const { through } = parse(notificationsThroughSchema, req.body ?? {}, 'body');
        const unread = (await noticesThrough(viewer, through)).filter((n) => !n.isRead);
        for (const n of unread) await store.put(COLLECTIONS.notification, { ...n, isRead: true });
        return ok({ count: unread.length });
      },
    ],
    [
      'POST',
      /^notifications\/([^/]+)\/read$/,
      async (req, [id]) => {
        const viewer = await mustLogIn(req);
        const n = (await noticesOf(viewer)).find((x) => x._id === id);
        if (!n) throw new EntityNotFoundError('Update', id!, COLLECTIONS.notification);
        await store.put(COLLECTIONS.notification, { ...n, isRead: true });
        return { status: 204 };
      },
    ],
    [
      'DELETE',
      /^notifications$/,
      async (req) => {
        const viewer = await mustLogIn(req);
        const { through } = parse(notificationsThroughSchema, Object.fromEntries(req.query), 'query');
        const gone = await noticesThrough(viewer, through);
        for (const n of gone) await store.remove(COLLECTIONS.notification, n._id);
        return ok({ count: gone.length });
      },
    ],
    [
      'POST',
      /^upload\/video$/,
      async () => {
        throw new LocalHttpError(400, DEMO_MESSAGES.noVideos);
      },
    ],
  ];

  async function handle(req: LocalRequest): Promise<LocalResponse> {
    ready();
    try {
      for (const [method, pattern, handler] of routes) {
        if (method !== req.method) continue;
        const m = pattern.exec(req.path);
        if (m) return await handler(req, m.slice(1).map(decodeURIComponent));
      }
      throw new LocalHttpError(404, DEMO_MESSAGES.noRoute);
    } catch (err) {
      return errorResponse(err);
    }
  }

  return {
    handle,
    viewerOf,
    forget: () => {
      seeded = false;
    },
  };
}

/** The browser refused a write: its storage for this site is full (nothing was written). */
export const isStorageFull = (err: unknown) =>
  (err as { name?: unknown } | null)?.name === 'QuotaExceededError';

/** A failed call as the API's error body. */
function errorResponse(err: unknown): LocalResponse {
  if (isStorageFull(err)) err = new LocalHttpError(507, DEMO_MESSAGES.storageFull);
  const [status, message, extra] =
    err instanceof LocalHttpError
      ? [err.status, err.message, err.extra]
      : err instanceof EntityNotFoundError
        ? [404, err.message, {}]
        : err instanceof LibraryRuleError
          ? [
              err.kind === 'forbidden' ? 403 : 400,
              err.message,
              err.kind === 'invalid' ? { fields: { [err.field ?? 'body']: err.message } } : {},
            ]
          : [500, err instanceof Error ? err.message : String(err), {}];
  return {
    status,
    body: { statusCode: status, error: REASONS[status] ?? 'Internal Server Error', message, ...extra },
  };
}
