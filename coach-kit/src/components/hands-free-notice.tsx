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
 *
 * A page has two: `place` 'top', above the tool's inputs, says what is known as the page first
 * shows; 'late', below Start, says what is learnt after (no voice, believed once voices had
 * time to arrive). A notice that came late above the inputs pushed Start down as a finger was
 * on its way to it.
 */
export function HandsFreeNotice({
  onDeviceVoice = false,
  place,
}: {
  onDeviceVoice?: boolean;
  place: 'top' | 'late';
}) {
  const voices = useVoices();
  const [settled, setSettled] = useState(false);
  const [seen, setSeen] = useState(readSeen);
  useEffect(() => {
    const t = setTimeout(() => setSettled(true), VOICES_GRACE_MS);
    return () => clearTimeout(t);
  }, []);
  const unseen = unseenLimits(
    handsFreeLimits({
      wakeLock: 'wakeLock' in navigator,
      speech: 'speechSynthesis' in window,
      voices: voices.length > 0 ? voices.length : settled ? 0 : null,
      onDeviceVoice,
    }),
    seen,
  );
  // what was known as the page first showed (this state's first value)
  const [atFirst] = useState(unseen);
  const limits = unseen.filter((l) => atFirst.includes(l) === (place === 'top'));
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
