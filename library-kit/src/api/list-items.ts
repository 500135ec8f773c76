import {
  ITEM_FEATURES,
  ITEM_STATUSES,
  ITEM_TYPES,
  LIBRARY_ITEM_LIMITS,
  STORED_FILE_URL,
  hasVisibleText,
} from '@handyq/domain';
import type { LibraryItem } from '@handyq/domain/schemas';
import { mainImage } from '../lib/media';

/**
 * What the PracticeLab list keeps of an item: what its card shows and its filters read (offline
 * too), and the main image's address in place of the images.
 */
export type ListItem = Pick<
  LibraryItem,
  '_id' | 'title' | 'type' | 'feature' | 'status' | 'owner' | 'tags' | 'createdAt'
> & { img?: string };

/** The list's fields of an item already read whole (an item view's). */
export function listItemOf(item: LibraryItem): ListItem {
  const { _id, title, type, feature, status, owner, tags, createdAt } = item;
  return { _id, title, type, feature, status, owner, tags, createdAt, img: mainImage(item.imgData) };
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown, max = Infinity): v is string => typeof v === 'string' && v.length <= max;
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T);

/**
 * The list's fields of one item of an API answer, checked by hand, or null when one of them is
 * not what the item schema allows: the PracticeLab is a kit's first page for many, and reading
 * its list this way spares it zod and the schemas (28 KB, and a long task on a slow phone).
 * In the fields it reads it accepts only what `libraryItemSchema` would accept unchanged, and
 * answers what the schema would (list-items.test.ts holds it to that, field by field); an item
 * it cannot read is left out of the list.
 */
export function readListItem(raw: unknown): ListItem | null {
  if (!isRecord(raw)) return null;
  const { _id, title, type, status, owner, createdAt } = raw;
  const feature = raw.feature ?? '';
  const tags = raw.tags ?? [];
  const imgData = raw.imgData ?? [];
  if (!isString(_id) || !isString(title, 200) || !hasVisibleText(title) || title !== title.trim())
    return null;
  if (!oneOf(ITEM_TYPES, type) || !oneOf(ITEM_STATUSES, status) || !oneOf(ITEM_FEATURES, feature))
    return null;
  if (typeof createdAt !== 'number' || !Number.isSafeInteger(createdAt)) return null;
  if (!isRecord(owner) || !isString(owner._id) || !isString(owner.fullname)) return null;
  if (typeof owner.isAdmin !== 'boolean') return null;
  if (!Array.isArray(tags) || tags.length > LIBRARY_ITEM_LIMITS.tags) return null;
  const isTag = (t: unknown) =>
    isString(t, LIBRARY_ITEM_LIMITS.tagLength) && hasVisibleText(t) && t === t.trim().toLowerCase();
  if (!tags.every(isTag)) return null;
  if (new Set(tags).size !== tags.length) return null;
  if (!Array.isArray(imgData) || imgData.length > LIBRARY_ITEM_LIMITS.images) return null;
  const images: { url: string; isMain: boolean }[] = [];
  for (const i of imgData) {
    if (!isRecord(i) || !isString(i.url, 2048) || !STORED_FILE_URL.test(i.url)) return null;
    if (i.isMain !== undefined && typeof i.isMain !== 'boolean') return null;
    if (i.caption !== undefined && !isString(i.caption, 300)) return null;
    images.push({ url: i.url, isMain: i.isMain ?? false });
  }
  return {
    _id,
    title,
    type,
    feature,
    status,
    owner: { _id: owner._id, fullname: owner.fullname, isAdmin: owner.isAdmin },
    tags: tags as string[],
    createdAt,
    img: mainImage(images),
  };
}
