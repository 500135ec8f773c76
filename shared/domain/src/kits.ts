import kitsJson from '../kits.json';

/**
 * A kit: a Module Federation remote the shell loads at runtime. The list lives in
 * `shared/domain/kits.json`, read by the build factory, the server, lint, the dev script and the
 * shell; adding a kit is one entry there plus its folder.
 */
export interface KitDef {
  /** Federation name, also the key in remotes.json. */
  name: string;
  /** The workspace folder; its build goes to `<folder>/dist`, served at `/kits/<folder>/`. */
  folder: string;
  title: string;
  /** The top-level path segments the shell mounts the kit under. */
  segments: string[];
  /** Port of the kit's dev server (`npm run dev`). */
  devPort: number;
}

export const KITS: readonly KitDef[] = kitsJson;

/** Where the server and the nginx image host a kit's build. */
export const kitBasePath = (kit: KitDef): string => `/kits/${kit.folder}/`;
