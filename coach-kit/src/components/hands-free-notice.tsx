import { useEffect, useState } from 'react';
import { Button, useVoices } from '@handyq/web';
import {
  HANDS_FREE_TEXT,
  SEEN_KEY,
  VOICES_GRACE_MS,
  handsFreeLimits,
  markSeen,
  unseenLimits,
  type HandsFreeLimit,
} from '../lib/hands-free';
import s from './hands-free-notice.module.css';

const readSeen = () => {
  try {
    return localStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
};

/** Notes `limits` as shown on this device; returns what is stored now. */
function remember(limits: HandsFreeLimit[]): string {
  const next = markSeen(limits, readSeen());
  try {
    localStorage.setItem(SEEN_KEY, next);
  } catch {
    // private mode: it may show again next time
  }
  return next;
}

/**
 * Before the first run on a device that can't run a session hands-free (no screen wake lock,
 * no speech voice): what will happen and what to do, once. Shown while the tool is idle; it is
 * not shown again on this device once put away or once a run started with it on screen.
 */
export function HandsFreeNotice({ onDeviceVoice = false }: { onDeviceVoice?: boolean }) {
  const voices = useVoices();
  const [settled, setSettled] = useState(false);
  const [seen, setSeen] = useState(readSeen);
  useEffect(() => {
    const t = setTimeout(() => setSettled(true), VOICES_GRACE_MS);
    return () => clearTimeout(t);
  }, []);
  const limits = unseenLimits(
    handsFreeLimits({
      wakeLock: 'wakeLock' in navigator,
      speech: 'speechSynthesis' in window,
      voices: voices.length > 0 ? voices.length : settled ? 0 : null,
      onDeviceVoice,
    }),
    seen,
  );
  const shown = limits.join(',');
  // leaving the idle screen (a run starts) with the notice on screen counts as read
  useEffect(() => {
    if (!shown) return;
    return () => void remember(shown.split(',') as HandsFreeLimit[]);
  }, [shown]);

  if (!limits.length) return null;
  return (
    <aside className={s.notice} aria-label="Before you start">
      {limits.map((l) => (
        <div key={l}>
          <p className={s.title}>{HANDS_FREE_TEXT[l].title}</p>
          <p className={s.body}>{HANDS_FREE_TEXT[l].body}</p>
        </div>
      ))}
      <Button variant="secondary" onClick={() => setSeen(remember(limits))}>
        Got it
      </Button>
    </aside>
  );
}
