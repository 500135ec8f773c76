import fs from 'node:fs';
import { SERVER_TEMPLATE, SERVER_TEMPLATE_MAKING } from './servers';

/**
 * Global setup: nothing to make before the workers start (the first test server the run asks
 * for makes the data dir the others copy, in its worker: servers.ts); the teardown removes it.
 */
export default async function serverTemplate(): Promise<() => void> {
  return () => {
    for (const dir of [SERVER_TEMPLATE, SERVER_TEMPLATE_MAKING])
      fs.rmSync(dir, { recursive: true, force: true });
  };
}
