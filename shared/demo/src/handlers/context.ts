// What every domain of the local API works with: the collections kept on the device, who is
// calling, and the injected platform (clock, freeing stored pictures).
import type { LibraryItem, Notification, User } from '@handyq/domain/schemas';
import { EntityNotFoundError, type LocalStore } from '../local-store';
import { DEMO_TEXTS as DEMO_MESSAGES } from '@handyq/domain/demo-texts';
import { LocalHttpError, type LocalRequest } from './http';

/** The collections the demo keeps. */
export const COLLECTIONS = {
  user: 'user',
  item: 'libraryItem',
  notification: 'notification',
  practiceLog: 'practiceLog',
} as const;

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

/** An item as kept on the device: its owner by id only (the name is joined at answer time). */
export type StoredItem = Omit<LibraryItem, 'owner' | 'author'> & { owner: { _id: string } };
export type StoredUser = User;
export type StoredNotice = Notification & { _id: string; userId: string };

/** What the browser does for uploads: read a picture's size and draw it smaller, as the demo keeps it. */
export interface DemoImages {
  /** The picture's size in pixels; throws when the file is not a picture this browser reads. */
  measure(file: Blob): Promise<{ width: number; height: number }>;
  /** The picture drawn at `width` × `height`, as a JPEG data URL. */
  encode(file: Blob, width: number, height: number): Promise<string>;
  /** Keeps a picture's data URL under its id (what `/api/media/<id>` shows). */
  keep(id: string, dataUrl: string): void;
}

export interface LocalApiOptions {
  now?: () => number;
  /** Told the stored files (`/api/media/…`) nothing points to any more, to free their space. */
  dropMedia?: (urls: string[]) => void;
  /** The browser's pictures; without it, a picture upload is refused. */
  images?: DemoImages;
  /** A new id for an uploaded picture (a UUID, as the server's). */
  newMediaId?: () => string;
}

export interface LocalContext {
  store: LocalStore;
  options: LocalApiOptions;
  now(): number;
  users(): Promise<StoredUser[]>;
  items(): Promise<StoredItem[]>;
  notices(): Promise<StoredNotice[]>;
  /** The logged-in user of a token (undefined when none, or gone). */
  viewerOf(token: string | null): Promise<User | undefined>;
  /** The logged-in user, or 401 (a token for a deleted user logs the browser out). */
  mustLogIn(req: LocalRequest): Promise<User>;
  /** A stored entity, or the local fallback's 404 for its action. */
  find<T extends { _id: string }>(
    collection: string,
    id: string,
    action: 'Get' | 'Update' | 'Remove',
  ): Promise<T>;
  /** Frees the files that `before` pointed to and `after` no longer does. */
  dropUnused(before: string[], after?: string[]): void;
}

export function createContext(store: LocalStore, options: LocalApiOptions): LocalContext {
  const users = () => store.query<StoredUser>(COLLECTIONS.user);
  const viewerOf = async (token: string | null) => {
    const id = userIdOf(token);
    return id ? (await users()).find((u) => u._id === id) : undefined;
  };
  return {
    store,
    options,
    now: options.now ?? Date.now,
    users,
    items: () => store.query<StoredItem>(COLLECTIONS.item),
    notices: () => store.query<StoredNotice>(COLLECTIONS.notification),
    viewerOf,
    async mustLogIn(req) {
      const viewer = await viewerOf(req.token);
      if (!viewer) throw new LocalHttpError(401, DEMO_MESSAGES.loginFirst);
      return viewer;
    },
    async find<T extends { _id: string }>(
      collection: string,
      id: string,
      action: 'Get' | 'Update' | 'Remove',
    ) {
      const found = (await store.query<T>(collection)).find((e) => e._id === id);
      if (!found) throw new EntityNotFoundError(action, id, collection);
      return found;
    },
    dropUnused(before, after = []) {
      const gone = before.filter((url) => url.startsWith('/api/media/') && !after.includes(url));
      if (gone.length) options.dropMedia?.(gone);
    },
  };
}
