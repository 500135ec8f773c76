// A run in the browser, for a tool (one session) or a workout (sessions chained): what a page's
// Start does. The runner plays on the browser's clock with the chosen voice, Web Audio ticks and
// the wake lock; with the on-device voice every phrase the run may say is rendered first (those
// kept from an earlier run at once), and a voice that cannot be prepared falls back to the
// browser's. The run's AudioContexts are closed when the next run starts or the page goes (a
// phone allows only a few at once). Framework-free: the kits' hooks wrap it.
import {
  createAudioSpeaker,
  createBrowserCueDeps,
  createScreenWakeLock,
  type PhraseAudio,
  type VoiceLike,
} from './browser';
import { SpeechLatency } from './latency';
import {
  createCueRunner,
  type ChainedSession,
  type CueRunner,
  type RunnerOptions,
  type RunnerSnapshot,
  type Speaker,
  type WakeLock,
} from './runner';
import { askedInTap, type EarlyWakeLock } from './screen-awake';
import { ON_DEVICE_ENGINE_VOICE } from './voice/constants';
import { addedTimeText } from './session-plan';
import { sessionPhrases } from './voice/phrases';

/** The browser voice's stalls in one run from which the page offers HandyQ Precise: it keeps stalling. */
export const STALLS_TO_OFFER_PRECISE = 2;

/** What a run screen's '+15 s' and '+1:00' add: their announcements are rendered with the rest. */
export const ADDED_TIME_MS = { short: 15_000, long: 60_000 } as const;

export const VOICE_FALLBACK_MSG =
  "The precise voice could not be prepared, so this run uses the browser's voice.";

/** The user-timing mark of a run's phrases made ready: detail `{ phrases, rendered, renderMs }`. */
export const VOICE_READY_MARK = 'handyq-voice-ready';

/** What a page gives of @handyq/cue/voice (it loads that module itself, when it is needed). */
export interface VoiceModule {
  onDeviceVoice(): {
    prepare(
      texts: string[],
      voice: { voice: string; rate: number },
    ): Promise<{ phrase: (text: string) => PhraseAudio | undefined; rendered: number; renderMs: number }>;
  };
}

export interface CueSound {
  voice?: VoiceLike;
  /** General Settings: cue volume (speech and ticks) and speech rate. */
  volume?: number;
  rate?: number;
  /** The on-device voice was chosen: cues are rendered before the run and played on the audio clock. */
  onDevice?: boolean;
}

export interface CueSessionHooks {
  /** The on-device voice could not be prepared: this run speaks with the browser's voice (say VOICE_FALLBACK_MSG). */
  fellBack: (err: unknown) => void;
  loadVoice: () => Promise<VoiceModule>;
}

/** What a page shows before its first run. */
export const IDLE_SNAPSHOT: RunnerSnapshot = Object.freeze({
  state: 'idle',
  display: null,
  phase: null,
  canReset: true,
  canPause: false,
  canEdit: false,
  screenAwake: 'off',
  session: 0,
});

/** One per page: each voice's onstart latency, learned across runs. */
const latency = new SpeechLatency();

/**
 * A page's runs, one after another. An external store (React's useSyncExternalStore): the
 * snapshot of the run started last (idle before any) and whether the on-device voice is
 * preparing, with every change told to `subscribe`rs.
 */
export class CueSession {
  private runner: CueRunner | null = null;
  private _preparing = false;
  private readonly listeners = new Set<() => void>();
  private readonly audio: { close(): Promise<void> }[] = [];
  /** Bumped by every start and by leaving: a run prepared for an older one never starts. */
  private generation = 0;
  /** The screen lock the last Start asked for, until its run takes it (or never starts). */
  private early: EarlyWakeLock | null = null;
  private _voiceStalls = 0;

  constructor(private readonly hooks: CueSessionHooks) {}

  /** The run started last, if any. */
  get current(): CueRunner | null {
    return this.runner;
  }

  /** The on-device voice's phrases are being rendered before the run starts. */
  get preparing(): boolean {
    return this._preparing;
  }

  /**
   * How many times the browser's voice stalled in the run started last and was restarted (some
   * engines' voices start a cue and never end it). From STALLS_TO_OFFER_PRECISE the page offers
   * the on-device voice, which cannot stall so.
   */
  get voiceStalls(): number {
    return this._voiceStalls;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): RunnerSnapshot => this.runner?.getSnapshot() ?? IDLE_SNAPSHOT;

  /** The user's moves on the run playing. */
  act(what: 'pause' | 'resume' | 'reset' | 'signal' | 'skipPhase'): void {
    this.runner?.[what]();
  }

  addTime(ms: number): void {
    this.runner?.addTime(ms);
  }

  /**
   * While the run's screen lock is refused or lost, any tap on the page asks for it again: WebKit
   * grants it only near a tap, and the tap on Start may be long past (a voice prepared first, a
   * screen unlocked again). Listened to on the document, once, only while needed.
   */
  private readonly onTap = () => {
    this.runner?.retakeScreen();
  };
  private tapListening = false;

  private followScreenLock(): void {
    const want = this.runner?.getSnapshot().screenAwake === 'lost';
    if (want === this.tapListening || typeof document === 'undefined') return;
    this.tapListening = want;
    if (want) document.addEventListener('click', this.onTap, { capture: true });
    else document.removeEventListener('click', this.onTap, { capture: true });
  }

  private changed(): void {
    this.followScreenLock();
    for (const listener of [...this.listeners]) listener();
  }

  private setPreparing(preparing: boolean): void {
    this._preparing = preparing;
    this.changed();
  }

  /** Starts a run of `sessions` (within the user's tap: audio is unlocked there). `trace` is for benchmarks. */
  start(sessions: readonly ChainedSession[], sound: CueSound, trace?: RunnerOptions['trace']): void {
    this.stopRun();
    const gen = ++this.generation;
    this._voiceStalls = 0;
    const { voice, volume, rate, onDevice } = sound;
    const run = (speaker?: Speaker, wakeLock?: WakeLock) => {
      if (gen !== this.generation) return;
      const deps = createBrowserCueDeps({
        voice,
        volume,
        rate,
        speaker: {
          onStall: () => {
            if (gen !== this.generation) return;
            this._voiceStalls++;
            this.changed();
          },
        },
      });
      if (wakeLock) deps.wakeLock = wakeLock;
      if (deps.ticker) this.audio.push(deps.ticker);
      const r = createCueRunner(sessions, {
        ...deps,
        ...(speaker ? { speaker } : {}),
        latency,
        trace,
      });
      r.subscribe(() => this.changed());
      this.runner = r;
      r.start();
      this.changed();
    };
    if (!onDevice) return run();
    let phrases: ((text: string) => PhraseAudio | undefined) | undefined;
    const speaker = createAudioSpeaker({ phrase: (text) => phrases?.(text), volume });
    this.audio.push(speaker);
    this.setPreparing(true);
    const unlocked = speaker.unlock(); // within the tap
    // also within the tap: WebKit grants the screen lock only for a few seconds after it, and
    // rendering the phrases may take longer
    const wakeLock = askedInTap(createScreenWakeLock());
    this.early = wakeLock;
    const added = Object.values(ADDED_TIME_MS).map(addedTimeText);
    const texts = [...new Set(sessions.flatMap((s) => sessionPhrases(s.plan, added)))];
    this.hooks
      .loadVoice()
      .then(async ({ onDeviceVoice }) => {
        const prepared = await onDeviceVoice().prepare(texts, {
          voice: ON_DEVICE_ENGINE_VOICE,
          rate: rate ?? 1,
        });
        // how long the engine took (devtools' Performance panel; bench/cue-accuracy reads it)
        performance.mark(VOICE_READY_MARK, {
          detail: { phrases: texts.length, rendered: prepared.rendered, renderMs: prepared.renderMs },
        });
        await unlocked;
        return prepared.phrase;
      })
      .then(
        (prepared) => {
          phrases = prepared;
          run(speaker, wakeLock);
        },
        (err: unknown) => {
          console.warn('On-device voice:', err);
          if (gen !== this.generation) return;
          this.hooks.fellBack(err);
          run(undefined, wakeLock);
        },
      )
      .finally(() => {
        if (gen === this.generation) this.setPreparing(false);
      });
  }

  /** The page is gone: the run stops in any phase, and nothing prepared for it starts. */
  stop(): void {
    this.generation++;
    this.stopRun();
  }

  private stopRun(): void {
    this.early?.dispose();
    this.early = null;
    this.runner?.stop();
    for (const a of this.audio.splice(0)) void a.close();
    this.followScreenLock();
  }
}
