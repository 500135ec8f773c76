import type { SpeakOptions, Speaker } from '../runner';
import { createAudioClock, type AudioClockOptions } from './audio-clock';
import { browserGlobals, type AudioBufferLike, type AudioContextLike, type BufferSourceLike } from './dom';

/**
 * The user-timing mark each scheduled cue leaves: detail `{ text, startTime, onsetTime }`, audio
 * clock seconds at which its buffer starts and its speech is heard starting.
 */
export const CUE_MARK = 'handyq-cue';

/** A cue phrase as audio: mono samples in -1..1, starting `leadMs` before the speech's onset. */
export interface PhraseAudio {
  samples: Float32Array;
  sampleRate: number;
  /** Audio before the onset: the buffer starts this much before the cue's deadline. Default 0. */
  leadMs?: number;
}

export interface AudioSpeakerOptions extends AudioClockOptions {
  /** The phrase's audio, rendered before the run (undefined: not rendered, the cue is skipped and logged). */
  phrase: (text: string) => PhraseAudio | undefined;
  /** 0..1; default 1. */
  volume?: number;
  /** How far ahead of its deadline the runner hands a cue over. Default 1000 ms. */
  scheduleAheadMs?: number;
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
  const clock = createAudioClock(options);
  const log = options.log ?? ((m: string) => console.warn(m));
  const buffers = new Map<PhraseAudio, AudioBufferLike>();
  const playing = new Set<Playing>();

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
      const c = clock.context();
      if (!c.createBufferSource) throw new Error('Web Audio buffers are not available');
      const buffer = bufferOf(c, audio);
      const start = clock.audioTime(atClockMs - (audio.leadMs ?? 0)); // the onset on the deadline
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
      // what the page scheduled, as a user-timing mark (devtools' Performance panel; the e2e reads them)
      const onset = start + (audio.leadMs ?? 0) / 1000;
      browserGlobals().performance?.mark?.(CUE_MARK, {
        detail: { text, startTime: start, onsetTime: onset },
      });
    },
    speak(text: string, opts: SpeakOptions) {
      speaker.speakAt?.(text, clock.now(), opts);
    },
    cancel() {
      for (const p of [...playing]) stop(p);
    },
    // called from the tap that starts a run: the marks of earlier runs go
    async unlock() {
      browserGlobals().performance?.clearMarks?.(CUE_MARK);
      await clock.unlock();
    },
    async close() {
      speaker.cancel();
      buffers.clear();
      await clock.close();
    },
  };
  return speaker;
}
