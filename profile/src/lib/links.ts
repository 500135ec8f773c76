/** Longest link text shown; longer ones are cut with an ellipsis. */
export const LINK_TEXT_MAX = 30;

/** A social link shown as its last path segment, or its host when it has no path. */
export function linkText(url: string): string {
  let text = url;
  try {
    const u = new URL(url);
    const last = u.pathname.split('/').filter(Boolean).at(-1);
    text = last ? decodeURIComponent(last) : u.host;
  } catch {
    // not a URL: show it as typed
  }
  return text.length > LINK_TEXT_MAX ? `${text.slice(0, LINK_TEXT_MAX)}…` : text;
}

/** Only http(s) links become anchors: a stored 'javascript:' never runs. */
export function safeHref(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}
