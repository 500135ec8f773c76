import { z } from 'zod';
import { TOOL_KEYS, type FeatureKey, type ToolKey } from '../constants';
import { craftDefaultsSchema, craftSequenceSchema } from './cue-craft';
import { visibleOrEmpty } from '../visible-text';
import { NAME_DIRECTION_MESSAGE, hasDirectionControls, lookAlikeKey } from '../reserved-names';

const UNKNOWN_INPUT = 'Unknown input';
const inputName = z.string().regex(/^[a-zA-Z]{1,40}$/, UNKNOWN_INPUT);
const num = z.number().finite().min(-1e6).max(1e6);

/**
 * Names every object has (constructor, toString, valueOf, hasOwnProperty, __proto__, …) and
 * `prototype`: never a key of a record keyed by names a user sends, so reading such a record by
 * name finds an entry or nothing, never an inherited member.
 */
const OBJECT_MEMBER_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/**
 * A record keyed by input names, none of them an object member name (checked on the input as
 * sent: zod would drop a `__proto__` key without a word).
 */
function inputRecord<V extends z.ZodType>(value: V) {
  return z.preprocess(
    (input, ctx) => {
      if (typeof input !== 'object' || input === null) return input;
      for (const key of Object.keys(input)) {
        if (OBJECT_MEMBER_NAMES.has(key))
          ctx.addIssue({ code: 'custom', path: [key], message: UNKNOWN_INPUT, input });
      }
      return input;
    },
    z.record(inputName, value),
  );
}

/** One tool's settings: a range per input and its starting value (see features.ts). */
export const featureSettingsSchema = z.object({
  inputSettings: inputRecord(z.object({ min: num, max: num, step: num.positive() })),
  defaultValues: inputRecord(num),
  shapes: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(50).optional(),
});

/** Each timer's settings (ranges and starting values), and CueCraft's (what new steps start with). */
export const settingsByToolSchema = z.strictObject({
  ...(Object.fromEntries(TOOL_KEYS.map((tool) => [tool, featureSettingsSchema.optional()])) as Record<
    ToolKey,
    z.ZodOptional<typeof featureSettingsSchema>
  >),
  cueCraft: craftDefaultsSchema.optional(),
});

/** A count or a number of seconds in a favorite (the Coach Kit clamps it into the tool's range). */
const amount = z.number().finite().min(0).max(10_000);
const common = { getReadyTime: amount, numSets: amount, restTime: amount };
const nestedCallout = z.object({ type: z.enum(['none', 'switch', 'both']), afterReps: amount }).partial();
const callout = nestedCallout.extend({ callout: nestedCallout.optional() });

/**
 * What each tool saves as a favorite's `inputs` (shared/cue/src/types.ts). Every field is
 * optional (the Coach Kit reads a favorite leniently, filling in what is missing); unknown
 * fields are dropped; numbers, texts and lists are bounded, so nothing else can be stored.
 */
export const toolInputsSchemas = {
  holdOn: z.object({ ...common, holdTime: amount, calloutStep: amount }).partial(),
  entryBuddy: z.object({ ...common, entryCount: amount, holdTime: amount, timeBetween: amount }).partial(),
  shapeJam: z
    .object({
      ...common,
      numReps: amount,
      shapes: z
        .array(z.object({ shape: z.string().trim().toLowerCase().min(1).max(40), holdTime: amount }))
        .max(50),
    })
    .partial(),
  drillDJ: z
    .object({
      ...common,
      numReps: amount,
      tickSounds: z.boolean(),
      drillType: z.enum(['slide', 'float', 'switch']),
      drillConfigs: z
        .object({
          slide: z
            .object({ slideDownTime: amount, holdTime: amount, slideUpTime: amount, callout })
            .partial(),
          float: z.object({ floatTime: amount, timeBetweenFloats: amount, callout }).partial(),
          switch: z.object({ switchTime: amount, timeBetweenSwitches: amount }).partial(),
        })
        .partial(),
    })
    .partial(),
} satisfies Record<(typeof TOOL_KEYS)[number], z.ZodType>;

/**
 * A saved sequence of one tool: its name (trimmed, with something visible in it), when it was
 * made, its inputs.
 */
export function favoriteSchemaOf<S extends z.ZodType>(inputs: S) {
  return z.object({
    name: z
      .string()
      .trim()
      .overwrite(visibleOrEmpty)
      .min(1, 'Please enter a name')
      .max(100)
      .refine((v) => !hasDirectionControls(v), NAME_DIRECTION_MESSAGE),
    dateCreated: z.number().int().min(0),
    inputs,
  });
}

/** The most favorites one tool keeps. */
export const FAVORITES_PER_TOOL_MAX = 500;

export const DUPLICATE_FAVORITE_MESSAGE = 'Another favorite of this tool has this name';

/**
 * One tool's favorites: at most FAVORITES_PER_TOOL_MAX, their names unique as a reader sees them
 * (trimmed, as stored, and look-alikes one name: 'Wall', 'Wall\u200b' and 'W\u0430ll', which a
 * workout step, picking by name, could mistake). A favorite whose name an earlier one has is
 * refused at its name.
 */
function favoritesListOf<S extends z.ZodType>(inputs: S) {
  return z
    .array(favoriteSchemaOf(inputs))
    .max(FAVORITES_PER_TOOL_MAX)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach(({ name }, i) => {
        const key = lookAlikeKey(name);
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'name'],
            message: DUPLICATE_FAVORITE_MESSAGE,
            input: name,
          });
        }
        seen.add(key);
      });
    });
}

/** What a favorite of each feature keeps: a timer's inputs, or CueCraft's sequence. */
export const favoriteInputsSchemas = {
  ...toolInputsSchemas,
  cueCraft: craftSequenceSchema,
} satisfies Record<FeatureKey, z.ZodType>;

/** Each feature's favorites, its inputs checked by that feature's schema. */
export const favoritesByToolSchema = z.object({
  holdOn: favoritesListOf(favoriteInputsSchemas.holdOn).optional(),
  entryBuddy: favoritesListOf(favoriteInputsSchemas.entryBuddy).optional(),
  shapeJam: favoritesListOf(favoriteInputsSchemas.shapeJam).optional(),
  drillDJ: favoritesListOf(favoriteInputsSchemas.drillDJ).optional(),
  cueCraft: favoritesListOf(favoriteInputsSchemas.cueCraft).optional(),
} satisfies Record<FeatureKey, z.ZodType>);

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

/** The most notifications one page of `GET /api/notifications` holds (and its default). */
export const NOTIFICATION_PAGE_MAX = 100;

/**
 * `GET /api/notifications`: newest first; `before` (a notification's _id) continues after the
 * previous page's last.
 */
export const notificationPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(50),
  before: z.string().min(1).max(100).optional(),
});
export type NotificationPageQuery = z.infer<typeof notificationPageQuerySchema>;

/** One page of the caller's notifications; `next` is the `before` of the following page. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  next: z.string().optional(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });

/**
 * Mark all read, or clear all: only the notifications up to `through` (the newest one the
 * client had shown), so one that arrived after is never marked or cleared unseen. Without it,
 * every notification stored now.
 */
export const notificationsThroughSchema = z.object({
  through: z.string().min(1).max(100).optional(),
});
export type NotificationsThrough = z.infer<typeof notificationsThroughSchema>;
