import { useCallback } from 'react';
import type { ToolKey } from '@handyq/domain';
import { toolRunEntry, type RunRecord, type ToolInputs } from '@handyq/cue';
import type { NewPracticeLogEntry } from '@handyq/domain/schemas';
import { useRunLog } from '@handyq/web';

// The practice log's outbox (and its schemas): loaded with the end screen's block as a run starts.
const loadPracticeLog = () => import('@handyq/web/practice-log');

/**
 * The last run's log entry, for its end screen (null: none, or not one to log), shown once kept
 * on the device; a visitor's is not kept (the end screen says why), and the module itself leaves
 * out a Basic user's with trial mode off. `runEnded` makes the entry of a run that ended (named
 * after `favoriteName`); `clear` leaves the last one behind.
 */
export function useRunLogEntry<T extends ToolKey>(tool: T, favoriteName: string | undefined) {
  const { logged, log, clear } = useRunLog((entry: NewPracticeLogEntry) =>
    loadPracticeLog().then(({ practiceLog }) => practiceLog.add(entry)),
  );
  const runEnded = useCallback(
    (record: RunRecord, ran: ToolInputs<T>) => {
      // a run stopped in its first phase is not logged
      if (!record.pastFirstPhase) return;
      log(toolRunEntry(crypto.randomUUID(), record, { tool, favoriteName, inputs: ran }));
    },
    [tool, favoriteName, log],
  );
  return { logged, runEnded, clear };
}
