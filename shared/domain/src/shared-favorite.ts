import { paths } from './routes';

// A favorite carried in a link: the `shared` parameter of /cueCoach/{tool}?shared=… holds its name
// and inputs, so the tool opens with them for anyone, visitors too (read-only until saved). Share
// links and workout steps make it here; the Coach Kit reads it back with readSharedFavorite
// (@handyq/domain/schemas), which checks it like a saved favorite. No zod here: the Library Kit's
// item page builds its step links on first load.

/** A favorite as a share link carries it: its name and inputs. */
export interface SharedFavorite {
  name: string;
  inputs: Record<string, unknown>;
}

/** `text` as URL-safe base64 of its UTF-8 (a link's parameter). */
export const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** The `shared` parameter of a share link: the favorite's name and inputs, as URL-safe base64 JSON. */
export function sharedFavoriteParam(favorite: SharedFavorite): string {
  return toBase64Url(JSON.stringify({ name: favorite.name, inputs: favorite.inputs }));
}

/**
 * The path that opens `tool` with `favorite` loaded; with `asFavorite`, the `favorite` parameter
 * too, so the tool page names it and offers the way back ('Workout Page').
 */
export function sharedFavoritePath(tool: string, favorite: SharedFavorite, asFavorite = false): string {
  const named = asFavorite ? `favorite=${encodeURIComponent(favorite.name)}&` : '';
  // CueCraft's favorites are sequences: its page reads one from its own `sequence` parameter
  const carried =
    tool === 'cueCraft'
      ? `sequence=${sequenceLinkParam(favorite.inputs)}`
      : `shared=${sharedFavoriteParam(favorite)}`;
  return `${paths.tool(tool)}?${named}${carried}`;
}

/** The `sequence` parameter of a CueCraft link: the sequence as URL-safe base64 JSON. */
export const sequenceLinkParam = (sequence: object) => toBase64Url(JSON.stringify(sequence));
