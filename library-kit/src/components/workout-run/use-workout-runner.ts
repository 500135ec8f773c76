import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { featureSettingsOf, type SettingsByTool } from '@handyq/shared';
import {
  ON_DEVICE_ENGINE_VOICE,
  SpeechLatency,
  addedTimeText,
  createAudioSpeaker,
  createBrowserCueDeps,
  createCueRunner,
  normalizeInputs,
  sessionPhrases,
  workoutSessions,
  type ChainedSession,
  type CueRunner,
  type PhraseAudio,
  type Speaker,
  type ToolInputs,
  type WorkoutRunStep,
} from '@handyq/shared/cue';
import type { WorkoutStep } from '@handyq/shared/schemas';
import { toast } from '@handyq/shared/web';

/** What '+15 s' and '+1:00' add during a workout (the on-device voice renders their words too). */
export const ADDED_TIME_MS = { short: 15_000, long: 60_000 } as const;
export const VOICE_FALLBACK_MSG =
  "The precise voice could not be prepared, so this run uses the browser's voice.";
export const CANNOT_RUN_MSG = 'This workout cannot run: one of its steps has settings no tool can play.';

const latency = new SpeechLatency();

/**
 * What each step runs: the inputs it keeps, or (a step with no favorite) the viewer's usual
 * values for its tool, as the tool page opens with.
 */
export function runSteps(
  steps: readonly WorkoutStep[],
  settings: SettingsByTool | undefined,
): WorkoutRunStep[] {
  return steps.map((step) => ({
    feature: step.feature,
    favoriteName: step.favoriteName,
    inputs: normalizeInputs(
      step.feature,
      (step.inputs ?? featureSettingsOf(settings, step.feature).defaultValues) as Partial<ToolInputs>,
    ) as ToolInputs,
  }));
}

export interface WorkoutSound {
  voice?: SpeechSynthesisVoice;
  volume?: number;
  rate?: number;
  onDevice?: boolean;
}

/**
 * Plays a workout's steps one after another on one chained runner (the browser's clock, the
 * chosen voice, Web Audio ticks, the wake lock). With the on-device voice every step's phrases
 * are rendered before the run starts. Leaving the page stops it in any phase.
 */
export function useWorkoutRunner(steps: readonly WorkoutRunStep[], sound: WorkoutSound) {
  const { voice, volume, rate, onDevice } = sound;
  const runner = useRef<CueRunner | null>(null);
  const audio = useRef<{ close(): Promise<void> }[]>([]);
  const generation = useRef(0);
  const [preparing, setPreparing] = useState(false);
  const listeners = useRef(new Set<() => void>());
  const subscribe = useCallback((cb: () => void) => {
    listeners.current.add(cb);
    return () => listeners.current.delete(cb);
  }, []);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => runner.current?.getSnapshot() ?? null,
    () => null,
  );
  const closeAudio = useCallback(() => {
    for (const a of audio.current.splice(0)) void a.close();
  }, []);
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
    let sessions: ChainedSession[];
    try {
      sessions = workoutSessions(steps, { speechRate: rate });
    } catch (err) {
      console.warn('Workout:', err);
      toast.error(CANNOT_RUN_MSG);
      return;
    }
    const run = (speaker?: Speaker) => {
      if (gen !== generation.current) return;
      const deps = createBrowserCueDeps({ voice, volume, rate });
      if (deps.ticker) audio.current.push(deps.ticker);
      const r = createCueRunner(sessions, { ...deps, ...(speaker ? { speaker } : {}), latency });
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
    const unlocked = speaker.unlock();
    const added = Object.values(ADDED_TIME_MS).map(addedTimeText);
    const texts = [...new Set(sessions.flatMap((s) => sessionPhrases(s.plan, added)))];
    import('@handyq/shared/cue/voice')
      .then(({ onDeviceVoice }) =>
        onDeviceVoice().prepare(texts, { voice: ON_DEVICE_ENGINE_VOICE, rate: rate ?? 1 }),
      )
      .then(
        async (prepared) => {
          await unlocked;
          phrases = prepared.phrase;
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
  }, [steps, voice, volume, rate, onDevice, closeAudio]);

  const act = useCallback((what: 'pause' | 'resume' | 'reset' | 'signal' | 'skipPhase') => {
    runner.current?.[what]();
  }, []);
  const addTime = useCallback((ms: number) => void runner.current?.addTime(ms), []);
  return { snapshot, preparing, start, act, addTime };
}
