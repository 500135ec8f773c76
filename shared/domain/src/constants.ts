/** Business constants that more than one app needs. */
export const PRODUCT_NAME = 'HandyQ';
export const APP_VERSION = '1.0.0';
/** The label an admin-owned item shows as its author. */
export const ADMIN_AUTHOR_LABEL = PRODUCT_NAME;

export const TOAST_MS = 3000;
/** Below this width a horizontally overflowing tile list offers 'See all'. */
export const NARROW_BREAKPOINT_PX = 1000;
/** Tile lists with this many items or fewer are always a grid. */
export const GRID_MAX_TILES = 2;

export const TRIAL_BANNER = 'Trial Mode: All features currently available for free.';
export const LOGIN_REQUIRED_MSG = 'Please log in first.';
/** After a successful login, the page goes home this much later (the success line shows first). */
export const LOGIN_REDIRECT_MS = 1500;
/** After a successful password reset, the page goes to login this much later. */
export const RESET_REDIRECT_MS = 2000;

/** Where a back control goes when there is no history. */
export const DEFAULT_BACK_PATH = '/libraryKit/practiceLab';

/**
 * Library items the screens link to by a fixed id. The API's seed creates them, so no link
 * dangles. Ids are 6 characters, like every generated library item id.
 */
export const FIXED_ITEM_IDS = {
  gettingStartedHandstander: 'gsHand',
  gettingStartedTeacher: 'gsTeac',
} as const;

export const TOOL_KEYS = ['holdOn', 'entryBuddy', 'shapeJam', 'drillDJ'] as const;
export type ToolKey = (typeof TOOL_KEYS)[number];
/**
 * What keeps favorites and runs as a workout step: the four timers and CueCraft (whose favorites
 * are the user's own sequences, not a timer's inputs).
 */
export const FEATURE_KEYS = [...TOOL_KEYS, 'cueCraft'] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];
export const TOOL_NAMES: Record<FeatureKey, string> = {
  holdOn: 'HoldOn',
  entryBuddy: 'EntryBuddy',
  shapeJam: 'ShapeJam',
  drillDJ: 'DrillDJ',
  cueCraft: 'CueCraft',
};

export const ITEM_TYPES = ['drill', 'tutorial', 'workout'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_STATUSES = ['private', 'pending', 'public'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/** An item's feature: one of the four tools, or '' for none. */
export const ITEM_FEATURES = ['', ...TOOL_KEYS] as const;
export type ItemFeature = (typeof ITEM_FEATURES)[number];
/** A file this server stores: an uploaded image (`/api/media/<id>`) or video (`/api/video/<id>`). */
export const STORED_FILE_URL = /^\/api\/(media|video)\/[\w.-]+$/;

/** Most a plan allows; `null` is unlimited. Enforced by the server only when trial mode is off. */
export const PLAN_LIMITS = {
  basic: { savedSequences: 2, customWorkouts: 2 },
  pro: { savedSequences: null, customWorkouts: null },
} as const;
/**
 * Most of each part of a library item the API accepts. The item schema and the item editor both
 * read these (the editor stops adding at the limit); plain numbers, so reading them loads no zod.
 */
export const LIBRARY_ITEM_LIMITS = {
  tags: 30,
  tagLength: 40,
  links: 30,
  externalLinks: 30,
  videos: 10,
  images: 20,
  steps: 50,
} as const;
export const UPGRADE_SOON_MSG = 'Upgrade options will be available soon. Enjoy full access in the meantime!';
/** The Upgrade button's answer with trial mode off: no payments yet, and no full access either. */
export const UPGRADE_BY_ADMIN_MSG =
  'Upgrade options will be available soon. Until then, an admin can make your account Pro.';
/** What the server answers when the Basic plan's limit stops a save (trial mode off). */
export const PLAN_LIMIT_MESSAGES = {
  savedSequences: `The Basic plan keeps ${PLAN_LIMITS.basic.savedSequences} saved sequences. Upgrade to Pro for unlimited.`,
  customWorkouts: `The Basic plan keeps ${PLAN_LIMITS.basic.customWorkouts} custom workouts. Upgrade to Pro for unlimited.`,
} as const;

/**
 * Most of each part of a practice-log entry the API accepts, in one place: the entry schema,
 * the API's limits and the Log page's forms read these (plain numbers: no zod loaded).
 */
export const PRACTICE_LOG_LIMITS = {
  /** A note ('how it felt'). */
  noteLength: 500,
  ratingMin: 1,
  ratingMax: 5,
  /** Sets of one run (a tool's numSets goes up to 20). */
  sets: 20,
  /** Steps of one workout entry (as many as a workout holds). */
  steps: LIBRARY_ITEM_LIMITS.steps,
  /** A favorite's name, or a workout's title. */
  nameLength: 200,
  /** One run lasts at most this long (ms): a day. */
  durationMs: 24 * 60 * 60 * 1000,
  /** Entries per page of `GET /api/practiceLog` unless `limit` says otherwise, and the most. */
  pageDefault: 50,
  pageMax: 200,
  /** The largest request body the log's routes read (a body-parser size). */
  bodyLimit: '64kb',
  /** Entries one user may add in 24 hours unless PRACTICE_LOG_DAILY_LIMIT says otherwise. */
  dailyEntriesDefault: 200,
  /** Edits and deletes one user may make in an hour unless PRACTICE_LOG_CHANGE_LIMIT says otherwise. */
  hourlyChangesDefault: 600,
  /**
   * Stats one user may have worked out anew in an hour unless PRACTICE_LOG_STATS_LIMIT says
   * otherwise (an answer the stats cache keeps is sent without counting).
   */
  hourlyStatsDefault: 600,
  /** The points of a hold's line over time (a longer hold is thinned to this many). */
  linePoints: 120,
} as const;
/** The spans (days, ending today) the longest-hold series is offered over. */
export const PRACTICE_LOG_SERIES_DAYS = [30, 90, 365] as const;
/** The name an entry has when it ran no saved favorite. */
export const CUSTOM_RUN_NAME = 'Custom';
/**
 * What the server answers a Basic user's new log entry with trial mode off: SPEC lists the
 * Practice Log under 'Coming soon for Pro only'.
 */
export const PRO_ONLY_MESSAGES = {
  practiceLog: 'Practice Log is for Pro only. Upgrade to Pro to keep a log of your sessions.',
  lineKit: 'Line Kit is for Pro only. Upgrade to Pro to see your line with the camera.',
  record: 'Recording is for Pro only. Upgrade to Pro to film your runs with their cues.',
} as const;
