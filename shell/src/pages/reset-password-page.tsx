import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RESET_REDIRECT_MS, paths } from '@handyq/shared';
import { AUTH_MESSAGES, resetPasswordSchema } from '@handyq/shared/schemas';
import { Page, TextField } from '@handyq/shared/web';
import { errorMessage } from '@handyq/shared/web/server';
import { resetPassword } from '../api/reset-password';
import { AuthForm, type Outcome } from '../components/auth-form';

/** /reset-password?token=…: a new password twice; on success, to login after 2 seconds. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { kind: 'error', text: AUTH_MESSAGES.missingToken },
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async () => {
    if (!token) return setOutcome({ kind: 'error', text: AUTH_MESSAGES.missingToken });
    if (!password || !confirm) return setOutcome({ kind: 'error', text: AUTH_MESSAGES.resetMissing });
    if (password !== confirm) return setOutcome({ kind: 'error', text: AUTH_MESSAGES.resetMismatch });
    const parsed = resetPasswordSchema.safeParse({ token, newPassword: password });
    if (!parsed.success) {
      return setOutcome({
        kind: 'error',
        text: parsed.error.issues[0]?.message ?? 'Failed to reset password.',
      });
    }
    setBusy(true);
    setOutcome(null);
    try {
      await resetPassword(parsed.data);
      setOutcome({ kind: 'success', text: 'Password reset successful. You can now log in.' });
      timer.current = setTimeout(() => navigate(paths.login), RESET_REDIRECT_MS);
    } catch (err) {
      setOutcome({ kind: 'error', text: await errorMessage(err, 'Failed to reset password.') });
      setBusy(false);
    }
  };

  return (
    <Page>
      <AuthForm
        title="Choose a New Password"
        submitLabel="Reset Password"
        busy={busy || !token}
        outcome={outcome}
        onSubmit={() => void submit()}
        footer={<Link to={paths.login}>Back to login</Link>}
      >
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </AuthForm>
    </Page>
  );
}
