// The library: /api/libraryItem lists, items, saves and the review flow.
import { ADMIN_AUTHOR_LABEL, BUILD_YOUR_OWN_IDS } from '@handyq/domain';
import { WALL_LADDER } from '@handyq/domain/cue-craft-starters';
import { CUE_CRAFT_STEP_MESSAGE, LIBRARY_MESSAGES, noSuchStepFavorite } from '@handyq/domain/library-rules';
import { SEED_ITEMS } from '@handyq/domain/library-seed-items';
import { addItem, call, fullnameOf, moveItem, putItem, putUser, type Scenario } from './scenario';

/** The starter library, newest first (each seed item a minute after the one before). */
const SEEDED_NEWEST_FIRST = SEED_ITEMS.map((item) => item.id).reverse();
const FIRST_SEED = SEED_ITEMS[0]!;

/** The titles of a list, in order. */
const titles = (...equals: string[]) => ({ status: 200, list: { field: 'title', equals } });
/** A refusal and its message. */
const refused = (status: number, message: string) => ({ status, body: { message } });
/** Dana's HoldOn favorite as she first saves it, and as she changes it after the workout is saved. */
const SHORT_HOLDS = { name: 'Short holds', dateCreated: 1, inputs: { holdTime: 20, numSets: 2 } };
const SHORT_HOLDS_CHANGED = { ...SHORT_HOLDS, inputs: { holdTime: 45, numSets: 2 } };
/** Dana's CueCraft sequence, kept among her favorites. */
const LADDER = {
  name: 'Wall ladder',
  getReadyS: 5,
  items: [
    {
      kind: 'step',
      name: 'Hold',
      durationS: 20,
      words: 'Push tall',
      countdownS: 3,
      halfway: false,
      ticks: false,
    },
  ],
};
const LADDER_FAVORITE = { name: 'Wall ladder', dateCreated: 2, inputs: LADDER };

const link = (to: string) => ({ url: `/libraryKit/libraryItem/$${to}._id`, label: to });

export const LIBRARY_SCENARIOS: Scenario[] = [
  {
    name: 'the starter library is public, newest first, shown as HandyQ’s',
    steps: [
      call('GET /api/libraryItem?author=$admin._id&limit=500', undefined, {
        status: 200,
        list: { equals: SEEDED_NEWEST_FIRST },
        each: { status: 'public', owner: { fullname: ADMIN_AUTHOR_LABEL, isAdmin: true } },
        next: false,
      }),
      call(`GET /api/libraryItem/${FIRST_SEED.id}`, undefined, {
        status: 200,
        body: { _id: FIRST_SEED.id, title: FIRST_SEED.title, status: 'public' },
      }),
    ],
  },
  {
    name: 'a new item is private: its owner and admins see it, nobody else',
    accounts: ['dana', 'max'],
    steps: [
      call('POST /api/libraryItem', undefined, 401, { body: { title: 'Walk', type: 'drill' } }),
      call(
        'POST /api/libraryItem',
        'dana',
        { status: 400, body: { fields: { title: 'Title and type are required' } } },
        { body: { title: '  ', type: 'drill' } },
      ),
      call(
        'POST /api/libraryItem',
        'dana',
        {
          status: 201,
          body: {
            title: 'Wall walk',
            status: 'private',
            version: 1,
            tags: ['wall', 'shoulders'],
            owner: { _id: '$dana._id', fullname: fullnameOf('dana'), isAdmin: false },
            msgs: [],
          },
        },
        {
          body: { title: 'Wall walk', type: 'drill', tags: ['Wall', 'wall', 'shoulders'] },
          save: { walk: '' },
        },
      ),
      call('GET /api/libraryItem/$walk._id', 'dana', { status: 200, body: { title: 'Wall walk' } }),
      call('GET /api/libraryItem/$walk._id', 'admin', 200),
      call('GET /api/libraryItem/$walk._id', 'max', 404),
      call('GET /api/libraryItem/$walk._id', undefined, 404),
      call('GET /api/libraryItem/no-such', undefined, 404),
      call('GET /api/libraryItem?author=$dana._id', 'max', { status: 200, body: [] }),
      call('GET /api/libraryItem?author=$dana._id', 'dana', titles('Wall walk')),
    ],
  },
  {
    name: 'an item shows what its author shares of their profile',
    accounts: ['dana'],
    steps: [
      putUser('dana', 'dana', { bio: 'Coach in Lyon', website: 'https://dana.example.com' }, 200),
      addItem('dana', 'hold', { authorInfo: { shareFullname: true, shareBio: true } }),
      call('GET /api/libraryItem/$hold._id', 'admin', {
        status: 200,
        body: { author: { fullname: fullnameOf('dana'), bio: 'Coach in Lyon' } },
        without: ['author.website', 'author.email'],
      }),
    ],
  },
  {
    name: 'the review flow: publish, approve, and who may change what on the way',
    accounts: ['dana', 'max'],
    steps: [
      addItem('dana', 'walk'),
      putItem('max', 'walk', { status: 'pending' }, 404, { about: 'another user cannot even see it' }),
      moveItem('dana', 'walk', 'pending'),
      putItem('dana', 'walk', { status: 'pending', version: 1 }, refused(409, LIBRARY_MESSAGES.stale), {
        about: 'a copy read before the publish',
      }),
      putItem('dana', 'walk', { status: 'private' }, refused(403, LIBRARY_MESSAGES.reviewAdminOnly)),
      putItem(
        'dana',
        'walk',
        { title: 'Changed while pending' },
        refused(403, LIBRARY_MESSAGES.locked('pending')),
      ),
      call('GET /api/libraryItem?status=pending&author=$dana._id', 'admin', {
        status: 200,
        list: { equals: ['$walk._id'] },
      }),
      call(
        'GET /api/libraryItem?status=pending&author=$dana._id',
        'dana',
        { status: 200, list: { equals: ['$walk._id'] } },
        { about: 'her own item awaiting review' },
      ),
      call('GET /api/libraryItem?status=pending&author=$dana._id', 'max', { status: 200, body: [] }),
      moveItem('admin', 'walk', 'public'),
      call('GET /api/libraryItem/$walk._id', undefined, {
        status: 200,
        body: { status: 'public', version: 3 },
      }),
      putItem('max', 'walk', { title: 'Mine now' }, refused(403, LIBRARY_MESSAGES.notYours)),
      putItem('dana', 'walk', { title: 'Changed' }, refused(403, LIBRARY_MESSAGES.locked('public'))),
      call('DELETE /api/libraryItem/$walk._id', 'dana', 403),
      call('GET /api/libraryItem?author=$dana._id', undefined, {
        status: 200,
        list: { equals: ['$walk._id'] },
      }),
    ],
  },
  {
    name: 'a private item is edited or deleted by its owner or an admin only',
    accounts: ['dana', 'max'],
    steps: [
      addItem('dana', 'walk'),
      putItem(
        'dana',
        'walk',
        { title: 'Wall walk, slower', tags: ['wall'] },
        { status: 200, body: { title: 'Wall walk, slower', tags: ['wall'], status: 'private', version: 2 } },
        { save: { walk: '' } },
      ),
      putItem('dana', 'walk', { type: 'workout', body: [] }, refused(400, LIBRARY_MESSAGES.typeLocked)),
      putItem('admin', 'walk', { title: 'Wall walk (checked)' }, { status: 200, body: { version: 3 } }),
      putItem(undefined, 'walk', {}, 401),
      call('DELETE /api/libraryItem/$walk._id', 'max', 404),
      call('DELETE /api/libraryItem/$walk._id', undefined, 401),
      call('DELETE /api/libraryItem/$walk._id', 'dana', { status: 200, body: { message: 'Item deleted' } }),
      call('GET /api/libraryItem/$walk._id', 'dana', 404),
      addItem('dana', 'spare'),
      call('DELETE /api/libraryItem/$spare._id', 'admin', 200),
    ],
  },
  {
    name: 'an item links to tutorials its owner may link to, labelled with their titles',
    accounts: ['dana', 'max'],
    steps: [
      addItem('max', 'secret', { type: 'tutorial' }),
      addItem('dana', 'basics', { title: 'Balance basics', type: 'tutorial' }),
      call(
        'POST /api/libraryItem',
        'dana',
        { status: 400, body: { fields: { 'links.0.url': LIBRARY_MESSAGES.badLink } } },
        { body: { title: 'Linked', type: 'drill', links: [link('secret')] } },
      ),
      call(
        'POST /api/libraryItem',
        'dana',
        {
          status: 201,
          body: { links: [{ url: '/libraryKit/libraryItem/$basics._id', label: 'Balance basics' }] },
        },
        { body: { title: 'Linked', type: 'drill', links: [link('basics'), link('basics')] } },
      ),
    ],
  },
  {
    name: 'filters: type, every listed tag, feature, one owner or several',
    accounts: ['dana', 'max'],
    steps: [
      addItem('dana', 'wall', { title: 'Wall walk', tags: ['wall', 'shoulders'], feature: 'holdOn' }),
      addItem('dana', 'tuck', { title: 'Tuck press', tags: ['wall'], feature: 'shapeJam' }),
      addItem('dana', 'basics', { title: 'Balance basics', type: 'tutorial', tags: ['balance'] }),
      addItem('max', 'flow', { title: 'Morning flow', type: 'workout', body: [], tags: ['wall'] }),
      moveItem('max', 'flow', 'pending'),
      moveItem('admin', 'flow', 'public'),
      addItem('max', 'hidden', { title: 'Hidden wall', tags: ['wall'] }),
      call('GET /api/libraryItem?author=$dana._id&type=drill', 'dana', titles('Tuck press', 'Wall walk')),
      call('GET /api/libraryItem?author=$dana._id&tags=wall,shoulders', 'dana', titles('Wall walk')),
      call('GET /api/libraryItem?author=$dana._id&feature=shapeJam', 'dana', titles('Tuck press')),
      call(
        'GET /api/libraryItem?authors=$dana._id,$max._id&tags=wall',
        'dana',
        titles('Morning flow', 'Tuck press', 'Wall walk'),
        { about: "her own items, and the other owner's public ones" },
      ),
      call('GET /api/libraryItem?type=poem', undefined, 400),
      call(
        'GET /api/libraryItem?type=drill',
        undefined,
        { status: 200, each: { type: 'drill', status: 'public' } },
        {
          about: "the Coach Kit's drills",
        },
      ),
      call(
        'GET /api/libraryItem?type=tutorial&limit=500',
        'dana',
        { status: 200, each: { type: 'tutorial' } },
        {
          about: 'the tutorials an item may link to',
        },
      ),
    ],
  },
  {
    name: 'orders: newest first by default, oldest first by date, each reversed by sortDir',
    accounts: ['dana'],
    steps: [
      addItem('dana', 'first'),
      addItem('dana', 'second'),
      addItem('dana', 'third'),
      call('GET /api/libraryItem?author=$dana._id', 'dana', titles('third', 'second', 'first')),
      call(
        'GET /api/libraryItem?author=$dana._id&sortField=createdAt',
        'dana',
        titles('first', 'second', 'third'),
      ),
      call(
        'GET /api/libraryItem?author=$dana._id&sortField=createdAt&sortDir=-1',
        'dana',
        titles('third', 'second', 'first'),
      ),
      call('GET /api/libraryItem?sortDir=2', undefined, 400),
    ],
  },
  {
    name: 'A–Z sorts titles by their letters’ code points after lowercasing, the same on every device',
    why:
      'The list is paged by the sort key, so the order must be one both databases give alike and ' +
      'an index keeps: the lowercased title compared character by character (collation "C"). The ' +
      "demo used the browser's localeCompare, an order that moves with the browser's language " +
      'and put "~" first and "é" beside "e", so the same list sorted otherwise than the server.',
    accounts: ['dana'],
    steps: [
      addItem('dana', 'zebra walk'),
      addItem('dana', 'Apple pike'),
      addItem('dana', 'équilibre'),
      addItem('dana', '~ tilde hold'),
      addItem('dana', 'Banana split'),
      call(
        'GET /api/libraryItem?author=$dana._id&sortField=title',
        'dana',
        titles('Apple pike', 'Banana split', 'zebra walk', '~ tilde hold', 'équilibre'),
      ),
      call(
        'GET /api/libraryItem?author=$dana._id&sortField=title&sortDir=-1&limit=2',
        'dana',
        titles('équilibre', '~ tilde hold'),
      ),
      call('GET $next', 'dana', titles('zebra walk', 'Banana split')),
    ],
  },
  {
    name: 'text search looks in the title and the tags, in any case, and nowhere else',
    why:
      "The product's search matches the title or the tags; the server's is built on exactly " +
      'those (two trigram indexes). The demo also searched the description, the type and the ' +
      "owner's name, so the same words found other items with no server.",
    accounts: ['dana'],
    steps: [
      addItem('dana', 'Quokka hop'),
      addItem('dana', 'Crow', { tags: ['quokka'] }),
      addItem('dana', 'Frog', { description: 'A quokka balance' }),
      addItem('dana', 'Planche lean', { type: 'tutorial' }),
      call('GET /api/libraryItem?author=$dana._id&txt=QUOKKA', 'dana', titles('Crow', 'Quokka hop')),
      call('GET /api/libraryItem?author=$dana._id&txt=tutorial', 'dana', titles(), {
        about: 'the type is no text',
      }),
      call('GET /api/libraryItem?author=$dana._id&txt=tester', 'dana', titles(), {
        about: "the owner's name is no text of the item",
      }),
      call('GET /api/libraryItem?author=$dana._id&txt=q%25a', 'dana', titles(), {
        about: 'a pattern character is matched as itself',
      }),
    ],
  },
  {
    name: 'a long list comes in pages, each naming the next in a Link with the same filters',
    why:
      'The Link names the query as the server understood it (trimmed, tags lowercased), so ' +
      'every page asks for the same list. (The demo copied the query as sent.)',
    accounts: ['dana'],
    steps: [
      addItem('dana', 'one', { tags: ['lot'] }),
      addItem('dana', 'two', { tags: ['lot'] }),
      addItem('dana', 'three', { tags: ['lot'] }),
      call('GET /api/libraryItem?author=$dana._id&tags=lot&limit=2', 'dana', {
        ...titles('three', 'two'),
        next: { path: '/api/libraryItem', params: { author: '$dana._id', tags: 'lot', limit: '2' } },
      }),
      call('GET $next', 'dana', { ...titles('one'), next: false }),
      call('GET /api/libraryItem?author=$dana._id&tags=Lot&txt=%20E%20&limit=1', 'dana', {
        ...titles('three'),
        next: {
          path: '/api/libraryItem',
          params: { author: '$dana._id', tags: 'lot', txt: 'E', limit: '1' },
        },
      }),
      call('GET $next', 'dana', { ...titles('one'), next: false }),
      call('GET /api/libraryItem?cursor=not-a-cursor', undefined, {
        status: 400,
        body: { fields: { cursor: LIBRARY_MESSAGES.badCursor } },
      }),
    ],
  },
  {
    name: 'the next page starts after the last item shown, even when that item was deleted meanwhile',
    why:
      'PracticeLab loads the next page as the list scrolls: an item deleted from the page shown ' +
      'must not make the next one skip an item nobody has seen. The server continues after the ' +
      "last item's sort key; the demo counted positions, so every later item moved up one and the " +
      'first of the next page was never shown.',
    accounts: ['dana'],
    steps: [
      addItem('dana', 'one'),
      addItem('dana', 'two'),
      addItem('dana', 'three'),
      call('GET /api/libraryItem?author=$dana._id&limit=2', 'dana', titles('three', 'two')),
      call('DELETE /api/libraryItem/$three._id', 'dana', 200),
      call('GET $next', 'dana', titles('one')),
    ],
  },
  {
    name: 'a workout step keeps what it runs: the author’s favorite as it was when the workout was saved',
    why:
      'A published workout runs for everyone (visitors too) with its author’s settings, so each ' +
      'step carries the inputs it runs; a name the author has no favorite for is refused at once.',
    accounts: ['dana', 'max'],
    steps: [
      putUser('dana', 'dana', { favorites: { holdOn: [SHORT_HOLDS] } }, 200, { save: { dana2: '' } }),
      call(
        'POST /api/libraryItem',
        'dana',
        {
          status: 400,
          body: { fields: { 'body.1.favoriteName': noSuchStepFavorite(2, 'HoldOn', 'Long holds') } },
        },
        {
          about: 'a name that matches none of her favorites',
          body: {
            title: 'Hold day',
            type: 'workout',
            body: [
              { feature: 'holdOn', favoriteName: 'Short holds' },
              { feature: 'holdOn', favoriteName: 'Long holds' },
            ],
          },
        },
      ),
      call(
        'POST /api/libraryItem',
        'dana',
        {
          status: 201,
          body: {
            body: [
              { feature: 'holdOn', favoriteName: 'Short holds', inputs: SHORT_HOLDS.inputs },
              { feature: 'drillDJ', favoriteName: '' },
            ],
          },
          without: ['body.1.inputs'],
        },
        {
          about: 'a named step takes her favorite’s inputs; an unnamed one runs the tool’s usual values',
          body: {
            title: 'Hold day',
            type: 'workout',
            body: [
              { feature: 'holdOn', favoriteName: ' Short holds ' },
              { feature: 'drillDJ', favoriteName: '' },
            ],
          },
          save: { day: '' },
        },
      ),
      putUser('dana', 'dana2', { favorites: { holdOn: [SHORT_HOLDS_CHANGED] } }, 200, {
        about: 'she changes the favorite afterwards',
      }),
      moveItem('dana', 'day', 'pending'),
      moveItem('admin', 'day', 'public'),
      call('GET /api/libraryItem/$day._id', undefined, {
        status: 200,
        body: { body: [{ inputs: SHORT_HOLDS.inputs }, { feature: 'drillDJ' }] },
      }),
      call('GET /api/libraryItem/$day._id', 'max', {
        status: 200,
        body: { body: [{ inputs: SHORT_HOLDS.inputs }, { feature: 'drillDJ' }] },
      }),
      call(
        'POST /api/libraryItem',
        'max',
        {
          status: 201,
          body: { body: [{ feature: 'holdOn', favoriteName: 'Borrowed', inputs: { holdTime: 15 } }] },
        },
        {
          about: 'a client may send the inputs itself',
          body: {
            title: 'Borrowed',
            type: 'workout',
            body: [{ feature: 'holdOn', favoriteName: 'Borrowed', inputs: { holdTime: 15, extra: 1 } }],
          },
        },
      ),
      call('POST /api/libraryItem', 'max', 400, {
        about: 'inputs the tool does not take',
        body: { title: 'Bad', type: 'workout', body: [{ feature: 'holdOn', inputs: { holdTime: -5 } }] },
      }),
    ],
  },
  {
    name: 'a CueCraft sequence is a workout step: it keeps the sequence, as a timer’s step its inputs',
    why:
      'A workout runs a sequence of the author’s own like any favorite; a CueCraft step has no ' +
      'usual values to fall back on, so one that names no sequence is refused, and so is a ' +
      'sequence the builder would refuse.',
    accounts: ['dana'],
    steps: [
      putUser('dana', 'dana', { favorites: { cueCraft: [LADDER_FAVORITE] } }, 200),
      call(
        'POST /api/libraryItem',
        'dana',
        {
          status: 201,
          body: {
            body: [
              { feature: 'holdOn' },
              { feature: 'cueCraft', favoriteName: 'Wall ladder', inputs: LADDER },
            ],
          },
        },
        {
          body: {
            title: 'Ladder day',
            type: 'workout',
            body: [{ feature: 'holdOn' }, { feature: 'cueCraft', favoriteName: 'Wall ladder' }],
          },
        },
      ),
      call(
        'POST /api/libraryItem',
        'dana',
        { status: 400, body: { fields: { 'body.0.favoriteName': CUE_CRAFT_STEP_MESSAGE } } },
        {
          about: 'a CueCraft step with no sequence',
          body: { title: 'Empty', type: 'workout', body: [{ feature: 'cueCraft' }] },
        },
      ),
      call('POST /api/libraryItem', 'dana', 400, {
        about: 'a sequence with no steps',
        body: {
          title: 'Broken',
          type: 'workout',
          body: [{ feature: 'cueCraft', favoriteName: 'Mine', inputs: { ...LADDER, items: [] } }],
        },
      }),
    ],
  },
  {
    name: 'a drill carries a CueCraft sequence: anyone who sees the drill reads it, with the item alone',
    why:
      'A drill’s sequence is a copy the author chose, run by anyone from the item page; lists ' +
      'leave it out (as comments) so a long sequence cannot grow every page that lists the drill. ' +
      'Only a drill carries one: a workout runs its sequences as steps.',
    accounts: ['dana', 'max'],
    steps: [
      call(
        `GET /api/libraryItem/${BUILD_YOUR_OWN_IDS[0]}`,
        undefined,
        { status: 200, body: { type: 'drill', sequence: WALL_LADDER } },
        { about: 'the seeded chest-to-wall line hold carries the wall handstand ladder' },
      ),
      addItem('dana', 'ladder', { sequence: LADDER }),
      call('GET /api/libraryItem/$ladder._id', 'dana', { status: 200, body: { sequence: LADDER } }),
      addItem('dana', 'plain'),
      call('GET /api/libraryItem/$plain._id', 'dana', { status: 200, body: { sequence: null } }),
      moveItem('dana', 'ladder', 'pending'),
      moveItem('admin', 'ladder', 'public'),
      call('GET /api/libraryItem/$ladder._id', 'max', { status: 200, body: { sequence: LADDER } }),
      call('GET /api/libraryItem/$ladder._id', undefined, { status: 200, body: { sequence: LADDER } }),
      call('GET /api/libraryItem?author=$dana._id', 'dana', {
        status: 200,
        list: { field: 'title', equals: ['plain', 'ladder'] },
        without: ['0.sequence', '1.sequence', '0.msgs', '1.msgs'],
      }),
      putItem(
        'dana',
        'plain',
        { sequence: { ...LADDER, name: 'Second ladder' } },
        { status: 200, body: { sequence: { name: 'Second ladder' }, version: 2 } },
        { save: { plain: '' } },
      ),
      putItem('dana', 'plain', { sequence: null }, { status: 200, body: { sequence: null } }),
      call(
        'POST /api/libraryItem',
        'dana',
        { status: 400, body: { fields: { sequence: LIBRARY_MESSAGES.sequenceOnDrill } } },
        {
          about: 'a workout with a sequence of its own',
          body: { title: 'Day', type: 'workout', sequence: LADDER },
        },
      ),
      call('POST /api/libraryItem', 'dana', 400, {
        about: 'a drill whose sequence has no steps',
        body: { title: 'Broken', type: 'drill', sequence: { ...LADDER, items: [] } },
      }),
    ],
  },
];
