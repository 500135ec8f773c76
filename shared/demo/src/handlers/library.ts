// Demo mode's /api/libraryItem: lists, items, saves and the review flow, with the library's
// rules (@handyq/domain/library-rules) as the API keeps them.
import {
  LIBRARY_PAGE_DEFAULT,
  libraryFilterSchema,
  newLibraryItemSchema,
  updateLibraryItemSchema,
  type LibraryItem,
  type LibraryItemFields,
  type User,
  type WorkoutStep,
} from '@handyq/domain/schemas';
import * as rules from '@handyq/domain/library-rules';
import { compareKeys, queryLibrary } from '../library-query';
import { EntityNotFoundError, LIBRARY_ID_LENGTH } from '../local-store';
import { COLLECTIONS, DEMO_ADMIN, type LocalContext, type StoredItem, type StoredUser } from './context';
import { LocalHttpError, ok, parse, route, type LocalRoute } from './http';
import { commentRoutes } from './comments';
import { addNotice } from './notifications';

export function libraryRoutes(ctx: LocalContext): LocalRoute[] {
  /** An item as the API answers it: the owner as shown (joined from the user now; `everyone`
   * when the caller has the users already). */
  async function answerItem(
    item: StoredItem,
    withAuthor: boolean,
    everyone?: StoredUser[],
  ): Promise<LibraryItem> {
    const owner = (everyone ?? (await ctx.users())).find((u) => u._id === item.owner._id);
    const shown = rules.shownOwner({
      _id: item.owner._id,
      fullname: owner?.fullname ?? 'A former member',
      isAdmin: owner?.isAdmin ?? false,
    });
    return {
      ...item,
      owner: shown,
      ...(withAuthor ? { author: rules.authorOf(owner, item.authorInfo) } : {}),
    } as LibraryItem;
  }

  /** An item the viewer may see (a hidden one is as missing as one that never was). */
  async function visibleItem(viewer: User | undefined, id: string, action: 'Get' | 'Update' | 'Remove') {
    const item = await ctx.find<StoredItem>(COLLECTIONS.item, id, action);
    if (!rules.canSee(viewer, item)) throw new EntityNotFoundError(action, id, COLLECTIONS.item);
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
      (await ctx.items())
        .filter((x) => x.type === 'tutorial')
        .map((t) => [t._id, { id: t._id, title: t.title, status: t.status, ownerId: t.owner._id }]),
    );
    const had = new Set(current?.links.map((l) => rules.linkedItemId(l.url)));
    const kept = rules.linksToSave(links, tutorials, { viewerId: viewer._id, ownerId, had });
    const invalid = Object.keys(kept.invalid);
    if (invalid.length)
      throw new LocalHttpError(400, rules.LIBRARY_MESSAGES.badLink, { fields: kept.invalid });
    return kept.links;
  }

  /** A workout's steps with what each runs, from the owner's favorites (stepsToSave); 400 naming a step that matches none. */
  async function resolvedSteps(ownerId: string, steps: WorkoutStep[], current?: StoredItem) {
    const owner = (await ctx.users()).find((u) => u._id === ownerId);
    const kept = rules.stepsToSave(steps, owner?.favorites, Array.isArray(current?.body) ? current.body : []);
    const invalid = Object.values(kept.invalid);
    if (invalid.length) throw new LocalHttpError(400, invalid[0]!, { fields: kept.invalid });
    return kept.steps;
  }

  const fieldsToSave = async (
    viewer: User,
    ownerId: string,
    input: LibraryItemFields,
    current?: StoredItem,
  ) => {
    const fields = rules.itemFieldsToSave(input, await checkedLinks(viewer, ownerId, input.links, current));
    if (!Array.isArray(fields.body) || !fields.body.length) return fields;
    return { ...fields, body: await resolvedSteps(ownerId, fields.body, current) };
  };

  return [
    route('GET', '/api/libraryItem', async (req) => {
      const viewer = await ctx.viewerOf(req.token);
      const q = parse(libraryFilterSchema, Object.fromEntries(req.query), 'query');
      const scope = rules.scopeOf(viewer, q.status);
      const inScope = (await ctx.items()).filter(
        (item) =>
          !scope.statuses ||
          scope.statuses.includes(item.status) ||
          (scope.alsoOwnedBy !== undefined && item.owner._id === scope.alsoOwnedBy),
      );
      // The users are read once for the whole list, not once per item.
      const everyone = await ctx.users();
      const answered = await Promise.all(inScope.map((item) => answerItem(item, false, everyone)));
      const found = queryLibrary(answered, q);
      // A page continues after the last item shown (its sort key), as the server's does.
      const sort = rules.sortOf(q);
      const after = q.cursor === undefined ? undefined : rules.decodeCursor(q.cursor, sort);
      if (q.cursor !== undefined && !after) {
        throw new LocalHttpError(400, rules.LIBRARY_MESSAGES.badCursor, {
          fields: { cursor: rules.LIBRARY_MESSAGES.badCursor },
        });
      }
      const rest = after
        ? found.filter((item) => compareKeys(rules.sortKeyOf(item, sort), after, sort) > 0)
        : found;
      const limit = q.limit ?? LIBRARY_PAGE_DEFAULT;
      const page = rest.slice(0, limit);
      const headers: Record<string, string> = {};
      const last = page.at(-1);
      if (rest.length > limit && last) {
        const cursor = rules.encodeCursor(sort, rules.sortKeyOf(last, sort));
        headers.Link = `</api/libraryItem?${rules.nextPageQuery(q, cursor)}>; rel="next"`;
      }
      // a list page carries no comments and no drill's sequence, as the API's (read with the item)
      const body = page.map(({ msgs: _msgs, sequence: _sequence, ...listed }) => listed);
      return { status: 200, body, headers };
    }),
    route('GET', '/api/libraryItem/:id', async (req, [id]) =>
      ok(await answerItem(await visibleItem(await ctx.viewerOf(req.token), id!, 'Get'), true)),
    ),
    route('POST', '/api/libraryItem', async (req) => {
      const viewer = await ctx.mustLogIn(req);
      const input = parse(newLibraryItemSchema, req.body, 'body');
      const fields = await fieldsToSave(viewer, viewer._id, input);
      const saved = await ctx.store.post<StoredItem>(
        COLLECTIONS.item,
        {
          ...fields,
          status: 'private',
          owner: { _id: viewer._id },
          createdAt: ctx.now(),
          msgs: [],
          version: 1,
        },
        LIBRARY_ID_LENGTH,
      );
      return ok(await answerItem(saved, true), 201);
    }),
    route('PUT', '/api/libraryItem/:id', async (req, [id]) => {
      const viewer = await ctx.mustLogIn(req);
      const item = await visibleItem(viewer, id!, 'Update');
      if (!rules.mayEverChange(viewer, item)) throw new LocalHttpError(403, rules.LIBRARY_MESSAGES.notYours);
      const input = parse(updateLibraryItemSchema, req.body, 'body');
      if (item.version !== input.version) throw new LocalHttpError(409, rules.LIBRARY_MESSAGES.stale);
      rules.assertMove(viewer, item, input.status);
      rules.assertTypeKept(item, input.type);
      const fields = await fieldsToSave(viewer, item.owner._id, input, item);
      const saved = await ctx.store.put<StoredItem>(COLLECTIONS.item, {
        ...item,
        ...fields,
        status: input.status,
        version: item.version + 1,
      });
      ctx.dropUnused(rules.mediaUrlsOf(item), rules.mediaUrlsOf(saved));
      const answer = await answerItem(saved, true);
      if (item.status !== input.status) {
        const change = {
          item: answer,
          from: item.status,
          to: input.status,
          by: { _id: viewer._id, fullname: viewer.fullname, isAdmin: viewer.isAdmin },
          reason: input.reason,
        };
        for (const { userId, notification } of rules.reviewNotices(change, DEMO_ADMIN._id)) {
          await addNotice(ctx, userId, notification, viewer._id);
        }
      }
      return ok(answer);
    }),
    route('DELETE', '/api/libraryItem/:id', async (req, [id]) => {
      const viewer = await ctx.mustLogIn(req);
      const item = await visibleItem(viewer, id!, 'Remove');
      rules.assertCanEdit(viewer, item);
      await ctx.store.remove(COLLECTIONS.item, id!);
      ctx.dropUnused(rules.mediaUrlsOf(item));
      return ok({ message: 'Item deleted' });
    }),
    ...commentRoutes(ctx, { visibleItem, answerItem }),
  ];
}
