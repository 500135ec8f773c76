// Runs a scenario against one backend with jest's expect: the same steps, the same checks,
// whichever backend answers. A backend only sends requests (see api/test/scenarios.spec.ts and
// demo-backend.test.ts).
import {
  SCENARIO_PASSWORD,
  fullnameOf,
  type Expected,
  type Method,
  type NextPage,
  type Scenario,
  type Step,
  type Upload,
} from './scenario';

export interface Sent {
  method: Method;
  /** '/api/…' with its query. */
  path: string;
  body?: unknown;
  token?: string;
  upload?: Upload;
}

export interface Answer {
  status: number;
  /** The JSON answer; undefined when there is none. */
  body: unknown;
  /** Lower-case names. */
  headers: Record<string, string>;
}

export interface Backend {
  name: 'api' | 'demo';
  /** The admin every world has, logged in. */
  admin: { user: { _id: string }; token: string };
  send(req: Sent): Promise<Answer>;
}

let runs = 0;

/** The value at a dotted path ('items.0._id'; '' is the value itself). */
function at(value: unknown, path: string): unknown {
  if (!path) return value;
  return path
    .split('.')
    .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);
}

/** `$name.path`, or `${name.path}` where text follows at once. */
const TOKEN = /\$\{([A-Za-z]\w*(?:\.\w+)*)\}|\$([A-Za-z]\w*(?:\.\w+)*)/g;

/** `value` with every `$name.path` replaced by what was saved. */
function fill(value: unknown, saved: Map<string, unknown>): unknown {
  const lookup = (ref: string) => {
    const [name = '', ...path] = ref.split('.');
    if (!saved.has(name)) throw new Error(`$${name} was not saved by an earlier step`);
    return at(saved.get(name), path.join('.'));
  };
  if (typeof value === 'string') {
    const whole = /^\$([A-Za-z]\w*(?:\.\w+)*)$/.exec(value);
    if (whole) return lookup(whole[1]!);
    return value.replace(TOKEN, (_, braced?: string, bare?: string) => String(lookup((braced ?? bare)!)));
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, saved));
  if (value && typeof value === 'object') {
    if ('$copyOf' in value) {
      const { $copyOf, changes } = value as { $copyOf: string; changes: Record<string, unknown> };
      const { author: _author, ...copy } = lookup($copyOf) as Record<string, unknown>;
      return { ...copy, ...(fill(changes, saved) as object) };
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, saved)]));
  }
  return value;
}

/** The rel="next" Link of an answer: its URL as sent, and its path and parameters but the cursor. */
function nextOf(headers: Record<string, string>): { url: string; page: NextPage } | undefined {
  const url = /<([^>]+)>;\s*rel="next"/.exec(headers.link ?? '')?.[1];
  if (!url) return undefined;
  const parsed = new URL(url, 'http://scenario.test');
  const params = Object.fromEntries([...parsed.searchParams].filter(([k]) => k !== 'cursor'));
  return { url, page: { path: parsed.pathname, params } };
}

/** Checks an answer against what the step expects, all at once (one diff shows every difference). */
function check(answer: Answer, want: Expected, saved: Map<string, unknown>): void {
  const listed = want.list?.at ? at(answer.body, want.list.at) : answer.body;
  const seen: Record<string, unknown> = { status: answer.status };
  const wanted: Record<string, unknown> = { status: want.status };
  if (want.body !== undefined) {
    seen.body = answer.body;
    wanted.body = fill(want.body, saved);
  }
  if (want.each) {
    seen.each = listed;
    wanted.each = Array.isArray(listed) ? listed.map(() => fill(want.each, saved)) : [];
  }
  expect(seen).toMatchObject(wanted);
  const exact: Record<string, unknown> = {};
  const exactly: Record<string, unknown> = {};
  if (want.list) {
    exact.list = Array.isArray(listed) ? listed.map((item) => at(item, want.list!.field ?? '_id')) : listed;
    exactly.list = fill(want.list.equals, saved);
  }
  if (want.without) {
    exact.present = want.without.filter((path) => at(answer.body, path) !== undefined);
    exactly.present = [];
  }
  if (want.next !== undefined) {
    exact.next = nextOf(answer.headers)?.page ?? false;
    exactly.next = fill(want.next, saved);
  }
  if (want.headers) {
    exact.headers = Object.fromEntries(Object.keys(want.headers).map((k) => [k, answer.headers[k]]));
    exactly.headers = fill(want.headers, saved);
  }
  expect(exact).toEqual(exactly);
}

/** Runs every step of `scenario` against `backend`, in order; throws at the first wrong answer. */
export async function runScenario(scenario: Scenario, backend: Backend): Promise<void> {
  runs += 1;
  const run = `${backend.name}${runs}${Math.random().toString(36).slice(2, 6)}`;
  const saved = new Map<string, unknown>([
    ['run', run],
    ['admin', backend.admin.user],
  ]);
  const tokens = new Map<string, string>([['admin', backend.admin.token]]);
  const signUp = (name: string): Step => ({
    about: `${name} signs up`,
    method: 'POST',
    path: '/api/auth/signup',
    body: { fullname: fullnameOf(name), email: `${name}.$run@example.com`, password: SCENARIO_PASSWORD },
    expect: { status: 201 },
    signs: name,
  });

  /** The answer to the last GET: '$next' follows its Link. */
  let lastRead: Answer | undefined;
  const steps = [...(scenario.accounts ?? []).map(signUp), ...scenario.steps];
  for (const [i, step] of steps.entries()) {
    if (backend.name === 'demo' && step.demo?.skip) continue;
    const want = (backend.name === 'demo' && step.demo?.expect) || step.expect;
    const path =
      step.path === '$next' ? lastRead && nextOf(lastRead.headers)?.url : (fill(step.path, saved) as string);
    const label = `step ${i + 1}${step.about ? ` (${step.about})` : ''}: ${step.method} ${path}`;
    if (!path) throw new Error(`${label}: the last list read has no next page`);
    const token = step.as === undefined ? undefined : tokens.get(step.as);
    if (step.as !== undefined && !token) throw new Error(`${label}: no account '${step.as}'`);
    // Each step in a millisecond of its own, so "newest first" never ties on either backend.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const answer = await backend.send({
      method: step.method,
      path,
      body: step.body === undefined ? undefined : fill(step.body, saved),
      token,
      upload: step.upload,
    });
    try {
      check(answer, want, saved);
    } catch (err) {
      const got = JSON.stringify({ status: answer.status, body: answer.body, link: answer.headers.link });
      (err as Error).message = `${label}\nanswered: ${got.slice(0, 1500)}\n${(err as Error).message}`;
      throw err;
    }
    for (const [name, where] of Object.entries(step.save ?? {})) saved.set(name, at(answer.body, where));
    if (step.signs) {
      const { user, token: signed } = answer.body as { user: unknown; token: string };
      saved.set(step.signs, user);
      tokens.set(step.signs, signed);
    }
    if (step.method === 'GET') lastRead = answer;
  }
}

/** The requests of every scenario, as written ('$…' left in), and whether the demo sends each. */
export function requestsOf(scenarios: Scenario[]): { method: Method; path: string; demo: boolean }[] {
  return scenarios.flatMap((s) =>
    s.steps.map((step) => ({
      method: step.method,
      path: step.path.split('?')[0]!,
      demo: !s.demo?.skip && !step.demo?.skip,
    })),
  );
}

/** Whether a route as Nest names it ('GET /api/user/:id') is one of `requests`. */
export function isCovered(route: string, requests: ReturnType<typeof requestsOf>, demo = false): boolean {
  const [method, path = ''] = route.split(' ');
  const pattern = new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`);
  return requests.some((r) => r.method === method && pattern.test(r.path) && (!demo || r.demo));
}
