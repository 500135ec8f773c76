import type { CraftSequence } from '@handyq/cue/cue-craft';
import { api, httpStatus } from '@handyq/web/server';

/**
 * A library drill's CueCraft sequence and the drill it came with: read from the Library API
 * and checked like any sequence (the schema loads beside the request). null when the drill is
 * not there (or not visible to this user) or carries no sound sequence.
 */
export async function readItemSequence(
  id: string,
): Promise<{ item: { _id: string; title: string }; sequence: CraftSequence } | null> {
  const [body, schemas] = await Promise.all([
    api
      .get(`libraryItem/${encodeURIComponent(id)}`)
      .json<unknown>()
      .catch((err: unknown) => {
        if (httpStatus(err) === 404) return null;
        throw err;
      }),
    import('@handyq/domain/schemas'),
  ]);
  const raw = (body ?? {}) as { _id?: unknown; title?: unknown; sequence?: unknown };
  const parsed = schemas.craftSequenceSchema.safeParse(raw.sequence);
  if (!parsed.success || typeof raw._id !== 'string' || typeof raw.title !== 'string') return null;
  return { item: { _id: raw._id, title: raw.title }, sequence: parsed.data };
}
