/** The data files English speech reads. */
export const ENGLISH_FILES: string[];
/** The data file's name as the trimmed engine asks for it. */
export const DATA_FILE: string;
/** The engine's JavaScript and the data it maps, with only `keep`. */
export function trimEspeak(keep?: string[]): { js: string; data: Buffer };
/** Writes the trimmed engine to `outDir`; answers the two paths. */
export function writeEspeak(outDir: string): { jsPath: string; dataPath: string };
