import { useState } from 'react';
import type { ItemStatus, LibraryItem } from '@handyq/domain/schemas';
import { Button, ConfirmDialog, Dialog, TextField, failureText, toast } from '@handyq/web';
import { setItemStatus } from '../api/set-item-status';
import { statusActions, type Viewer } from '../lib/permissions';
import s from './item-sections.module.css';

/** What each review step sends and what the user is told after it. */
const STEPS = {
  publish: { status: 'pending', ok: 'Item sent for review', fail: 'Failed to send for review' },
  approve: { status: 'public', ok: 'Item approved', fail: 'Failed to approve item' },
  deny: { status: 'private', ok: 'Item denied', fail: 'Failed to deny item' },
  unpublish: { status: 'private', ok: 'Item unpublished', fail: 'Failed to unpublish item' },
} as const satisfies Record<string, { status: ItemStatus; ok: string; fail: string }>;

/**
 * The review buttons the viewer may use on this item. Publish asks first; Deny asks for an
 * optional reason. While one runs, all are disabled.
 */
export function StatusActions({ item, viewer }: { item: LibraryItem; viewer: Viewer | null }) {
  const actions = statusActions(item, viewer);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'publish' | 'deny' | null>(null);
  const [reason, setReason] = useState('');
  if (!actions.length) return null;

  const run = async (step: keyof typeof STEPS, why?: string) => {
    const { status, ok, fail } = STEPS[step];
    setBusy(true);
    try {
      await setItemStatus(item, status, why);
      toast.success(ok);
      setAsking(null);
      setReason('');
    } catch (err) {
      toast.error(failureText(err, fail));
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => !busy && setAsking(null);

  return (
    <div className={s.statusActions} role="group" aria-label="Review">
      {actions.includes('publish') && (
        <Button onClick={() => setAsking('publish')} disabled={busy}>
          Publish
        </Button>
      )}
      {actions.includes('awaiting') && (
        <Button variant="secondary" disabled>
          Awaiting Review
        </Button>
      )}
      {actions.includes('unpublish') && (
        <Button variant="secondary" onClick={() => void run('unpublish')} disabled={busy}>
          Unpublish
        </Button>
      )}
      {actions.includes('approve') && (
        <Button onClick={() => void run('approve')} disabled={busy}>
          Approve
        </Button>
      )}
      {actions.includes('deny') && (
        <Button variant="danger" onClick={() => setAsking('deny')} disabled={busy}>
          Deny
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'publish'}
        title="Send for review?"
        confirmLabel="Send for review"
        busy={busy}
        onConfirm={() => void run('publish')}
        onCancel={cancel}
      >
        <p>An admin reviews the item before it becomes public. Until then it cannot be edited or deleted.</p>
      </ConfirmDialog>
      <Dialog
        open={asking === 'deny'}
        title="Deny item?"
        onClose={cancel}
        actions={
          <>
            <Button variant="ghost" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void run('deny', reason)} disabled={busy}>
              Deny item
            </Button>
          </>
        }
      >
        <TextField
          multiline
          rows={4}
          label="Reason (optional)"
          hint="Sent to the author with the decision."
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Dialog>
    </div>
  );
}
