/**
 * remotes.json, next to the shell: where each kit's mf-manifest.json is, with an optional canary
 * rollout. Checked by hand rather than with zod: the shell reads it on every page, Home too,
 * and zod would be most of Home's download.
 */
export interface RemoteEntry {
  /** The kit's federation name (the `name` in its mf-manifest.json). */
  name: string;
  /** The URL of the kit's mf-manifest.json. */
  entry: string;
  canary?: { entry: string; percent: number };
}
export type RemotesConfig = RemoteEntry[];

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const isEntry = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The parsed config, or an Error that says which kit and field is wrong. */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (!Array.isArray(json)) throw new Error('remotes.json: expected a list of kits');
  return json.map((raw: unknown, i): RemoteEntry => {
    const r = (raw ?? {}) as Record<string, unknown>;
    const where = `remotes.json[${i}]`;
    if (typeof r.name !== 'string' || !NAME.test(r.name))
      throw new Error(`${where}.name: not a federation name`);
    if (!isEntry(r.entry)) throw new Error(`${where}.entry: missing`);
    if (r.canary === undefined) return { name: r.name, entry: r.entry };
    const c = (r.canary ?? {}) as Record<string, unknown>;
    if (!isEntry(c.entry)) throw new Error(`${where}.canary.entry: missing`);
    if (typeof c.percent !== 'number' || !(c.percent >= 0 && c.percent <= 100)) {
      throw new Error(`${where}.canary.percent: a number from 0 to 100`);
    }
    return { name: r.name, entry: r.entry, canary: { entry: c.entry, percent: c.percent } };
  });
}

/** A 32-bit hash with every input bit spread over the output (FNV-1a, then murmur3's finaliser). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Where a device stands in a kit's rollout, 0 ≤ place < 100 in steps of 0.01: fixed for a device
 * and a kit, so a device keeps its version from one visit to the next, and independent from
 * kit to kit, so one device is not every kit's canary.
 */
export function rolloutPlace(deviceId: string, kitName: string): number {
  return (hash32(`${kitName}:${deviceId}`) % 10_000) / 100;
}

/**
 * Staged rollout: a device takes a kit's canary when its place is under the canary's percent.
 * Raising the percent only adds devices: none that had the canary goes back.
 */
export function chooseEntry(remote: RemoteEntry, deviceId: string): string {
  return remote.canary && rolloutPlace(deviceId, remote.name) < remote.canary.percent
    ? remote.canary.entry
    : remote.entry;
}
