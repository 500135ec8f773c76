import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_REDIRECT_MS, paths } from '@handyq/shared';
import { AUTH_MESSAGES } from '@handyq/shared/schemas';
import { TextField, useSession } from '@handyq/shared/web';
import { errorMessage } from '@handyq/shared/web/server';
import { login } from '../api/login';
import { AuthForm, type Outcome } from '../components/auth-form';

/** /login: email and password; on success 'Login successful!', then home. */
export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async () => {
    if (!email.trim() || !password) {
      setOutcome({ kind: 'error', text: AUTH_MESSAGES.loginMissing });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const { user, token } = await login({ email: email.trim().toLowerCase(), password });
      useSession.getState().login(user, token);
      setOutcome({ kind: 'success', text: 'Login successful!' });
      timer.current = setTimeout(() => navigate(paths.home), LOGIN_REDIRECT_MS);
    } catch (err) {
      setOutcome({
        kind: 'error',
        text: await errorMessage(err, 'Login failed. Please check your credentials.'),
      });
      setBusy(false);
    }
  };

  return (
    <AuthForm
      title="Login"
      submitLabel="Login"
      busy={busy}
      outcome={outcome}
      onSubmit={() => void submit()}
      footer={<Link to={paths.forgotPassword}>Forgot password?</Link>}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </AuthForm>
  );
}
