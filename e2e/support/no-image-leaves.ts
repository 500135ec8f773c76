import type { BrowserContext, Page } from '@playwright/test';

/** Bytes that start an image file, and a picture sent as text. */
const IMAGE_SIGNS = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from('RIFF'),
  Buffer.from('data:image'),
];
/** The most a request body (or socket frame) may carry here: a log entry, a notice ack; a frame is 100s of KB. */
const MAX_BODY = 16 * 1024;

/**
 * Watches every request (the page's, its workers' and its service worker's) and every socket
 * frame the page sends, and answers what could carry a picture: a body over 16 KB, or one with an
 * image's bytes or a data URL in it.
 */
export function watchOutgoing(context: BrowserContext, page: Page): () => string[] {
  const suspicious: string[] = [];
  const judge = (what: string, body: Buffer | null) => {
    if (!body?.length) return;
    if (body.length > MAX_BODY) suspicious.push(`${what}: ${body.length} bytes`);
    else if (IMAGE_SIGNS.some((sign) => body.includes(sign))) suspicious.push(`${what}: image bytes`);
  };
  context.on('request', (r) => judge(`${r.method()} ${r.url()}`, r.postDataBuffer()));
  page.on('websocket', (ws) =>
    ws.on('framesent', (f) =>
      judge(`websocket ${ws.url()}`, typeof f.payload === 'string' ? Buffer.from(f.payload) : f.payload),
    ),
  );
  return () => suspicious;
}
