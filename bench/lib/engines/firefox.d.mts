import type { EngineSession } from './session.mjs';

/** Debian's Firefox ESR (apt-get install firefox-esr), driven over WebDriver BiDi. */
export const FIREFOX: string;
/** Why Firefox cannot run here (what to install), or null. */
export function firefoxMissing(): string | null;
/**
 * A Firefox page at `width`×`height`, in the light or dark theme (a pref of the browser's: BiDi
 * has no media emulation), headless, with a fake camera and a mock sound device (with no sound
 * device an AudioContext never starts) or the PulseAudio server `pulseServer` (a null sink's,
 * bench/lib/pulse-sink.mjs: a clock at real time), and the voices of `speechEnv`
 * (speech-dispatcher's). `prefs` are Firefox prefs set over these (a refused camera, a small
 * disk).
 */
export function firefoxSession(opts: {
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
  speechEnv?: Record<string, string>;
  pulseServer?: string;
  prefs?: Record<string, string | number | boolean>;
}): Promise<EngineSession>;
