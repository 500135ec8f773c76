import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@handyq/domain';
import { AUTH_MESSAGES } from '@handyq/domain/schemas';
import { EmailField } from '@handyq/web';
import { forgotPassword } from '../api/forgot-password';
import { useFormOutcome } from '@handyq/web/server';
import { AuthForm } from '../components/auth-form';

/** /login/forgot-password: mails a reset link (the answer never says whether the email exists). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const { busy, outcome, fail, run } = useFormOutcome();

  const submit = async () => {
    if (!email.trim()) return fail(AUTH_MESSAGES.emailMissing);
    await run(async () => {
      await forgotPassword({ email: email.trim().toLowerCase() });
      return 'Reset link sent! Check your inbox—and your spam folder just in case.';
    }, 'Something went wrong. Please try again.');
  };

  return (
    <AuthForm
      title="Reset Your Password"
      submitLabel="Send Reset Link"
      busy={busy}
      outcome={outcome}
      onSubmit={() => void submit()}
      footer={<Link to={paths.login}>Back to login</Link>}
    >
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
    </AuthForm>
  );
}
