// What the WebKit and Firefox sessions share (their type is in session.d.mts): finding an element
// the way a person reads the screen, and waiting for the page to say something.

/**
 * In the page: marks the one visible element `finder` names with `data-engine-target=mark` and
 * answers how many matched (0 or 2+ are not clicked). Self-contained: it is sent to the page as
 * its source text.
 * @param {{ finder: import('./session.mjs').Finder, mark: string }} arg
 * @returns {number}
 */
export function markIn({ finder, mark }) {
  /** @param {string | null | undefined} s */
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  /** @param {Element} el */
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  /** @param {Element} el */
  const labelOf = (el) => {
    const aria = el.getAttribute('aria-label');
    if (aria) return aria;
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return by
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    return (label ?? el.closest('label'))?.textContent ?? '';
  };
  /** @param {string} name @param {string} want @param {boolean | undefined} exact */
  const matches = (name, want, exact) => (exact === false ? name.includes(want) : name === want);
  const dialogs = [...document.querySelectorAll('[role="dialog"], dialog[open]')].filter(
    (d) => visible(d) && (finder.dialog === undefined || norm(labelOf(d)) === norm(finder.dialog)),
  );
  const scope = finder.dialog === undefined ? document : dialogs[0];
  if (!scope) return 0;
  /** @type {Element[]} */
  let found;
  if ('role' in finder) {
    const selector = {
      button: 'button, [role="button"], input[type="submit"]',
      link: 'a[href], [role="link"]',
      heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    }[finder.role];
    found = [...scope.querySelectorAll(selector)].filter(
      (el) =>
        visible(el) &&
        matches(norm(el.getAttribute('aria-label') ?? el.textContent), norm(finder.name), finder.exact),
    );
  } else if ('label' in finder) {
    found = [...scope.querySelectorAll('input, select, textarea')].filter(
      // a file input is often hidden behind its label, which is what a person taps
      (el) =>
        (visible(el) || el.matches('input[type="file"]')) &&
        matches(norm(labelOf(el)), norm(finder.label), finder.exact),
    );
  } else {
    // the innermost visible element whose words are (or hold) the text
    found = [...scope.querySelectorAll(finder.dialog === undefined ? 'body *' : '*')].filter(
      (el) =>
        visible(el) &&
        matches(norm(el.textContent), norm(finder.text), finder.exact) &&
        ![...el.children].some((child) => matches(norm(child.textContent), norm(finder.text), finder.exact)),
    );
  }
  for (const el of document.querySelectorAll(`[data-engine-target="${mark}"]`))
    el.removeAttribute('data-engine-target');
  if (found.length === 1) found[0].setAttribute('data-engine-target', mark);
  return found.length;
}

/** @param {import('./session.mjs').Finder} f */
export const describeFinder = (f) =>
  ('role' in f ? `${f.role} "${f.name}"` : 'label' in f ? `field "${f.label}"` : `text "${f.text}"`) +
  (f.dialog === undefined ? '' : ` in the dialog "${f.dialog}"`);

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A browser or page that is gone: asking again cannot help. */
const GONE =
  /session deleted|invalid session id|crash|Connection closed|Target closed|browser has disconnected/i;

/**
 * Polls `check` until it holds: a page between two documents answers nothing and is asked again;
 * a browser gone (its page crashed, say) fails at once.
 * @param {import('./session.mjs').EngineSession} session
 * @param {string} what  what is waited for, for the error
 * @param {() => Promise<unknown>} check
 * @param {{ timeoutMs?: number, everyMs?: number }} [opts]
 */
export async function until(session, what, check, { timeoutMs = 30_000, everyMs = 100 } = {}) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch (err) {
      if (GONE.test(String(err?.message ?? err)))
        throw new Error(`${session.engine}: ${what}: ${err.message ?? err}`, { cause: err });
    }
    if (Date.now() > end) throw new Error(`${session.engine}: waited ${timeoutMs} ms for ${what}`);
    await sleep(everyMs);
  }
}
