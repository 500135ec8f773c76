import { lazyPart, useSession } from '@handyq/web';
import s from './run-log-part.module.css';

/** The end screen offline when its log block could not load (a visitor's: what RunLogged says). */
export const RUN_LOG_UNLOADED =
  'Your run is done. Its log could not show here offline: find it in your PracticeLog.';
export const RUN_LOG_UNLOADED_VISITOR = 'Log in to keep a log of your runs.';

// The practice log (its outbox, schemas and the end screen's block) loads when a run starts.
export const loadRunLog = () => import('./run-log');

/**
 * The end screen's log block when its file could not load (offline, the kept files dropped by
 * the browser): the run has ended all the same, and the log has it.
 */
function RunLogUnloaded() {
  const loggedIn = useSession((st) => !!st.user);
  return (
    <p className={s.runLogUnloaded} role="status">
      {loggedIn ? RUN_LOG_UNLOADED : RUN_LOG_UNLOADED_VISITOR}
    </p>
  );
}

/** A run's end screen, its log part (render it inside a Suspense): what RunLogUnloaded says offline. */
export const RunLogPart = lazyPart(loadRunLog, RunLogUnloaded);
