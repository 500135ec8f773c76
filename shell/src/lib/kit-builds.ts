/** A kit's build as this page loaded it: its manifest, and the build's key (sw/messages.ts). */
export interface KitBuild {
  manifest: string;
  build: string;
}

const running = new Map<string, KitBuild>();

/** Notes the build of a kit this page has loaded (its code runs here until a reload). */
export function recordRunningKit(name: string, build: KitBuild): void {
  running.set(name, build);
}

/**
 * Whether a kit this page runs is out of date: this device should now use another manifest
 * (remotes.json or its canary changed), or the manifest now names another build. `builds` is
 * what the service worker just read, by manifest URL; a kit it could not read is not judged.
 */
export function runsStaleKit(chosen: Map<string, string>, builds: Record<string, string>): boolean {
  for (const [name, { manifest, build }] of running) {
    const now = chosen.get(name);
    if (!now) continue;
    if (now !== manifest) return true;
    if (builds[now] !== undefined && builds[now] !== build) return true;
  }
  return false;
}

/** For tests: forget what was recorded. */
export function forgetRunningKits(): void {
  running.clear();
}
