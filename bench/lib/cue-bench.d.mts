/** HoldOn's inputs by their field labels. */
export type CueInputs = Record<string, number>;
export const FULL: CueInputs;
export const SHORT: CueInputs;
export const EDITED: CueInputs;
export const EDITS: { set: number; label: string; clock: string; press: string }[];
export const TARGETS: { speakCallP95: number; heardP95: number; endDrift: number };
export const PRECISE_TARGETS: { heardP95: number; heardMax: number; renderMs: number };
export const PRECISE_VOICE: string;
export const ONSET_MATCH_MS: number;
export const ONSET_TAP: string;
export function planSeconds(inputs: CueInputs): number;
export function instrument(): void;
export function pct(sorted: number[], p: number): number;
export function stats(values: number[]): {
  count: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
};
export function ms(v: number, width?: number): string;
export function verdict(value: number, target: number): 'PASS' | 'FAIL';
export function round(v: number): number | null;
/** A run's cue trace, as the page's `instrument` records it. */
export interface CueRecord {
  cues: { text: string; at: number }[];
  skipped: { text: string; at: number }[];
  started: string[];
  [more: string]: unknown;
}
export function cueOrder(rec: CueRecord): { planned: string[]; started: string[]; inOrder: boolean };
export function report(
  run: unknown,
  inputs: CueInputs,
  options: Record<string, unknown>,
): Record<string, unknown>;
export function reportPrecise(
  run: unknown,
  inputs: CueInputs,
  options: Record<string, unknown>,
): Record<string, unknown>;
