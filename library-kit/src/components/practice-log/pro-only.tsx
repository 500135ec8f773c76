import { Suspense, lazy, useState } from 'react';
import { NotebookPen } from 'lucide-react';
import { PRO_ONLY_MESSAGES } from '@handyq/domain';
import { Button, Card, useSession } from '@handyq/web';
import s from './practice-log.module.css';

const PlanDialogOpener = lazy(() => import('../plan-dialog-opener'));

/**
 * A Basic user with trial mode off: above their log, the plan's message (new runs are not kept)
 * and the plans to compare.
 */
export function ProOnly() {
  const userId = useSession((st) => st.user?._id);
  const [plans, setPlans] = useState(false);
  return (
    <>
      <Card className={s.planNotice} role="note" aria-label="Pro only">
        <NotebookPen size={28} aria-hidden />
        <p>{PRO_ONLY_MESSAGES.practiceLog}</p>
        {userId && (
          <Button variant="secondary" onClick={() => setPlans(true)}>
            See plans
          </Button>
        )}
      </Card>
      {plans && userId && (
        <Suspense fallback={null}>
          <PlanDialogOpener
            userId={userId}
            reason={PRO_ONLY_MESSAGES.practiceLog}
            onClose={() => setPlans(false)}
          />
        </Suspense>
      )}
    </>
  );
}
