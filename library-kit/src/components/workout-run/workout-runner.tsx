import { useEffect, useMemo } from 'react';
import { ADDED_TIME_MS, WORKOUT_COMPLETE_TEXT, isOnDeviceVoice } from '@handyq/shared/cue';
import type { WorkoutStep } from '@handyq/shared/schemas';
import { Button, pickVoice, useSession, useVoices } from '@handyq/shared/web';
import { runSteps, useWorkoutRunner } from './use-workout-runner';
import s from './workout-run.module.css';

/**
 * The workout playing (loaded when 'Run workout' is tapped, and started at once): what the step
 * shows now, and pause, reset, more time and skip as on a tool page. `onStep` is told which step
 * plays (null when the run stops); `onClose` when the user ends it.
 */
export default function WorkoutRunner({
  steps,
  onStep,
  onClose,
}: {
  steps: readonly WorkoutStep[];
  onStep: (step: number | null) => void;
  onClose: () => void;
}) {
  const user = useSession((st) => st.user);
  const general = user?.generalSettings;
  const voices = useVoices();
  const onDevice = isOnDeviceVoice(general?.voiceURI);
  const voice = onDevice ? undefined : pickVoice(voices, general?.voiceURI);
  const run = useMemo(() => runSteps(steps, user?.settings), [steps, user?.settings]);
  const { snapshot, preparing, start, cue } = useWorkoutRunner(run, {
    voice,
    volume: general?.cueVolume,
    rate: general?.speechRate,
    onDevice,
  });
  // started once, on the tap that opened it
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => start(), []);
  const { state } = snapshot;
  const started = !!cue.current;
  const step = state !== 'idle' ? snapshot.session : null;
  useEffect(() => onStep(step), [step, onStep]);
  useEffect(() => {
    if (state === 'idle' && started) onClose(); // reset: back to the item
  }, [state, started, onClose]);
  const act = (what: Parameters<typeof cue.act>[0]) => cue.act(what);
  const addTime = (ms: number) => cue.addTime(ms);

  const display = snapshot.display;
  const done = state === 'done';
  return (
    <section className={s.runner} aria-label="Workout run">
      {preparing && <p className={s.status}>Preparing voice…</p>}
      {done ? (
        <p className={s.complete} role="status">
          {WORKOUT_COMPLETE_TEXT}
        </p>
      ) : (
        display && (
          <div className={s.display}>
            <p className={s.step}>
              Step {(step ?? 0) + 1} of {steps.length}
            </p>
            <p className={s.label} aria-live="polite">
              {display.label}
            </p>
            {display.clock && (
              <p className={s.clock} role="timer">
                {display.clock}
              </p>
            )}
            <p className={s.meta}>
              <span>
                Set {display.set} of {display.numSets}
              </span>
              {display.rep !== null && display.numReps !== null && (
                <span>
                  Rep {display.rep} of {display.numReps}
                </span>
              )}
              {state === 'paused' && <span className={s.paused}>Paused</span>}
            </p>
          </div>
        )
      )}
      <div className={s.controls}>
        {done && (
          <Button onClick={start} disabled={preparing}>
            Run again
          </Button>
        )}
        {state === 'running' && snapshot.canPause && <Button onClick={() => act('pause')}>Pause</Button>}
        {state === 'paused' && <Button onClick={() => act('resume')}>Resume</Button>}
        {state === 'waitingForSignal' && <Button onClick={() => act('signal')}>Done</Button>}
        {!done && (
          <Button variant="secondary" onClick={() => act('reset')} disabled={!snapshot.canReset}>
            Reset
          </Button>
        )}
        {done && (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )}
      </div>
      {snapshot.canEdit && (
        <div className={s.controls} role="group" aria-label="Change this phase">
          <Button variant="secondary" onClick={() => addTime(ADDED_TIME_MS.short)}>
            +15 s
          </Button>
          <Button variant="secondary" onClick={() => addTime(ADDED_TIME_MS.long)}>
            +1:00
          </Button>
          <Button variant="secondary" onClick={() => act('skipPhase')}>
            {snapshot.phase?.phase === 'rest' ? 'Skip rest' : 'Next phase'}
          </Button>
        </div>
      )}
    </section>
  );
}
