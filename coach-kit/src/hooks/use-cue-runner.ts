import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ToolKey } from '@handyq/shared';
import {
  SpeechLatency,
  compilePlan,
  createBrowserCueDeps,
  createCueRunner,
  type CueRunner,
  type RunnerOptions,
  type RunnerSnapshot,
  type ToolInputs,
} from '@handyq/shared/cue';

const IDLE: RunnerSnapshot = {
  state: 'idle',
  display: null,
  phase: null,
  canReset: true,
  canPause: false,
  canEdit: false,
  screenAwake: 'off',
};

/** One per page load: each voice's onstart latency, learned across runs. */
const latency = new SpeechLatency();

/**
 * Plays a tool's inputs as a cue plan: `start()` compiles the plan and runs it with the
 * browser's clock, the chosen voice, Web Audio ticks and the wake lock. The snapshot updates
 * on every phase and display; leaving the page stops the run (speech,
 * ticks and the wake lock), even in a phase Reset is refused in.
 */
export function useCueRunner<T extends ToolKey>(
  tool: T,
  inputs: ToolInputs<T>,
  voice: SpeechSynthesisVoice | undefined,
  /** General Settings: cue volume (speech and ticks) and speech rate. */
  sound: { volume?: number; rate?: number } = {},
) {
  const { volume, rate } = sound;
  const runner = useRef<CueRunner | null>(null);
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
  // Leaving the page (or opening a favorite, which remounts it) ends the session in any phase.
  useEffect(() => () => runner.current?.stop(), []);

  const start = useCallback(() => {
    runner.current?.stop();
    // for bench/cue-accuracy only: a trace it installed with page.addInitScript (unset in the app)
    const trace = (globalThis as { __handyqCueTrace?: RunnerOptions['trace'] }).__handyqCueTrace;
    const r = createCueRunner(compilePlan(tool, inputs, { speechRate: rate }), {
      ...createBrowserCueDeps({ voice, volume, rate }),
      latency,
      trace,
      // mid-session edits: the same inputs with some phases made longer or shorter
      recompile: (durations) => compilePlan(tool, inputs, { durations, speechRate: rate }),
    });
    r.subscribe(() => listeners.current.forEach((l) => l()));
    runner.current = r;
    r.start();
    listeners.current.forEach((l) => l());
  }, [tool, inputs, voice, volume, rate]);

  const act = useCallback((what: 'pause' | 'resume' | 'reset' | 'signal' | 'skipPhase') => {
    runner.current?.[what]();
  }, []);
  const addTime = useCallback((ms: number) => void runner.current?.addTime(ms), []);

  return { snapshot, start, act, addTime, planTimeMs: () => runner.current?.planTimeMs() ?? 0 };
}
