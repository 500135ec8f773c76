import fs from 'node:fs';
import path from 'node:path';
import { KITS, kitBasePath, type KitDef } from '@handyq/domain';

/**
 * Preload hints for a kit's page: remotes.json and the kit's manifest, which the shell would
 * otherwise ask for only after its script had arrived (and, for the manifest, remotes.json).
 * Named in the page's answer, they download beside the shell's own files. Read from disk, so a
 * kit deployed alone is hinted at once; the manifest only when remotes.json sends devices to it
 * (a canary device may fetch another: the hint then costs a small file, nothing breaks).
 *
 * No script or style sheet is hinted. A hinted script downloads at high priority, which makes it
 * hold up the first paint beside the page's own scripts (Lighthouse counted the shell's frame
 * 1.4 s later on a kit page with the shell's files hinted than without); a kit's scripts also
 * never, because Chromium answers a later script of the same URL with a preload that failed (a
 * kit whose server was down would then never load on Retry, only after a reload). The shell
 * paints its frame first, then starts the kit (`shellCommitted` in
 * shell/src/lib/remotes-config.ts), and the federation runtime preloads a kit's files the moment
 * it reads the manifest.
 */

/** The `Link` header value for a kit whose manifest is served at `base` + mf-manifest.json. */
export function preloadLinks(base: string): string[] {
  return [`<${base}mf-manifest.json>; rel=preload; as=fetch; crossorigin`];
}

/**
 * remotes.json, which the shell reads as it starts on a kit page to find the kit's manifest: named
 * in the page's answer, it no longer waits for the shell's script to arrive and run first.
 */
export const REMOTES_LINK = '</remotes.json>; rel=preload; as=fetch; crossorigin';

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
    const stamp = `${stampOf(manifestFile)}|${stampOf(remotesFile)}`;
    const hit = cache.get(kit.name);
    if (hit?.stamp === stamp) return hit.links;
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
    const links = [REMOTES_LINK, ...manifest];
    cache.set(kit.name, { stamp, links });
    return links;
  };
}
