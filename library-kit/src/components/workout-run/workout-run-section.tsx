import { Suspense, lazy, useCallback, useState } from 'react';
import { Play } from 'lucide-react';
import type { WorkoutStep } from '@handyq/domain/schemas';
import { Button, Loader } from '@handyq/web';
import s from './workout-run.module.css';

// The runner (and the cue engine it brings) loads when a run starts: the item page's first load
// does not carry it.
const WorkoutRunner = lazy(() => import('./workout-runner'));

/**
 * A workout's 'Run workout': its steps played one after another, hands-free. `onStep` is told
 * which step plays (null: none), so the step list can mark it.
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
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    setOpen(false);
    onStep(null);
  }, [onStep]);
  if (!steps.length) return null;
  return open ? (
    <Suspense fallback={<Loader />}>
      <WorkoutRunner steps={steps} title={title} itemId={itemId} onStep={onStep} onClose={close} />
    </Suspense>
  ) : (
    <div className={s.start}>
      <Button onClick={() => setOpen(true)}>
        <Play size={18} aria-hidden /> Run workout
      </Button>
    </div>
  );
}
