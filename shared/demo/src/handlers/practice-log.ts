// Demo mode's /api/practiceLog: the caller's own log, kept on the device (one record a user),
// with the API's schemas and rules: a create is idempotent on the device's id, the list pages
// newest first with the API's cursor, and the stats follow statsOf (the API's definition,
// which the API computes in SQL).
import {
  PRACTICE_LOG_MESSAGES,
  compareLogEntries,
  decodeLogCursor,
  encodeLogCursor,
  entryFigures,
  nextLogPageQuery,
  statsOf,
} from '@handyq/domain/practice-log-rules';
import {
  newPracticeLogEntrySchema,
  practiceLogPageQuerySchema,
  practiceLogStatsQuerySchema,
  updatePracticeLogEntrySchema,
  type PracticeLogEntry,
  type User,
} from '@handyq/domain/schemas';
import { COLLECTIONS, type LocalContext } from './context';
import { LocalHttpError, ok, parse, route, type LocalRoute } from './http';

/** A user's log as the demo keeps it. */
interface StoredLog {
  _id: string;
  userId: string;
  entries: PracticeLogEntry[];
}

const keyOf = (e: PracticeLogEntry) => ({ startedAt: e.startedAt, id: e._id });

export function practiceLogRoutes(ctx: LocalContext): LocalRoute[] {
  const logOf = async (viewer: User) =>
    (await ctx.store.query<StoredLog>(COLLECTIONS.practiceLog)).find((l) => l.userId === viewer._id);
  const entriesOf = async (viewer: User) => (await logOf(viewer))?.entries ?? [];
  const save = async (viewer: User, entries: PracticeLogEntry[]) => {
    const log = await logOf(viewer);
    if (log) await ctx.store.put(COLLECTIONS.practiceLog, { ...log, entries });
    else await ctx.store.post(COLLECTIONS.practiceLog, { userId: viewer._id, entries });
  };
  /** The viewer's entry of that id, or the API's 404. */
  const entryOf = (entries: PracticeLogEntry[], id: string) => {
    const at = entries.findIndex((e) => e._id === id.toLowerCase());
    if (at < 0) throw new LocalHttpError(404, PRACTICE_LOG_MESSAGES.notFound);
    return at;
  };

  return [
    route('GET', '/api/practiceLog/stats', async (req) => {
      const viewer = await ctx.mustLogIn(req);
      const q = parse(practiceLogStatsQuerySchema, Object.fromEntries(req.query), 'query');
      const rows = (await entriesOf(viewer)).map((e) => ({ ...e, ...entryFigures(e) }));
      return ok(statsOf(rows, q, ctx.now()));
    }),
    route('GET', '/api/practiceLog', async (req) => {
      const viewer = await ctx.mustLogIn(req);
      const q = parse(practiceLogPageQuerySchema, Object.fromEntries(req.query), 'query');
      const after = q.cursor === undefined ? undefined : decodeLogCursor(q.cursor);
      if (q.cursor !== undefined && !after) {
        throw new LocalHttpError(400, PRACTICE_LOG_MESSAGES.badCursor, {
          fields: { cursor: PRACTICE_LOG_MESSAGES.badCursor },
        });
      }
      const rest = (await entriesOf(viewer))
        .sort((a, b) => compareLogEntries(keyOf(a), keyOf(b)))
        .filter((e) => !after || compareLogEntries(after, keyOf(e)) < 0);
      const page = rest.slice(0, q.limit);
      const last = page.at(-1);
      const headers: Record<string, string> = {};
      if (rest.length > q.limit && last) {
        headers.Link = `</api/practiceLog?${nextLogPageQuery(q.limit, encodeLogCursor(keyOf(last)))}>; rel="next"`;
      }
      return { status: 200, body: page, headers };
    }),
    route('POST', '/api/practiceLog', async (req) => {
      const viewer = await ctx.mustLogIn(req);
      const fields = parse(newPracticeLogEntrySchema, req.body, 'body');
      const entries = await entriesOf(viewer);
      const stored = entries.find((e) => e._id === fields._id);
      if (stored) return ok(stored);
      const entry = { ...fields, createdAt: ctx.now() };
      await save(viewer, [...entries, entry]);
      return ok(entry, 201);
    }),
    route('PUT', '/api/practiceLog/:id', async (req, [id]) => {
      const viewer = await ctx.mustLogIn(req);
      const changes = parse(updatePracticeLogEntrySchema, req.body, 'body');
      const entries = await entriesOf(viewer);
      const at = entryOf(entries, id!);
      const entry = { ...entries[at]!, ...changes };
      await save(
        viewer,
        entries.map((e, i) => (i === at ? entry : e)),
      );
      return ok(entry);
    }),
    route('DELETE', '/api/practiceLog/:id', async (req, [id]) => {
      const viewer = await ctx.mustLogIn(req);
      const entries = await entriesOf(viewer);
      const at = entryOf(entries, id!);
      await save(
        viewer,
        entries.filter((_, i) => i !== at),
      );
      return ok({ message: PRACTICE_LOG_MESSAGES.deleted });
    }),
  ];
}
