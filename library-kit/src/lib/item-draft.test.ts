import type { LibraryItem } from '@handyq/domain/schemas';
import { WALL_LADDER } from '@handyq/domain/cue-craft-starters';
import {
  KEPT_SEQUENCE,
  REQUIRED_MSG,
  addExternalLink,
  addImage,
  addStep,
  addTag,
  addTutorialLink,
  addVideo,
  checkDraft,
  draftFromItem,
  draftToFields,
  draftToUpdate,
  editBlockReason,
  emptyDraft,
  isFileOfKind,
  moveStep,
  pickSequence,
  removeImage,
  removeLink,
  removeStep,
  removeTag,
  sequenceChoice,
  setCaption,
  setMainImage,
  setStepFavorite,
  setStepFeature,
  tutorialChoices,
  typeOptions,
  updateExternalLink,
  type ItemDraft,
} from './item-draft';

const item = (over: Partial<LibraryItem> = {}): LibraryItem => ({
  _id: 'abc123',
  title: 'Wall walk',
  type: 'drill',
  feature: 'holdOn',
  description: 'Up the wall',
  body: 'Walk up.',
  tags: ['wall'],
  links: [{ url: '/libraryKit/libraryItem/tut001', label: 'Basics' }],
  externalLinks: [{ label: 'Site', url: 'https://example.com' }],
  videoData: [{ url: '/api/video/v1.mp4', caption: 'Side view' }],
  imgData: [
    { url: '/api/media/i1', caption: '', isMain: false },
    { url: '/api/media/i2', caption: 'Top', isMain: true },
  ],
  authorInfo: {
    shareFullname: true,
    shareEmail: false,
    shareInstagram: false,
    shareFacebook: false,
    shareWebsite: false,
    shareYoutube: false,
    sharePicture: false,
    shareBio: true,
    bio: 'Coach',
  },
  sequence: null,
  status: 'private',
  owner: { _id: 'u1', fullname: 'Ann', isAdmin: false },
  createdAt: 1,
  msgs: [],
  version: 3,
  ...over,
});

const draft = (over: Partial<ItemDraft> = {}): ItemDraft => ({ ...emptyDraft(), ...over });
const mains = (images: { isMain: boolean }[]) => images.map((i) => i.isMain);

describe('item draft: from an item and back', () => {
  it('reads a saved item into a draft and writes the same fields back', () => {
    const d = draftFromItem(item());
    expect(d.body).toBe('Walk up.');
    expect(d.steps).toEqual([]);
    expect(mains(d.images)).toEqual([false, true]);
    const fields = draftToFields(d);
    expect(fields).toMatchObject({
      title: 'Wall walk',
      type: 'drill',
      feature: 'holdOn',
      body: 'Walk up.',
      tags: ['wall'],
      links: [{ url: '/libraryKit/libraryItem/tut001', label: 'Basics' }],
      externalLinks: [{ label: 'Site', url: 'https://example.com' }],
      videoData: [{ url: '/api/video/v1.mp4', caption: 'Side view' }],
      imgData: [
        { url: '/api/media/i1', caption: '', isMain: false },
        { url: '/api/media/i2', caption: 'Top', isMain: true },
      ],
    });
    expect(fields.authorInfo).toMatchObject({ shareFullname: true, shareBio: true, bio: 'Coach' });
  });

  it('reads a workout’s steps, and a saved item without a main image gets its first as main', () => {
    const d = draftFromItem(
      item({
        type: 'workout',
        body: [{ feature: 'shapeJam', favoriteName: 'Tucks' }],
        imgData: [
          { url: '/api/media/a', caption: '', isMain: false },
          { url: '/api/media/b', caption: '', isMain: false },
        ],
      }),
    );
    expect(d.steps.map((s) => [s.feature, s.favoriteName])).toEqual([['shapeJam', 'Tucks']]);
    expect(d.body).toBe('');
    expect(mains(d.images)).toEqual([true, false]);
  });

  it('saves a workout’s steps as its body, without a feature or tags', () => {
    const d = draft({
      title: ' W ',
      type: 'workout',
      feature: 'drillDJ',
      body: 'old text',
      tags: ['x'],
      steps: addStep([]),
    });
    expect(draftToFields(d)).toMatchObject({
      title: 'W',
      feature: '',
      tags: [],
      body: [{ feature: 'holdOn', favoriteName: '' }],
    });
    // a drill keeps its text and ignores steps kept from trying the workout type
    expect(draftToFields({ ...d, type: 'drill' })).toMatchObject({
      body: 'old text',
      tags: ['x'],
      feature: 'drillDJ',
    });
  });

  it('trims captions, link labels and URLs, and drops blank external link rows', () => {
    let links = addExternalLink(addExternalLink([]));
    links = updateExternalLink(links, links[0]!.key, { label: ' Docs ', url: ' https://a.example ' });
    const d = draft({
      title: 't',
      type: 'tutorial',
      externalLinks: links,
      videos: setCaption(addVideo([], '/api/video/x.mp4'), 'nope', 'ignored'),
    });
    const fields = draftToFields(d);
    expect(fields.externalLinks).toEqual([{ label: 'Docs', url: 'https://a.example' }]);
    expect(fields.videoData).toEqual([{ url: '/api/video/x.mp4', caption: '' }]);
    const v = d.videos[0]!;
    expect(draftToFields({ ...d, videos: setCaption(d.videos, v.key, '  Front  ') }).videoData).toEqual([
      { url: '/api/video/x.mp4', caption: 'Front' },
    ]);
  });

  it('an update carries the status and version the item was read at', () => {
    const saved = item({ status: 'pending', version: 7 });
    expect(draftToUpdate(draftFromItem(saved), saved)).toMatchObject({
      status: 'pending',
      version: 7,
      title: 'Wall walk',
    });
  });
});

describe('item draft: a drill’s sequence', () => {
  const ladder = { name: 'Wall handstand ladder', dateCreated: 1, inputs: WALL_LADDER };
  const other = { name: 'Warm-up', dateCreated: 2, inputs: { ...WALL_LADDER, name: 'Warm-up' } };

  it('picks a copy of one of the author’s sequences, none, or keeps the saved one', () => {
    const picked = pickSequence(null, [ladder, other], 'Warm-up');
    expect(picked).toEqual(other.inputs);
    expect(picked).not.toBe(other.inputs);
    expect(pickSequence(picked, [ladder], '')).toBeNull();
    expect(pickSequence(picked, [ladder], KEPT_SEQUENCE)).toBe(picked);
  });

  it('shows which favorite the sequence is a copy of, or that it is kept as saved', () => {
    expect(sequenceChoice(null, [ladder])).toBe('');
    expect(
      sequenceChoice(JSON.parse(JSON.stringify(WALL_LADDER)) as typeof WALL_LADDER, [other, ladder]),
    ).toBe('Wall handstand ladder');
    // stored with its keys in another order (as jsonb keeps them): still the same sequence
    const reordered = JSON.parse(
      JSON.stringify(WALL_LADDER, Object.keys(WALL_LADDER).reverse()),
    ) as typeof WALL_LADDER;
    expect(sequenceChoice({ ...reordered, items: WALL_LADDER.items }, [ladder])).toBe(
      'Wall handstand ladder',
    );
    // changed since, or another author's
    expect(sequenceChoice({ ...WALL_LADDER, getReadyS: 3 }, [ladder])).toBe(KEPT_SEQUENCE);
  });

  it('is saved with a drill only: a tutorial or workout sends none', () => {
    const drill = { ...emptyDraft(), title: 'Hold', type: 'drill' as const, sequence: WALL_LADDER };
    expect(draftToFields(drill).sequence).toEqual(WALL_LADDER);
    expect(draftToFields({ ...drill, type: 'tutorial' }).sequence).toBeNull();
    expect(draftToFields({ ...drill, type: 'workout' }).sequence).toBeNull();
    expect(draftFromItem(item({ sequence: WALL_LADDER })).sequence).toEqual(WALL_LADDER);
  });

  it('a broken sequence is named as the CueCraft sequence', () => {
    const broken = {
      ...emptyDraft(),
      title: 'Hold',
      type: 'drill' as const,
      sequence: { ...WALL_LADDER, items: [] },
    };
    const check = checkDraft(broken);
    expect(check.ok).toBe(false);
    expect(check.ok || check.errors.sequence).toBe('Add at least one step.');
  });
});

describe('item draft: checks before saving', () => {
  it('needs a title (after trimming) and a type', () => {
    expect(checkDraft(draft({ title: '   ', type: 'drill' }))).toEqual({
      ok: false,
      message: REQUIRED_MSG,
      errors: { title: REQUIRED_MSG },
    });
    const noType = checkDraft(draft({ title: 'A' }));
    expect(noType).toMatchObject({ ok: false, message: REQUIRED_MSG, errors: { type: REQUIRED_MSG } });
    expect(checkDraft(draft({ title: 'A', type: 'drill' })).ok).toBe(true);
  });

  it('an external link must be http(s), reported on its row', () => {
    let links = addExternalLink([]);
    links = addExternalLink(links);
    const bad = links[1]!;
    links = updateExternalLink(links, bad.key, { label: 'x', url: 'ftp://x' });
    const r = checkDraft(draft({ title: 'A', type: 'drill', externalLinks: links }));
    expect(r).toEqual({
      ok: false,
      message: 'Links must start with http:// or https://',
      errors: { [`externalLink:${bad.key}:url`]: 'Links must start with http:// or https://' },
    });
  });

  it('names the field of a problem zod words itself', () => {
    const r = checkDraft(draft({ title: 'x'.repeat(201), type: 'drill' }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toMatch(/^Title: Too big/);
      expect(Object.keys(r.errors)).toEqual(['title']);
    }
  });
});

describe('item draft: type lock and who may edit', () => {
  const disabled = (saved?: Parameters<typeof typeOptions>[0]) =>
    typeOptions(saved)
      .filter((o) => o.disabled)
      .map((o) => o.value);

  it('a new item may be any type; a saved one may not cross the workout line', () => {
    expect(typeOptions().map((o) => o.label)).toEqual(['Drill', 'Tutorial', 'Workout']);
    expect(disabled()).toEqual([]);
    expect(disabled('drill')).toEqual(['workout']);
    expect(disabled('tutorial')).toEqual(['workout']);
    expect(disabled('workout')).toEqual(['drill', 'tutorial']);
  });

  it('only the owner of a private item, or an admin, may edit it', () => {
    const owner = { _id: 'u1', isAdmin: false };
    expect(editBlockReason(item(), owner)).toBeNull();
    expect(editBlockReason(item({ status: 'pending' }), owner)).toMatch(/awaiting review/);
    expect(editBlockReason(item({ status: 'public' }), owner)).toMatch(/Unpublish/);
    expect(editBlockReason(item(), { _id: 'u2', isAdmin: false })).toMatch(/Only the author/);
    expect(editBlockReason(item({ status: 'public' }), { _id: 'u2', isAdmin: true })).toBeNull();
  });
});

describe('item draft: images and videos', () => {
  it('the first image uploaded becomes main; later ones do not', () => {
    let images = addImage([], '/api/media/a');
    expect(mains(images)).toEqual([true]);
    images = addImage(images, '/api/media/b');
    images = addImage(images, '/api/media/c');
    expect(mains(images)).toEqual([true, false, false]);
  });

  it('Set as Main leaves exactly one main image', () => {
    let images = addImage(addImage(addImage([], '/api/media/a'), '/api/media/b'), '/api/media/c');
    images = setMainImage(images, images[2]!.key);
    expect(mains(images)).toEqual([false, false, true]);
    expect(mains(setMainImage(images, 'unknown'))).toEqual([false, false, true]);
  });

  it('removing the main image makes the first remaining one main', () => {
    let images = addImage(addImage(addImage([], '/api/media/a'), '/api/media/b'), '/api/media/c');
    images = setMainImage(images, images[1]!.key);
    images = removeImage(images, images[1]!.key);
    expect(images.map((i) => [i.url, i.isMain])).toEqual([
      ['/api/media/a', true],
      ['/api/media/c', false],
    ]);
    // removing another keeps the main one
    expect(mains(removeImage(images, images[1]!.key))).toEqual([true]);
    expect(removeImage(removeImage(images, images[0]!.key), images[1]!.key)).toEqual([]);
  });

  it('judges a chosen file by its MIME type', () => {
    expect(isFileOfKind({ type: 'image/png' }, 'image')).toBe(true);
    expect(isFileOfKind({ type: 'video/mp4' }, 'image')).toBe(false);
    expect(isFileOfKind({ type: 'video/webm' }, 'video')).toBe(true);
    expect(isFileOfKind({ type: '' }, 'video')).toBe(false);
  });
});

describe('item draft: tags', () => {
  it('trims and lowercases a tag; ignores empty and duplicate ones', () => {
    let { tags } = addTag([], '  Core ');
    expect(tags).toEqual(['core']);
    expect(addTag(tags, 'CORE')).toEqual({ tags: ['core'] });
    expect(addTag(tags, '   ')).toEqual({ tags: ['core'] });
    tags = addTag(tags, 'Wall').tags;
    expect(removeTag(tags, 'core')).toEqual(['wall']);
  });

  it('refuses a tag too long or one too many, with a reason', () => {
    expect(addTag([], 'x'.repeat(41)).error).toMatch(/at most 40/);
    const full = Array.from({ length: 30 }, (_, i) => `t${i}`);
    expect(addTag(full, 'more')).toEqual({ tags: full, error: 'At most 30 tags.' });
  });
});

describe('item draft: related tutorials', () => {
  const tutorials = [
    { _id: 'pub001', title: 'Zebra', status: 'public' as const, owner: { _id: 'u9' } },
    { _id: 'own001', title: 'Alpha', status: 'private' as const, owner: { _id: 'u1' } },
    { _id: 'oth001', title: 'Hidden', status: 'pending' as const, owner: { _id: 'u9' } },
    { _id: 'abc123', title: 'Myself', status: 'public' as const, owner: { _id: 'u1' } },
  ];

  it('offers public tutorials and the user’s own, not linked yet and not the item itself', () => {
    expect(tutorialChoices(tutorials, 'u1', [], 'abc123').map((t) => t._id)).toEqual(['own001', 'pub001']);
    const links = addTutorialLink([], tutorials[0]!);
    expect(tutorialChoices(tutorials, 'u1', links, 'abc123').map((t) => t._id)).toEqual(['own001']);
  });

  it('links a tutorial once, by its page and title', () => {
    let links = addTutorialLink([], { _id: 'pub001', title: 'Zebra' });
    links = addTutorialLink(links, { _id: 'pub001', title: 'Zebra' });
    expect(links).toEqual([{ url: '/libraryKit/libraryItem/pub001', label: 'Zebra' }]);
    expect(removeLink(links, '/libraryKit/libraryItem/pub001')).toEqual([]);
  });
});

describe('item draft: workout steps', () => {
  it('changing a step’s feature clears its favorite; the same feature keeps it', () => {
    let steps = addStep(addStep([]));
    const [a, b] = steps as [(typeof steps)[0], (typeof steps)[0]];
    steps = setStepFavorite(steps, a.key, 'Morning');
    steps = setStepFavorite(steps, b.key, 'Evening');
    steps = setStepFeature(steps, a.key, 'holdOn');
    expect(steps[0]!.favoriteName).toBe('Morning');
    steps = setStepFeature(steps, a.key, 'drillDJ');
    expect(steps.map((s) => [s.feature, s.favoriteName])).toEqual([
      ['drillDJ', ''],
      ['holdOn', 'Evening'],
    ]);
  });

  it('a saved step keeps what it runs until its tool or favorite changes', () => {
    const inputs = { holdTime: 20 };
    const d = draftFromItem(
      item({
        type: 'workout',
        body: [
          { feature: 'holdOn', favoriteName: 'Morning', inputs },
          { feature: 'holdOn', favoriteName: 'Evening', inputs },
          { feature: 'holdOn', favoriteName: 'Noon', inputs },
        ],
      }),
    );
    const [a, b, c] = d.steps as [(typeof d.steps)[0], (typeof d.steps)[0], (typeof d.steps)[0]];
    let steps = setStepFavorite(d.steps, a.key, 'Morning');
    steps = setStepFavorite(steps, b.key, 'Other');
    steps = setStepFeature(steps, c.key, 'drillDJ');
    expect(draftToFields({ ...d, steps }).body).toEqual([
      { feature: 'holdOn', favoriteName: 'Morning', inputs },
      { feature: 'holdOn', favoriteName: 'Other' },
      { feature: 'drillDJ', favoriteName: '' },
    ]);
  });

  it('moves steps up and down, not past either end, and removes them', () => {
    let steps = addStep(addStep(addStep([])));
    const keys = steps.map((s) => s.key);
    steps = moveStep(steps, keys[2]!, -1);
    expect(steps.map((s) => s.key)).toEqual([keys[0], keys[2], keys[1]]);
    expect(moveStep(steps, keys[0]!, -1).map((s) => s.key)).toEqual(steps.map((s) => s.key));
    expect(moveStep(steps, keys[1]!, 1).map((s) => s.key)).toEqual(steps.map((s) => s.key));
    expect(removeStep(steps, keys[2]!).map((s) => s.key)).toEqual([keys[0], keys[1]]);
  });
});
