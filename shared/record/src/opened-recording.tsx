import { useEffect, useState } from 'react';
import { Button } from '@handyq/web';
import { recordingById, type RecordingInfo } from '@handyq/web/practice-log';
import { RECORD_TEXTS } from './texts';
import { Playback } from './playback';
import s from './record.module.css';

/**
 * A recording opened by its link (`?recording={id}`, the PracticeLog's 'Watch the recording'):
 * played back above the tool's inputs, or what became of it when this device no longer has it.
 */
export default function OpenedRecording({
  id,
  userId,
  onClose,
}: {
  id: string;
  userId: string;
  onClose: () => void;
}) {
  const [recording, setRecording] = useState<RecordingInfo | null | undefined>(undefined);
  useEffect(() => {
    let gone = false;
    recordingById(userId, id).then(
      (r) => !gone && setRecording(r),
      () => !gone && setRecording(null),
    );
    return () => {
      gone = true;
    };
  }, [id, userId]);
  if (recording === undefined) return null;
  return (
    <div className={s.opened}>
      {recording ? (
        <Playback recording={recording} title={RECORD_TEXTS.opened} />
      ) : (
        <p className={s.meta} role="status">
          {RECORD_TEXTS.notHere}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={onClose}>
          {recording ? RECORD_TEXTS.close : RECORD_TEXTS.notHereOk}
        </Button>
      </div>
    </div>
  );
}
