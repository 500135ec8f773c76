/** 'mm:ss', zero-padded; fractions round up (a countdown shows 00:01 until it reaches zero). */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds - 1e-9)) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 101st, 111th. */
export function ordinal(n: number): string {
  const abs = Math.abs(Math.trunc(n));
  const tens = abs % 100;
  const ones = abs % 10;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : ones === 1 ? 'st' : ones === 2 ? 'nd' : ones === 3 ? 'rd' : 'th';
  return `${Math.trunc(n)}${suffix}`;
}

/** Rough speaking time of a cue at rate 1: decides which cues would talk over each other. */
export const SPEECH_MS_PER_WORD = 350;
export function estimateSpeechMs(text: string): number {
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return words * SPEECH_MS_PER_WORD;
}

/** 'tuck' -> 'Tuck'. */
export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
