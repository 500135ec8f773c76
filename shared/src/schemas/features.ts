import { z } from 'zod';
import { TOOL_KEYS } from '../constants';

const inputName = z.string().regex(/^[a-zA-Z]{1,40}$/, 'Unknown input');
const num = z.number().finite().min(-1e6).max(1e6);

/** One tool's settings: a range per input and its starting value (see features.ts). */
export const featureSettingsSchema = z.object({
  inputSettings: z.record(inputName, z.object({ min: num, max: num, step: num.positive() })),
  defaultValues: z.record(inputName, num),
  shapes: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(50).optional(),
});

export const settingsByToolSchema = z.partialRecord(z.enum(TOOL_KEYS), featureSettingsSchema);

/** A saved sequence: its name (trimmed, not empty), when it was made, and the tool's inputs. */
export const favoriteSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name').max(100),
  dateCreated: z.number().int().min(0),
  inputs: z.record(z.string().max(40), z.unknown()),
});
export type FavoriteInput = z.infer<typeof favoriteSchema>;

export const favoritesByToolSchema = z.partialRecord(z.enum(TOOL_KEYS), z.array(favoriteSchema).max(500));

export const NOTIFICATION_TYPES = ['status-changed', 'review', 'info'] as const;

/** A notification in a user's list (newest first). `userId` absent: the acting user's own. */
export const notificationSchema = z.object({
  _id: z.string().min(1).max(100),
  userId: z.string().max(100).optional(),
  txt: z.string().trim().min(1).max(1000),
  link: z.string().max(2048).default(''),
  isRead: z.boolean().default(false),
  createdAt: z.number().int().min(0),
  byUserId: z.string().max(100).optional(),
  type: z.string().max(40).optional(),
  itemId: z.string().max(100).optional(),
  status: z.enum(['private', 'pending', 'public']).optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** POST /api/user/:id/notification: the server sets _id, createdAt, byUserId and isRead. */
export const newNotificationSchema = notificationSchema.pick({
  txt: true,
  link: true,
  type: true,
  itemId: true,
  status: true,
});
export type NewNotification = z.infer<typeof newNotificationSchema>;
