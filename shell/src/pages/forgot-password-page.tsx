import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@handyq/shared';
import { AUTH_MESSAGES } from '@handyq/shared/schemas';
import { TextField } from '@handyq/shared/web';
import { errorMessage } from '@handyq/shared/web/server';
import { forgotPassword } from '../api/forgot-password';
import { AuthForm, type Outcome } from '../components/auth-form';

/** /login/forgot-password: mails a reset link (the answer never says whether the email exists). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async () => {
    if (!email.trim()) {
      setOutcome({ kind: 'error', text: AUTH_MESSAGES.emailMissing });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await forgotPassword({ email: email.trim().toLowerCase() });
      setOutcome({
        kind: 'success',
        text: 'Reset link sent! Check your inbox—and your spam folder just in case.',
      });
    } catch (err) {
      setOutcome({ kind: 'error', text: await errorMessage(err, 'Something went wrong. Please try again.') });
    } finally {
      setBusy(false);
    }
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
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
    </AuthForm>
  );
}
