import type { SpeakOptions, Speaker } from '../runner';
import { audioTimeOf } from './audio-time';
import { browserGlobals, type AudioBufferLike, type AudioContextLike, type BufferSourceLike } from './dom';

/** A cue phrase as audio: mono samples in -1..1, the first at the speech's onset. */
export interface PhraseAudio {
  samples: Float32Array;
  sampleRate: number;
}

export interface AudioSpeakerOptions {
  /** The phrase's audio, rendered before the run (undefined: not rendered, the cue is skipped and logged). */
  phrase: (text: string) => PhraseAudio | undefined;
  /** 0..1; default 1. */
  volume?: number;
  /** How far ahead of its deadline the runner hands a cue over. Default 1000 ms. */
  scheduleAheadMs?: number;
  /** The runner's clock; default `performance.now()` (mapped to audio time by the output timestamp). */
  now?: () => number;
  /** Injected for tests; default a new AudioContext on first use. */
  createContext?: () => AudioContextLike;
  log?: (message: string) => void;
}

export interface AudioSpeaker extends Speaker {
  /** Creates/resumes the AudioContext: call it from the tap that starts a session. */
  unlock(): Promise<void>;
  close(): Promise<void>;
}

interface Playing {
  source: BufferSourceLike;
  /** Audio-clock seconds it starts and ends. */
  start: number;
  end: number;
}

/**
 * The on-device voice's speaker: each cue's pre-rendered audio is scheduled on the AudioContext
 * clock, which starts it to the sample however late the page's timers run. A cue that would
 * start while the one before still sounds cuts that one there: the beat wins. `cancel` stops
 * everything scheduled or sounding. Touches no browser global until first used.
 */
export function createAudioSpeaker(options: AudioSpeakerOptions): AudioSpeaker {
  const volume = options.volume ?? 1;
  const usePerformance = !options.now;
  const now = options.now ?? (() => (browserGlobals().performance ?? Date).now());
  const log = options.log ?? ((m: string) => console.warn(m));
  let ctx: AudioContextLike | undefined;
  const buffers = new Map<PhraseAudio, AudioBufferLike>();
  const playing = new Set<Playing>();

  const context = (): AudioContextLike => {
    if (!ctx) {
      const Ctx = browserGlobals().AudioContext;
      if (!options.createContext && !Ctx) throw new Error('Web Audio is not available');
      ctx = options.createContext ? options.createContext() : new Ctx!();
    }
    return ctx;
  };

  const bufferOf = (c: AudioContextLike, audio: PhraseAudio): AudioBufferLike => {
    let buffer = buffers.get(audio);
    if (!buffer) {
      if (!c.createBuffer) throw new Error('Web Audio buffers are not available');
      buffer = c.createBuffer(1, Math.max(1, audio.samples.length), audio.sampleRate);
      buffer.copyToChannel(audio.samples, 0);
      buffers.set(audio, buffer);
    }
    return buffer;
  };

  const stop = (p: Playing, when?: number) => {
    try {
      p.source.stop(when);
    } catch {
      // a source never started, or stopped twice: disconnecting silences it anyway
    }
    if (when === undefined) {
      p.source.disconnect();
      playing.delete(p);
    }
  };

  const speaker: AudioSpeaker = {
    voiceId: 'on-device',
    scheduleAheadMs: options.scheduleAheadMs ?? 1000,
    // onStart is not reported: the audio starts exactly when scheduled, nothing is learned
    speakAt(text: string, atClockMs: number, { onEnd }: SpeakOptions) {
      const audio = options.phrase(text);
      if (!audio) {
        log(`On-device voice: "${text}" was not rendered`);
        return;
      }
      const c = context();
      if (c.state === 'suspended') void c.resume();
      if (!c.createBufferSource) throw new Error('Web Audio buffers are not available');
      const buffer = bufferOf(c, audio);
      const start = Math.max(c.currentTime, audioTimeOf(c, atClockMs, now, usePerformance));
      // the beat wins: whatever still sounds at this cue's start stops there
      for (const p of playing) if (p.start < start && p.end > start) stop(p, start);
      const source = c.createBufferSource();
      source.buffer = buffer;
      const gain = c.createGain();
      gain.gain.value = volume;
      source.connect(gain as never);
      gain.connect(c.destination as never);
      const entry: Playing = { source, start, end: start + buffer.duration };
      source.onended = () => {
        playing.delete(entry);
        gain.disconnect();
        onEnd?.();
      };
      playing.add(entry);
      source.start(start);
    },
    speak(text: string, opts: SpeakOptions) {
      speaker.speakAt?.(text, now(), opts);
    },
    cancel() {
      for (const p of [...playing]) stop(p);
    },
    async unlock() {
      const c = context();
      if (c.state === 'suspended') await c.resume();
    },
    async close() {
      speaker.cancel();
      buffers.clear();
      await ctx?.close();
      ctx = undefined;
    },
  };
  return speaker;
}
