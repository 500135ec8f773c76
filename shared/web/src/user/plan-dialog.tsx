import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { PLAN_LIMITS, TRIAL_BANNER, UPGRADE_BY_ADMIN_MSG, UPGRADE_SOON_MSG } from '@handyq/domain';
import type { User } from '@handyq/domain/schemas';
import { Button, Dialog, failureText, toast } from '@handyq/web';
import { plansQuery } from './plans';
import { saveUser } from './save-user';
import s from './plan-dialog.module.css';

const BOTH = ['Feature settings', 'Drill examples', 'Drill tutorials'];
const PLANS = [
  {
    tier: 'basic',
    name: 'Basic',
    perks: [
      `${PLAN_LIMITS.basic.savedSequences} saved sequences`,
      `${PLAN_LIMITS.basic.customWorkouts} custom workouts`,
      ...BOTH,
    ],
    soon: [],
  },
  {
    tier: 'pro',
    name: 'Pro',
    // Line Kit, the Practice Log and Record are built and gated to Pro (trial mode aside): perks now.
    perks: [
      'Unlimited saved sequences',
      'Unlimited custom workouts',
      'Line Kit Access',
      'Practice Log',
      'Record Feature',
      ...BOTH,
    ],
    soon: [],
  },
] as const;

/**
 * Basic and Pro side by side; a Pro user may cancel back to Basic, a Basic one hears about
 * Upgrade. `reason` says why it opened (a limit the plan just hit).
 */
export function PlanDialog({ user, reason, onClose }: { user: User; reason?: string; onClose: () => void }) {
  const trialMode = useQuery(plansQuery).data?.trialMode ?? true;
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const pro = user.plan.tier === 'pro';

  const cancel = async () => {
    setBusy(true);
    try {
      await saveUser(user, { plan: { tier: 'basic' } });
      toast.success('Subscription canceled. Back to Basic Plan.');
      onClose();
    } catch (err) {
      console.error('Cancel subscription failed', err);
      toast.error(failureText(err, 'Failed to cancel subscription.'));
    } finally {
      setBusy(false);
    }
  };
  // SPEC's message while trial mode gives everyone everything; with it off, "full access in the
  // meantime" is not true, so the note says what is.
  const upgradeNote = trialMode ? UPGRADE_SOON_MSG : UPGRADE_BY_ADMIN_MSG;
  const upgrade = () => {
    setNote(upgradeNote);
    toast.info(upgradeNote);
  };

  return (
    <Dialog
      open
      title="Plan Comparison"
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Close
          </Button>
          {pro ? (
            <Button variant="danger" onClick={() => void cancel()} disabled={busy}>
              Cancel Subscription
            </Button>
          ) : (
            <Button onClick={upgrade}>Upgrade</Button>
          )}
        </>
      }
    >
      {reason && (
        <p role="alert" className={s.reason}>
          {reason}
        </p>
      )}
      {trialMode && <p className={s.trial}>{TRIAL_BANNER}</p>}
      <div className={s.plans}>
        {PLANS.map((p) => (
          <section
            key={p.tier}
            className={[s.plan, p.tier === user.plan.tier ? s.current : ''].join(' ')}
            aria-label={`${p.name} plan`}
          >
            <h3 className={s.name}>
              {p.name}
              {p.tier === user.plan.tier && <span className={s.badge}>Current plan</span>}
            </h3>
            <ul className={s.perks}>
              {p.perks.map((perk) => (
                <li key={perk}>
                  <Check size={16} aria-hidden /> {perk}
                </li>
              ))}
            </ul>
            {p.soon.length > 0 && <p className={s.soon}>Coming soon: {p.soon.join(', ')}</p>}
          </section>
        ))}
      </div>
      {note && (
        <p role="status" className={s.note}>
          {note}
        </p>
      )}
    </Dialog>
  );
}
