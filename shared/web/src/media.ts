import { DEMO_BUILD, DEMO_MEDIA_PREFIX } from '@handyq/domain/demo-flag';

export { DEMO_BUILD };

const MEDIA_URL = /^\/api\/media\/([\w-]+)$/;

/**
 * What an <img> shows for a stored picture's URL. The same URL everywhere, except in the demo
 * build, where an uploaded picture lives in this browser's storage (its data URL).
 */
export function mediaSrc(url: string): string {
  if (!DEMO_BUILD) return url;
  const id = MEDIA_URL.exec(url)?.[1];
  return (id && localStorage.getItem(DEMO_MEDIA_PREFIX + id)) || url;
}
