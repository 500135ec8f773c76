import { Moon, Sun } from 'lucide-react';
import type { RunnerSnapshot } from '@handyq/cue';
import s from './screen-awake-line.module.css';

/** What the run screen says of the screen lock: held, refused or lost (a tap asks again), or none to be had. */
export const SCREEN_AWAKE_TEXT = {
  on: 'Screen stays on during the session',
  lost: 'Screen may lock: tap to keep it on',
  off: 'Screen may lock: the cues stop if it does',
} as const;

/** During a run: whether the screen is kept on, so nobody counts on cues a locked screen stops. */
export function ScreenAwakeLine({ awake }: { awake: RunnerSnapshot['screenAwake'] }) {
  if (awake === 'asking') return null;
  return (
    <p className={s.awake} role="status">
      {awake === 'on' ? <Sun size={16} aria-hidden /> : <Moon size={16} aria-hidden />}
      {SCREEN_AWAKE_TEXT[awake]}
    </p>
  );
}
