import os from 'node:os';
import path from 'node:path';

/** Names this run's PGlite image (see pglite-image.ts); the workers inherit the variable. */
export default function globalSetup(): void {
  process.env.HANDYQ_PGLITE_IMAGE = path.join(
    os.tmpdir(),
    `handyq-pglite-image-${process.pid}-${Date.now()}.tar`,
  );
}
