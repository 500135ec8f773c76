/**
 * What the service worker keeps of a kit: the files its federation manifest (mf-manifest.json)
 * lists, so every route of the kit works offline after one online visit, and a kit deployed
 * alone is picked up from its new manifest without rebuilding the shell.
 */

/** A manifest is hostile until read: at most this many files are kept per kit. */
export const MAX_KIT_ASSETS = 200;

interface Assets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

const filesOf = (a: Assets | undefined): string[] => [
  ...strings(a?.js?.sync),
  ...strings(a?.js?.async),
  ...strings(a?.css?.sync),
  ...strings(a?.css?.async),
];

/**
 * The absolute URLs of a kit's files: its remote entry and every script and style sheet of
 * what it exposes (and of any shared module it brings), resolved against the manifest's
 * `publicPath` ('auto': the manifest's own folder). Only files on the manifest's own origin are
 * taken; anything unreadable is skipped, never thrown.
 */
export function kitAssetUrls(manifestUrl: string, manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const m = manifest as {
    metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: unknown;
    shared?: unknown;
  };
  const publicPath = m.metaData?.publicPath;
  let base: URL;
  try {
    base = new URL(typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  } catch {
    return [];
  }
  const files: string[] = [];
  const entry = m.metaData?.remoteEntry;
  if (typeof entry?.name === 'string') {
    const dir = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/?$/, '/')}` : '';
    files.push(dir + entry.name);
  }
  for (const part of [m.exposes, m.shared]) {
    if (!Array.isArray(part)) continue;
    for (const x of part) files.push(...filesOf((x as { assets?: Assets } | null)?.assets));
  }
  const origin = new URL(manifestUrl).origin;
  const urls = new Set<string>();
  for (const file of files) {
    try {
      const url = new URL(file, base);
      if (url.origin === origin && /^https?:$/.test(url.protocol)) urls.add(url.href);
    } catch {
      // not a path: skipped
    }
    if (urls.size >= MAX_KIT_ASSETS) break;
  }
  return [...urls];
}

/** Files a kit may keep: those of its current manifest and of the one before (a page still running it). */
export function keptAssets(current: string[], previous: string[]): Set<string> {
  return new Set([...current, ...previous]);
}

/** Whether two asset lists name the same build of a kit. */
export function sameBuild(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((x) => set.has(x));
}
