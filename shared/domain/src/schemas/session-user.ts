import type { z } from 'zod';
// First: a new tab restoring its session loads this module alone (not the schemas entry), and
// zod must not probe for eval under the CSP before its first object schema is made.
import './zod-config';
import { userSchema } from './user';

/**
 * The copy of the logged-in user a browser tab keeps: everything of a user but the password,
 * score and plan. JSON field names are the API's (`_id`, `fullname`, `imgUrl`, …).
 * `_id`, `fullname`, `email` and `isAdmin` are always there; every other user field is kept
 * when present (only password, score, plan and unknown keys are dropped).
 */
export const sessionUserSchema = userSchema
  .omit({ score: true, plan: true })
  .partial()
  .required({ _id: true, fullname: true, email: true, isAdmin: true });
export type SessionUser = z.infer<typeof sessionUserSchema>;
