import { z } from 'zod';
import {
  ITEM_FEATURES,
  ITEM_STATUSES,
  ITEM_TYPES,
  LIBRARY_ITEM_LIMITS,
  STORED_FILE_URL,
  FEATURE_KEYS,
  TOOL_KEYS,
  type FeatureKey,
} from '../constants';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '../comment-rules';
import { visibleOrEmpty } from '../visible-text';
import { favoriteInputsSchemas } from './features';
import { craftSequenceSchema } from './cue-craft';

// Library items: drills, tutorials and workouts a user keeps privately and publishes after an
// admin's review. The API validates requests with these schemas and the Library Kit's forms use
// the same ones.

// The item's kinds, statuses and features are plain constants (reading them loads no zod).
export {
  ADMIN_AUTHOR_LABEL,
  ITEM_FEATURES,
  ITEM_STATUSES,
  ITEM_TYPES,
  type ItemFeature,
  type ItemStatus,
  type ItemType,
} from '../constants';
/** Items per page of `GET /api/libraryItem` unless `limit` says otherwise, and the most. */
export const LIBRARY_PAGE_DEFAULT = 100;
export const LIBRARY_PAGE_MAX = 500;

const text = (max: number) => z.string().max(max);
const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^https?:\/\/[^\s]+$/i, 'Links must start with http:// or https://');
/** A file this server stores: an uploaded image (`/api/media/<id>`) or video (`/api/video/<id>`). */
const storedUrl = z.string().max(2048).regex(STORED_FILE_URL, 'Not a file stored here');
const itemPath = z.string().regex(/^\/libraryKit\/libraryItem\/[\w-]{1,40}$/);

/** A tag: trimmed and lowercased, with something visible in it. */
export const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .overwrite(visibleOrEmpty)
  .min(1)
  .max(LIBRARY_ITEM_LIMITS.tagLength);

export const videoDataSchema = z.object({ url: storedUrl, caption: text(300).default('') });
export const imgDataSchema = z.object({
  url: storedUrl,
  caption: text(300).default(''),
  isMain: z.boolean().default(false),
});
/**
 * A workout step: a tool (or CueCraft), the name of one of the author's favorites for it, and
 * what it runs: that favorite's inputs (CueCraft's: its sequence) as they were when the workout
 * was saved, checked by the favorite's schema. A client may send the inputs or leave them out;
 * the API fills them in from the author's favorite of that name. A timer's step with no favorite
 * name and no inputs runs the tool with its usual values; a CueCraft step needs its sequence
 * (`stepsToSave` refuses one that names none).
 */
export const workoutStepSchema = z
  .object({
    feature: z.enum(FEATURE_KEYS),
    favoriteName: z.string().trim().max(100).default(''),
    inputs: z.record(z.string(), z.unknown()).optional(),
  })
  .transform((step, ctx): { feature: FeatureKey; favoriteName: string; inputs?: Record<string, unknown> } => {
    if (step.inputs === undefined) return { feature: step.feature, favoriteName: step.favoriteName };
    const parsed = favoriteInputsSchemas[step.feature].safeParse(step.inputs);
    if (parsed.success) return { ...step, inputs: parsed.data as Record<string, unknown> };
    for (const issue of parsed.error.issues) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: ['inputs', ...issue.path],
        input: step.inputs,
      });
    }
    return z.NEVER;
  })
  // What a step is once read (its inputs checked and cleaned): the shape answers document.
  .pipe(
    z.object({
      feature: z.enum(FEATURE_KEYS),
      favoriteName: z.string(),
      inputs: z.record(z.string(), z.unknown()).optional(),
    }),
  );
export type WorkoutStep = z.output<typeof workoutStepSchema>;
/** A related tutorial; `label` is the tutorial's title (the server sets it). */
export const itemLinkSchema = z.object({ url: itemPath, label: text(200).default('') });
export const externalLinkSchema = z.object({ label: z.string().trim().max(200), url: httpUrl });
export const authorInfoSchema = z.object({
  shareFullname: z.boolean().default(false),
  shareEmail: z.boolean().default(false),
  shareInstagram: z.boolean().default(false),
  shareFacebook: z.boolean().default(false),
  shareWebsite: z.boolean().default(false),
  shareYoutube: z.boolean().default(false),
  sharePicture: z.boolean().default(false),
  shareBio: z.boolean().default(false),
  bio: text(2000).default(''),
});
export type AuthorInfo = z.infer<typeof authorInfoSchema>;

/**
 * What an item shows of its author: only what the author chose to share and has filled in
 * (the server leaves every other field out). An admin-owned item's author is 'HandyQ'.
 */
export const itemAuthorSchema = z.object({
  fullname: z.string().optional(),
  email: z.string().optional(),
  imgUrl: z.string().optional(),
  instagram: z.string().optional(),
  facebook: z.string().optional(),
  website: z.string().optional(),
  youtube: z.string().optional(),
  bio: z.string().optional(),
});
export type ItemAuthor = z.infer<typeof itemAuthorSchema>;

export const itemMsgSchema = z.object({
  id: z.string(),
  by: z.object({ _id: z.string(), fullname: z.string() }),
  txt: z.string(),
  createdAt: z.number().int(),
});

/** The fields an author writes (POST, and PUT with `version` and `status`). */
export const libraryItemFieldsSchema = z.object({
  title: z.string().trim().overwrite(visibleOrEmpty).min(1, 'Title and type are required').max(200),
  type: z.enum(ITEM_TYPES, { error: 'Title and type are required' }),
  feature: z.enum(ITEM_FEATURES).default(''),
  description: text(1000).default(''),
  /** Text, or for a workout its steps. */
  body: z.union([text(20_000), z.array(workoutStepSchema).max(LIBRARY_ITEM_LIMITS.steps)]).default(''),
  tags: z
    .array(tagSchema)
    .max(LIBRARY_ITEM_LIMITS.tags)
    .default([])
    .overwrite((tags) => [...new Set(tags)]),
  links: z.array(itemLinkSchema).max(LIBRARY_ITEM_LIMITS.links).default([]),
  externalLinks: z.array(externalLinkSchema).max(LIBRARY_ITEM_LIMITS.externalLinks).default([]),
  videoData: z.array(videoDataSchema).max(LIBRARY_ITEM_LIMITS.videos).default([]),
  imgData: z.array(imgDataSchema).max(LIBRARY_ITEM_LIMITS.images).default([]),
  authorInfo: authorInfoSchema.default(authorInfoSchema.parse({})),
  /**
   * A drill's CueCraft sequence, which anyone who sees the drill may run (read-only until they
   * save it): one of the author's sequences, copied as it was when saved. Only a drill carries
   * one (`sequenceFor`); a workout runs its sequences as steps.
   */
  sequence: craftSequenceSchema.nullable().default(null),
});
export type LibraryItemFields = z.infer<typeof libraryItemFieldsSchema>;

/** POST /api/libraryItem: a new item (always saved private, owned by the caller). */
export const newLibraryItemSchema = libraryItemFieldsSchema;
export type NewLibraryItem = z.input<typeof newLibraryItemSchema>;

/**
 * PUT /api/libraryItem/:id: the whole item with the `version` it was read at. `status` may
 * move only along the review flow; owner, createdAt and msgs are the server's and ignored.
 */
export const updateLibraryItemSchema = libraryItemFieldsSchema.extend({
  status: z.enum(ITEM_STATUSES),
  version: z.int32().min(1),
  /** Deny only: why, sent to the owner. */
  reason: text(500).optional(),
});
export type UpdateLibraryItem = z.input<typeof updateLibraryItemSchema>;

/** A library item as the API answers it. */
export const libraryItemSchema = libraryItemFieldsSchema.extend({
  _id: z.string(),
  status: z.enum(ITEM_STATUSES),
  owner: z.object({ _id: z.string(), fullname: z.string(), isAdmin: z.boolean() }),
  /** ms since the epoch */
  createdAt: z.number().int(),
  msgs: z.array(itemMsgSchema).default([]),
  version: z.int32().min(1),
  /** GET /:id only: the shared parts of the author's profile. */
  author: itemAuthorSchema.optional(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/**
 * An item in a page of `GET /api/libraryItem`: no comments, no sequence (each read with the item
 * alone), no author.
 */
export const libraryListItemSchema = libraryItemSchema.omit({ msgs: true, author: true, sequence: true });

/** A comment: trimmed, with something visible in it (only invisible characters is empty). */
export const newItemMsgSchema = z.object({
  txt: z
    .string(COMMENT_MESSAGES.empty)
    .trim()
    .overwrite(visibleOrEmpty)
    .min(1, COMMENT_MESSAGES.empty)
    .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong),
});

const commaList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .max(2000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(30));

/**
 * GET /api/libraryItem query: every field optional. `tags` and `authors` are comma-separated;
 * `sortField` '' is the default order; `cursor` is the opaque next-page token from the
 * `Link: <…>; rel="next"` header.
 */
export const libraryFilterSchema = z.object({
  txt: z.string().trim().max(200).optional(),
  type: z.enum(ITEM_TYPES).optional(),
  tags: commaList(tagSchema).optional(),
  authors: commaList(z.string().max(100)).optional(),
  author: z.string().max(100).optional(),
  feature: z.enum(TOOL_KEYS).optional(),
  sortField: z.enum(['', 'title', 'createdAt']).optional(),
  sortDir: z.coerce
    .number()
    .refine((n) => n === 1 || n === -1, 'sortDir is 1 or -1')
    .optional(),
  status: z.enum(ITEM_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(LIBRARY_PAGE_MAX).optional(),
  cursor: z.string().max(500).optional(),
});
export type LibraryFilter = z.infer<typeof libraryFilterSchema>;

/** POST /api/upload/video (logged in, multipart field `file`): where the video is served. */
export const uploadedVideoSchema = z.object({ url: z.string().regex(/^\/api\/video\/[\w.-]+$/) });
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;
