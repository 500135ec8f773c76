import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { countFavorites } from '@handyq/domain';
import {
  ADMIN_EDITABLE,
  SELF_EDITABLE,
  USER_MESSAGES,
  newUser,
  toPublicUser,
  reservedNamesAmong,
} from '@handyq/domain/user-rules';
import type { ListUsersQuery, PublicUser, UpdateUserInput, User } from '@handyq/domain/schemas';
import { ValidationFailedException } from '../common/zod-validation.pipe';
import { CONFIG, type AppConfig } from '../config';
import { PlanLimitsService } from '../plans/plan-limits.service';
import { DomainEvents } from '../events/domain-events';
import { UsersRepository, type Credentials, type UserChanges } from './users.repository';

export { EmailTakenError } from './users.repository';
export { USER_MESSAGES };

/** What making an account takes; everything else starts at the defaults in UsersService.create. */
export interface NewAccount {
  fullname: string;
  email: string;
  passwordHash: string;
  isAdmin?: boolean;
}

/** Only the user themself or an admin; anyone else -> 403. */
export function assertSelfOrAdmin(viewer: User, id: string): void {
  if (viewer._id !== id && !viewer.isAdmin) throw new ForbiddenException(USER_MESSAGES.notYours);
}

@Injectable()
export class UsersService {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly repo: UsersRepository,
    private readonly planLimits: PlanLimitsService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Makes an account, the one place accounts are made (signup, the first admin), from the
   * shared new-account defaults (newUser: the stock picture, score 10000, the Basic plan, the
   * default voice, the username from the email). EmailTakenError when the email is in use in
   * any case.
   */
  create(input: NewAccount): Promise<User> {
    return this.repo.create({
      ...newUser(input.email, input.fullname),
      passwordHash: input.passwordHash,
      isAdmin: input.isAdmin ?? false,
    });
  }

  /** The user, for the server's own use (no permission checked). */
  findById(id: string): Promise<User | undefined> {
    return this.repo.findById(id);
  }

  findByEmail(email: string): Promise<User | undefined> {
    return this.repo.findByEmail(email);
  }

  /** The password hash of an account, for the auth module only; never answered. */
  credentialsByEmail(email: string): Promise<Credentials | undefined> {
    return this.repo.credentialsByEmail(email);
  }

  credentialsById(id: string): Promise<Credentials | undefined> {
    return this.repo.credentialsById(id);
  }

  /** Sets a new password hash and ends every token issued before (their version is bumped). */
  setPassword(id: string, passwordHash: string): Promise<boolean> {
    return this.repo.setPassword(id, passwordHash);
  }

  /** Stores a rehash of the password the user just logged in with; their tokens stay valid. */
  upgradePasswordHash(id: string, oldHash: string, passwordHash: string): Promise<void> {
    return this.repo.upgradePasswordHash(id, oldHash, passwordHash);
  }

  tokenVersion(id: string): Promise<number | undefined> {
    return this.repo.tokenVersion(id);
  }

  /**
   * A token's holder: the user, the token version their tokens must carry, and whether the token
   * `jti` was logged out, read together (every authenticated request asks).
   */
  findForToken(
    id: string,
    jti: string,
  ): Promise<{ user: User; tokenVersion: number; revoked: boolean } | undefined> {
    return this.repo.findForToken(id, jti);
  }

  /**
   * Makes the account with this email an admin (an operator's explicit act: the CLI
   * `npm run admin:promote -w api -- <email>`), told as `user.updated`. The user, or undefined
   * when no account has it.
   */
  async promoteToAdmin(email: string): Promise<User | undefined> {
    const user = await this.repo.findByEmail(email.toLowerCase());
    if (!user) return undefined;
    if (user.isAdmin) return user;
    await this.repo.makeAdmin(user._id);
    const after = await this.repo.findById(user._id);
    if (after) await this.events.publish('user.updated', { before: user, after });
    return after;
  }

  /** Those of `urls` that some account shows as its picture (a file in use: never swept). */
  picturesAmong(urls: string[]): Promise<string[]> {
    return this.repo.picturesAmong(urls);
  }

  /** Admins only: one page of users and the id to continue after, if there are more. */
  async list(viewer: User, q: ListUsersQuery): Promise<{ users: User[]; next?: string }> {
    if (!viewer.isAdmin) throw new ForbiddenException(USER_MESSAGES.adminsOnly);
    const rows = await this.repo.list(q.limit + 1, q.after);
    const users = rows.slice(0, q.limit);
    return rows.length > q.limit ? { users, next: users.at(-1)?._id } : { users };
  }

  /**
   * The whole user to themself and admins; the public profile to anyone else. One's own record is
   * the one the token check read for this request (the same columns, a moment ago): not read again.
   */
  async get(viewer: User | undefined, id: string): Promise<User | PublicUser> {
    if (viewer?._id === id) return viewer;
    const user = await this.repo.findById(id);
    if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
    return viewer && (viewer._id === id || viewer.isAdmin) ? user : toPublicUser(user);
  }

  /**
   * Writes the fields the viewer may set, if `version` is the stored one (else 409). What the
   * viewer may not set is ignored: a non-admin keeps isAdmin, score and plan (but may cancel
   * Pro back to Basic); nobody changes email, password or _id here. Saving more favorites
   * than the account's plan keeps is refused (403, nothing written). Once saved, `user.updated`
   * tells the rest (the library's lists show the owner's name).
   */
  async update(viewer: User, id: string, input: UpdateUserInput): Promise<User> {
    assertSelfOrAdmin(viewer, id);
    // one's own record as the token check read it for this request; the write below is refused
    // all the same if another has changed it since (its version is compared in the update)
    const current = viewer._id === id ? viewer : await this.repo.findById(id);
    if (!current) throw new NotFoundException(USER_MESSAGES.notFound);
    // A stale copy is refused before any other rule: the caller must reload first anyway.
    if (current.version !== input.version) throw new ConflictException(USER_MESSAGES.stale);
    const changes: UserChanges = {};
    const set = <K extends keyof UserChanges>(k: K) => {
      if (input[k] !== undefined) changes[k] = input[k];
    };
    SELF_EDITABLE.forEach(set);
    if (viewer.isAdmin) {
      ADMIN_EDITABLE.forEach(set);
    } else if (input.plan?.tier === 'basic' && current.plan.tier === 'pro') {
      changes.plan = { tier: 'basic' };
    }
    // A name that passes for the team ('HandyQ', 'Admin', 'Аdmin', …) only on an admin account.
    const isAdminAfter = changes.isAdmin ?? current.isAdmin;
    const reserved = reservedNamesAmong(changes, current, isAdminAfter);
    if (reserved) throw new ValidationFailedException('body', reserved);
    if (changes.favorites) {
      // The account's own plan, as this update leaves it (an admin may upgrade and add at once;
      // a cancel to Basic that also adds is held to Basic), never the admin's.
      const plan = changes.plan ?? current.plan;
      this.planLimits.assertCanSaveSequences(
        { plan },
        countFavorites(current.favorites),
        countFavorites(changes.favorites),
      );
    }
    // The write is guarded by the version too: `current` is exactly what it replaces, so the
    // limit above was checked against the stored favorites.
    const updated = await this.repo.update(id, input.version, changes);
    if (updated) {
      await this.events.publish('user.updated', { before: current, after: updated });
      return updated;
    }
    if (await this.repo.findById(id)) throw new ConflictException(USER_MESSAGES.stale);
    throw new NotFoundException(USER_MESSAGES.notFound);
  }

  /** The lead admin's id (see UsersRepository.leadAdminId). */
  leadAdminId(): Promise<string | undefined> {
    return this.repo.leadAdminId(this.config.adminEmail);
  }

  /**
   * Deletes the account: its tokens stop working at once (their user is gone); its items,
   * images and notices go with its row; `user.removed` tells the rest (its videos).
   */
  async remove(viewer: User, id: string): Promise<void> {
    assertSelfOrAdmin(viewer, id);
    if (!(await this.repo.delete(id))) throw new NotFoundException(USER_MESSAGES.notFound);
    await this.events.publish('user.removed', { userId: id });
  }
}
