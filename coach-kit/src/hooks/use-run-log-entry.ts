import { useCallback } from 'react';
import type { ToolKey } from '@handyq/domain';
import { toolRunEntry, type RunRecord, type ToolInputs } from '@handyq/cue';
import type { LineTrack, NewPracticeLogEntry } from '@handyq/domain/schemas';
import { useRunLog } from '@handyq/web';

// The practice log's outbox (and its schemas): loaded with the end screen's block as a run starts.
const loadPracticeLog = () => import('@handyq/web/practice-log');

/**
 * The last run's log entry, for its end screen (null: none, or not one to log), shown once kept
 * on the device; a visitor's is not kept (the end screen says why), and the module itself leaves
 * out a Basic user's with trial mode off. `log` keeps an entry made of a run that ended; `clear`
 * leaves the last one behind.
 */
export function useLoggedRun() {
  return useRunLog((entry: NewPracticeLogEntry) =>
    loadPracticeLog().then(({ practiceLog }) => practiceLog.add(entry)),
  );
}

/**
 * A timer's log entry (useLoggedRun): `runEnded` makes the entry of a run that ended (named
 * after `favoriteName`), with HoldOn's line as the camera saw its holds (`lineOfRun`, read as the
 * run ends).
 */
export function useRunLogEntry<T extends ToolKey>(
  tool: T,
  favoriteName: string | undefined,
  lineOfRun: () => LineTrack | null,
) {
  const { logged, log, clear } = useLoggedRun();
  const runEnded = useCallback(
    (record: RunRecord, ran: ToolInputs<T>) => {
      // a run stopped in its first phase is not logged
      if (!record.pastFirstPhase) return;
      const entry = toolRunEntry(crypto.randomUUID(), record, { tool, favoriteName, inputs: ran });
      const line = entry.tool === 'holdOn' ? lineOfRun() : null;
      log(entry.tool === 'holdOn' && line ? { ...entry, line } : entry);
    },
    [tool, favoriteName, log, lineOfRun],
  );
  return { logged, runEnded, clear };
}
