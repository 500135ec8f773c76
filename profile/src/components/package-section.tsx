import { useState } from 'react';
import type { User } from '@handyq/domain/schemas';
import { Button } from '@handyq/web';
import { PlanDialog } from '@handyq/web/user';
import s from './forms.module.css';

/** The user's plan, and the button that opens the plan comparison. */
export function PackageSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const pro = user.plan.tier === 'pro';
  return (
    <div className={s.form}>
      <p className={s.plan}>{pro ? 'Pro' : 'Basic'}</p>
      <Button variant={pro ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {pro ? 'Cancel Subscription' : 'Upgrade'}
      </Button>
      {open && <PlanDialog user={user} onClose={() => setOpen(false)} />}
    </div>
  );
}
