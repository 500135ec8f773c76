/**
 * One browser page in WebKit or Firefox, driven the way each can be driven here (Playwright's
 * own builds of them cannot be downloaded, and Playwright cannot drive Debian's): WebKitGTK
 * through its WebDriver, Firefox ESR over WebDriver BiDi. The e2e flows and the benches are
 * written once against this; each engine's file makes it.
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
export function markIn(arg: { finder: Finder; mark: string }): number;

export function describeFinder(f: Finder): string;

/**
 * Polls `check` until it holds: a page between two documents answers nothing and is asked again;
 * a browser gone (its page crashed, say) fails at once.
 */
export function until(
  session: EngineSession,
  what: string,
  check: () => Promise<unknown>,
  opts?: { timeoutMs?: number; everyMs?: number },
): Promise<void>;
