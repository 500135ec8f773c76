/**
 * A link's URL-safe base64 read back to text (shared-favorite.ts's toBase64Url, undone); throws on
 * what is not such base64 of UTF-8. Here with the schemas that read links, not on first loads.
 */
export const fromBase64Url = (param: string) =>
  new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(atob(param.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0)),
  );
