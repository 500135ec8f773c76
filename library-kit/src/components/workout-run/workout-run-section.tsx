import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Circle, Play } from 'lucide-react';
import type { RunnerSnapshot } from '@handyq/cue';
import type { WorkoutStep } from '@handyq/domain/schemas';
import { mayRecord } from '@handyq/record/access';
import { RECORD_TEXTS } from '@handyq/record/texts';
import { Button, Loader, useSession } from '@handyq/web';
import s from './workout-run.module.css';

// The runner (and the cue engine it brings) loads when a run starts: the item page's first load
// does not carry it.
const WorkoutRunner = lazy(() => import('./workout-runner'));
// Record (the camera, the recorder, the recordings kept on the device), once it is turned on
const RecordPanel = lazy(() => import('@handyq/record/panel'));
// a recording opened by its link (the PracticeLog's 'Watch the recording')
const OpenedRecording = lazy(() => import('@handyq/record/opened'));

/** What the runner shows Record: its run as it goes, and its plan clock. */
export interface RunForRecord {
  snapshot: RunnerSnapshot;
  planTimeMs: () => number;
}

/**
 * A workout's 'Run workout': its steps played one after another, hands-free, and Record beside
 * it (the run filmed from its first cue to its end, as on a tool page). `onStep` is told which
 * step plays (null: none), so the step list can mark it.
 */
export function WorkoutRunSection({
  steps,
  title,
  itemId,
  onStep,
}: {
  steps: readonly WorkoutStep[];
  /** The workout's title and library item: how the practice log names its runs. */
  title: string;
  itemId?: string;
  onStep: (step: number | null) => void;
}) {
  const user = useSession((st) => st.user);
  const [open, setOpen] = useState(false);
  const [recordOn, setRecordOn] = useState(false);
  const [run, setRun] = useState<RunForRecord | null>(null);
  const [params, setParams] = useSearchParams();
  const opened = params.get('recording');
  const closeOpened = useCallback(
    () =>
      setParams(
        (p) => {
          p.delete('recording');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const close = useCallback(() => {
    setOpen(false);
    setRun(null);
    onStep(null);
  }, [onStep]);
  const toggleRecord = async () => {
    if (recordOn) return setRecordOn(false);
    if (await mayRecord(!!user)) setRecordOn(true);
  };
  const workout = useMemo(() => ({ itemId, title }), [itemId, title]);
  if (!steps.length) return null;
  return (
    <>
      {!open && opened && user && (
        <Suspense fallback={null}>
          <OpenedRecording id={opened} userId={user._id} onClose={closeOpened} />
        </Suspense>
      )}
      {open ? (
        <Suspense fallback={<Loader />}>
          <WorkoutRunner
            steps={steps}
            title={title}
            itemId={itemId}
            onStep={onStep}
            onClose={close}
            onRun={recordOn ? setRun : undefined}
          />
        </Suspense>
      ) : (
        <div className={s.start}>
          <Button onClick={() => setOpen(true)}>
            <Play size={18} aria-hidden /> Run workout
          </Button>
          <Button variant="secondary" aria-pressed={recordOn} onClick={() => void toggleRecord()}>
            <Circle
              size={18}
              aria-hidden
              fill={recordOn ? '#d92d20' : 'none'}
              color={recordOn ? '#d92d20' : undefined}
            />{' '}
            {RECORD_TEXTS.button}
          </Button>
        </div>
      )}
      {recordOn && user && (
        <Suspense fallback={null}>
          <RecordPanel
            snapshot={run?.snapshot}
            planTimeMs={run?.planTimeMs}
            tool="workout"
            of={workout}
            userId={user._id}
          />
        </Suspense>
      )}
    </>
  );
}
