import type { EngineName } from './engines/session.mjs';

/** How often the page samples each audio context's clock against performance.now(). */
export const CLOCK_SAMPLE_MS: number;
/** The least-squares line y = a + b·x through `pairs`, and how far the pairs stray from it. */
export function fitLine(pairs: [number, number][]): {
  a: number;
  b: number;
  n: number;
  residualP95: number;
  residualMax: number;
};
/** What the page's audio tap read in a run: per context its clock pairs ([currentTime, performance.now()]) and latencies. */
export interface AudioTap {
  onsets: [context: number, audioTime: number][];
  clocks: [audioTime: number, pageMs: number][][];
  contexts: { sampleRate: number; baseLatency?: number; outputLatency?: number }[];
  starts: [context: number, when: number][];
  errors: string[];
}
export function mapOnsets(
  engine: EngineName,
  run: {
    tap: AudioTap;
    cueMarks: { text: string; startTime: number; onsetTime: number }[];
    /** What the engine played to: WebKitGTK's null sink, a PulseAudio null sink, or Firefox's mock device. */
    sink?: 'null' | 'pulse' | 'mock';
  },
): { onsets: number[]; source: string; lines: string[] };
