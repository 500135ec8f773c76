import type { LibraryItem } from '@handyq/shared/schemas';

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
    authorInfo: {
      shareFullname: false,
      shareEmail: false,
      shareInstagram: false,
      shareFacebook: false,
      shareWebsite: false,
      shareYoutube: false,
      sharePicture: false,
      shareBio: false,
      bio: '',
    },
    status: 'private',
    owner: { _id: 'u1', fullname: 'Ann Owner', isAdmin: false },
    createdAt: 1,
    msgs: [],
    version: 1,
    ...more,
  };
}
