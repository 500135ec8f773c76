/**
 * remotes.json, next to the shell: where each kit's remoteEntry.js is, with an optional canary
 * rollout. Checked by hand rather than with zod: the shell reads it on every page, Home too,
 * and zod would be most of Home's download.
 */
export interface RemoteEntry {
  /** The kit's federation name: its remoteEntry.js defines a global of this name. */
  name: string;
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

/** Staged rollout: a device in bucket [0,100) takes the canary when bucket < percent. */
export function chooseEntry(remote: RemoteEntry, bucket: number): string {
  return remote.canary && bucket < remote.canary.percent ? remote.canary.entry : remote.entry;
}
