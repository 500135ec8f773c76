import { test as setup } from '@playwright/test';
import { ensureLineClip } from '../../bench/lib/line-clip.mjs';

// The fake camera's footage for the line-camera project, made once and kept (bench/lib/line-clip.mjs).
setup('the line clip is on disk', async () => {
  // the first run fetches the clip from the npm registry and decodes it in a browser
  setup.setTimeout(180_000);
  await ensureLineClip();
});
