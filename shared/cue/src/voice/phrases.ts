// The on-device voice: cue phrases rendered to audio by eSpeak NG compiled to JavaScript, so a
// cue can be scheduled on the audio clock and heard on its deadline. This file is the part that
// does not care where the engine runs (a Web Worker in the browser, Node in tests and benches).
import type { CuePlan } from '../types';

/** What this file needs of the engine (@echogarden/espeak-ng-emscripten's eSpeakNGWorker). */
export interface EspeakEngine {
  set_voice(name: string): number | void;
  set_rate(wordsPerMinute: number): void;
  readonly samplerate: number;
  /** Calls `onChunk` with 16-bit samples as they are made; a truthy answer stops synthesis. */
  synthesize(text: string, onChunk: (samples: Int16Array | undefined, events: unknown[]) => unknown): void;
}

/** The engine's own pace, in words per minute: a speech rate of 1. */
export const ESPEAK_BASE_WPM = 175;
/** eSpeak NG's fastest and slowest pace. */
const WPM = { min: 80, max: 450 };
/** Below this (of full scale) a sample is silence: the leading silence is cut at the first louder one. */
const ONSET_THRESHOLD = 0.02;
/** Kept before the first loud sample, so the cut never clips the attack. */
const ONSET_PAD_MS = 2;

/** A phrase as audio: mono samples in -1..1 at `sampleRate`, the first one at the speech's onset. */
export interface RenderedPhrase {
  text: string;
  samples: Float32Array;
  sampleRate: number;
  /** Leading silence the engine made and that was cut, in ms. */
  trimmedMs: number;
  /** What is left before the speech's onset (the pad), in ms: started this much early, it is heard on time. */
  leadMs: number;
}

/** The voice settings a phrase is rendered with: a cache key part. */
export interface PhraseVoice {
  /** eSpeak NG voice name, e.g. 'en-us'. */
  voice: string;
  /** Speech rate, 1 normal (General Settings). */
  rate: number;
}

/** The speech rate as eSpeak's words per minute, within what it can do. */
export function wordsPerMinute(rate: number): number {
  return Math.round(
    Math.min(WPM.max, Math.max(WPM.min, ESPEAK_BASE_WPM * (Number.isFinite(rate) ? rate : 1))),
  );
}

/** Index of the first sample of `samples` at or above the threshold (0 when all are quiet). */
function firstLoudIndex(samples: Float32Array): number {
  for (let i = 0; i < samples.length; i++) if (Math.abs(samples[i]!) >= ONSET_THRESHOLD) return i;
  return 0;
}

/** Index of the first sample of `samples` at or above the threshold, less the pad (0 when all are quiet). */
export function onsetIndex(samples: Float32Array, sampleRate: number): number {
  return Math.max(0, firstLoudIndex(samples) - Math.round((ONSET_PAD_MS / 1000) * sampleRate));
}

/** Each distinct phrase a plan speaks, in the order first spoken. */
export function planPhrases(plan: CuePlan): string[] {
  const seen = new Set<string>();
  for (const e of plan.events) if (e.kind === 'speak') seen.add(e.text);
  return [...seen];
}

/**
 * Everything a run of `plan` may say: its cues, then what mid-session edits announce
 * (`addedTimeText` of each amount the run screen offers).
 */
export function sessionPhrases(plan: CuePlan, addedTexts: readonly string[] = []): string[] {
  return [...new Set([...planPhrases(plan), ...addedTexts])];
}

/**
 * Renders phrases with one engine, each once per voice setting: a repeat run of the same
 * session starts at once. The cache is bounded (least recently used goes first).
 */
export class PhraseRenderer {
  private readonly cache = new Map<string, RenderedPhrase>();
  private current: string | null = null;

  constructor(
    private readonly engine: EspeakEngine,
    private readonly maxPhrases = 400,
  ) {}

  get size(): number {
    return this.cache.size;
  }

  render(text: string, voice: PhraseVoice): RenderedPhrase {
    const key = `${voice.voice}|${wordsPerMinute(voice.rate)}|${text}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key); // most recently used goes last
      this.cache.set(key, hit);
      return hit;
    }
    const phrase = this.synthesize(text, voice);
    this.cache.set(key, phrase);
    while (this.cache.size > this.maxPhrases) this.cache.delete(this.cache.keys().next().value!);
    return phrase;
  }

  /** Says `text` and keeps nothing: the engine's code gets compiled before a run needs it. */
  warmUp(text: string, voice: PhraseVoice): void {
    this.synthesize(text, voice);
  }

  private synthesize(text: string, voice: PhraseVoice): RenderedPhrase {
    const settings = `${voice.voice}|${wordsPerMinute(voice.rate)}`;
    if (this.current !== settings) {
      this.engine.set_voice(voice.voice);
      this.engine.set_rate(wordsPerMinute(voice.rate));
      this.current = settings;
    }
    const chunks: Int16Array[] = [];
    let length = 0;
    this.engine.synthesize(text, (samples) => {
      if (samples?.length) {
        chunks.push(samples);
        length += samples.length;
      }
      return false;
    });
    const all = new Float32Array(length);
    let at = 0;
    for (const chunk of chunks) {
      for (let i = 0; i < chunk.length; i++) all[at + i] = chunk[i]! / 32768;
      at += chunk.length;
    }
    const sampleRate = this.engine.samplerate;
    const onset = onsetIndex(all, sampleRate);
    return {
      text,
      samples: all.subarray(onset),
      sampleRate,
      trimmedMs: (onset / sampleRate) * 1000,
      leadMs: ((firstLoudIndex(all) - onset) / sampleRate) * 1000,
    };
  }
}
