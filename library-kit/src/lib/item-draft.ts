import {
  LIBRARY_ITEM_LIMITS,
  TOOL_KEYS,
  paths,
  withOneMainImage,
  type ItemFeature,
  type FeatureKey,
} from '@handyq/domain';
import type { CraftSequence } from '@handyq/domain/cue-craft-rules';
import {
  libraryItemFieldsSchema,
  tagSchema,
  type AuthorInfo,
  type ItemStatus,
  type ItemType,
  type LibraryItem,
  type NewLibraryItem,
  type UpdateLibraryItem,
} from '@handyq/domain/schemas';

// The item editor's state (a draft) and every rule it follows, as plain functions: the page only
// wires them to inputs. Lists carry a `key` so React keeps each row's inputs when rows move.

export type { ItemFeature };

export interface DraftVideo {
  key: string;
  url: string;
  caption: string;
}
export interface DraftImage extends DraftVideo {
  isMain: boolean;
}
export interface DraftStep {
  key: string;
  feature: FeatureKey;
  favoriteName: string;
  /** What the saved step runs: kept until its tool or favorite is changed (then the API takes the favorite's). */
  inputs?: Record<string, unknown>;
}
export interface DraftExternalLink {
  key: string;
  label: string;
  url: string;
}
/** A related tutorial: its page and its title. */
export interface DraftLink {
  url: string;
  label: string;
}

export interface ItemDraft {
  title: string;
  /** '' until the author picks one. */
  type: ItemType | '';
  feature: ItemFeature;
  description: string;
  /** The text body of a drill or tutorial. */
  body: string;
  /** The body of a workout. Both are kept while the type changes; the type decides what is saved. */
  steps: DraftStep[];
  tags: string[];
  links: DraftLink[];
  externalLinks: DraftExternalLink[];
  videos: DraftVideo[];
  images: DraftImage[];
  authorInfo: AuthorInfo;
  /** A drill's CueCraft sequence (a copy of one of the author's); kept while the type changes, saved for a drill. */
  sequence: CraftSequence | null;
}

let seq = 0;
/** A key for a new row, unique in this page's life. */
export function newKey(): string {
  seq += 1;
  return `r${seq}`;
}

export const EMPTY_AUTHOR_INFO: AuthorInfo = {
  shareFullname: false,
  shareEmail: false,
  shareInstagram: false,
  shareFacebook: false,
  shareWebsite: false,
  shareYoutube: false,
  sharePicture: false,
  shareBio: false,
  bio: '',
};

export function emptyDraft(): ItemDraft {
  return {
    title: '',
    type: '',
    feature: '',
    description: '',
    body: '',
    steps: [],
    tags: [],
    links: [],
    externalLinks: [],
    videos: [],
    images: [],
    authorInfo: { ...EMPTY_AUTHOR_INFO },
    sequence: null,
  };
}

/** A saved item as a draft: a text body or workout steps, and exactly one main image. */
export function draftFromItem(item: LibraryItem): ItemDraft {
  const steps = Array.isArray(item.body) ? item.body : [];
  return {
    title: item.title,
    type: item.type,
    feature: item.feature,
    description: item.description,
    body: typeof item.body === 'string' ? item.body : '',
    steps: steps.map((s) => ({ ...s, key: newKey() })),
    tags: [...item.tags],
    links: item.links.map((l) => ({ url: l.url, label: l.label })),
    externalLinks: item.externalLinks.map((l) => ({ key: newKey(), label: l.label, url: l.url })),
    videos: item.videoData.map((v) => ({ key: newKey(), url: v.url, caption: v.caption })),
    images: withOneMainImage(
      item.imgData.map((i) => ({ key: newKey(), url: i.url, caption: i.caption, isMain: i.isMain })),
    ),
    authorInfo: { ...EMPTY_AUTHOR_INFO, ...item.authorInfo },
    sequence: item.sequence ?? null,
  };
}

/** External link rows left completely blank are not saved. */
function filledExternalLinks(links: DraftExternalLink[]): DraftExternalLink[] {
  return links.filter((l) => l.label.trim() || l.url.trim());
}

/**
 * What POST (and PUT, with status and version) sends. A workout saves its steps as its body and
 * has no feature or tags of its own (those fields are hidden for it); a drill or tutorial saves
 * its text, and a drill its sequence.
 */
export function draftToFields(draft: ItemDraft): NewLibraryItem {
  const workout = draft.type === 'workout';
  return {
    title: draft.title.trim(),
    // '' is not a type: the schema rejects the missing type with the editor's message.
    type: (draft.type || undefined) as ItemType,
    feature: workout ? '' : draft.feature,
    description: draft.description.trim(),
    body: workout ? draft.steps.map(({ key: _key, ...step }) => step) : draft.body,
    tags: workout ? [] : draft.tags,
    links: draft.links.map((l) => ({ url: l.url, label: l.label })),
    externalLinks: filledExternalLinks(draft.externalLinks).map((l) => ({
      label: l.label.trim(),
      url: l.url.trim(),
    })),
    videoData: draft.videos.map((v) => ({ url: v.url, caption: v.caption.trim() })),
    imgData: withOneMainImage(draft.images).map((i) => ({
      url: i.url,
      caption: i.caption.trim(),
      isMain: i.isMain,
    })),
    authorInfo: { ...draft.authorInfo, bio: draft.authorInfo.bio.trim() },
    sequence: draft.type === 'drill' ? draft.sequence : null,
  };
}

/** The PUT body: the whole item as edited, with the status and version it was read at. */
export function draftToUpdate(
  draft: ItemDraft,
  saved: { status: ItemStatus; version: number },
): UpdateLibraryItem {
  return { ...draftToFields(draft), status: saved.status, version: saved.version };
}

export const REQUIRED_MSG = 'Title and type are required';

/**
 * Where each problem is in the form: a field ('title', 'type', 'description', …) or one input of
 * an external link row ('externalLink:<key>:url' or ':label').
 */
export type DraftErrors = Record<string, string>;

export type DraftCheck =
  { ok: true; fields: NewLibraryItem } | { ok: false; message: string; errors: DraftErrors };

/** Human names of the fields a message may be about. */
const FIELD_NAMES: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  body: 'Body',
  tags: 'Tags',
  links: 'Related tutorials',
  externalLinks: 'External links',
  videoData: 'Videos',
  imgData: 'Images',
  authorInfo: 'Bio',
  sequence: 'CueCraft sequence',
};

/**
 * Checks the draft against the API's schema. A missing title or type is always reported as
 * 'Title and type are required'; other problems name their field. `errors` says where to show
 * each one.
 */
export function checkDraft(draft: ItemDraft): DraftCheck {
  const fields = draftToFields(draft);
  const errors: DraftErrors = {};
  if (!fields.title) errors.title = REQUIRED_MSG;
  if (!draft.type) errors.type = REQUIRED_MSG;
  if (errors.title || errors.type) return { ok: false, message: REQUIRED_MSG, errors };

  const r = libraryItemFieldsSchema.safeParse(fields);
  if (r.success) return { ok: true, fields };
  const kept = filledExternalLinks(draft.externalLinks);
  let message = '';
  for (const issue of r.error.issues) {
    const [field, index, part] = issue.path;
    const name = FIELD_NAMES[String(field)] ?? String(field);
    // Our own messages ('Links must start with http:// or https://') stand alone; zod's need the field.
    const text = /^(Too|Invalid)\b/.test(issue.message) ? `${name}: ${issue.message}` : issue.message;
    const where =
      field === 'externalLinks' && typeof index === 'number' && kept[index]
        ? `externalLink:${kept[index].key}:${String(part)}`
        : String(field);
    errors[where] ??= text;
    message ||= text;
  }
  return { ok: false, message, errors };
}

// ---- type lock ----

export const TYPE_LABELS: Record<ItemType, string> = {
  drill: 'Drill',
  tutorial: 'Tutorial',
  workout: 'Workout',
};

/**
 * The type choices. Once an item is saved, a workout stays a workout and a drill or tutorial
 * can never become one (their bodies differ): the options across that line are disabled.
 */
export function typeOptions(savedType?: ItemType): { value: ItemType; label: string; disabled: boolean }[] {
  return (['drill', 'tutorial', 'workout'] as const).map((value) => ({
    value,
    label: TYPE_LABELS[value],
    disabled: savedType !== undefined && (savedType === 'workout') !== (value === 'workout'),
  }));
}

// ---- who may edit ----

/**
 * Pending and public items cannot be edited; a private one only by its owner. An admin may edit
 * any item.
 */
export function editBlockReason(
  item: Pick<LibraryItem, 'status' | 'owner'>,
  user: { _id: string; isAdmin: boolean },
): string | null {
  if (user.isAdmin) return null;
  if (item.owner._id !== user._id) return 'Only the author can edit this item.';
  if (item.status !== 'private') {
    return item.status === 'pending'
      ? 'This item is awaiting review and cannot be edited.'
      : 'Public items cannot be edited. Unpublish it first.';
  }
  return null;
}

// ---- images ----

/** Adds an uploaded image; the first image becomes the main one. */
export function addImage(images: readonly DraftImage[], url: string): DraftImage[] {
  return withOneMainImage([...images, { key: newKey(), url, caption: '', isMain: images.length === 0 }]);
}

/** Makes `key` the one main image. */
export function setMainImage(images: readonly DraftImage[], key: string): DraftImage[] {
  if (!images.some((i) => i.key === key)) return [...images];
  return images.map((img) => (img.isMain === (img.key === key) ? img : { ...img, isMain: img.key === key }));
}

/** Removes an image; when it was the main one, the first remaining image becomes main. */
export function removeImage(images: readonly DraftImage[], key: string): DraftImage[] {
  return withOneMainImage(images.filter((i) => i.key !== key));
}

/** Adds an uploaded video. */
export function addVideo(videos: readonly DraftVideo[], url: string): DraftVideo[] {
  return [...videos, { key: newKey(), url, caption: '' }];
}

/** Sets the caption of the row `key` (a video or an image). */
export function setCaption<T extends { key: string; caption: string }>(
  rows: readonly T[],
  key: string,
  caption: string,
): T[] {
  return rows.map((r) => (r.key === key ? { ...r, caption } : r));
}

/** Whether a chosen file is of the kind an upload accepts (judged by its MIME type). */
export function isFileOfKind(file: { type: string }, kind: 'image' | 'video'): boolean {
  return file.type.startsWith(`${kind}/`);
}

// ---- tags ----

/**
 * Adds a tag: trimmed and lowercased; an empty or duplicate tag is ignored (the same list comes
 * back, with no error). A tag that is too long, or one past the limit, comes back with a reason.
 */
export function addTag(tags: readonly string[], raw: string): { tags: string[]; error?: string } {
  const tag = raw.trim().toLowerCase();
  if (!tag || tags.includes(tag)) return { tags: [...tags] };
  if (!tagSchema.safeParse(tag).success) {
    return { tags: [...tags], error: `A tag is at most ${LIBRARY_ITEM_LIMITS.tagLength} characters.` };
  }
  if (tags.length >= LIBRARY_ITEM_LIMITS.tags)
    return { tags: [...tags], error: `At most ${LIBRARY_ITEM_LIMITS.tags} tags.` };
  return { tags: [...tags, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

// ---- related tutorials ----

/** A tutorial as the related-tutorials picker needs it. */
export interface TutorialOption {
  _id: string;
  title: string;
  status: ItemStatus;
  owner: { _id: string };
}

/**
 * The tutorials offered for linking: public ones or ones the user authored, not yet linked and
 * not the item itself, by title.
 */
export function tutorialChoices(
  tutorials: readonly TutorialOption[],
  userId: string,
  links: readonly DraftLink[],
  selfId?: string,
): TutorialOption[] {
  const linked = new Set(links.map((l) => l.url));
  return tutorials
    .filter((t) => t.status === 'public' || t.owner._id === userId)
    .filter((t) => t._id !== selfId && !linked.has(paths.item(t._id)))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** Links a tutorial; only one link per tutorial (a second is ignored). */
export function addTutorialLink(
  links: readonly DraftLink[],
  tutorial: { _id: string; title: string },
): DraftLink[] {
  const url = paths.item(tutorial._id);
  if (links.some((l) => l.url === url) || links.length >= LIBRARY_ITEM_LIMITS.links) return [...links];
  return [...links, { url, label: tutorial.title }];
}

export function removeLink(links: readonly DraftLink[], url: string): DraftLink[] {
  return links.filter((l) => l.url !== url);
}

// ---- external links ----

export function addExternalLink(links: readonly DraftExternalLink[]): DraftExternalLink[] {
  if (links.length >= LIBRARY_ITEM_LIMITS.externalLinks) return [...links];
  return [...links, { key: newKey(), label: '', url: '' }];
}

export function updateExternalLink(
  links: readonly DraftExternalLink[],
  key: string,
  change: Partial<Pick<DraftExternalLink, 'label' | 'url'>>,
): DraftExternalLink[] {
  return links.map((l) => (l.key === key ? { ...l, ...change } : l));
}

export function removeExternalLink(links: readonly DraftExternalLink[], key: string): DraftExternalLink[] {
  return links.filter((l) => l.key !== key);
}

// ---- a drill's sequence ----

/** The sequence choice that keeps a drill's sequence none of the author's favorites matches now. */
export const KEPT_SEQUENCE = ' kept';

/** JSON with every object's keys in order: the same value however it was stored (jsonb reorders keys). */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/**
 * Which choice a drill's sequence is: '' (none), the name of the favorite it is a copy of, or
 * KEPT_SEQUENCE (changed since, or another author's: kept as saved).
 */
export function sequenceChoice(
  sequence: CraftSequence | null,
  favorites: readonly { name: string; inputs: object }[],
): string {
  if (!sequence) return '';
  const same = sortedJson(sequence);
  const match = favorites.find((f) => sortedJson(f.inputs) === same);
  return match ? match.name : KEPT_SEQUENCE;
}

/** The drill's sequence once `choice` is picked: a copy of that favorite's, none, or the one kept. */
export function pickSequence(
  current: CraftSequence | null,
  favorites: readonly { name: string; inputs: object }[],
  choice: string,
): CraftSequence | null {
  if (choice === KEPT_SEQUENCE) return current;
  const favorite = favorites.find((f) => f.name === choice);
  return favorite ? (JSON.parse(JSON.stringify(favorite.inputs)) as CraftSequence) : null;
}

// ---- workout steps ----

/** A new step: the first tool, no favorite chosen yet. */
export function addStep(steps: readonly DraftStep[]): DraftStep[] {
  if (steps.length >= LIBRARY_ITEM_LIMITS.steps) return [...steps];
  return [...steps, { key: newKey(), feature: TOOL_KEYS[0], favoriteName: '' }];
}

/** Changes a step's tool; a favorite belongs to one tool, so a changed tool clears it. */
export function setStepFeature(steps: readonly DraftStep[], key: string, feature: FeatureKey): DraftStep[] {
  return steps.map((s) => (s.key === key && s.feature !== feature ? { key, feature, favoriteName: '' } : s));
}

export function setStepFavorite(steps: readonly DraftStep[], key: string, favoriteName: string): DraftStep[] {
  return steps.map((s) =>
    s.key === key && s.favoriteName !== favoriteName ? { key, feature: s.feature, favoriteName } : s,
  );
}

/** Moves a step one place up (-1) or down (1); at either end nothing moves. */
export function moveStep(steps: readonly DraftStep[], key: string, by: -1 | 1): DraftStep[] {
  const from = steps.findIndex((s) => s.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= steps.length) return [...steps];
  const next = [...steps];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export function removeStep(steps: readonly DraftStep[], key: string): DraftStep[] {
  return steps.filter((s) => s.key !== key);
}
