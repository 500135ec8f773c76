import { RunLogged, practiceLog, usePracticeLogAccess } from '@handyq/web/practice-log';
import type { NewPracticeLogEntry } from '@handyq/domain/schemas';

/**
 * A run's end screen, its log part: loaded when a run starts (the practice log, its schemas and
 * its outbox stay off the tool page's first load), shown once the run has ended.
 */
export default function RunLog({ entry }: { entry: NewPracticeLogEntry }) {
  const access = usePracticeLogAccess();
  return <RunLogged entry={entry} access={access} device={practiceLog} />;
}
