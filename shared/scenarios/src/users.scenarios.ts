// Profiles and accounts: /api/user.
import { NAME_DIRECTION_MESSAGE, RESERVED_NAME_MESSAGE } from '@handyq/domain';
import { CUE_CRAFT_MESSAGES } from '@handyq/domain/cue-craft-rules';
import { USER_MESSAGES } from '@handyq/domain/user-rules';
import { call, fullnameOf, putUser, type Scenario } from './scenario';

/** What only the user themself and admins see of an account. */
const PRIVATE_FIELDS = [
  'email',
  'score',
  'plan',
  'generalSettings',
  'settings',
  'favorites',
  'notifications',
];

const FAVORITES = { holdOn: [{ name: 'Morning', dateCreated: 1, inputs: { holdTime: 30 } }] };

/** CueCraft's settings: what a blank sequence, a new step and a new block start with. */
const CRAFT_SETTINGS = {
  getReadyS: 10,
  stepS: 45,
  countdownS: 5,
  halfway: true,
  ticks: false,
  repeat: 3,
  restS: 30,
};

/** A CueCraft sequence as the builder makes it: a block of two steps, one until the tap. */
const LADDER = {
  name: 'Wall ladder',
  getReadyS: 5,
  items: [
    {
      kind: 'block',
      name: 'Rounds',
      repeat: 3,
      restS: 30,
      items: [
        {
          kind: 'step',
          name: 'Hold',
          durationS: 20,
          words: 'Up you go',
          countdownS: 3,
          halfway: true,
          ticks: false,
        },
        {
          kind: 'step',
          name: 'Tap when down',
          durationS: null,
          words: '',
          countdownS: 0,
          halfway: false,
          ticks: false,
        },
      ],
    },
  ],
};
const CRAFT_FAVORITE = { name: 'Wall ladder', dateCreated: 2, inputs: LADDER };

export const USER_SCENARIOS: Scenario[] = [
  {
    name: 'a profile is public; its private fields only to the user and admins',
    accounts: ['ada', 'max'],
    steps: [
      call('GET /api/user/$ada._id', undefined, {
        status: 200,
        body: { _id: '$ada._id', fullname: fullnameOf('ada') },
        without: PRIVATE_FIELDS,
      }),
      call('GET /api/user/$ada._id', 'max', { status: 200, without: PRIVATE_FIELDS }),
      call('GET /api/user/$ada._id', 'ada', {
        status: 200,
        body: { email: '$ada.email', plan: { tier: 'basic' } },
      }),
      call('GET /api/user/$ada._id', 'admin', { status: 200, body: { email: '$ada.email' } }),
      call('GET /api/user/no-such-user', 'admin', 404),
    ],
  },
  {
    name: 'a user saves their own profile, settings and favorites, with the version they read',
    accounts: ['ada'],
    steps: [
      putUser(
        'ada',
        'ada',
        { bio: 'Hands up', favorites: FAVORITES, isAdmin: true, score: 1, plan: { tier: 'pro' } },
        {
          status: 200,
          body: {
            bio: 'Hands up',
            favorites: FAVORITES,
            isAdmin: false,
            score: 10000,
            plan: { tier: 'basic' },
          },
        },
        { about: 'fields only an admin may set are ignored', save: { saved: '' } },
      ),
      putUser(
        'ada',
        'ada',
        { bio: 'Old copy' },
        { status: 409, body: { message: USER_MESSAGES.stale } },
        { about: 'a copy read before that save' },
      ),
      putUser(
        'ada',
        'saved',
        { fullname: 'Admin' },
        { status: 400, body: { fields: { fullname: RESERVED_NAME_MESSAGE } } },
      ),
      putUser(
        'ada',
        'saved',
        { fullname: '\u0410dmin' },
        { status: 400, body: { fields: { fullname: RESERVED_NAME_MESSAGE } } },
        { about: 'a reserved name in look-alike letters (a Cyrillic А)' },
      ),
      putUser(
        'ada',
        'saved',
        { username: '\u0397andyQ' },
        { status: 400, body: { fields: { username: RESERVED_NAME_MESSAGE } } },
        { about: 'the username too (a Greek Η)' },
      ),
      putUser(
        'ada',
        'saved',
        { fullname: '\u202EnimdA' },
        { status: 400, body: { fields: { fullname: NAME_DIRECTION_MESSAGE } } },
        { about: 'a name turned around by a right-to-left mark (it shows as Admin)' },
      ),
      call('GET /api/auth/me', 'ada', {
        status: 200,
        body: { bio: 'Hands up', favorites: FAVORITES, version: 2 },
      }),
    ],
  },
  {
    name: 'a CueCraft sequence is kept among the favorites, checked as the builder checks it',
    why:
      'CueCraft keeps its sequences where the timers keep theirs (the plan counts them together), ' +
      'so a sequence the builder would refuse is refused here too, at the place to fix.',
    accounts: ['ada'],
    steps: [
      putUser(
        'ada',
        'ada',
        { favorites: { ...FAVORITES, cueCraft: [CRAFT_FAVORITE] } },
        { status: 200, body: { favorites: { ...FAVORITES, cueCraft: [CRAFT_FAVORITE] } } },
        { save: { saved: '' } },
      ),
      putUser(
        'ada',
        'saved',
        { favorites: { cueCraft: [{ ...CRAFT_FAVORITE, inputs: { ...LADDER, items: [] } }] } },
        {
          status: 400,
          body: { fields: { 'favorites.cueCraft.0.inputs.items': CUE_CRAFT_MESSAGES.noSteps } },
        },
        { about: 'a sequence with no steps' },
      ),
      putUser(
        'ada',
        'saved',
        {
          favorites: {
            cueCraft: [
              {
                ...CRAFT_FAVORITE,
                inputs: { ...LADDER, items: [{ ...LADDER.items[0]!, items: [] }] },
              },
            ],
          },
        },
        {
          status: 400,
          body: { fields: { 'favorites.cueCraft.0.inputs.items.0.items': CUE_CRAFT_MESSAGES.emptyBlock } },
        },
        { about: 'an empty block' },
      ),
      call('GET /api/auth/me', 'ada', {
        status: 200,
        body: { favorites: { ...FAVORITES, cueCraft: [CRAFT_FAVORITE] } },
      }),
    ],
  },
  {
    name: "nobody changes another's account but an admin, who may change the plan",
    accounts: ['ada', 'max'],
    steps: [
      putUser('max', 'ada', { bio: 'Not yours' }, { status: 403, body: { message: USER_MESSAGES.notYours } }),
      putUser(undefined, 'ada', { bio: 'Anyone?' }, 401),
      putUser(
        'admin',
        'ada',
        { plan: { tier: 'pro' } },
        { status: 200, body: { plan: { tier: 'pro' } } },
        { save: { pro: '' } },
      ),
      putUser(
        'ada',
        'pro',
        { plan: { tier: 'basic' } },
        { status: 200, body: { plan: { tier: 'basic' }, version: 3 } },
        { about: 'a Pro user cancels back to Basic' },
      ),
    ],
  },
  {
    name: 'only admins list the accounts',
    accounts: ['ada'],
    steps: [
      call('GET /api/user', undefined, 401),
      call('GET /api/user', 'ada', { status: 403, body: { message: USER_MESSAGES.adminsOnly } }),
      call('GET /api/user?limit=0', 'admin', 400),
    ],
  },
  {
    name: "the admin's list of accounts is in signup order, oldest first, page after page",
    why:
      'The admin reads the accounts as they came: a new account is last, and the pages follow one ' +
      'another in the same order. (The API listed them by their random ids: in no order a person ' +
      'could follow, and a new account landed on any page.)',
    accounts: ['ana', 'ben', 'cy'],
    steps: [
      call('GET /api/user?limit=1&after=$ana._id', 'admin', {
        status: 200,
        list: { equals: ['$ben._id'] },
        next: { path: '/api/user', params: { limit: '1', after: '$ben._id' } },
      }),
      call('GET $next', 'admin', { status: 200, list: { equals: ['$cy._id'] } }),
      call('GET /api/user?limit=2&after=$ana._id', 'admin', {
        status: 200,
        list: { equals: ['$ben._id', '$cy._id'] },
      }),
    ],
  },
  {
    name: 'a page after an account that is not there (any more) is empty, not the first page again',
    why:
      'The web app asks for page after page until there is no next one: answering the first page ' +
      'again would list every account twice and never end. (The demo started over.)',
    steps: [call('GET /api/user?after=no-such-user', 'admin', { status: 200, body: [], next: false })],
  },
  {
    name: 'an account is deleted by its user or an admin, with what it owns',
    accounts: ['ada', 'max'],
    steps: [
      call('POST /api/libraryItem', 'ada', 201, {
        body: { title: 'Left behind', type: 'drill' },
        save: { item: '' },
      }),
      call('DELETE /api/user/$ada._id', 'max', 403),
      call('DELETE /api/user/$ada._id', undefined, 401),
      call('DELETE /api/user/$ada._id', 'ada', { status: 200, body: { message: 'Account deleted' } }),
      call('GET /api/auth/me', 'ada', 401),
      call('GET /api/user/$ada._id', 'admin', 404),
      call('GET /api/libraryItem/$item._id', 'admin', 404),
      call('DELETE /api/user/$max._id', 'admin', 200),
    ],
  },
  {
    name: 'CueCraft’s settings are kept with the timers’, each within what the builder offers',
    why:
      'What new steps and blocks start with is a user’s own, like a timer’s starting values; a ' +
      'value the builder would not offer, or a field it does not know, is refused at its place.',
    accounts: ['ada'],
    steps: [
      putUser(
        'ada',
        'ada',
        { settings: { cueCraft: CRAFT_SETTINGS } },
        { status: 200, body: { settings: { cueCraft: CRAFT_SETTINGS } } },
        { save: { saved: '' } },
      ),
      putUser(
        'ada',
        'saved',
        { settings: { cueCraft: { ...CRAFT_SETTINGS, countdownS: 11 } } },
        {
          status: 400,
          body: { fields: { 'settings.cueCraft.countdownS': 'Too big: expected number to be <=10' } },
        },
        { about: 'a countdown longer than the builder offers' },
      ),
      putUser(
        'ada',
        'saved',
        { settings: { cueCraft: { ...CRAFT_SETTINGS, speak: true } } },
        { status: 400 },
        { about: 'a field CueCraft does not know' },
      ),
      putUser('ada', 'saved', { settings: { cueCraf: CRAFT_SETTINGS } }, 400, {
        about: 'settings of a tool there is not',
      }),
      call('GET /api/auth/me', 'ada', { status: 200, body: { settings: { cueCraft: CRAFT_SETTINGS } } }),
    ],
  },
];
