/**
 * One browser page in WebKit or Firefox, driven the way each can be driven here (Playwright's
 * own builds of them cannot be downloaded, and Playwright cannot drive Debian's): WebKitGTK
 * through its WebDriver, Firefox ESR over WebDriver BiDi. The flows are written once against
 * this; each engine's file makes it.
 *
 * Elements are found in the page the way a person reads the screen (a button's or a link's
 * words, a field's label, a heading), never by CSS class, and clicked and typed into with the
 * engine's own input (a real tap: a wake lock, speech and audio need one).
 */
export type EngineName = 'webkit' | 'firefox';

/**
 * What to find: a role and its accessible name, a form field by its label, or some text; inside
 * the open dialog of that name when `dialog` is given.
 */
export type Finder = (
  | { role: 'button' | 'link' | 'heading'; name: string; exact?: boolean }
  | { label: string; exact?: boolean }
  | { text: string; exact?: boolean }
) & { dialog?: string };

export interface EngineSession {
  readonly engine: EngineName;
  /** The session's light or dark system theme (each its own browser: the engines take it from the system). */
  readonly colorScheme: 'light' | 'dark';
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with `arg` (JSON both ways); `fn` must not use anything outside itself. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Clicks the element marked `data-engine-target="<mark>"` with the engine's own input. */
  clickMarked(mark: string): Promise<void>;
  /** Types `text` into the marked field, after emptying it. */
  typeInMarked(mark: string, text: string): Promise<void>;
  /** Picks the option of the marked select whose value is `value`. */
  selectInMarked(mark: string, value: string): Promise<void>;
  /** Gives the marked file input the file at `file` (on this machine), as a person choosing it. */
  uploadToMarked(mark: string, file: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * In the page: marks the one visible element `finder` names with `data-engine-target=mark` and
 * answers how many matched (0 or 2+ are not clicked). Self-contained: it is sent to the page as
 * its source text.
 */
export function markIn({ finder, mark }: { finder: Finder; mark: string }): number {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const labelOf = (el: Element) => {
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
  const matches = (name: string, want: string, exact: boolean | undefined) =>
    exact === false ? name.includes(want) : name === want;
  const dialogs = [...document.querySelectorAll('[role="dialog"], dialog[open]')].filter(
    (d) => visible(d) && (finder.dialog === undefined || norm(labelOf(d)) === norm(finder.dialog)),
  );
  const scope = finder.dialog === undefined ? document : dialogs[0];
  if (!scope) return 0;
  let found: Element[];
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
  if (found.length === 1) found[0]!.setAttribute('data-engine-target', mark);
  return found.length;
}

export const describeFinder = (f: Finder) =>
  ('role' in f ? `${f.role} "${f.name}"` : 'label' in f ? `field "${f.label}"` : `text "${f.text}"`) +
  (f.dialog === undefined ? '' : ` in the dialog "${f.dialog}"`);
