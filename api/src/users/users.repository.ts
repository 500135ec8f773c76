import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Notification, User } from '@handyq/domain/schemas';
import { NOTICES_IN_USER } from '@handyq/domain/user-rules';
import { PG_ERRORS, isPgError } from '../common/pg-error';
import { DB, type DbHandle } from '../db/database';
import { revokedTokens } from '../auth/auth.table';
import { notifications } from '../notifications/notifications.table';
import { users, type NewUserRow } from './users.table';

export { NOTICES_IN_USER };

/**
 * The user's newest notices as the user answer shows them, read in the same statement (a
 * read-only view of the notifications module's table, which alone writes it). The outer row is
 * named in full: inside the subquery a bare "id" would be the notice's.
 */
const newestNotices = sql<Notification[]>`(
  select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
    '_id', n.id, 'txt', n.txt, 'link', n.link, 'isRead', n.is_read, 'createdAt', n.created_at,
    'byUserId', n.by_user_id, 'type', n.type, 'itemId', n.item_id, 'status', n.status
  )) order by n.seq desc), '[]'::jsonb)
  from (
    select * from ${notifications} where ${notifications.userId} = "users"."id"
    order by ${notifications.seq} desc limit ${sql.raw(String(NOTICES_IN_USER))}
  ) n
)`;

/** Every column but the password hash, as the API's JSON names it. */
const userColumns = {
  _id: users.id,
  fullname: users.fullname,
  username: users.username,
  email: users.email,
  isAdmin: users.isAdmin,
  imgUrl: users.imgUrl,
  instagram: users.instagram,
  facebook: users.facebook,
  youtube: users.youtube,
  website: users.website,
  other: users.other,
  bio: users.bio,
  score: users.score,
  plan: users.plan,
  generalSettings: users.generalSettings,
  settings: users.settings,
  favorites: users.favorites,
  notifications: newestNotices,
  version: users.version,
};

/** What a password check needs: the hash leaves this file only for verification. */
export interface Credentials {
  id: string;
  passwordHash: string;
}

/** The fields an update writes (the service decides which the caller may set). */
export type UserChanges = Partial<Omit<User, '_id' | 'email' | 'version' | 'notifications'>>;

/** Another account has this email (any case). */
export class EmailTakenError extends Error {}

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

@Injectable()
export class UsersRepository {
  private forToken?: {
    execute(params: {
      id: string;
      jti: string;
    }): Promise<(User & { tokenVersion: number; revoked: boolean })[]>;
  };

  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  private get db() {
    return this.handle.db;
  }

  /** Inserts a user; EmailTakenError when the email is in use in any case. */
  async create(row: Omit<NewUserRow, 'id' | 'version' | 'tokenVersion' | 'createdAt'>): Promise<User> {
    try {
      const [user] = await this.db.insert(users).values(row).returning(userColumns);
      return user!;
    } catch (err) {
      if (isPgError(err, PG_ERRORS.uniqueViolation)) throw new EmailTakenError();
      throw err;
    }
  }

  async findById(id: string): Promise<User | undefined> {
    const [user] = await this.db.select(userColumns).from(users).where(eq(users.id, id));
    return user;
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const [user] = await this.db.select(userColumns).from(users).where(byEmail(email));
    return user;
  }

  /**
   * The user, the token version their tokens must carry, and whether the token `jti` was logged
   * out (auth's revoked_tokens): what every authenticated request checks, in one round trip,
   * built and prepared once.
   */
  async findForToken(
    id: string,
    jti: string,
  ): Promise<{ user: User; tokenVersion: number; revoked: boolean } | undefined> {
    this.forToken ??= this.db
      .select({
        ...userColumns,
        tokenVersion: users.tokenVersion,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_for_token');
    const [row] = await this.forToken.execute({ id, jti });
    if (!row) return undefined;
    const { tokenVersion, revoked, ...user } = row;
    return { user, tokenVersion, revoked };
  }

  /** The token version of a user (to sign a token), undefined if the user is gone. */
  async tokenVersion(id: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, id));
    return row?.tokenVersion;
  }

  async credentialsByEmail(email: string): Promise<Credentials | undefined> {
    const [row] = await this.db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(byEmail(email));
    return row;
  }

  async credentialsById(id: string): Promise<Credentials | undefined> {
    const [row] = await this.db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  /**
   * One page of users in signup order (oldest first; the id breaks a tie), `limit` long, after
   * the user `after`: an empty page when there is no such user (any more), never the first.
   */
  async list(limit: number, after?: string): Promise<User[]> {
    const key = sql`(${users.createdAt}, ${users.id} collate "C")`;
    return this.db
      .select(userColumns)
      .from(users)
      .where(
        after === undefined
          ? undefined
          : sql`${key} > (select a.created_at, a.id collate "C" from ${users} a where a.id = ${after})`,
      )
      .orderBy(asc(users.createdAt), asc(sql`${users.id} collate "C"`))
      .limit(limit);
  }

  /**
   * Writes the changes if the stored version is still `version`, and bumps it. Undefined when
   * the user is gone or the version has moved on.
   */
  async update(id: string, version: number, changes: UserChanges): Promise<User | undefined> {
    const [user] = await this.db
      .update(users)
      .set({ ...changes, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, id), eq(users.version, version)))
      .returning(userColumns);
    return user;
  }

  /** Sets a new password hash and kills every token issued before. False if the user is gone. */
  async setPassword(id: string, passwordHash: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, version: sql`${users.version} + 1` })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /**
   * Replaces a hash of the same password by one with today's parameters, only while `oldHash` is
   * still the stored one (a password changed meanwhile wins). Tokens stay valid: same password.
   */
  async upgradePasswordHash(id: string, oldHash: string, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, id), eq(users.passwordHash, oldHash)));
  }

  /** Makes an existing user an admin (the first admin from the environment). */
  async makeAdmin(id: string): Promise<void> {
    await this.db
      .update(users)
      .set({ isAdmin: true, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, id), eq(users.isAdmin, false)));
  }

  /** Those of `urls` that some account has as its picture. */
  async picturesAmong(urls: string[]): Promise<string[]> {
    if (!urls.length) return [];
    const rows = await this.db
      .selectDistinct({ url: users.imgUrl })
      .from(users)
      .where(inArray(users.imgUrl, urls));
    return rows.map((row) => row.url);
  }

  /** Deletes the user (their reset tokens go with them). False if there was none. */
  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  }

  /**
   * The lead admin: the account with `email` (ADMIN_EMAIL) while it is an admin, else the
   * oldest admin. It owns the seeded items and is told of submissions and unpublishes.
   */
  async leadAdminId(email: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(desc(sql`lower(${users.email}) = ${email.toLowerCase()}`), asc(users.createdAt))
      .limit(1);
    return row?.id;
  }
}
