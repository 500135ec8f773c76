/**
 * Checks every string and the nesting of a request's input before any schema or database sees
 * it: NUL and other control characters, lone UTF-16 surrogates (not text; PostgreSQL refuses
 * them with an error), and nesting deeper than any real request has. The walk is iterative, so
 * hostile nesting cannot exhaust the stack. Answers the first problem found, keyed by the
 * field's path ('title', 'favorites.3.inputs'), or undefined when the input is clean.
 */

/** Deeper than any request of the app (CueCraft favorites are the deepest: a word 3 blocks down is about 12). */
export const MAX_INPUT_DEPTH = 32;

/* eslint-disable no-control-regex -- finding control characters is the point of these two */
/** C0 controls and DEL. Text fields may hold tabs and line breaks (a description, a comment). */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** In path segments and query strings, no control character at all. */
const CONTROL_ANYWHERE = /[\u0000-\u001f\u007f]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const HOSTILE_INPUT_MESSAGES = {
  control: 'Must not contain control characters',
  surrogate: 'Must be valid text (it contains a broken character)',
  tooDeep: `Nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`,
} as const;

export interface HostileInput {
  path: string;
  message: string;
}

/**
 * The first problem in `value`. `multiLine` allows tabs and line breaks in strings (bodies);
 * `root` names the value itself when it is a bare string (a path parameter's name).
 */
export function findHostileInput(
  value: unknown,
  opts: { multiLine: boolean; root: string },
): HostileInput | undefined {
  const control = opts.multiLine ? CONTROL_IN_TEXT : CONTROL_ANYWHERE;
  const stack: { v: unknown; path: string[] }[] = [{ v: value, path: [] }];
  while (stack.length > 0) {
    const { v, path } = stack.pop()!;
    const where = () => path.join('.') || opts.root;
    if (typeof v === 'string') {
      if (control.test(v)) return { path: where(), message: HOSTILE_INPUT_MESSAGES.control };
      if (LONE_SURROGATE.test(v)) return { path: where(), message: HOSTILE_INPUT_MESSAGES.surrogate };
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path: where(), message: HOSTILE_INPUT_MESSAGES.tooDeep };
    for (const [k, x] of Object.entries(v)) {
      // A key is text too: it may become a field name in a message or a JSON key in a column.
      if (control.test(k) || LONE_SURROGATE.test(k)) {
        return { path: where(), message: `${HOSTILE_INPUT_MESSAGES.control} in a field name` };
      }
      stack.push({ v: x, path: [...path, k] });
    }
  }
  return undefined;
}
