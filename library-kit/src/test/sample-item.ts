import type { LibraryItem } from '@handyq/domain/schemas';
import { EMPTY_AUTHOR_INFO } from '../lib/item-draft';

/** A library item for tests, as the API answers it; `more` overrides any field. */
export function sampleItem(more: Partial<LibraryItem> = {}): LibraryItem {
  return {
    _id: 'itm001',
    title: 'Wall walk',
    type: 'drill',
    feature: 'holdOn',
    description: '',
    body: '',
    tags: [],
    links: [],
    externalLinks: [],
    videoData: [],
    imgData: [],
    authorInfo: EMPTY_AUTHOR_INFO,
    sequence: null,
    status: 'private',
    owner: { _id: 'u1', fullname: 'Ann Owner', isAdmin: false },
    createdAt: 1,
    msgs: [],
    version: 1,
    ...more,
  };
}
