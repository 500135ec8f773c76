import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ToolKey } from '@handyq/shared';
import {
  ON_DEVICE_ENGINE_VOICE,
  SpeechLatency,
  addedTimeText,
  compilePlan,
  createAudioSpeaker,
  createBrowserCueDeps,
  createCueRunner,
  sessionPhrases,
  type AudioSpeaker,
  type CuePlan,
  type PhraseAudio,
  type CueRunner,
  type RunnerOptions,
  type RunnerSnapshot,
  type Speaker,
  type ToolInputs,
} from '@handyq/shared/cue';
import { toast } from '@handyq/shared/web';

const IDLE: RunnerSnapshot = {
  state: 'idle',
  display: null,
  phase: null,
  canReset: true,
  canPause: false,
  canEdit: false,
  screenAwake: 'off',
  session: 0,
};

/** What the run screen's '+15 s' and '+1:00' add: their announcements are rendered with the rest. */
export const ADDED_TIME_MS = { short: 15_000, long: 60_000 } as const;

export const VOICE_FALLBACK_MSG =
  "The precise voice could not be prepared, so this run uses the browser's voice.";

/** The user-timing mark of a run's phrases made ready: detail `{ phrases, rendered, renderMs }`. */
const VOICE_READY_MARK = 'handyq-voice-ready';
/** The mark of the engine loaded and warmed up: detail `{ warmMs }` (the warm-up alone). */
const VOICE_WARM_MARK = 'handyq-voice-warm';

/** One per page load: each voice's onstart latency, learned across runs. */
const latency = new SpeechLatency();

export interface CueSound {
  /** General Settings: cue volume (speech and ticks) and speech rate. */
  volume?: number;
  rate?: number;
  /** The on-device voice was chosen: cues are rendered before the run and played on the audio clock. */
  onDevice?: boolean;
}

/**
 * The phrases `plan` may say, rendered by the on-device voice's worker (those kept from an
 * earlier run at once). The speaker's AudioContext is unlocked first, within the tap.
 */
async function prepareOnDevice(speaker: AudioSpeaker, plan: CuePlan, rate: number | undefined) {
  const unlocked = speaker.unlock();
  const { onDeviceVoice } = await import('@handyq/shared/cue/voice');
  const texts = sessionPhrases(plan, Object.values(ADDED_TIME_MS).map(addedTimeText));
  const prepared = await onDeviceVoice().prepare(texts, { voice: ON_DEVICE_ENGINE_VOICE, rate: rate ?? 1 });
  // how long the engine took (devtools' Performance panel; bench/cue-accuracy reads it)
  performance.mark(VOICE_READY_MARK, {
    detail: { phrases: texts.length, rendered: prepared.rendered, renderMs: prepared.renderMs },
  });
  await unlocked;
  return prepared.phrase;
}

/**
 * Plays a tool's inputs as a cue plan: `start()` compiles the plan and runs it with the
 * browser's clock, the chosen voice, Web Audio ticks and the wake lock. With the on-device
 * voice, `preparing` is true while the run's phrases are rendered (at once when kept from an
 * earlier run). The snapshot updates on every phase and display; leaving the page stops the
 * run (speech, ticks and the wake lock), even in a phase Reset is refused in.
 */
export function useCueRunner<T extends ToolKey>(
  tool: T,
  inputs: ToolInputs<T>,
  voice: SpeechSynthesisVoice | undefined,
  sound: CueSound = {},
) {
  const { volume, rate, onDevice } = sound;
  const runner = useRef<CueRunner | null>(null);
  /**
   * The run's AudioContexts (ticks, and the on-device voice's), closed when the next run starts
   * or the page goes: a phone allows only a few at once (iOS Safari: about four).
   */
  const audio = useRef<{ close(): Promise<void> }[]>([]);
  const closeAudio = useCallback(() => {
    for (const a of audio.current.splice(0)) void a.close();
  }, []);
  /** Bumped by every start and by leaving: a run prepared for an older one never starts. */
  const generation = useRef(0);
  const [preparing, setPreparing] = useState(false);
  const listeners = useRef(new Set<() => void>());
  const subscribe = useCallback((cb: () => void) => {
    listeners.current.add(cb);
    return () => listeners.current.delete(cb);
  }, []);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => runner.current?.getSnapshot() ?? IDLE,
    () => IDLE,
  );
  // The on-device voice chosen: its engine loads and warms up while the user sets the inputs, so
  // Start renders the run's phrases at full speed.
  useEffect(() => {
    if (!onDevice) return;
    import('@handyq/shared/cue/voice')
      .then(({ onDeviceVoice }) => onDeviceVoice().warm({ voice: ON_DEVICE_ENGINE_VOICE, rate: 1 }))
      .then((warmMs) => performance.mark(VOICE_WARM_MARK, { detail: { warmMs } }))
      .catch(() => undefined); // offline before first use: Start says so and speaks with the browser
  }, [onDevice]);
  // Leaving the page (or opening a favorite, which remounts it) ends the session in any phase.
  useEffect(
    () => () => {
      generation.current++;
      runner.current?.stop();
      closeAudio();
    },
    [closeAudio],
  );

  const start = useCallback(() => {
    runner.current?.stop();
    closeAudio();
    const gen = ++generation.current;
    // for bench/cue-accuracy only: a trace it installed with page.addInitScript (unset in the app)
    const trace = (globalThis as { __handyqCueTrace?: RunnerOptions['trace'] }).__handyqCueTrace;
    const plan = compilePlan(tool, inputs, { speechRate: rate });
    const run = (speaker?: Speaker) => {
      if (gen !== generation.current) return;
      const deps = createBrowserCueDeps({ voice, volume, rate });
      if (deps.ticker) audio.current.push(deps.ticker);
      const r = createCueRunner(plan, {
        ...deps,
        ...(speaker ? { speaker } : {}),
        latency,
        trace,
        // mid-session edits: the same inputs with some phases made longer or shorter
        recompile: (durations) => compilePlan(tool, inputs, { durations, speechRate: rate }),
      });
      r.subscribe(() => listeners.current.forEach((l) => l()));
      runner.current = r;
      r.start();
      listeners.current.forEach((l) => l());
    };
    if (!onDevice) return run();
    let phrases: ((text: string) => PhraseAudio | undefined) | undefined;
    const speaker = createAudioSpeaker({ phrase: (text) => phrases?.(text), volume });
    audio.current.push(speaker);
    setPreparing(true);
    prepareOnDevice(speaker, plan, rate)
      .then(
        (prepared) => {
          phrases = prepared;
          run(speaker);
        },
        (err: unknown) => {
          console.warn('On-device voice:', err);
          if (gen !== generation.current) return;
          toast.error(VOICE_FALLBACK_MSG);
          run();
        },
      )
      .finally(() => {
        if (gen === generation.current) setPreparing(false);
      });
  }, [tool, inputs, voice, volume, rate, onDevice, closeAudio]);

  const act = useCallback((what: 'pause' | 'resume' | 'reset' | 'signal' | 'skipPhase') => {
    runner.current?.[what]();
  }, []);
  const addTime = useCallback((ms: number) => void runner.current?.addTime(ms), []);

  return {
    snapshot,
    preparing,
    start,
    act,
    addTime,
    planTimeMs: () => runner.current?.planTimeMs() ?? 0,
  };
}
