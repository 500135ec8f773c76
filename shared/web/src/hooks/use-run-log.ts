import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../offline';
import { useSession } from '../stores/session';
import { toast } from '../stores/toast';
import { journalRun, runKept } from './run-journal';

/**
 * The end screen's entry of a timer's or a workout's last run. A logged-in user's run is kept
 * on the device first (`keep`: the practice log's outbox) and shown once kept, so 'Logged: …'
 * is never said of a run that leaving the page at once could still lose, and a rating or note
 * given on the end screen changes a record that is there. A visitor's run is shown at once (its
 * end screen says logging needs an account). A newer run, or `clear` (Start, Reset), drops the
 * answer of one still being kept.
 */
export function useRunLog<E extends { _id: string }>(keep: (entry: E) => Promise<unknown>) {
  const [logged, setLogged] = useState<E | null>(null);
  const latest = useRef(0);
  const keeper = useRef(keep);
  useEffect(() => {
    keeper.current = keep;
  });
  const log = useCallback((entry: E) => {
    const run = ++latest.current;
    const user = useSession.getState().user;
    if (!user) {
      setLogged(entry);
      return;
    }
    // written down at once: a reload before it is kept loses nothing (run-journal.ts)
    journalRun(user._id, entry._id, entry);
    keeper.current(entry).then(
      () => {
        runKept(entry._id);
        if (latest.current === run) setLogged(entry);
      },
      (err: unknown) => {
        console.error('Practice log:', err);
        toast.error(failureText(err, 'This run could not be logged.'));
      },
    );
  }, []);
  const clear = useCallback(() => {
    latest.current++;
    setLogged(null);
  }, []);
  return { logged, log, clear };
}
