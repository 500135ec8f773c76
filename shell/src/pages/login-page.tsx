import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_REDIRECT_MS, paths } from '@handyq/shared';
import { AUTH_MESSAGES } from '@handyq/shared/schemas';
import { TextField, useSession } from '@handyq/shared/web';
import { login } from '../api/login';
import { useFormOutcome } from '@handyq/shared/web/server';
import { AuthForm } from '../components/auth-form';

/** /login: email and password; on success 'Login successful!', then home. */
export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { busy, outcome, fail, run, later } = useFormOutcome();

  const submit = async () => {
    if (!email.trim() || !password) return fail(AUTH_MESSAGES.loginMissing);
    const ok = await run(async () => {
      const { user, token } = await login({ email: email.trim().toLowerCase(), password });
      useSession.getState().login(user, token);
      return 'Login successful!';
    }, 'Login failed. Please check your credentials.');
    if (ok) {
      setDone(true);
      later(() => navigate(paths.home), LOGIN_REDIRECT_MS);
    }
  };

  return (
    <AuthForm
      title="Login"
      submitLabel="Login"
      busy={busy || done}
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
