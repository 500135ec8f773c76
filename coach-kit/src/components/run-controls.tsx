import type { CueSession, RunnerSnapshot } from '@handyq/cue';
import { Button } from '@handyq/web';
import { ADDED_TIME_MS } from '../hooks/use-cue-runner';
import s from './run-controls.module.css';

/**
 * Under the inputs or the run: Start (again), Pause, Resume, the hold's start or 'Done' where the
 * run waits for one, and Reset; while a timed phase runs, more time or on to the next phase.
 */
export function RunControls({
  snapshot,
  preparing,
  cameraOn,
  onStart,
  onAct,
  onAddTime,
}: {
  snapshot: RunnerSnapshot;
  /** The on-device voice renders the run's phrases: Start waits. */
  preparing: boolean;
  /** HoldOn's camera start: the camera starts each hold (the button does too). */
  cameraOn: boolean;
  onStart: () => void;
  onAct: (what: Parameters<CueSession['act']>[0]) => void;
  onAddTime: (ms: number) => void;
}) {
  const { state } = snapshot;
  const idle = state === 'idle';
  return (
    <>
      <div className={s.controls}>
        {(idle || state === 'done') && (
          <Button onClick={onStart} className={s.main} disabled={preparing} aria-busy={preparing}>
            {preparing ? 'Preparing voice…' : idle ? 'Start' : 'Start again'}
          </Button>
        )}
        {state === 'running' && snapshot.canPause && (
          <Button onClick={() => onAct('pause')} className={s.main}>
            Pause
          </Button>
        )}
        {state === 'paused' && (
          <Button onClick={() => onAct('resume')} className={s.main}>
            Resume
          </Button>
        )}
        {state === 'waitingForSignal' && (
          <Button onClick={() => onAct('signal')} className={s.main}>
            {cameraOn ? 'Start hold' : 'Done'}
          </Button>
        )}
        {!idle && (
          <Button variant="secondary" onClick={() => onAct('reset')} disabled={!snapshot.canReset}>
            Reset
          </Button>
        )}
      </div>
      {snapshot.canEdit && (
        <div className={s.edits} role="group" aria-label="Change this phase">
          <Button variant="secondary" onClick={() => onAddTime(ADDED_TIME_MS.short)}>
            +15 s
          </Button>
          <Button variant="secondary" onClick={() => onAddTime(ADDED_TIME_MS.long)}>
            +1:00
          </Button>
          <Button variant="secondary" onClick={() => onAct('skipPhase')}>
            {snapshot.phase?.phase === 'rest' ? 'Skip rest' : 'Next phase'}
          </Button>
        </div>
      )}
    </>
  );
}
