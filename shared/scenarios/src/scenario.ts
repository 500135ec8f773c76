// One behaviour, two backends: a scenario is a list of requests to /api and the answers that
// matter (status, fields, order, the next page's Link), run by jest against the Nest app
// (api/test/scenarios.spec.ts, PGlite and PostgreSQL) and against the demo's local API
// (demo-backend.test.ts). It names no backend: ids are the ones earlier steps saved ($name).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A file sent as the multipart field `file`. */
export interface Upload {
  /** A PNG picture this many pixels wide and high. */
  image?: { width: number; height: number };
  /** A short MP4 video. */
  video?: true;
  /** A text file (no picture, no video). */
  text?: string;
}

/** The next page's Link (rel="next"): its path and query parameters, except the opaque `cursor`. */
export interface NextPage {
  path: string;
  params: Record<string, string>;
}

/**
 * What an answer must show. `$name` and `$name.field` in any string are what earlier steps
 * saved (an account is saved as its user: `$dana._id`; `${dana.username}2` where text follows);
 * `$run` is this run's own tag.
 */
export interface Expected {
  status: number;
  /** Fields the answer has: objects in part, lists whole (jest's toMatchObject). */
  body?: unknown;
  /** Fields the answer must not have (dotted paths: 'author.email'). */
  without?: string[];
  /** The answer is a list (or holds one at `at`): `field` of each item, in this order. */
  list?: { at?: string; field?: string; equals: unknown[] };
  /** Every item of the list (at `list.at`, else the answer) has these fields. */
  each?: Record<string, unknown>;
  /** The next page's Link, or false: there is none. */
  next?: NextPage | false;
  /** Response headers (lower-case names) and their exact values. */
  headers?: Record<string, string>;
}

export interface Step {
  /** What the step checks, when the request alone does not say it. */
  about?: string;
  /** The account that sends it ('admin' or a name from `accounts`); none: a visitor. */
  as?: string;
  method: Method;
  /** '/api/…' with its query; '$next' is the next page's Link of the last GET's answer. */
  path: string;
  body?: unknown;
  upload?: Upload;
  expect: Expected;
  /** Saves parts of the answer: name -> a dotted path in it ('_id', 'items.1._id'; '' the whole answer). */
  save?: Record<string, string>;
  /** The answer logs in: its token and user are kept under this account name. */
  signs?: string;
  /** Where the demo answers otherwise because it runs in a browser with no server, and why. */
  demo?: { why: string; expect?: Expected; skip?: true };
}

export interface Scenario {
  name: string;
  /** Why this is the right answer, where the two backends once answered otherwise. */
  why?: string;
  /** Accounts signed up (in this order) before the steps, each saved under its name. */
  accounts?: string[];
  steps: Step[];
  /** The demo has no part in it, and why. */
  demo?: { skip: string };
}

/** The password of every account a scenario signs up (the demo checks none). */
export const SCENARIO_PASSWORD = 'scenario-password-1';

/** An account's full name: 'dana' -> 'Dana Tester'. */
export const fullnameOf = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)} Tester`;

/**
 * A PUT body: what was saved as `name` (a user or an item, as answered; an item's `author` is
 * left out, as the web app does) with `changes`.
 */
export const copyOf = (name: string, changes: Record<string, unknown> = {}) => ({ $copyOf: name, changes });

/** What a step must answer: the whole expectation, or just its status. */
export type Want = Expected | number;

/**
 * One request ('GET /api/…') sent as an account (undefined: a visitor), with what it must
 * answer, and anything else of a step (body, save, demo, …).
 */
export function call(
  request: string,
  as: string | undefined,
  want: Want,
  more: Omit<Step, 'method' | 'path' | 'as' | 'expect'> = {},
): Step {
  const [method, path = ''] = request.split(' ') as [Method, string];
  return {
    method,
    path,
    ...(as ? { as } : {}),
    expect: typeof want === 'number' ? { status: want } : want,
    ...more,
  };
}

/** `as` PUTs what was saved as `name` (as read) with `changes`, to its path under `/api/<kind>/`. */
const putTo =
  (kind: 'user' | 'libraryItem') =>
  (
    as: string | undefined,
    name: string,
    changes: Record<string, unknown>,
    want: Want,
    more: Omit<Step, 'method' | 'path' | 'as' | 'expect'> = {},
  ) =>
    call(`PUT /api/${kind}/$${name}._id`, as, want, { body: copyOf(name, changes), ...more });

/** `as` saves the user saved as `name` with `changes`. */
export const putUser = putTo('user');
/** `as` saves the library item saved as `name` with `changes`. */
export const putItem = putTo('libraryItem');

/** `as` adds a library item (a drill titled `name` unless `fields` say otherwise), saved as `name`. */
export const addItem = (as: string, name: string, fields: Record<string, unknown> = {}): Step =>
  call(
    'POST /api/libraryItem',
    as,
    { status: 201, body: { status: 'private', version: 1 } },
    {
      about: `${as} adds ${name}`,
      body: { title: name, type: 'drill', ...fields },
      save: { [name]: '' },
    },
  );

/** `as` moves the item saved as `name` to `status` (the review flow), and saves it again. */
export const moveItem = (
  as: string,
  name: string,
  status: string,
  extra: Record<string, unknown> = {},
): Step =>
  putItem(
    as,
    name,
    { status, ...extra },
    { status: 200, body: { status } },
    {
      about: `${as} moves ${name} to ${status}`,
      save: { [name]: '' },
    },
  );
