import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ToolKey } from '@handyq/domain';
import {
  ON_DEVICE_ENGINE_VOICE,
  CueSession,
  IDLE_SNAPSHOT,
  VOICE_FALLBACK_MSG,
  compilePlan,
  recordRun,
  type CuePlan,
  type CueSound,
  type RunRecord,
  type RunRecording,
  type RunnerOptions,
  type ToolInputs,
} from '@handyq/cue';
import { toast } from '@handyq/web';

export type { CueSound } from '@handyq/cue';

export { ADDED_TIME_MS } from '@handyq/cue';

/** The mark of the engine loaded and warmed up: detail `{ warmMs }` (the warm-up alone). */
const VOICE_WARM_MARK = 'handyq-voice-warm';

const loadVoice = () => import('@handyq/cue/voice');

/**
 * Plays cue plans: `run(plan, recompile, onEnded)` runs one (CueSession) with the browser's clock,
 * the chosen voice, Web Audio ticks and the wake lock. With the on-device voice, `preparing` is
 * true while the run's phrases are rendered (at once when kept from an earlier run). The snapshot
 * updates on every phase and display; leaving the page stops the run (speech, ticks and the wake
 * lock), even in a phase Reset is refused in.
 *
 * Each run is recorded (RunRecorder): when it ends, is reset or the page is left, its `onEnded`
 * is told what it did. A timer's page runs its inputs (useCueRunner); CueCraft, a sequence.
 */
export function usePlanRunner(voice: SpeechSynthesisVoice | undefined, sound: Omit<CueSound, 'voice'> = {}) {
  const { volume, rate, onDevice } = sound;
  const [cue] = useState(
    () => new CueSession({ fellBack: () => toast.error(VOICE_FALLBACK_MSG), loadVoice }),
  );
  const snapshot = useSyncExternalStore(cue.subscribe, cue.getSnapshot, () => IDLE_SNAPSHOT);
  const preparing = useSyncExternalStore(
    cue.subscribe,
    () => cue.preparing,
    () => false,
  );
  const voiceStalls = useSyncExternalStore(
    cue.subscribe,
    () => cue.voiceStalls,
    () => 0,
  );
  const recording = useRef<RunRecording | null>(null);
  // Leaving the page (or opening a favorite, which remounts it) ends the session in any phase:
  // the run is recorded as stopped first, while the runner still knows its plan time.
  useEffect(
    () => () => {
      recording.current?.stop();
      cue.stop();
    },
    [cue],
  );
  // The on-device voice chosen: its engine loads and warms up while the user sets the inputs, so
  // Start renders the run's phrases at full speed.
  useEffect(() => {
    if (!onDevice) return;
    loadVoice()
      .then(({ onDeviceVoice }) => onDeviceVoice().warm({ voice: ON_DEVICE_ENGINE_VOICE, rate: 1 }))
      .then((warmMs) => performance.mark(VOICE_WARM_MARK, { detail: { warmMs } }))
      .catch(() => undefined); // offline before first use: Start says so and speaks with the browser
  }, [onDevice]);

  const run = useCallback(
    (plan: CuePlan, recompile: RunnerOptions['recompile'], onEnded: (record: RunRecord) => void) => {
      // for bench/cue-accuracy only: a trace it installed with page.addInitScript (unset in the app)
      const trace = (globalThis as { __handyqCueTrace?: RunnerOptions['trace'] }).__handyqCueTrace;
      recording.current?.stop();
      recording.current = recordRun(cue, [plan], onEnded);
      cue.start([{ plan, recompile }], { voice, volume, rate, onDevice }, trace);
    },
    [cue, voice, volume, rate, onDevice],
  );

  const act = useCallback(
    (what: Parameters<CueSession['act']>[0]) => {
      // a Reset the runner takes: recorded as stopped before the runner forgets its plan time
      if (what === 'reset' && cue.current?.canReset) recording.current?.stop();
      cue.act(what);
    },
    [cue],
  );
  const addTime = useCallback((ms: number) => cue.addTime(ms), [cue]);
  return {
    snapshot,
    preparing,
    voiceStalls,
    run,
    act,
    addTime,
    planTimeMs: () => cue.current?.planTimeMs() ?? 0,
  };
}

/**
 * Plays a tool's inputs as a cue plan (usePlanRunner): `start()` compiles the plan and runs it.
 * When the run ends, `onEnded` is told what it did and the inputs it ran with (the practice log's
 * entry is made of them). `cameraStart` (HoldOn): each hold waits for the camera's signal that
 * the user went up.
 */
export function useCueRunner<T extends ToolKey>(
  tool: T,
  inputs: ToolInputs<T>,
  voice: SpeechSynthesisVoice | undefined,
  sound: Omit<CueSound, 'voice'> = {},
  onEnded?: (record: RunRecord, inputs: ToolInputs<T>) => void,
  cameraStart = false,
) {
  const { run, ...runner } = usePlanRunner(voice, sound);
  const rate = sound.rate;
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });
  const start = useCallback(() => {
    const plan = compilePlan(tool, inputs, { speechRate: rate, cameraStart });
    // mid-session edits: the same inputs with some phases made longer or shorter
    const recompile: RunnerOptions['recompile'] = (durations) =>
      compilePlan(tool, inputs, { durations, speechRate: rate, cameraStart });
    run(plan, recompile, (record) => ended.current?.(record, inputs));
  }, [run, tool, inputs, rate, cameraStart]);
  return { ...runner, start };
}
