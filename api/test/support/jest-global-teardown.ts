import fs from 'node:fs';

export default function globalTeardown(): void {
  const file = process.env.HANDYQ_PGLITE_IMAGE;
  if (file) fs.rmSync(file, { force: true });
}
