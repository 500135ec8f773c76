import { libraryItemSchema } from '@handyq/domain/schemas';
import { sampleItem } from '../test/sample-item';
import { listItemOf, readListItem } from './list-items';

// readListItem checks the list's fields by hand so the PracticeLab loads no zod. These tests
// hold it to the item schema: what the API would answer (the schema's own output) it reads
// exactly as the schema does, and whatever the schema refuses, or would change, it refuses.

const img = (id: string, isMain = false) => ({ url: `/api/media/${id}.webp`, caption: '', isMain });
const many = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

/** Items as the API answers them: each went through the schema, so each is what it allows. */
const ANSWERS = [
  sampleItem(),
  sampleItem({ _id: 'itm002', type: 'workout', feature: '', status: 'public', tags: ['core', 'wall'] }),
  sampleItem({ _id: 'itm003', type: 'tutorial', status: 'pending', imgData: [img('a'), img('b', true)] }),
  sampleItem({ _id: 'itm004', imgData: [img('first'), img('second')], createdAt: 1_790_000_000_000 }),
  sampleItem({
    owner: { _id: 'admin1', fullname: 'Site Admin', isAdmin: true },
    tags: many(30, (i) => `t${i}`),
  }),
  sampleItem({ title: 'T'.repeat(200), tags: ['é-ß', 'x'.repeat(40)] }),
].map((raw) => libraryItemSchema.parse(raw));

/** One field of a good answer changed: [what, field, value] (undefined: the field left out). */
const CHANGED: [string, string, unknown][] = [
  ['no id', '_id', undefined],
  ['a numeric id', '_id', 5],
  ['an empty title', 'title', ''],
  ['a blank title', 'title', '   '],
  ['an invisible title', 'title', '\u200b\u200d'],
  ['a title too long', 'title', 'T'.repeat(201)],
  ['a numeric title', 'title', 42],
  ['a title with spaces around it', 'title', ' Wall walk '],
  ['an unknown type', 'type', 'video'],
  ['no type', 'type', undefined],
  ['an unknown status', 'status', 'deleted'],
  ['no status', 'status', undefined],
  ['an unknown feature', 'feature', 'handBalance'],
  ['a numeric feature', 'feature', 3],
  ['a fractional createdAt', 'createdAt', 1.5],
  ['a string createdAt', 'createdAt', '1'],
  ['an unsafe createdAt', 'createdAt', 2 ** 60],
  ['no createdAt', 'createdAt', undefined],
  ['no owner', 'owner', undefined],
  ['an owner id alone', 'owner', 'u1'],
  ['an owner without a name', 'owner', { _id: 'u1', isAdmin: false }],
  ['an owner with a numeric id', 'owner', { _id: 1, fullname: 'A', isAdmin: false }],
  ['an owner whose isAdmin is text', 'owner', { _id: 'u1', fullname: 'A', isAdmin: 'yes' }],
  ['tags as text', 'tags', 'core,wall'],
  ['a numeric tag', 'tags', [1]],
  ['an uppercase tag', 'tags', ['Core']],
  ['a tag with spaces around it', 'tags', [' core']],
  ['a tag twice', 'tags', ['core', 'core']],
  ['an empty tag', 'tags', ['']],
  ['an invisible tag', 'tags', ['\u200b']],
  ['a tag too long', 'tags', ['x'.repeat(41)]],
  ['too many tags', 'tags', many(31, (i) => `t${i}`)],
  ['images that are not a list', 'imgData', {}],
  ['an image elsewhere', 'imgData', [{ url: 'https://tracker.example/p.png', caption: '', isMain: true }]],
  ['a script for an image', 'imgData', [{ url: 'javascript:alert(1)', caption: '', isMain: false }]],
  ['an image whose isMain is text', 'imgData', [{ url: '/api/media/a.webp', caption: '', isMain: 'yes' }]],
  [
    'an image whose caption is a number',
    'imgData',
    [{ url: '/api/media/a.webp', caption: 5, isMain: false }],
  ],
  ['an image that is nothing', 'imgData', [null]],
  ['too many images', 'imgData', many(21, (i) => img(`i${i}`))],
];

describe('reading a PracticeLab list item without zod', () => {
  it.each(ANSWERS.map((a) => [a._id, a] as const))(
    'reads %s as the schema does: the same fields, the main image',
    (_id, answer) => {
      expect(readListItem(JSON.parse(JSON.stringify(answer)))).toEqual(listItemOf(answer));
    },
  );

  it('reads an answer that leaves out what the schema fills in (feature, tags, images)', () => {
    const raw: Record<string, unknown> = JSON.parse(JSON.stringify(sampleItem()));
    delete raw.feature;
    delete raw.tags;
    delete raw.imgData;
    expect(readListItem(raw)).toEqual(listItemOf(libraryItemSchema.parse(raw)));
  });

  it('keeps only the list’s fields of an owner, as the schema keeps only its own', () => {
    const raw = { ...sampleItem(), owner: { _id: 'u1', fullname: 'Ann', isAdmin: false, email: 'a@b.c' } };
    expect(readListItem(raw)?.owner).toEqual(libraryItemSchema.parse(raw).owner);
  });

  it.each(CHANGED)('refuses %s, which the schema refuses or would change', (_what, field, value) => {
    const raw: Record<string, unknown> = { ...JSON.parse(JSON.stringify(ANSWERS[0])), [field]: value };
    if (value === undefined) delete raw[field];
    const parsed = libraryItemSchema.safeParse(raw);
    if (parsed.success) expect(parsed.data[field as keyof typeof parsed.data]).not.toEqual(raw[field]);
    expect(readListItem(raw)).toBeNull();
  });

  it.each([null, 'item', 7, [], [ANSWERS[0]]])('refuses an answer that is not an item: %p', (raw) => {
    expect(readListItem(raw)).toBeNull();
  });
});
