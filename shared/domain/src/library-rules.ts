import {
  ADMIN_AUTHOR_LABEL,
  type ItemAuthor,
  type ItemStatus,
  type LibraryItem,
  type LibraryItemFields,
  type WorkoutStep,
} from './schemas/library';
import { TOOL_NAMES } from './constants';
import type { FavoritesByTool } from './features';
import type { User } from './schemas/user';
import { paths } from './routes';
import { withOneMainImage } from './main-image';

// The library's rules as plain functions: who sees an item, who may change it, which status
// moves exist, and how a saved item's fields are made consistent. No I/O here, and nothing of
// the server: a broken rule throws a LibraryRuleError, which its caller turns into its own
// answer (the API: 403, or 400 naming the field).

/** The parts of an item the rules look at. */
export type RuledItem = Pick<LibraryItem, 'status' | 'type'> & { owner: Pick<LibraryItem['owner'], '_id'> };

/**
 * Which items a query may return: those with one of `statuses`, plus every item of
 * `alsoOwnedBy`. Undefined statuses with no owner: nothing is restricted.
 */
export interface ItemScope {
  statuses?: ItemStatus[];
  alsoOwnedBy?: string;
}

/** A rule the request broke: `forbidden` (not this user's to do), `badRequest`, or `invalid` field. */
export class LibraryRuleError extends Error {
  constructor(
    readonly kind: 'forbidden' | 'badRequest' | 'invalid',
    message: string,
    /** `invalid`: the field named, e.g. 'body'. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'LibraryRuleError';
  }
}
const forbidden = (message: string) => new LibraryRuleError('forbidden', message);
const badRequest = (message: string) => new LibraryRuleError('badRequest', message);

/** Who is asking: a logged-in user or, undefined, a visitor. */
export type Viewer = Pick<User, '_id' | 'isAdmin'> | undefined;

export const LIBRARY_MESSAGES = {
  notFound: 'No such library item.',
  notYours: 'Only the owner of a private item, or an admin, may change it.',
  locked: (status: ItemStatus) =>
    status === 'pending'
      ? 'This item is awaiting review and cannot be changed.'
      : 'Public items cannot be changed or deleted. Unpublish it first.',
  publishOwnerOnly: 'Only its owner may publish an item.',
  reviewAdminOnly: 'Only an admin may approve or deny an item awaiting review.',
  unpublishOwnerAdminOnly: 'Only its owner, when an admin, may unpublish an item.',
  noSuchMove: (from: ItemStatus, to: ItemStatus) =>
    from === 'private' && to === 'public'
      ? 'A private item becomes public only through review: publish it first.'
      : `An item cannot go from ${from} to ${to}.`,
  typeLocked: 'A workout cannot become a drill or tutorial, nor a drill or tutorial a workout.',
  stale: 'This item was changed elsewhere. Reload it and try again.',
  workoutBody: "A workout's body is a list of steps.",
  textBody: 'Only a workout has steps: the body of a drill or tutorial is text.',
  sequenceOnDrill: 'Only a drill carries a CueCraft sequence: a workout runs its sequences as steps.',
  badLink: 'Not a tutorial you may link to.',
  badCursor: 'This page link no longer fits the list: start from the first page.',
} as const;

/**
 * Which items a list may return. A visitor: public ones. A user: public ones and their own.
 * An admin: public, pending and their own; with a status filter, every item of that status.
 * (A non-admin's status filter narrows within their scope.)
 */
export function scopeOf(viewer: Viewer, status?: ItemStatus): ItemScope {
  if (!viewer) return { statuses: ['public'] };
  if (!viewer.isAdmin) return { statuses: ['public'], alsoOwnedBy: viewer._id };
  if (status) return {};
  return { statuses: ['public', 'pending'], alsoOwnedBy: viewer._id };
}

/**
 * Whether the viewer may open the item: public ones to anyone, a user's own to them, and any
 * to an admin (who may list any item through the status filter).
 */
export function canSee(viewer: Viewer, item: RuledItem): boolean {
  return item.status === 'public' || (!!viewer && (viewer.isAdmin || item.owner._id === viewer._id));
}

const isOwner = (viewer: NonNullable<Viewer>, item: RuledItem) => item.owner._id === viewer._id;

/** Edit (and delete): the owner while the item is private, or an admin. 403 otherwise. */
export function assertCanEdit(viewer: NonNullable<Viewer>, item: RuledItem): void {
  if (viewer.isAdmin) return;
  if (!isOwner(viewer, item)) throw forbidden(LIBRARY_MESSAGES.notYours);
  if (item.status !== 'private') throw forbidden(LIBRARY_MESSAGES.locked(item.status));
}

/** Whether the viewer might change the item in some state: its owner or an admin. */
export function mayEverChange(viewer: NonNullable<Viewer>, item: RuledItem): boolean {
  return viewer.isAdmin || isOwner(viewer, item);
}

/**
 * A PUT from `item.status` to `to`. The same status is an edit (assertCanEdit). The review flow:
 * the owner publishes (private -> pending), an admin approves (pending -> public) or denies
 * (pending -> private), and an owner who is an admin unpublishes (public -> private). A move
 * the flow has, by the wrong person: 403. A move it does not have (private -> public,
 * public -> pending): 400. Each allowed move is made by someone who may also edit the item in
 * its current state, so the body's other fields are saved with it.
 */
export function assertMove(viewer: NonNullable<Viewer>, item: RuledItem, to: ItemStatus): void {
  const from = item.status;
  if (from === to) return assertCanEdit(viewer, item);
  switch (`${from}>${to}`) {
    case 'private>pending':
      if (!isOwner(viewer, item)) throw forbidden(LIBRARY_MESSAGES.publishOwnerOnly);
      return;
    case 'pending>public':
    case 'pending>private':
      if (!viewer.isAdmin) throw forbidden(LIBRARY_MESSAGES.reviewAdminOnly);
      return;
    case 'public>private':
      if (!(viewer.isAdmin && isOwner(viewer, item))) {
        throw forbidden(LIBRARY_MESSAGES.unpublishOwnerAdminOnly);
      }
      return;
    default:
      throw badRequest(LIBRARY_MESSAGES.noSuchMove(from, to));
  }
}

/** A saved workout stays a workout, and a drill or tutorial never becomes one. */
export function assertTypeKept(item: RuledItem, type: LibraryItemFields['type']): void {
  if ((item.type === 'workout') !== (type === 'workout')) {
    throw badRequest(LIBRARY_MESSAGES.typeLocked);
  }
}

/**
 * A workout's body is its steps ('' is no steps), any other item's body is text ([] is empty
 * text); anything else is a 400 on `body`.
 */
export function bodyFor(
  type: LibraryItemFields['type'],
  body: LibraryItemFields['body'],
): LibraryItemFields['body'] {
  if (type === 'workout') {
    if (Array.isArray(body)) return body;
    if (!body.trim()) return [];
    throw new LibraryRuleError('invalid', LIBRARY_MESSAGES.workoutBody, 'body');
  }
  if (!Array.isArray(body)) return body;
  if (!body.length) return '';
  throw new LibraryRuleError('invalid', LIBRARY_MESSAGES.textBody, 'body');
}

/** A drill's sequence as saved: only a drill carries one (`invalid` naming `sequence` otherwise). */
export function sequenceFor(
  type: LibraryItemFields['type'],
  sequence: LibraryItemFields['sequence'],
): LibraryItemFields['sequence'] {
  if (sequence && type !== 'drill')
    throw new LibraryRuleError('invalid', LIBRARY_MESSAGES.sequenceOnDrill, 'sequence');
  return sequence;
}

/**
 * The fields a save writes from its input: the body fitting the type, exactly one main image,
 * and the links as `linksToSave` kept them (owner, status, createdAt and comments are the
 * server's, never the input's).
 */
export function itemFieldsToSave(input: LibraryItemFields, links: LibraryItemFields['links']) {
  return {
    title: input.title,
    type: input.type,
    feature: input.feature,
    description: input.description,
    body: bodyFor(input.type, input.body),
    tags: input.tags,
    links,
    externalLinks: input.externalLinks,
    videoData: input.videoData,
    imgData: withOneMainImage(input.imgData),
    authorInfo: input.authorInfo,
    sequence: sequenceFor(input.type, input.sequence),
  };
}

/** The owner as items show them: an admin's name is 'HandyQ'. */
export function shownOwner<O extends LibraryItem['owner']>(owner: O): O {
  return owner.isAdmin ? { ...owner, fullname: ADMIN_AUTHOR_LABEL } : owner;
}

/** The owner's profile fields an item shares. */
export type AuthorProfile = Pick<
  User,
  'fullname' | 'email' | 'imgUrl' | 'instagram' | 'facebook' | 'website' | 'youtube' | 'bio' | 'isAdmin'
>;

/**
 * What an item shows of its author: each field the item's authorInfo shares and the profile
 * has (non-blank). The bio is the item's own (authorInfo.bio) if it has one, else the
 * profile's. An admin's name is 'HandyQ'.
 */
export function authorOf(
  profile: AuthorProfile | undefined,
  info: LibraryItemFields['authorInfo'],
): ItemAuthor {
  const author: ItemAuthor = {};
  if (!profile) return author;
  const put = (key: keyof ItemAuthor, shared: boolean, value: string) => {
    if (shared && value.trim()) author[key] = value;
  };
  put('fullname', info.shareFullname, profile.isAdmin ? ADMIN_AUTHOR_LABEL : profile.fullname);
  put('email', info.shareEmail, profile.email);
  put('imgUrl', info.sharePicture, profile.imgUrl);
  put('instagram', info.shareInstagram, profile.instagram);
  put('facebook', info.shareFacebook, profile.facebook);
  put('website', info.shareWebsite, profile.website);
  put('youtube', info.shareYoutube, profile.youtube);
  put('bio', info.shareBio, info.bio.trim() ? info.bio : profile.bio);
  return author;
}

/** Every stored file an item points to: its images' and videos' URLs (`/api/media/…`, `/api/video/…`). */
export function mediaUrlsOf(item: Pick<LibraryItemFields, 'imgData' | 'videoData'>): string[] {
  return [...item.imgData.map((img) => img.url), ...item.videoData.map((video) => video.url)];
}

/** A tutorial an item may link to, as far as the link rule needs it. */
export interface LinkTarget {
  id: string;
  title: string;
  status: ItemStatus;
  ownerId: string;
}

const ITEM_PATH = /^\/libraryKit\/libraryItem\/([\w-]+)$/;
/** The item id in a link's URL (an item's path), or '' for any other URL. */
export const linkedItemId = (url: string): string => ITEM_PATH.exec(url)?.[1] ?? '';

/**
 * The links a save keeps: to tutorials that are public or owned by the viewer or the item's
 * owner, one per tutorial, each labelled with the tutorial's title now. A link the stored item
 * already had (`had`: their ids) stays while its tutorial exists, even if no longer public, and
 * is dropped when it is gone. Any other link is refused: `invalid` names it ('links.<i>.url').
 * `tutorials` holds the tutorials the links point to that exist.
 */
export function linksToSave(
  links: LibraryItemFields['links'],
  tutorials: ReadonlyMap<string, LinkTarget>,
  who: { viewerId: string; ownerId: string; had: ReadonlySet<string> },
): { links: LibraryItemFields['links']; invalid: Record<string, string> } {
  const out: LibraryItemFields['links'] = [];
  const seen = new Set<string>();
  const invalid: Record<string, string> = {};
  links.forEach((link, i) => {
    const id = linkedItemId(link.url);
    if (seen.has(id)) return;
    const t = tutorials.get(id);
    if (!t && who.had.has(id)) return;
    const allowed =
      t &&
      (t.status === 'public' || t.ownerId === who.viewerId || t.ownerId === who.ownerId || who.had.has(id));
    if (!allowed) {
      invalid[`links.${i}.url`] = LIBRARY_MESSAGES.badLink;
      return;
    }
    seen.add(id);
    out.push({ url: paths.item(id), label: t.title });
  });
  return { links: out, invalid };
}

/** What a save answers for a workout step whose favorite name matches none of the author's. */
export const noSuchStepFavorite = (step: number, tool: string, name: string) =>
  `Step ${step}: the author has no ${tool} favorite named “${name}”.`;
/** A CueCraft step names one of the author's sequences: it has no usual values to run. */
export const CUE_CRAFT_STEP_MESSAGE = 'Choose one of your CueCraft sequences for this step.';

/**
 * A workout's steps as a save keeps them: each with what it runs. A step that brings its inputs
 * keeps them (the client read them from the stored workout); one that names a favorite takes
 * that favorite's inputs from the author's favorites now, so the author's later edits of the
 * favorite do not change the workout; one with no favorite name runs the tool's usual values
 * (no inputs). A name that matches none of the author's favorites is refused: `invalid` names
 * the step ('body.<i>.favoriteName'), unless the stored workout (`had`) already holds that very
 * step unresolved (saved before steps kept their inputs), which is kept as it was.
 */
export function stepsToSave(
  steps: readonly WorkoutStep[],
  favorites: FavoritesByTool | undefined,
  had: readonly WorkoutStep[] = [],
): { steps: WorkoutStep[]; invalid: Record<string, string> } {
  const invalid: Record<string, string> = {};
  const out = steps.map((step, i): WorkoutStep => {
    const name = step.favoriteName;
    if (!step.inputs && !name && step.feature === 'cueCraft') {
      invalid[`body.${i}.favoriteName`] = CUE_CRAFT_STEP_MESSAGE;
      return step;
    }
    if (step.inputs || !name) return step;
    const favorite = favorites?.[step.feature]?.find((f) => f.name === name);
    if (favorite)
      return { ...step, inputs: JSON.parse(JSON.stringify(favorite.inputs)) as Record<string, unknown> };
    const keptUnresolved = had.some(
      (h) => !h.inputs && h.feature === step.feature && h.favoriteName === step.favoriteName,
    );
    if (!keptUnresolved) {
      invalid[`body.${i}.favoriteName`] = noSuchStepFavorite(
        i + 1,
        TOOL_NAMES[step.feature],
        step.favoriteName,
      );
    }
    return step;
  });
  return { steps: out, invalid };
}

export { withOneMainImage };
export { REVIEW_NOTICES, reviewNotices, type ItemStatusChanged, type Notice } from './review-notices';
export * from './comment-rules';
export {
  decodeCursor,
  encodeCursor,
  nextPageQuery,
  sortKeyOf,
  sortOf,
  type ItemSort,
  type SortField,
  type SortKey,
} from './library-paging';
