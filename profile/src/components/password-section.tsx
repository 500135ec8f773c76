import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, changePasswordSchema } from '@handyq/domain/schemas';
import { Button, FormMessage, PasswordField, useSession } from '@handyq/web';
import { useFormOutcome } from '@handyq/web/server';
import { changePassword } from '../api/change-password';
import s from './forms.module.css';

/** Change password: the current one, the new one twice. The new token keeps this tab logged in. */
export function PasswordSection({ userId }: { userId: string }) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, outcome, fail, run } = useFormOutcome();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!currentPassword || !newPassword || !confirm) return fail(AUTH_MESSAGES.resetMissing);
    if (newPassword !== confirm) return fail(AUTH_MESSAGES.changeMismatch);
    const parsed = changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.passwordTooShort);
    await run(async () => {
      const token = await changePassword(userId, parsed.data);
      const session = useSession.getState();
      if (session.user) session.login(session.user, token);
      setCurrent('');
      setNew('');
      setConfirm('');
      return AUTH_MESSAGES.passwordUpdated;
    }, 'Failed to update password');
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      <PasswordField
        label="Current password"
        purpose="current"
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <PasswordField
        label="New password"
        purpose="new"
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
      />
      <PasswordField
        label="Confirm new password"
        purpose="new"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <Button type="submit" disabled={busy}>
        Update password
      </Button>
    </form>
  );
}
