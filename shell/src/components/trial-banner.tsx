import { useEffect, useState } from 'react';
import { TRIAL_BANNER } from '@handyq/domain';
import { fetchTrialMode } from '../api/trial-mode';
import s from './trial-banner.module.css';

let known: boolean | undefined;

/** The trial banner, while the server is in trial mode (shown until it says otherwise). */
export function TrialBanner() {
  const [trial, setTrial] = useState(known ?? true);
  useEffect(() => {
    if (known !== undefined) return;
    let live = true;
    void fetchTrialMode().then((on) => {
      known = on;
      if (live) setTrial(on);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!trial) return null;
  return (
    <p className={s.banner} role="note">
      {TRIAL_BANNER}
    </p>
  );
}
