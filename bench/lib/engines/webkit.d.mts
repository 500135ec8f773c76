import type { EngineSession } from './session.mjs';

/** Debian's WebKitGTK browser and its WebDriver (apt-get install webkit2gtk-driver xvfb). */
export const MINIBROWSER: string;
export const WEBKIT_DRIVER: string;
export const XVFB: string;
/** Why WebKit cannot run here (what to install), or null. */
export function webkitMissing(): string | null;
/**
 * A WebKit page at `width`×`height` (the page's own size), in the light or dark system theme,
 * on a display, a driver and a browser of its own. `display` is where to look for a free X
 * display (each worker its own range). `pageLoadStrategy` 'none' has a navigation answer as soon as
 * it starts (WebDriver's default, 'normal', once the page's load event is over).
 */
export function webkitSession(opts: {
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
  display: number;
  pageLoadStrategy?: 'normal' | 'eager' | 'none';
}): Promise<EngineSession>;
