import fs from 'node:fs';
import path from 'node:path';
import { KITS, kitBasePath, type KitDef } from '@handyq/shared';

/**
 * Preload hints for a kit's page. Its first files (remotes.json, the shell's files every kit route
 * loads first, listed by the shell's build in kit-start.json, and the kit's manifest) would otherwise be asked
 * for only after the shell's script (and, for the manifest, remotes.json) had arrived; named in
 * the page's answer, they download beside the shell's own files. Read from disk, so a kit
 * deployed alone is hinted at once; the manifest only when remotes.json sends devices to it (a
 * canary device may fetch another: the hint then costs a small file, nothing breaks). Every
 * hinted script is one the shell asks for as it starts, so even a failed hint is used up by that
 * first attempt and never answers a Retry.
 */

/** A file name fit for a header: letters, digits, `.`, `-`, `_` and `/` only. */
const files = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((f): f is string => typeof f === 'string' && /^[\w.\-/]+$/.test(f)) : [];

/**
 * The `Link` header value for a kit whose manifest is served at `base` + mf-manifest.json. Only
 * the manifest: a kit's scripts are not hinted, because Chromium answers a later script of the
 * same URL with a preload that failed (a kit whose server was down would then never load on
 * Retry, only after a reload), and a failed first load may stop before it asks for them. The
 * runtime preloads them itself the moment it reads the manifest.
 */
export function preloadLinks(base: string): string[] {
  return [`<${base}mf-manifest.json>; rel=preload; as=fetch; crossorigin`];
}

/**
 * remotes.json, which the shell reads as it starts on a kit page to find the kit's manifest: named
 * in the page's answer, it no longer waits for the shell's script to arrive and run first.
 */
export const REMOTES_LINK = '</remotes.json>; rel=preload; as=fetch; crossorigin';

const fileLink = (f: string) => `</${f}>; rel=preload; as=${f.endsWith('.css') ? 'style' : 'script'}`;

/**
 * The hints for the shell's own files, from kit-start.json: the page's own scripts and style
 * sheet (`entry`) first, then the files every kit route loads next (`files`). A browser on
 * HTTP/1.1 has six connections to a server: hinted after the rest, the page's own scripts (asked
 * for at low priority) waited for them.
 */
export function shellStartLinks(kitStart: { entry?: unknown; files?: unknown }): {
  entry: string[];
  files: string[];
} {
  return { entry: files(kitStart.entry).map(fileLink), files: files(kitStart.files).map(fileLink) };
}

/** The kit whose pages are under `pathname`. */
export const kitOfPage = (pathname: string): KitDef | undefined =>
  KITS.find((kit) => kit.segments.includes(pathname.split('/')[1] ?? ''));

interface Cached {
  stamp: string;
  links: string[];
}

/**
 * Reads each kit's hints from disk, again only when its manifest or remotes.json changed (one
 * entry per kit: the cache is as big as the kit list).
 */
export function kitPreloader(webRoot: string): (kit: KitDef) => string[] {
  const cache = new Map<string, Cached>();
  const remotesFile = path.join(webRoot, 'shell', 'dist', 'remotes.json');
  const kitStartFile = path.join(webRoot, 'shell', 'dist', 'kit-start.json');
  const stampOf = (file: string) => {
    try {
      const s = fs.statSync(file);
      return `${s.mtimeMs}:${s.size}`;
    } catch {
      return 'none';
    }
  };
  return (kit) => {
    const manifestFile = path.join(webRoot, kit.folder, 'dist', 'mf-manifest.json');
    const stamp = `${stampOf(manifestFile)}|${stampOf(remotesFile)}|${stampOf(kitStartFile)}`;
    const hit = cache.get(kit.name);
    if (hit?.stamp === stamp) return hit.links;
    let shell = { entry: [] as string[], files: [] as string[] };
    try {
      shell = shellStartLinks(
        JSON.parse(fs.readFileSync(kitStartFile, 'utf8')) as { entry?: unknown; files?: unknown },
      );
    } catch {
      // a shell built without kit-start.json: its files load as before
    }
    let manifest: string[] = [];
    try {
      const base = kitBasePath(kit);
      const remotes = JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as {
        name?: unknown;
        entry?: unknown;
      }[];
      const served = remotes.find((r) => r.name === kit.name)?.entry === `${base}mf-manifest.json`;
      if (served && fs.existsSync(manifestFile)) manifest = preloadLinks(base);
    } catch {
      // the kit not built, or being deployed: the page loads it without hints of its own
    }
    // In the order the page needs them: its own files, what names the kit, then the rest.
    const links = [...shell.entry, REMOTES_LINK, ...manifest, ...shell.files];
    cache.set(kit.name, { stamp, links });
    return links;
  };
}
