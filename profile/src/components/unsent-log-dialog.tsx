import { useState } from 'react';
import { TOOL_NAMES } from '@handyq/domain';
import { Button, Dialog } from '@handyq/web';
import {
  sendUnsent,
  unsentSummary,
  useUnsentEntries,
  type DeviceLogEntry,
  type UnsentSummary,
} from '@handyq/web/practice-log';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What waits, said as a sentence starts: '1 session', '2 changes' (a note, a rating or a
 * deletion of a session already sent), '1 session and 2 changes'; and whether one thing or more.
 */
export function unsentText({ sessions, changes }: UnsentSummary): { text: string; one: boolean } {
  const parts = [
    ...(sessions ? [counted(sessions, 'session', 'sessions')] : []),
    ...(changes ? [counted(changes, 'change to your log', 'changes to your log')] : []),
  ];
  return { text: parts.join(' and '), one: sessions + changes === 1 };
}

/** An unsent entry as the list names it: its tool, its favorite or workout, when it started. */
function nameOf(entry: DeviceLogEntry): string {
  const what =
    entry.tool === 'workout' ? `Workout: ${entry.title}` : `${TOOL_NAMES[entry.tool]}, ${entry.favoriteName}`;
  return `${what} (${new Date(entry.startedAt).toLocaleString()})`;
}

/**
 * Logging out with practice log entries this device has not sent: send them first (then log
 * out, or say which did not go and stay), keep them here for this user's next login, or cancel.
 */
export default function UnsentLogDialog({
  userId,
  summary,
  onLogOut,
  onCancel,
}: {
  userId: string;
  /** What waits (sessions, and changes to sent ones), counted when Logout was pressed. */
  summary: UnsentSummary;
  onLogOut: () => void;
  onCancel: () => void;
}) {
  const unsent = useUnsentEntries();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ left: UnsentSummary; reason?: string } | null>(null);

  const sendNow = async () => {
    setBusy(true);
    const outcome = await sendUnsent();
    if (outcome.left === 0) {
      setBusy(false);
      onLogOut();
      return;
    }
    const left = await unsentSummary(userId).catch(() => ({ sessions: outcome.left, changes: 0 }));
    setBusy(false);
    setFailed({ left, ...(outcome.error ? { reason: outcome.error } : {}) });
  };

  const shown = unsentText(failed?.left ?? summary);
  return (
    <Dialog
      open
      title="Unsent practice log entries"
      onClose={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={onLogOut} disabled={busy}>
            Keep on this device
          </Button>
          <Button onClick={() => void sendNow()} disabled={busy}>
            {busy ? 'Sending…' : 'Send now'}
          </Button>
        </>
      }
    >
      <p>
        {shown.text} on this device {shown.one ? 'is' : 'are'} not synced yet. Kept here,{' '}
        {shown.one ? 'it is' : 'they are'} sent the next time you log in on this device.
      </p>
      {failed && (
        <div role="alert">
          <p>
            {unsentText(failed.left).text} could not be sent{failed.reason ? `: ${failed.reason}` : '.'}
          </p>
          {unsent.length > 0 && (
            <ul aria-label="Not sent">
              {unsent.map((entry) => (
                <li key={entry._id}>{nameOf(entry)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
