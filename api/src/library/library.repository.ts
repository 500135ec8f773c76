import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ItemStatus, ItemType, LibraryItem } from '@handyq/domain/schemas';
import { DB, type DbHandle } from '../db/database';
import { users } from '../users/users.table';
import { libraryItems, libraryRevision, type ItemFeature, type NewLibraryItemRow } from './library.table';

/** An item as stored, its owner's name and admin flag read from `users` (no `author`). */
export type StoredItem = Omit<LibraryItem, 'author'>;

/** What the fields of an item a save writes (the service decides them). */
export type ItemChanges = Omit<
  NewLibraryItemRow,
  'id' | 'ownerId' | 'createdAt' | 'msgs' | 'version' | 'tagsText'
>;

import type { AuthorProfile, ItemScope, ItemSort, SortKey } from '@handyq/domain/library-rules';

export type { ItemScope, ItemSort, SortKey };

export interface ItemQuery {
  scope: ItemScope;
  txt?: string;
  type?: ItemType;
  tags?: string[];
  /** Owner ids: an item of any of them. */
  authors?: string[];
  author?: string;
  feature?: ItemFeature;
  status?: ItemStatus;
  sort: ItemSort;
  after?: SortKey;
  limit: number;
}

/** An item's own fields, each column under its JSON name. */
const ownColumns = {
  _id: libraryItems.id,
  title: libraryItems.title,
  type: libraryItems.type,
  feature: libraryItems.feature,
  description: libraryItems.description,
  body: libraryItems.body,
  tags: libraryItems.tags,
  links: libraryItems.links,
  externalLinks: libraryItems.externalLinks,
  videoData: libraryItems.videoData,
  imgData: libraryItems.imgData,
  authorInfo: libraryItems.authorInfo,
  status: libraryItems.status,
  createdAt: libraryItems.createdAt,
  msgs: libraryItems.msgs,
  sequence: libraryItems.sequence,
  version: libraryItems.version,
};

const ownerColumns = {
  ownerId: users.id,
  ownerFullname: users.fullname,
  ownerIsAdmin: users.isAdmin,
};

const itemColumns = { ...ownColumns, ...ownerColumns };

/**
 * An item's own fields as one JSON object, written by the database: a list page costs the
 * server no row decoding and no serializing (its JSON names are constants of this file).
 * A list page carries no comments (`msgs`) and no drill's sequence: they are read with the item
 * alone, so neither can grow every list page that shows the item.
 */
const { msgs: _listPagesCarryNoMsgs, sequence: _norSequences, ...listColumns } = ownColumns;
const ownFieldsJson = sql<string>`json_build_object(${sql.join(
  Object.entries(listColumns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
  sql`, `,
)})::text`;

/** `ownJson` (an object from ownFieldsJson) with `owner` added: an item of a list page, as JSON. */
export function itemJsonWithOwner(ownJson: string, owner: StoredItem['owner']): string {
  return `${ownJson.slice(0, ownJson.lastIndexOf('}'))}, "owner" : ${JSON.stringify(owner)}}`;
}

type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] };

/** What an item shows of its owner's profile (authorOf), read with the item in one query. */
const authorColumns = {
  authorFullname: users.fullname,
  authorEmail: users.email,
  authorImgUrl: users.imgUrl,
  authorInstagram: users.instagram,
  authorFacebook: users.facebook,
  authorWebsite: users.website,
  authorYoutube: users.youtube,
  authorBio: users.bio,
};
type ItemWithAuthorRow = ItemRow & {
  [K in keyof typeof authorColumns]: (typeof authorColumns)[K]['_']['data'];
};

function toItem({ ownerId, ownerFullname, ownerIsAdmin, ...item }: ItemRow): StoredItem {
  return { ...item, owner: { _id: ownerId, fullname: ownerFullname, isAdmin: ownerIsAdmin } };
}

/** The id tie-breaker, compared byte-wise on every database (the sort indexes use the same). */
const idKey = sql`(${libraryItems.id} collate "C")`;
/** The title sort key: case-insensitive A–Z, byte-wise after lower(). */
const titleKey = sql`(lower(${libraryItems.title}) collate "C")`;

/** `%txt%` for ILIKE, with the pattern characters in `txt` matched as themselves. */
const containsPattern = (txt: string) => `%${txt.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The tags as `tags_text` stores them (what text search looks into besides the title). */
export const tagsText = (tags: readonly string[]) => tags.join(' ');

@Injectable()
export class LibraryRepository {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  private get db() {
    return this.handle.db;
  }

  private select() {
    return this.db
      .select(itemColumns)
      .from(libraryItems)
      .innerJoin(users, eq(users.id, libraryItems.ownerId));
  }

  /** An item opened (its page, a comment, an edit): built and prepared once. */
  private byIdQuery?: { execute(params: { id: string }): Promise<ItemRow[]> };

  async findById(id: string): Promise<StoredItem | undefined> {
    this.byIdQuery ??= this.select()
      .where(eq(libraryItems.id, sql.placeholder('id')))
      .prepare('library_item_by_id');
    const [row] = await this.byIdQuery.execute({ id });
    return row && toItem(row);
  }

  /** An item as one-item answers give it: with its owner's profile, built and prepared once. */
  private withAuthorQuery?: { execute(params: { id: string }): Promise<ItemWithAuthorRow[]> };

  async findWithAuthor(id: string): Promise<{ item: StoredItem; author: AuthorProfile } | undefined> {
    this.withAuthorQuery ??= this.db
      .select({ ...itemColumns, ...authorColumns })
      .from(libraryItems)
      .innerJoin(users, eq(users.id, libraryItems.ownerId))
      .where(eq(libraryItems.id, sql.placeholder('id')))
      .prepare('library_item_with_author');
    const [row] = await this.withAuthorQuery.execute({ id });
    if (!row) return undefined;
    const {
      authorFullname,
      authorEmail,
      authorImgUrl,
      authorInstagram,
      authorFacebook,
      authorWebsite,
      authorYoutube,
      authorBio,
      ...item
    } = row;
    const author: AuthorProfile = {
      fullname: authorFullname,
      email: authorEmail,
      imgUrl: authorImgUrl,
      instagram: authorInstagram,
      facebook: authorFacebook,
      website: authorWebsite,
      youtube: authorYoutube,
      bio: authorBio,
      isAdmin: item.ownerIsAdmin,
    };
    return { item: toItem(item), author };
  }

  /**
   * One page of items matching `q`, in its sort, after `q.after`, at most `q.limit` long: each
   * as the JSON of its own fields, its owner, and its sort key (to continue after it).
   */
  async list(q: ItemQuery): Promise<{ ownJson: string; owner: StoredItem['owner']; key: SortKey }[]> {
    const where: (SQL | undefined)[] = [];
    const { statuses, alsoOwnedBy } = q.scope;
    if (statuses || alsoOwnedBy) {
      where.push(
        or(
          statuses?.length ? inArray(libraryItems.status, statuses) : undefined,
          alsoOwnedBy ? eq(libraryItems.ownerId, alsoOwnedBy) : undefined,
        ),
      );
    }
    if (q.status) where.push(eq(libraryItems.status, q.status));
    if (q.type) where.push(eq(libraryItems.type, q.type));
    if (q.feature) where.push(eq(libraryItems.feature, q.feature));
    if (q.author) where.push(eq(libraryItems.ownerId, q.author));
    if (q.authors?.length) where.push(inArray(libraryItems.ownerId, q.authors));
    if (q.tags?.length) {
      const wanted = sql.join(
        q.tags.map((t) => sql`${t}`),
        sql`, `,
      );
      where.push(sql`${libraryItems.tags} @> array[${wanted}]::text[]`);
    }
    if (q.txt) {
      const pattern = containsPattern(q.txt);
      where.push(or(ilike(libraryItems.title, pattern), ilike(libraryItems.tagsText, pattern)));
    }

    const { field, dir } = q.sort;
    const keyExpr = field === 'title' ? titleKey : sql`${libraryItems.createdAt}`;
    // The default order is createdAt, newest first.
    const descending = field === 'default' || dir === -1;
    if (q.after) {
      const k = field === 'title' ? sql`(${q.after.key}::text collate "C")` : sql`${q.after.key}::bigint`;
      const i = sql`(${q.after.id}::text collate "C")`;
      where.push(
        descending ? sql`(${keyExpr}, ${idKey}) < (${k}, ${i})` : sql`(${keyExpr}, ${idKey}) > (${k}, ${i})`,
      );
    }
    const order = descending ? desc : asc;
    // The page's ids first (from the indexes and the matching rows), then their whole rows and
    // JSON: only the page's items are read in full and written as JSON, however many match.
    const page = this.db
      .select({ id: libraryItems.id })
      .from(libraryItems)
      .where(and(...where))
      .orderBy(order(keyExpr), order(idKey))
      .limit(q.limit)
      .as('page');
    const rows = await this.db
      .select({
        ownJson: ownFieldsJson,
        ...ownerColumns,
        id: libraryItems.id,
        sortKey: sql<string | number>`${keyExpr}`,
      })
      .from(page)
      .innerJoin(libraryItems, eq(libraryItems.id, page.id))
      .innerJoin(users, eq(users.id, libraryItems.ownerId))
      .orderBy(order(keyExpr), order(idKey));
    return rows.map((row) => ({
      ownJson: row.ownJson,
      owner: { _id: row.ownerId, fullname: row.ownerFullname, isAdmin: row.ownerIsAdmin },
      // node-postgres answers a bigint expression as a string.
      key: { key: field === 'title' ? String(row.sortKey) : Number(row.sortKey), id: row.id },
    }));
  }

  /** Inserts the item unless its id is taken; false when it is. */
  async insert(row: Omit<NewLibraryItemRow, 'tagsText'>): Promise<boolean> {
    const rows = await this.db
      .insert(libraryItems)
      .values({ ...row, tagsText: tagsText(row.tags ?? []) })
      .onConflictDoNothing({ target: libraryItems.id })
      .returning({ id: libraryItems.id });
    return rows.length > 0;
  }

  /** Inserts each item whose id is not there yet; the ids inserted. */
  async insertMissing(rows: Omit<NewLibraryItemRow, 'tagsText'>[]): Promise<string[]> {
    if (!rows.length) return [];
    const inserted = await this.db
      .insert(libraryItems)
      .values(rows.map((row) => ({ ...row, tagsText: tagsText(row.tags ?? []) })))
      .onConflictDoNothing({ target: libraryItems.id })
      .returning({ id: libraryItems.id });
    return inserted.map((r) => r.id);
  }

  /**
   * Writes the changes if the stored version is still `version`, and bumps it. False when the
   * item is gone or its version has moved on.
   */
  async update(id: string, version: number, changes: ItemChanges): Promise<boolean> {
    const set = changes.tags ? { ...changes, tagsText: tagsText(changes.tags) } : changes;
    const rows = await this.db
      .update(libraryItems)
      .set({ ...set, version: sql`${libraryItems.version} + 1` })
      .where(and(eq(libraryItems.id, id), eq(libraryItems.version, version)))
      .returning({ id: libraryItems.id });
    return rows.length > 0;
  }

  /**
   * Appends `msg` to the item's comments, keeping the last `keep`, in one statement (comments
   * added at the same moment are all kept). The version is not bumped: a PUT never writes msgs,
   * so a comment does not make an editor's copy stale. False if the item is gone.
   */
  async appendMsg(id: string, msg: StoredItem['msgs'][number], keep: number): Promise<boolean> {
    const rows = await this.db
      .update(libraryItems)
      .set({
        msgs: sql`(
          select coalesce(jsonb_agg(m.elem order by m.pos), '[]'::jsonb)
          from (
            select elem, pos
            from jsonb_array_elements(
              ${libraryItems.msgs} || jsonb_build_array(${JSON.stringify(msg)}::jsonb)
            ) with ordinality as a(elem, pos)
            order by pos desc
            limit ${keep}
          ) m
        )`,
      })
      .where(eq(libraryItems.id, id))
      .returning({ id: libraryItems.id });
    return rows.length > 0;
  }

  /**
   * Removes the comment `msgId` from the item's comments in one statement (comments added or
   * removed meanwhile are kept or gone as they were). False if there was no such comment.
   */
  async removeMsg(id: string, msgId: string): Promise<boolean> {
    const rows = await this.db
      .update(libraryItems)
      .set({
        msgs: sql`(
          select coalesce(jsonb_agg(m.elem order by m.pos), '[]'::jsonb)
          from jsonb_array_elements(${libraryItems.msgs}) with ordinality as m(elem, pos)
          where m.elem ->> 'id' <> ${msgId}
        )`,
      })
      .where(
        and(
          eq(libraryItems.id, id),
          sql`${libraryItems.msgs} @> jsonb_build_array(jsonb_build_object('id', ${msgId}::text))`,
        ),
      )
      .returning({ id: libraryItems.id });
    return rows.length > 0;
  }

  /**
   * Those of `urls` that some item shows, whatever its status: in its images or its videos (both
   * lists take any stored URL, so each is looked into for every URL, whatever its kind).
   */
  async filesShownAmong(urls: string[]): Promise<string[]> {
    if (!urls.length) return [];
    const entries = sql`jsonb_array_elements(${libraryItems.imgData} || ${libraryItems.videoData})`;
    const shown = this.db
      .select({ url: sql<string>`${entries} ->> 'url'`.as('url') })
      .from(libraryItems)
      .as('shown');
    const rows = await this.db.selectDistinct({ url: shown.url }).from(shown).where(inArray(shown.url, urls));
    return rows.map((row) => row.url);
  }

  /** Deletes the item; false if there was none. */
  async delete(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(libraryItems)
      .where(eq(libraryItems.id, id))
      .returning({ id: libraryItems.id });
    return rows.length > 0;
  }

  /** How many workouts the user owns (any status). */
  /**
   * Runs `fn` in one transaction that holds the lock named `key` until it ends, with this
   * repository working inside it: one such run per key at a time, across API instances too
   * (a PostgreSQL advisory lock). For a check and the write it allows, such as a plan's limit.
   */
  async exclusively<T>(key: string, fn: (repo: LibraryRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      return fn(new LibraryRepository({ ...this.handle, db: tx as unknown as DbHandle['db'] }));
    });
  }

  async countWorkouts(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(libraryItems)
      .where(and(eq(libraryItems.ownerId, ownerId), eq(libraryItems.type, 'workout')));
    return Number(row?.n ?? 0);
  }

  /** The tutorials among these ids, with what deciding whether one may be linked needs. */
  async findTutorials(
    ids: string[],
  ): Promise<{ id: string; title: string; status: ItemStatus; ownerId: string }[]> {
    if (!ids.length) return [];
    return this.db
      .select({
        id: libraryItems.id,
        title: libraryItems.title,
        status: libraryItems.status,
        ownerId: libraryItems.ownerId,
      })
      .from(libraryItems)
      .where(and(inArray(libraryItems.id, ids), eq(libraryItems.type, 'tutorial')));
  }

  /** Read before every list answer: built and prepared once (a named statement on the server). */
  private revisionQuery?: { execute(): Promise<{ rev: number }[]> };

  /** The library's revision: it grows with every change an item list could show. */
  async revision(): Promise<number> {
    this.revisionQuery ??= this.db
      .select({ rev: libraryRevision.rev })
      .from(libraryRevision)
      .where(eq(libraryRevision.id, 1))
      .prepare('library_revision');
    const [row] = await this.revisionQuery.execute();
    return row?.rev ?? 0;
  }

  /** Moves the library's revision on, for a change item lists show that no item write made. */
  async bumpRevision(): Promise<void> {
    await this.db
      .update(libraryRevision)
      .set({ rev: sql`${libraryRevision.rev} + 1` })
      .where(eq(libraryRevision.id, 1));
  }
}
