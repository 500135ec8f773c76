import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  ADDED_TIME_MS,
  WORKOUT_COMPLETE_TEXT,
  isOnDeviceVoice,
  workoutRunEntry,
  type RunRecord,
  type WorkoutRunStep,
} from '@handyq/cue';
import type { NewPracticeLogEntry, WorkoutStep } from '@handyq/domain/schemas';
import { Button, pickVoice, useRunLog, useSession, useVoices } from '@handyq/web';
import { RunLogged, practiceLog, usePracticeLogAccess } from '@handyq/web/practice-log';
import { runSteps, useWorkoutRunner } from './use-workout-runner';
import type { RunForRecord } from './workout-run-section';
import s from './workout-run.module.css';

/**
 * The workout playing (loaded when 'Run workout' is tapped, and started at once): what the step
 * shows now, and pause, reset, more time and skip as on a tool page. `onStep` is told which step
 * plays (null when the run stops); `onClose` when the user ends it. A run that completes, or is
 * reset after its first phase, is logged as one entry with its steps, and its end screen shows
 * the log block (`title` and `itemId` name the workout in the log). `onRun`, where Record is on,
 * is shown the run as it goes.
 */
export default function WorkoutRunner({
  steps,
  title,
  itemId,
  onStep,
  onClose,
  onRun,
}: {
  steps: readonly WorkoutStep[];
  title: string;
  itemId?: string;
  onStep: (step: number | null) => void;
  onClose: () => void;
  onRun?: (run: RunForRecord) => void;
}) {
  const user = useSession((st) => st.user);
  const general = user?.generalSettings;
  const voices = useVoices();
  const onDevice = isOnDeviceVoice(general?.voiceURI);
  const voice = onDevice ? undefined : pickVoice(voices, general?.voiceURI);
  const run = useMemo(() => runSteps(steps, user?.settings), [steps, user?.settings]);
  const access = usePracticeLogAccess();
  // The last run's log entry, for its end screen (null: none, or not one to log), shown once kept
  // on the device; a visitor's is not kept (the end screen says why), and the module itself
  // leaves out a Basic user's with trial mode off.
  const {
    logged,
    log: logRun,
    clear: clearLogged,
  } = useRunLog((entry: NewPracticeLogEntry) => practiceLog.add(entry));
  const runEnded = useCallback(
    (record: RunRecord, ran: readonly WorkoutRunStep[]) => {
      // a run stopped in its first phase is not logged
      if (!record.pastFirstPhase) return;
      logRun(workoutRunEntry(crypto.randomUUID(), record, { title, itemId, steps: ran }));
    },
    [title, itemId, logRun],
  );
  const runner = useWorkoutRunner(
    run,
    { voice, volume: general?.cueVolume, rate: general?.speechRate, onDevice },
    runEnded,
  );
  const { snapshot, preparing, cue } = runner;
  // the run's plan clock, read when Record marks a phase (the session keeps one runner at a time)
  const [planTimeMs] = useState(() => () => cue.current?.planTimeMs() ?? 0);
  useEffect(() => onRun?.({ snapshot, planTimeMs }), [onRun, snapshot, planTimeMs]);
  const start = () => {
    clearLogged();
    runner.start();
  };
  // started once, on the tap that opened it
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => runner.start(), []);
  const { state } = snapshot;
  const started = !!cue.current;
  const step = state !== 'idle' ? snapshot.session : null;
  useEffect(() => onStep(step), [step, onStep]);
  // reset: back to the item, unless the run's end screen has something to say of the log
  const stopped = state === 'idle' && started && !preparing;
  const tellsLog = !!logged && (access === 'allowed' || access === 'visitor');
  useEffect(() => {
    if (stopped && !tellsLog) onClose();
  }, [stopped, tellsLog, onClose]);
  const act = (what: Parameters<typeof cue.act>[0]) => {
    // Reset on the end screen: that run's screen is left behind
    if (what === 'reset' && state === 'done') clearLogged();
    runner.act(what);
  };
  const addTime = (ms: number) => cue.addTime(ms);

  const display = snapshot.display;
  const done = state === 'done';
  const ended = done || (stopped && tellsLog);
  return (
    <section className={s.runner} aria-label="Workout run">
      {preparing && <p className={s.status}>Preparing voice…</p>}
      {done ? (
        <p className={s.complete} role="status">
          {WORKOUT_COMPLETE_TEXT}
        </p>
      ) : (
        !ended &&
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
      {ended && logged && <RunLogged entry={logged} access={access} device={practiceLog} />}
      <div className={s.controls}>
        {ended && (
          <Button onClick={start} disabled={preparing}>
            Run again
          </Button>
        )}
        {state === 'running' && snapshot.canPause && <Button onClick={() => act('pause')}>Pause</Button>}
        {state === 'paused' && <Button onClick={() => act('resume')}>Resume</Button>}
        {state === 'waitingForSignal' && <Button onClick={() => act('signal')}>Done</Button>}
        {!ended && (
          <Button variant="secondary" onClick={() => act('reset')} disabled={!snapshot.canReset}>
            Reset
          </Button>
        )}
        {ended && (
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
