import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RESET_REDIRECT_MS, paths } from '@handyq/domain';
import { AUTH_MESSAGES, resetPasswordSchema } from '@handyq/domain/schemas';
import { Page, PasswordField } from '@handyq/web';
import { resetPassword } from '../api/reset-password';
import { useFormOutcome } from '@handyq/web/server';
import { AuthForm } from '../components/auth-form';

/** /reset-password?token=…: a new password twice; on success, to login after 2 seconds. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { busy, outcome, fail, run, later } = useFormOutcome(
    token ? null : { kind: 'error', text: AUTH_MESSAGES.missingToken },
  );

  const submit = async () => {
    if (!password || !confirm) return fail(AUTH_MESSAGES.resetMissing);
    if (password !== confirm) return fail(AUTH_MESSAGES.resetMismatch);
    const parsed = resetPasswordSchema.safeParse({ token, newPassword: password });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Failed to reset password.');
    const ok = await run(async () => {
      await resetPassword(parsed.data);
      return 'Password reset successful. You can now log in.';
    }, 'Failed to reset password.');
    if (ok) {
      setDone(true);
      later(() => navigate(paths.login), RESET_REDIRECT_MS);
    }
  };

  return (
    <Page>
      <AuthForm
        title="Choose a New Password"
        submitLabel="Reset Password"
        busy={busy || done || !token}
        outcome={outcome}
        onSubmit={() => void submit()}
        footer={<Link to={paths.login}>Back to login</Link>}
      >
        <PasswordField
          label="New password"
          purpose="new"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm password"
          purpose="new"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </AuthForm>
    </Page>
  );
}
