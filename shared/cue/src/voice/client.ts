// The page's side of the on-device voice: asks the Web Worker for the phrases a run needs and
// keeps them, so a repeat run starts at once. Knows no browser global: the worker is handed in.
import type { PhraseAudio } from '../browser/audio-speaker';
import { wordsPerMinute, type PhraseVoice } from './phrases';
import type { RenderReply, RenderRequest } from './render-protocol';

/** What the client needs of a Worker. */
export interface WorkerLike {
  postMessage(message: RenderRequest): void;
  onmessage: ((e: { data: RenderReply }) => void) | null;
  onerror: ((e: { message?: string }) => void) | null;
  terminate(): void;
}

/** The phrases of one run, ready to be scheduled. */
export interface PreparedPhrases {
  phrase(text: string): PhraseAudio | undefined;
  /** How many were rendered now (the rest were kept from before), and the engine's time for them. */
  rendered: number;
  renderMs: number;
}

export interface OnDeviceVoice {
  /**
   * Loads the engine and warms it up, once (a page with the voice chosen calls it on opening,
   * so Start renders at full speed); answers the time the warm-up took, rejects as `prepare`.
   */
  warm(voice: PhraseVoice): Promise<number>;
  /** Renders the phrases not kept yet; rejects when the engine cannot load (say, offline before first use). */
  prepare(texts: readonly string[], voice: PhraseVoice): Promise<PreparedPhrases>;
  /** Phrases kept (bounded by `maxPhrases`). */
  readonly size: number;
  terminate(): void;
}

/**
 * @param createWorker makes the render worker, on the first `prepare`
 * @param maxPhrases   phrases kept, least recently used dropped first (one is 50–200 KB)
 */
export function createOnDeviceVoice(createWorker: () => WorkerLike, maxPhrases = 120): OnDeviceVoice {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: RenderReply) => void; reject: (e: Error) => void }>();
  const kept = new Map<string, PhraseAudio>();
  let warming: Promise<number> | undefined;
  const keyOf = (text: string, voice: PhraseVoice) => `${voice.voice}|${wordsPerMinute(voice.rate)}|${text}`;

  const failAll = (message: string) => {
    for (const p of pending.values()) p.reject(new Error(message));
    pending.clear();
    warming = undefined;
    worker?.terminate();
    worker = undefined; // the next prepare starts a new one
  };

  const started = (): WorkerLike => {
    if (!worker) {
      const w = createWorker();
      w.onmessage = ({ data }) => {
        const p = pending.get(data.id);
        pending.delete(data.id);
        p?.resolve(data);
      };
      w.onerror = (e) => failAll(`The voice engine stopped: ${e.message ?? 'unknown error'}`);
      worker = w;
    }
    return worker;
  };

  const request = (texts: string[], voice: PhraseVoice, warm?: boolean) =>
    new Promise<RenderReply>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      started().postMessage({ id, texts, voice, ...(warm ? { warm } : {}) });
    });

  const keep = (key: string, audio: PhraseAudio) => {
    kept.delete(key);
    kept.set(key, audio);
    while (kept.size > maxPhrases) kept.delete(kept.keys().next().value!);
  };

  return {
    get size() {
      return kept.size;
    },
    warm(voice) {
      warming ??= request([], voice, true).then((reply) => {
        if ('error' in reply) throw new Error(reply.error);
        return reply.renderMs;
      });
      // a failed warm-up (offline before first use) may be tried again
      warming.catch(() => (warming = undefined));
      return warming;
    },
    async prepare(texts, voice) {
      const wanted = [...new Set(texts)];
      // this run's phrases, held here: a long run never loses one the bounded cache drops
      const run = new Map<string, PhraseAudio>();
      for (const t of wanted) {
        const audio = kept.get(keyOf(t, voice));
        if (audio) {
          keep(keyOf(t, voice), audio); // used again: kept longer
          run.set(t, audio);
        }
      }
      const missing = wanted.filter((t) => !run.has(t));
      let renderMs = 0;
      if (missing.length) {
        const reply = await request(missing, voice);
        if ('error' in reply) throw new Error(reply.error);
        for (const p of reply.phrases) {
          const audio = { samples: p.samples, sampleRate: p.sampleRate, leadMs: p.leadMs };
          run.set(p.text, audio);
          keep(keyOf(p.text, voice), audio);
        }
        renderMs = reply.renderMs;
      }
      return { phrase: (text) => run.get(text), rendered: missing.length, renderMs };
    },
    terminate() {
      failAll('The voice was closed');
    },
  };
}
