// Demo mode's API: the calls the web app makes to /api, answered from the local store (browser
// storage) with the API's rules, schemas and messages, so the same screens work with no server.
// One file per domain in handlers/, as the API's modules: auth, users, library, notifications,
// plans, uploads, practice log. A missing id answers the local fallback's own words ('Get failed, cannot find
// entity …'). Nothing here reads a browser global: the store, the clock and the browser's
// pictures are handed in.
import type { User } from '@handyq/domain/schemas';
import type { LocalStore } from './local-store';
import { DEMO_TEXTS as DEMO_MESSAGES } from '@handyq/domain/demo-texts';
import { authRoutes } from './handlers/auth';
import { createContext, type LocalApiOptions } from './handlers/context';
import {
  LocalHttpError,
  errorResponse,
  type LocalRequest,
  type LocalResponse,
  type LocalRoute,
} from './handlers/http';
import { libraryRoutes } from './handlers/library';
import { notificationRoutes } from './handlers/notifications';
import { planRoutes } from './handlers/plans';
import { practiceLogRoutes } from './handlers/practice-log';
import { seedOnce } from './handlers/seed';
import { uploadRoutes } from './handlers/uploads';
import { userRoutes } from './handlers/users';

export {
  COLLECTIONS,
  DEMO_ADMIN,
  demoToken,
  type DemoImages,
  type LocalApiOptions,
} from './handlers/context';
export { isStorageFull, type LocalRequest, type LocalResponse } from './handlers/http';

export interface LocalApi {
  handle(req: LocalRequest): Promise<LocalResponse>;
  /** The logged-in user of a token (undefined when none, or gone). */
  viewerOf(token: string | null): Promise<User | undefined>;
  /** Its storage was emptied: the next call seeds it afresh. */
  forget(): void;
  /** Every route it answers, named as the API names its routes ('PUT /api/user/:id'). */
  routes: readonly string[];
}

export function createLocalApi(store: LocalStore, options: LocalApiOptions = {}): LocalApi {
  const ctx = createContext(store, options);
  let seeded = false;
  const ready = () => {
    if (!seeded) seedOnce(store);
    seeded = true;
  };

  const routes: LocalRoute[] = [
    ...authRoutes(ctx),
    ...planRoutes(),
    ...userRoutes(ctx),
    ...libraryRoutes(ctx),
    ...notificationRoutes(ctx),
    ...uploadRoutes(ctx),
    ...practiceLogRoutes(ctx),
  ];

  async function handle(req: LocalRequest): Promise<LocalResponse> {
    ready();
    try {
      for (const { method, pattern, handler } of routes) {
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
    viewerOf: (token) => {
      ready();
      return ctx.viewerOf(token);
    },
    forget: () => {
      seeded = false;
    },
    routes: routes.map((r) => r.name),
  };
}
