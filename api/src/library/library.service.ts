import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  LIBRARY_PAGE_DEFAULT,
  type LibraryFilter,
  type LibraryItem,
  type LibraryItemFields,
  type updateLibraryItemSchema,
  type User,
  type WorkoutStep,
} from '@handyq/domain/schemas';
import { ValidationFailedException } from '../common/zod-validation.pipe';
import { DomainEvents } from '../events/domain-events';
import { LIMIT_RULES, type LimitRules } from '../limits/limit-rules';
import { RateLimiter } from '../limits/rate-limiter';
import { PlanLimitsService } from '../plans/plan-limits.service';
import { UsersService } from '../users/users.service';
import {
  LIBRARY_MESSAGES,
  assertCanEdit,
  assertMove,
  assertTypeKept,
  authorOf,
  canSee,
  decodeCursor,
  encodeCursor,
  itemFieldsToSave,
  linkedItemId,
  linksToSave,
  mayEverChange,
  mediaUrlsOf,
  scopeOf,
  shownOwner,
  sortOf,
  stepsToSave,
  type AuthorProfile,
  type Viewer,
} from './library-rules';
import { LibraryListCache } from './library-list-cache';
import type { NewLibraryItemRow } from './library.table';
import { JsonText } from '../common/send-json';
import {
  LibraryRepository,
  itemJsonWithOwner,
  type ItemChanges,
  type ItemQuery,
  type StoredItem,
} from './library.repository';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A new item id: 6 random letters and digits (62^6, about 5.7e10). */
export function newItemId(): string {
  let id = '';
  for (let i = 0; i < 6; i++) id += ID_CHARS[randomInt(ID_CHARS.length)];
  return id;
}

/** Inserts the row under a new random id; that id. */
async function insertWithNewId(
  repo: LibraryRepository,
  row: Omit<NewLibraryItemRow, 'id' | 'tagsText'>,
): Promise<string> {
  // A random id is taken about once in tens of billions: try another.
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = newItemId();
    if (await repo.insert({ id, ...row })) return id;
  }
  throw new Error('No free library item id after 5 attempts');
}

/** A PUT body as the validation pipe gives it. */
export type ItemUpdate = z.output<typeof updateLibraryItemSchema>;

/**
 * A page of items as the list answers it: a JSON array (written by the database, see
 * LibraryRepository.list), how many items, and, when there are more, the next page's cursor.
 */
export interface ItemPage {
  json: JsonText;
  count: number;
  next?: string;
}

/** An item as one-item answers give it: the owner as shown, and its author's shared profile. */
function answerOf({ item, author }: { item: StoredItem; author: AuthorProfile }): LibraryItem {
  return { ...item, owner: shownOwner(item.owner), author: authorOf(author, item.authorInfo) };
}

@Injectable()
export class LibraryService {
  constructor(
    private readonly repo: LibraryRepository,
    private readonly users: UsersService,
    private readonly planLimits: PlanLimitsService,
    private readonly events: DomainEvents,
    private readonly listCache: LibraryListCache,
    private readonly limits: RateLimiter,
    @Inject(LIMIT_RULES) private readonly rules: LimitRules,
  ) {}

  /** The items the viewer may see that match the filter, one page of them (no `author`), as JSON. */
  async list(viewer: Viewer, q: LibraryFilter): Promise<ItemPage> {
    const sort = sortOf(q);
    const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor, sort);
    if (q.cursor !== undefined && !after) {
      throw new ValidationFailedException('query', { cursor: LIBRARY_MESSAGES.badCursor });
    }
    const query: ItemQuery = {
      scope: scopeOf(viewer, q.status),
      txt: q.txt || undefined,
      type: q.type,
      tags: q.tags,
      authors: q.authors,
      author: q.author || undefined,
      feature: q.feature,
      status: q.status,
      sort,
      after,
      limit: q.limit ?? LIBRARY_PAGE_DEFAULT,
    };
    // The query says everything the page depends on (the viewer only through its scope).
    return this.listCache.get(query, () => this.loadPage(query));
  }

  private async loadPage(query: ItemQuery): Promise<ItemPage> {
    const { limit, sort } = query;
    const rows = await this.repo.list({ ...query, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const json = new JsonText(
      `[${page.map((row) => itemJsonWithOwner(row.ownJson, shownOwner(row.owner))).join(',')}]`,
    );
    const last = page.at(-1);
    const next = rows.length > limit && last ? encodeCursor(sort, last.key) : undefined;
    return { json, count: page.length, ...(next ? { next } : {}) };
  }

  /** One item the viewer may see, with what its author shares; 404 otherwise. */
  async get(viewer: Viewer, id: string): Promise<LibraryItem> {
    const found = await this.repo.findWithAuthor(id);
    if (!found || !canSee(viewer, found.item)) throw new NotFoundException(LIBRARY_MESSAGES.notFound);
    return answerOf(found);
  }

  /**
   * A new item of the caller's: private, version 1, now. Links are checked and labelled, one
   * image is main, and a workout counts against the caller's plan.
   */
  async create(viewer: User, input: LibraryItemFields): Promise<LibraryItem> {
    const fields = await this.fieldsToSave(viewer, viewer._id, input);
    // counted once the input is known good: a refused form costs no place (ITEM_CREATE_LIMIT)
    await this.limits.take(this.rules.itemCreate, viewer._id);
    const row = {
      ...fields,
      status: 'private' as const,
      ownerId: viewer._id,
      createdAt: Date.now(),
      msgs: [],
      version: 1,
    };
    // A workout is counted and added under the owner's lock: two at the same moment cannot
    // both pass the plan's limit.
    const id =
      input.type === 'workout'
        ? await this.repo.exclusively(`workouts:${viewer._id}`, async (repo) => {
            this.planLimits.assertCanAddWorkout(viewer, await repo.countWorkouts(viewer._id));
            return insertWithNewId(repo, row);
          })
        : await insertWithNewId(this.repo, row);
    return answerOf(await this.stored(id));
  }

  /**
   * Saves the whole item (owner, createdAt, msgs and _id are the server's: not in the input)
   * with a status move if `status` differs (library-rules.ts assertMove), when `version` is the
   * stored one. Order of refusals: 404 (not visible), 403 (neither owner nor admin), 409
   * (stale), 403/400 (the move or the edit), 400 (type change, body, links).
   */
  async update(viewer: User, id: string, input: ItemUpdate): Promise<LibraryItem> {
    const item = await this.visible(viewer, id);
    if (!mayEverChange(viewer, item)) throw new ForbiddenException(LIBRARY_MESSAGES.notYours);
    if (item.version !== input.version) throw new ConflictException(LIBRARY_MESSAGES.stale);
    assertMove(viewer, item, input.status);
    assertTypeKept(item, input.type);
    const fields = await this.fieldsToSave(viewer, item.owner._id, input, item);
    if (!(await this.repo.update(id, input.version, { ...fields, status: input.status }))) {
      if (await this.repo.findById(id)) throw new ConflictException(LIBRARY_MESSAGES.stale);
      throw new NotFoundException(LIBRARY_MESSAGES.notFound);
    }
    const saved = answerOf(await this.stored(id));
    if (item.status !== input.status) {
      await this.events.publish('item.status-changed', {
        item: saved,
        from: item.status,
        to: input.status,
        by: { _id: viewer._id, fullname: viewer.fullname, isAdmin: viewer.isAdmin },
        reason: input.reason,
      });
    }
    return saved;
  }

  /** The owner while private, or an admin. */
  async remove(viewer: User, id: string): Promise<void> {
    const item = await this.visible(viewer, id);
    assertCanEdit(viewer, item);
    if (!(await this.repo.delete(id))) throw new NotFoundException(LIBRARY_MESSAGES.notFound);
    await this.events.publish('item.deleted', { item, mediaUrls: mediaUrlsOf(item) });
  }

  /**
   * Those of `urls` that some item shows, in its images or its videos, whatever its status (a
   * file in use: never swept).
   */
  filesShownAmong(urls: string[]): Promise<string[]> {
    return this.repo.filesShownAmong(urls);
  }

  /** The item if the viewer may see it; the same 404 whether it is missing or hidden. */
  private async visible(viewer: Viewer, id: string): Promise<StoredItem> {
    const item = await this.repo.findById(id);
    if (!item || !canSee(viewer, item)) throw new NotFoundException(LIBRARY_MESSAGES.notFound);
    return item;
  }

  /** An item just written, read back with its owner's profile. */
  private async stored(id: string): Promise<{ item: StoredItem; author: AuthorProfile }> {
    const found = await this.repo.findWithAuthor(id);
    if (!found) throw new NotFoundException(LIBRARY_MESSAGES.notFound);
    return found;
  }

  /**
   * The fields a save writes: the body fits the type, one image is main, and every link is to
   * a tutorial the caller may link to (labelled with its title, once each).
   */
  private async fieldsToSave(
    viewer: User,
    ownerId: string,
    input: LibraryItemFields,
    current?: StoredItem,
  ): Promise<Omit<ItemChanges, 'status'>> {
    const fields = itemFieldsToSave(input, await this.checkedLinks(viewer, ownerId, input.links, current));
    if (!Array.isArray(fields.body) || !fields.body.length) return fields;
    return { ...fields, body: await this.resolvedSteps(viewer, ownerId, fields.body, current) };
  }

  /**
   * A workout's steps with what each runs (stepsToSave): a named favorite's inputs are taken
   * from the author's (the owner's, not an editing admin's) favorites now; 400 naming a step
   * whose name matches none of them.
   */
  private async resolvedSteps(
    viewer: User,
    ownerId: string,
    steps: WorkoutStep[],
    current?: StoredItem,
  ): Promise<WorkoutStep[]> {
    const owner = viewer._id === ownerId ? viewer : await this.users.findById(ownerId);
    const had = Array.isArray(current?.body) ? current.body : [];
    const kept = stepsToSave(steps, owner?.favorites, had);
    if (Object.keys(kept.invalid).length) throw new ValidationFailedException('body', kept.invalid);
    return kept.steps;
  }

  /** The links the save keeps (linksToSave: tutorials the caller may link to); 400 naming any other. */
  private async checkedLinks(
    viewer: User,
    ownerId: string,
    links: LibraryItemFields['links'],
    current?: StoredItem,
  ): Promise<LibraryItemFields['links']> {
    const ids = [...new Set(links.map((l) => linkedItemId(l.url)))];
    const tutorials = new Map((await this.repo.findTutorials(ids)).map((t) => [t.id, t]));
    const had = new Set(current?.links.map((l) => linkedItemId(l.url)));
    const kept = linksToSave(links, tutorials, { viewerId: viewer._id, ownerId, had });
    if (Object.keys(kept.invalid).length) throw new ValidationFailedException('body', kept.invalid);
    return kept.links;
  }
}
