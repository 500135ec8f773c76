import { z } from 'zod';
import { isCursorText } from '../library-paging';
import { NAME_DIRECTION_MESSAGE, hasDirectionControls } from '../reserved-names';
import { safeHref } from '../links';
import { favoritesByToolSchema, notificationSchema, settingsByToolSchema } from './features';
import { visibleOrEmpty } from '../visible-text';

export const PLAN_TIERS = ['basic', 'pro'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

const text = (max: number) => z.string().max(max);
/** A profile link: empty, or an absolute http(s) URL (never javascript:, data:, …). */
const link = text(2048).refine(
  (v) => v === '' || safeHref(v) !== null,
  'Links must start with http:// or https://',
);

/** Where this app serves a picture: an uploaded image, or the stock avatar. */
export const OWN_IMAGE_URL =
  /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|^\/api\/avatars\/default\.svg$/;
/**
 * A profile picture: empty or one this app serves, so a profile can never make its visitors'
 * browsers call elsewhere (a tracking pixel).
 */
const imageUrl = text(200).refine(
  (v) => v === '' || OWN_IMAGE_URL.test(v),
  'The picture must be one uploaded here',
);

/** Cue volume (speech and ticks): 0 silent to 1, the device's full volume (the default). */
export const CUE_VOLUME = { min: 0, max: 1, default: 1 } as const;
/** Speech rate of the cues: 1 is the voice's normal pace (the default). */
export const SPEECH_RATE = { min: 0.5, max: 2, default: 1 } as const;

/**
 * A user as the API answers it to the user themself or an admin. Never a password
 * or its hash. `version` grows by one on every update; a PUT must send the one it read.
 */
export const userSchema = z.object({
  _id: z.string().min(1).max(100),
  fullname: z.string().trim().overwrite(visibleOrEmpty).min(1).max(100),
  username: text(100),
  email: text(254),
  isAdmin: z.boolean(),
  imgUrl: imageUrl,
  instagram: link,
  facebook: link,
  youtube: link,
  website: link,
  other: link,
  bio: text(2000),
  score: z.int32(),
  plan: z.object({ tier: z.enum(PLAN_TIERS) }),
  generalSettings: z.object({
    voiceURI: text(500),
    /** How loud the timers' cues are, speech and ticks (absent: full). */
    cueVolume: z.number().min(CUE_VOLUME.min).max(CUE_VOLUME.max).optional(),
    /** How fast the timers speak (absent: normal). */
    speechRate: z.number().min(SPEECH_RATE.min).max(SPEECH_RATE.max).optional(),
  }),
  /** Per tool (holdOn, entryBuddy, shapeJam, drillDJ); a tool missing uses the built-ins. */
  settings: settingsByToolSchema,
  /** Tool key -> its saved sequences. */
  favorites: favoritesByToolSchema,
  /** Newest first. */
  notifications: z.array(notificationSchema).max(500),
  version: z.int32().min(1),
});
export type User = z.infer<typeof userSchema>;

/** What anyone (a visitor too) may see of another user. */
export const publicUserSchema = userSchema.pick({
  _id: true,
  fullname: true,
  username: true,
  imgUrl: true,
  bio: true,
  instagram: true,
  facebook: true,
  youtube: true,
  website: true,
  other: true,
  isAdmin: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * PUT /api/user/:id: the whole user object as the browser holds it, with the `version` it
 * read. Fields left out keep their value. Fields the caller may not set (isAdmin, plan other
 * than a Pro -> Basic cancel, score, email, _id; a password never) are ignored by the server.
 */
/** A name the account shows: nothing in it may turn the text around ('\u202EnimdA' shows as 'Admin'). */
const shownName = <T extends z.ZodType<string>>(field: T) =>
  field.refine((v) => !hasDirectionControls(v), NAME_DIRECTION_MESSAGE).optional();

export const updateUserSchema = userSchema.partial().extend({
  fullname: shownName(userSchema.shape.fullname),
  username: shownName(userSchema.shape.username),
  version: z.int32().min(1),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** GET /api/user (admins): one page of users in signup order, oldest first. */
export const listUsersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** The last `_id` of the previous page (the `Link: rel="next"` header carries it). */
  after: z
    .string()
    .min(1)
    .refine((id) => isCursorText(id, 100), 'after is the last id of the previous page')
    .optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

/** A page of `GET /api/user`. */
export const usersPageSchema = z.array(userSchema);
