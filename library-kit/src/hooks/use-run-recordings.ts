import { useEffect, useState } from 'react';
import { TOOL_KEYS, paths, type ToolKey } from '@handyq/domain';
import { useSession } from '@handyq/web';
import type { DeviceLogEntry } from '@handyq/web/practice-log';
import { allRecordingsOf, recordingOfRun, type RecordingInfo } from '@handyq/web/practice-log';

type Kept = Pick<RecordingInfo, 'id' | 'tool' | 'itemId' | 'createdAt'>;

/**
 * Where a logged run's recording is watched, when this device keeps one (Record keeps them on
 * the device only): its tool's page (a workout's: its item's page) with the recording open. Null
 * for a run with none here.
 */
export function useRunRecordings(): (entry: DeviceLogEntry) => string | null {
  const userId = useSession((st) => st.user?._id ?? null);
  const [kept, setKept] = useState<readonly Kept[]>([]);
  useEffect(() => {
    if (!userId) return;
    let gone = false;
    allRecordingsOf(userId).then(
      // what a link needs of each, not the videos
      (list) =>
        !gone && setKept(list.map(({ id, tool, itemId, createdAt }) => ({ id, tool, itemId, createdAt }))),
      // a browser without IndexedDB (or one that refuses it) keeps none: no links
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [userId]);
  return (entry) => {
    const page =
      entry.tool === 'workout'
        ? // a workout run from its item's page: watched there (a workout with no item is not recorded)
          entry.itemId && paths.item(entry.itemId)
        : TOOL_KEYS.includes(entry.tool as ToolKey) && paths.tool(entry.tool as ToolKey);
    if (!page) return null;
    const found = recordingOfRun(kept, entry);
    return found ? `${page}?recording=${found.id}` : null;
  };
}
