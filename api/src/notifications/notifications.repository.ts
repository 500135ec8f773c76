import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Notification } from '@handyq/domain/schemas';
import { PG_ERRORS, isPgError } from '../common/pg-error';
import { DB, type DbHandle } from '../db/database';
import { notifications, type NotificationRow } from './notifications.table';

/** What a new notice is made of; the repository adds its id and seq. */
export type NewNoticeRow = Omit<NotificationRow, 'id' | 'seq'>;

/** A row as the API answers it: no seq, no userId, nothing null. */
export function toNotification(row: NotificationRow): Notification {
  const n: Notification = {
    _id: row.id,
    txt: row.txt,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt,
  };
  if (row.byUserId !== null) n.byUserId = row.byUserId;
  if (row.type !== null) n.type = row.type;
  if (row.itemId !== null) n.itemId = row.itemId;
  if (row.status !== null) n.status = row.status;
  return n;
}

@Injectable()
export class NotificationsRepository {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  private get db() {
    return this.handle.db;
  }

  /** The seq of one of the user's notices (a subquery: null when it is not theirs or gone). */
  private seqOf(userId: string, id: string): SQL {
    return sql`(select ${notifications.seq} from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.id} = ${id})`;
  }

  /**
   * Stores a notice and drops the user's oldest beyond `keep`, in one statement. Undefined when
   * the user is gone.
   */
  async add(row: NewNoticeRow, keep: number): Promise<NotificationRow | undefined> {
    try {
      const [added] = await this.db.insert(notifications).values(row).returning();
      if (!added) return undefined;
      // Everything older than the user's `keep` newest goes (a list that never grows unbounded).
      await this.db
        .delete(notifications)
        .where(
          and(
            eq(notifications.userId, row.userId),
            lte(
              notifications.seq,
              sql`(select ${notifications.seq} from ${notifications} where ${notifications.userId} = ${row.userId} order by ${notifications.seq} desc offset ${keep} limit 1)`,
            ),
          ),
        );
      return added;
    } catch (err) {
      if (isPgError(err, PG_ERRORS.foreignKeyViolation)) return undefined;
      throw err;
    }
  }

  /** The first page of a user's notices and their unread count (read on every visit): prepared once. */
  private firstPageQuery?: { execute(p: { userId: string; limit: number }): Promise<NotificationRow[]> };
  private unreadQuery?: { execute(p: { userId: string }): Promise<{ n: number }[]> };

  /** Newest first, `limit` of them, older than the notice `before` when given. */
  page(userId: string, limit: number, before?: string): Promise<NotificationRow[]> {
    if (before === undefined) {
      this.firstPageQuery ??= this.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, sql.placeholder('userId')))
        .orderBy(desc(notifications.seq))
        .limit(sql.placeholder('limit'))
        .prepare('notices_first_page');
      return this.firstPageQuery.execute({ userId, limit });
    }
    return this.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          before === undefined ? undefined : lt(notifications.seq, this.seqOf(userId, before)),
        ),
      )
      .orderBy(desc(notifications.seq))
      .limit(limit);
  }

  /** The notices that came after the notice `since`, oldest first, at most `limit`. */
  after(userId: string, since: string, limit: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), gt(notifications.seq, this.seqOf(userId, since))))
      .orderBy(asc(notifications.seq))
      .limit(limit);
  }

  async unreadCount(userId: string): Promise<number> {
    this.unreadQuery ??= this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.isRead, false)))
      .prepare('notices_unread_count');
    const [row] = await this.unreadQuery.execute({ userId });
    return row?.n ?? 0;
  }

  /** False when the user has no such notice. */
  async markRead(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  /** Marks read the user's notices up to the notice `through` (all when undefined); how many. */
  async markAllRead(userId: string, through?: string): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ isRead: true })
      .where(and(this.upTo(userId, through), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** Deletes the user's notices up to the notice `through` (all when undefined); how many. */
  async clear(userId: string, through?: string): Promise<number> {
    const rows = await this.db
      .delete(notifications)
      .where(this.upTo(userId, through))
      .returning({ id: notifications.id });
    return rows.length;
  }

  private upTo(userId: string, through: string | undefined): SQL | undefined {
    return and(
      eq(notifications.userId, userId),
      through === undefined ? undefined : lte(notifications.seq, this.seqOf(userId, through)),
    );
  }
}
