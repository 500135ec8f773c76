import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './client';

/** The line a form ends with: an error, a success, or nothing yet. */
export type Outcome = { kind: 'error' | 'success'; text: string } | null;

/**
 * The state every form that calls the API has: busy while a call runs, and the line it ends with.
 * `run(task, fallback)` shows the task's success line, or the server's message (else
 * `fallback`) when it fails; `later(fn, ms)` schedules a step after success and is cancelled if
 * the page goes away.
 */
export function useFormOutcome(initial: Outcome = null) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fail = useCallback((text: string) => setOutcome({ kind: 'error', text }), []);
  const later = useCallback((fn: () => void, ms: number) => {
    timer.current = setTimeout(fn, ms);
  }, []);
  const run = useCallback(
    async (task: () => Promise<string | void>, fallback: string | ((err: unknown) => string)) => {
      setBusy(true);
      setOutcome(null);
      try {
        const success = await task();
        if (success) setOutcome({ kind: 'success', text: success });
        return true;
      } catch (err) {
        fail(await errorMessage(err, typeof fallback === 'function' ? fallback(err) : fallback));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fail],
  );

  return { busy, outcome, fail, run, later };
}
