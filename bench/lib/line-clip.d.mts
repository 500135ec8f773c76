/** Where the files live. */
export const LINE_CLIP_DIR: string;
/** The files `ensureLineClip` writes: the fake camera's y4m, three pictures (PNG) and a video (WebM). */
export const LINE_CLIP: {
  y4m: string;
  upright: string;
  inverted: string;
  noPerson: string;
  video: string;
};
export const LINE_CLIP_FPS: number;
export const LINE_CLIP_WIDTH: number;
export const LINE_CLIP_HEIGHT: number;
/** Each loop of the camera: this long upright, then INVERTED_SECONDS upside down. */
export const UPRIGHT_SECONDS: number;
export const INVERTED_SECONDS: number;
/** Writes the files of LINE_CLIP unless they are all there. */
export function ensureLineClip(): Promise<void>;
