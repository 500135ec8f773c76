import { TRIAL_BANNER } from '@handyq/shared';
import s from './trial-banner.module.css';

export function TrialBanner() {
  return (
    <p className={s.banner} role="note">
      {TRIAL_BANNER}
    </p>
  );
}
