import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/database';

/**
 * A dump of a PGlite database freshly migrated by openDatabase (as every app opens its own),
 * which each test app's in-memory PGlite starts from instead of running initdb again: about a
 * second and a half of a boot's two. Every boot still runs the migrations (finding them
 * applied); a fresh boot from nothing is what the e2e server on PGlite does.
 *
 * The file is the run's own (jest-global-setup.ts names it, jest-global-teardown.ts deletes
 * it), made by the first boot that needs it in each worker; without that name (another
 * runner), every boot starts empty as before.
 */
export async function pgliteImage(): Promise<Blob | undefined> {
  const file = process.env.HANDYQ_PGLITE_IMAGE;
  if (!file) return undefined;
  if (!fs.existsSync(file)) {
    const handle = await openDatabase({ dataDir: null });
    try {
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      // Written whole, then renamed: a worker never reads another's half-written file.
      const partial = `${file}.${process.pid}`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
    } finally {
      await handle.close();
    }
  }
  return new Blob([fs.readFileSync(file)]);
}
