import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** The parts of an OpenAPI 3.1 document this checker reads. */
export interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}
interface Operation {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** An answer as supertest gives it (`request`: what was sent; its url absolute or a path). */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
  request: { method: string; url: string };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `{ a: { b: 1 } }`, '#/a/b' -> 1; undefined when the pointer leads nowhere. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, part)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** Every `$ref` in a value, with where it is. */
export function refsIn(value: unknown, where = '#'): { where: string; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refsIn(v, `${where}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [{ where, ref: v }] : refsIn(v, `${where}/${k}`),
  );
}

/** The document's component refs pointed at the one schema ajv holds them in. */
const COMPONENTS_ID = 'openapi-components';
const toAjvRefs = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value).replace(/"#\/components\/schemas\/([^"]+)"/g, `"${COMPONENTS_ID}#/$defs/$1"`),
  );

/**
 * Checks answers against the schemas an OpenAPI document gives them (JSON Schema 2020-12, by
 * ajv in strict mode, formats checked). Any API test may use it:
 *   const doc = new ApiDocument((await api.get('/api/openapi.json')).body);
 *   doc.check(await api.get('/api/plans'));
 * `check` throws, naming the route and the status, when the answer is not one the document
 * describes: an undocumented status or media type, or a body its schema refuses.
 */
export class ApiDocument {
  private readonly ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; pattern: RegExp; params: number }[];

  constructor(readonly doc: OpenApiDoc) {
    addFormats(this.ajv);
    // OpenAPI's own keywords on a schema (zod-openapi writes discriminator for tagged unions).
    this.ajv.addVocabulary(['discriminator', 'example', 'xml', 'externalDocs']);
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: toAjvRefs(doc.components?.schemas ?? {}) });
    this.templates = Object.keys(doc.paths)
      .map((template) => {
        const source = template
          .split(/\{\w+\}/)
          .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]+');
        return { template, pattern: new RegExp(`^${source}$`), params: (template.match(/\{/g) ?? []).length };
      })
      // A literal segment wins over a parameter (/api/practiceLog/stats over /{id}).
      .sort((a, b) => a.params - b.params);
  }

  /** Every route the document describes, as 'GET /api/libraryItem/:id'. */
  routeKeys(): string[] {
    return Object.entries(this.doc.paths)
      .flatMap(([template, item]) =>
        METHODS.filter((m) => item[m]).map(
          (m) => `${m.toUpperCase()} ${template.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      )
      .sort();
  }

  /** Compiles every schema the document holds (components, bodies, answers, parameters): throws on an invalid one. */
  compileAll(): number {
    let n = 0;
    for (const name of Object.keys(this.doc.components?.schemas ?? {})) {
      this.ajv.getSchema(`${COMPONENTS_ID}#/$defs/${name}`);
      n += 1;
    }
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (typeof value !== 'object' || value === null) return;
      for (const [k, v] of Object.entries(value)) {
        if (k === 'schema' && typeof v === 'object' && v !== null) {
          this.ajv.compile(toAjvRefs(v) as object);
          n += 1;
        } else visit(v);
      }
    };
    visit(this.doc.paths);
    return n;
  }

  /** The documented route a request went to: its path template and operation. */
  operationFor(method: string, url: string): { route: string; template: string; operation: Operation } {
    const path = url.split('?')[0] ?? url;
    const m = method.toLowerCase();
    for (const { template, pattern } of this.templates) {
      const operation = this.doc.paths[template]?.[m];
      if (operation && pattern.test(path))
        return { route: `${method.toUpperCase()} ${template}`, template, operation };
    }
    throw new Error(`${method.toUpperCase()} ${path} is not a route the API document describes`);
  }

  /** Throws when the answer is not as the document describes it. */
  check(res: Answer): void {
    const method = res.request.method;
    const { route, template, operation } = this.operationFor(
      method,
      new URL(res.request.url, 'http://api').pathname,
    );
    const status = String(res.status);
    const answer = operation.responses[status];
    if (!answer) {
      throw new Error(
        `${route} answered ${status}, which the API document does not list (it lists ${Object.keys(operation.responses).join(', ')}): ${String(res.text).slice(0, 300)}`,
      );
    }
    const contentType =
      String(res.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (!answer.content) {
      if (res.text)
        throw new Error(
          `${route} ${status} has no body in the API document, yet answered: ${res.text.slice(0, 200)}`,
        );
      return;
    }
    if (!Object.hasOwn(answer.content, contentType)) {
      throw new Error(
        `${route} ${status} answered ${contentType || 'no Content-Type'}; the API document says ${Object.keys(answer.content).join(', ')}`,
      );
    }
    if (contentType !== 'application/json') return;
    const pointer = `#/paths/${template.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile(toAjvRefs(resolvePointer(this.doc, pointer)) as object);
      this.validators.set(pointer, validate);
    }
    if (!validate(res.body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 8)
        .map((e) => `  ${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
        .join('\n');
      throw new Error(
        `${route} ${status}: the answer does not match its schema in the API document:\n${errors}\nbody: ${JSON.stringify(res.body).slice(0, 500)}`,
      );
    }
  }
}
