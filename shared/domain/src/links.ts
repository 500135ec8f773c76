// Links users give (profile links, an author's links): which may become anchors, how they read.

/** Longest link text shown; a longer one is cut to this many characters and an ellipsis. */
export const LINK_TEXT_MAX = 30;

/** A text cut to LINK_TEXT_MAX characters plus '…' when it is longer. */
export function cutText(text: string, max = LINK_TEXT_MAX): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A social link shown as its last path segment, or its host when it has no path; cut when long. */
export function linkText(url: string): string {
  let text = url;
  try {
    const u = new URL(url);
    const last = u.pathname.split('/').filter(Boolean).at(-1);
    text = last ? decodeURIComponent(last) : u.host;
  } catch {
    // not a URL: shown as typed
  }
  return cutText(text);
}

/**
 * The link as an anchor's href when it is an absolute http(s) URL, else null: a stored
 * 'javascript:' or 'data:' never runs. The API stores only such links (the user schema), and
 * every page that shows one still goes through this.
 */
export function safeHref(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}
