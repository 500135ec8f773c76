import { z } from 'zod';
import { FEATURE_KEYS, TOOL_NAMES, type FeatureKey } from '../constants';
import type { FavoritesByTool, SettingsByTool } from '../features';
import type { SharedFavorite } from '../shared-favorite';
import { fromBase64Url } from './base64url';
import {
  FAVORITES_PER_TOOL_MAX,
  favoriteSchemaOf,
  favoritesByToolSchema,
  settingsByToolSchema,
  favoriteInputsSchemas,
} from './features';

/**
 * A favorites file: what 'Export' downloads and 'Import' reads back. One tool's favorites, or
 * every tool's with the feature settings. Its favorites are checked by the same schemas as the
 * user record, so a file that imports is one the API accepts.
 */
export const favoritesFileSchema = z.object({
  app: z.literal('HandyQ'),
  kind: z.literal('favorites'),
  version: z.literal(1),
  exportedAt: z.number().int().min(0),
  favorites: favoritesByToolSchema,
  settings: settingsByToolSchema.optional(),
});
export type FavoritesFile = z.infer<typeof favoritesFileSchema>;

/** The largest favorites file Import reads (the API reads a user record of at most 1 MB). */
export const FAVORITES_FILE_MAX_BYTES = 1_000_000;

/** The file 'Export' writes: `tool`'s favorites alone, or every tool's with `settings`. */
export function favoritesFile(
  favorites: FavoritesByTool,
  { tool, settings, now = Date.now() }: { tool?: FeatureKey; settings?: SettingsByTool; now?: number },
): FavoritesFile {
  const picked = tool ? { [tool]: favorites[tool] ?? [] } : favorites;
  return {
    app: 'HandyQ',
    kind: 'favorites',
    version: 1,
    exportedAt: now,
    favorites: picked as FavoritesFile['favorites'],
    ...(settings && !tool ? { settings: settings as FavoritesFile['settings'] } : {}),
  };
}

/** The download's name: `handyq-favorites-holdOn-2026-11-25.json`, `handyq-favorites-2026-11-25.json`. */
export function favoritesFileName(tool: FeatureKey | undefined, now = new Date()): string {
  return `handyq-favorites${tool ? `-${tool}` : ''}-${now.toISOString().slice(0, 10)}.json`;
}

/** Where in a file a problem is, as a person reads it: 'HoldOn favorite 2 (“Morning”): hold time'. */
function placeOf(file: unknown, path: PropertyKey[]): string {
  const [top, tool, index, ...rest] = path;
  if (top === 'favorites' && typeof tool === 'string' && tool in TOOL_NAMES) {
    const label = TOOL_NAMES[tool as FeatureKey];
    if (typeof index !== 'number') return `${label} favorites`;
    const list = (file as { favorites?: Record<string, unknown[]> }).favorites?.[tool];
    const name = (list?.[index] as { name?: unknown } | undefined)?.name;
    const named = typeof name === 'string' && name.trim() ? ` (“${name.trim().slice(0, 40)}”)` : '';
    const field = rest
      .filter((p) => p !== 'inputs')
      .map((p) =>
        typeof p === 'number'
          ? String(p + 1)
          : String(p)
              .replace(/([A-Z])/g, ' $1')
              .toLowerCase(),
      )
      .join(' ');
    return `${label} favorite ${index + 1}${named}${field ? `: ${field}` : ''}`;
  }
  if (top === 'settings')
    return `Settings${tool ? ` for ${TOOL_NAMES[tool as FeatureKey] ?? String(tool)}` : ''}`;
  return path.join('.') || 'The file';
}

/**
 * Reads a favorites file's text. Answers the file, or the first problem in words a user can
 * act on: not JSON, not a HandyQ favorites file, or which favorite is wrong and how.
 */
export function readFavoritesFile(text: string): { file: FavoritesFile } | { error: string } {
  if (text.length > FAVORITES_FILE_MAX_BYTES)
    return { error: 'This file is too large to be a favorites file.' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'This file is not a HandyQ favorites file (it is not JSON).' };
  }
  const head = json as Partial<Record<'app' | 'kind' | 'version', unknown>> | null;
  if (typeof head !== 'object' || head === null || head.app !== 'HandyQ' || head.kind !== 'favorites') {
    return { error: 'This file is not a HandyQ favorites file.' };
  }
  if (head.version !== 1)
    return { error: 'This favorites file is from a newer HandyQ: it cannot be read here.' };
  const parsed = favoritesFileSchema.safeParse(json);
  if (parsed.success) return { file: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { error: `${placeOf(json, issue.path)}: ${issue.message}` };
}

/** A favorite by tool and name (names are unique within a tool). */
export interface FavoriteRef {
  tool: FeatureKey;
  name: string;
}

export interface FavoritesMerge {
  /** Every tool's favorites after the import. */
  favorites: FavoritesByTool;
  /** Favorites the file adds under a name not yet used. */
  added: FavoriteRef[];
  /** Favorites the file has under a name already used: replaced, or left as they are. */
  duplicates: FavoriteRef[];
  /** Tools that would keep more favorites than one tool may: such an import can't be saved. */
  overFull: FeatureKey[];
}

/**
 * `incoming` (a file's favorites, limited to `tools`) merged into `current`. A favorite whose
 * name is new is added; one whose name is taken is a duplicate, and `replace` says whether the
 * file's version takes its place (keeping its place in the list) or the user's stays.
 */
export function mergeFavorites(
  current: FavoritesByTool,
  incoming: FavoritesByTool,
  { replace, tools = FEATURE_KEYS }: { replace: boolean; tools?: readonly FeatureKey[] },
): FavoritesMerge {
  const favorites: FavoritesByTool = { ...current };
  const added: FavoriteRef[] = [];
  const duplicates: FavoriteRef[] = [];
  const overFull: FeatureKey[] = [];
  for (const tool of tools) {
    const mine = [...(current[tool] ?? [])];
    const seen = new Set<string>();
    for (const fav of incoming[tool] ?? []) {
      if (seen.has(fav.name)) continue; // the file's first favorite of a name wins
      seen.add(fav.name);
      const at = mine.findIndex((f) => f.name === fav.name);
      if (at < 0) {
        mine.push(fav);
        added.push({ tool, name: fav.name });
      } else {
        duplicates.push({ tool, name: fav.name });
        if (replace) mine[at] = fav;
      }
    }
    if (mine.length || current[tool]) favorites[tool] = mine;
    if (mine.length > FAVORITES_PER_TOOL_MAX) overFull.push(tool);
  }
  return { favorites, added, duplicates, overFull };
}

export { sharedFavoriteParam, type SharedFavorite } from '../shared-favorite';

/** The longest `shared` link parameter read: a favorite's inputs are far shorter. */
export const SHARED_PARAM_MAX = 4000;

/** A share link's favorite for `tool`, checked like a saved one; null when the link is damaged. */
export function readSharedFavorite(tool: FeatureKey, param: string): SharedFavorite | null {
  if (param.length > SHARED_PARAM_MAX || !/^[A-Za-z0-9_-]+$/.test(param)) return null;
  try {
    const parsed = favoriteSchemaOf(favoriteInputsSchemas[tool])
      .omit({ dateCreated: true })
      .safeParse(JSON.parse(fromBase64Url(param)));
    return parsed.success ? (parsed.data as SharedFavorite) : null;
  } catch {
    return null;
  }
}
