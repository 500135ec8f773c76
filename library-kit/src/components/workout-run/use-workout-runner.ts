import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { featureSettingsOf, type SettingsByTool } from '@handyq/shared';
import {
  CueSession,
  VOICE_FALLBACK_MSG,
  normalizeInputs,
  workoutSessions,
  type CueSound,
  type ToolInputs,
  type WorkoutRunStep,
} from '@handyq/shared/cue';
import type { WorkoutStep } from '@handyq/shared/schemas';
import { toast } from '@handyq/shared/web';

export const CANNOT_RUN_MSG = 'This workout cannot run: one of its steps has settings no tool can play.';

const loadVoice = () => import('@handyq/shared/cue/voice');

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

/**
 * Plays a workout's steps one after another on one chained run (CueSession: the browser's
 * clock, the chosen voice or the on-device one, Web Audio ticks, the wake lock). Leaving the
 * page stops it in any phase.
 */
export function useWorkoutRunner(steps: readonly WorkoutRunStep[], sound: CueSound) {
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
  useEffect(() => () => cue.stop(), [cue]);

  const start = useCallback(() => {
    let sessions;
    try {
      sessions = workoutSessions(steps, { speechRate: rate });
    } catch (err) {
      console.warn('Workout:', err);
      toast.error(CANNOT_RUN_MSG);
      return;
    }
    cue.start(sessions, { voice, volume, rate, onDevice });
  }, [cue, steps, voice, volume, rate, onDevice]);
  return { snapshot, preparing, start, cue };
}
