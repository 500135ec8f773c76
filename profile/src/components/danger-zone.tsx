import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@handyq/domain';
import { Button, ConfirmDialog, failureText, toast, useSession } from '@handyq/web';
import { removeUser } from '../api/users';
import s from './forms.module.css';

/** Delete My Account: confirm, delete, say so, log out, go home. */
export function DangerZone({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await removeUser(userId);
    } catch (err) {
      console.error('Account delete failed', err);
      toast.error(failureText(err, 'Failed to delete account'));
      setBusy(false);
      return;
    }
    toast.success('Account deleted successfully');
    useSession.getState().logout();
    navigate(paths.home);
  };

  return (
    <div className={s.form}>
      <p className={s.hint}>
        Deleting your account removes your profile, settings, favorites and library items.
      </p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete My Account
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
