// The few browser APIs the adapters use, typed here so this code compiles without the DOM lib
// (the API compiles @handyq/domain for Node). The real DOM objects fit these shapes.

/** A speechSynthesis voice (SpeechSynthesisVoice). */
export interface VoiceLike {
  readonly voiceURI: string;
  readonly lang: string;
  readonly name?: string;
}

export interface UtteranceLike {
  voice: unknown;
  lang: string;
  rate: number;
  volume: number;
  onstart: ((event: never) => unknown) | null;
  onend: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
}
export type UtteranceCtor = new (text: string) => UtteranceLike;

export interface SynthLike {
  speak(utterance: never): void;
  cancel(): void;
  readonly paused?: boolean;
  resume?(): void;
}

interface AudioParamLike {
  value: number;
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}
interface AudioNodeLike {
  connect(destination: never): unknown;
  disconnect(): void;
}
export interface OscillatorLike extends AudioNodeLike {
  readonly frequency: { value: number };
  start(when?: number): void;
  stop(when?: number): void;
  onended: ((event: never) => unknown) | null;
}
interface GainLike extends AudioNodeLike {
  readonly gain: AudioParamLike;
}
export interface AudioBufferLike {
  readonly duration: number;
  copyToChannel(source: Float32Array, channel: number): void;
}
export interface BufferSourceLike extends AudioNodeLike {
  buffer: AudioBufferLike | null;
  start(when?: number): void;
  stop(when?: number): void;
  onended: ((event: never) => unknown) | null;
}
export interface AudioContextLike {
  readonly currentTime: number;
  readonly outputLatency?: number;
  readonly baseLatency?: number;
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  close(): Promise<void>;
  getOutputTimestamp?(): { contextTime?: number; performanceTime?: number };
  createOscillator(): OscillatorLike;
  createGain(): GainLike;
  createBuffer?(channels: number, length: number, sampleRate: number): AudioBufferLike;
  createBufferSource?(): BufferSourceLike;
}

export interface WakeLockSentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener?(type: 'release', listener: () => void): void;
}
export interface NavigatorLike {
  wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> };
}
export interface DocumentLike {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

interface PortLike {
  onmessage: ((event: never) => unknown) | null;
  postMessage(message: unknown): void;
}
export interface MessageChannelLike {
  readonly port1: PortLike;
  readonly port2: PortLike;
}

interface BrowserGlobals {
  performance: {
    now(): number;
    mark?(name: string, options?: { detail?: unknown }): unknown;
    clearMarks?(name?: string): void;
  };
  speechSynthesis: SynthLike;
  SpeechSynthesisUtterance: UtteranceCtor;
  AudioContext: new () => AudioContextLike;
  navigator: NavigatorLike;
  document: DocumentLike;
  MessageChannel: new () => MessageChannelLike;
}

/** The browser's globals, each possibly missing (Node, old browsers). Read only when called. */
export const browserGlobals = (): Partial<BrowserGlobals> => globalThis as unknown as Partial<BrowserGlobals>;
