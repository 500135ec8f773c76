import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { featureSettingsOf, type SettingsByTool } from '@handyq/domain';
import {
  CueSession,
  VOICE_FALLBACK_MSG,
  normalizeInputs,
  recordRun,
  workoutSessions,
  type CueSound,
  type RunRecord,
  type RunRecording,
  type ToolInputs,
  type WorkoutRunStep,
} from '@handyq/cue';
// a workout's CueCraft steps: compiled by CueCraft's own compiler (loaded with the runner)
import { compileSequence, type CraftSequence } from '@handyq/cue/cue-craft';
import type { WorkoutStep } from '@handyq/domain/schemas';
import { toast } from '@handyq/web';

export const CANNOT_RUN_MSG = 'This workout cannot run: one of its steps has settings no tool can play.';

const loadVoice = () => import('@handyq/cue/voice');

/**
 * What each step runs: the inputs it keeps, or (a timer's step with no favorite) the viewer's
 * usual values for its tool, as the tool page opens with. A CueCraft step runs the sequence it
 * keeps (one with none cannot run: `useWorkoutRunner`'s start says so).
 */
export function runSteps(
  steps: readonly WorkoutStep[],
  settings: SettingsByTool | undefined,
): WorkoutRunStep[] {
  return steps.map((step) => ({
    feature: step.feature,
    favoriteName: step.favoriteName,
    inputs:
      step.feature === 'cueCraft'
        ? ((step.inputs ?? { name: step.favoriteName, getReadyS: 0, items: [] }) as CraftSequence)
        : (normalizeInputs(
            step.feature,
            (step.inputs ?? featureSettingsOf(settings, step.feature).defaultValues) as Partial<ToolInputs>,
          ) as ToolInputs),
  }));
}

/**
 * Plays a workout's steps one after another on one chained run (CueSession: the browser's
 * clock, the chosen voice or the on-device one, Web Audio ticks, the wake lock). Leaving the
 * page stops it in any phase. Each run is recorded: when it completes, is reset or the page is
 * left, `onEnded` is told what each step did (the practice log's entry is made of it).
 */
export function useWorkoutRunner(
  steps: readonly WorkoutRunStep[],
  sound: CueSound,
  onEnded?: (record: RunRecord, steps: readonly WorkoutRunStep[]) => void,
) {
  const { voice, volume, rate, onDevice } = sound;
  const [cue] = useState(
    () => new CueSession({ fellBack: () => toast.error(VOICE_FALLBACK_MSG), loadVoice }),
  );
  const snapshot = useSyncExternalStore(cue.subscribe, cue.getSnapshot, cue.getSnapshot);
  const preparing = useSyncExternalStore(
    cue.subscribe,
    () => cue.preparing,
    () => false,
  );
  const recording = useRef<RunRecording | null>(null);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });
  // recorded as stopped first, while the runner still knows its plan time
  useEffect(
    () => () => {
      recording.current?.stop();
      cue.stop();
    },
    [cue],
  );

  const start = useCallback(() => {
    let sessions;
    try {
      sessions = workoutSessions(steps, { speechRate: rate }, compileSequence);
    } catch (err) {
      console.warn('Workout:', err);
      toast.error(CANNOT_RUN_MSG);
      return;
    }
    recording.current?.stop();
    recording.current = recordRun(
      cue,
      sessions.map((session) => session.plan),
      (record) => ended.current?.(record, steps),
    );
    cue.start(sessions, { voice, volume, rate, onDevice });
  }, [cue, steps, voice, volume, rate, onDevice]);

  const act = useCallback(
    (what: Parameters<CueSession['act']>[0]) => {
      // a Reset the runner takes: recorded as stopped before the runner forgets its plan time
      if (what === 'reset' && cue.current?.canReset) recording.current?.stop();
      cue.act(what);
    },
    [cue],
  );
  return { snapshot, preparing, start, act, cue };
}
