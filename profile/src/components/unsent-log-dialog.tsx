import { useState } from 'react';
import { TOOL_NAMES } from '@handyq/shared';
import { Button, Dialog } from '@handyq/shared/web';
import { sendUnsent, useUnsentEntries, type DeviceLogEntry } from '@handyq/shared/web/practice-log';

/** How many sessions, said as a sentence starts ('1 session', '3 sessions'). */
const sessions = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`;

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
  count,
  onLogOut,
  onCancel,
}: {
  /** How many records wait (sessions, and changes to sent ones), counted when Logout was pressed. */
  count: number;
  onLogOut: () => void;
  onCancel: () => void;
}) {
  const unsent = useUnsentEntries();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ left: number; reason?: string } | null>(null);

  const sendNow = async () => {
    setBusy(true);
    const outcome = await sendUnsent();
    setBusy(false);
    if (outcome.left === 0) onLogOut();
    else setFailed({ left: outcome.left, ...(outcome.error ? { reason: outcome.error } : {}) });
  };

  const shown = failed?.left ?? count;
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
        {sessions(shown)} on this device {shown === 1 ? 'is' : 'are'} not synced yet. Kept here,{' '}
        {shown === 1 ? 'it is' : 'they are'} sent the next time you log in on this device.
      </p>
      {failed && (
        <div role="alert">
          <p>
            {sessions(failed.left)} could not be sent{failed.reason ? `: ${failed.reason}` : '.'}
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
