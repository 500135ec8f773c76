import { z } from 'zod';

/**
 * The copy of the logged-in user a browser tab keeps: everything of a user but the password,
 * score and plan. JSON field names are the API's (`_id`, `fullname`, `imgUrl`, …).
 */
export const sessionUserSchema = z.object({
  _id: z.string().min(1),
  fullname: z.string(),
  username: z.string().optional(),
  email: z.string(),
  isAdmin: z.boolean(),
  imgUrl: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
