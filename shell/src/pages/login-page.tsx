import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEMO_MESSAGES, LOGIN_REDIRECT_MS, paths } from '@handyq/domain';
import { AUTH_MESSAGES } from '@handyq/domain/schemas';
import { DEMO_BUILD, EmailField, PasswordField, TextField, useSession } from '@handyq/web';
import { login } from '../api/login';
import { useFormOutcome } from '@handyq/web/server';
import { AuthForm } from '../components/auth-form';

/**
 * /login: email and password; on success 'Login successful!', then home. In the demo build,
 * the username (or the email) alone, as the local fallback logs in.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { busy, outcome, fail, run, later } = useFormOutcome();

  const submit = async () => {
    if (DEMO_BUILD ? !email.trim() : !email.trim() || !password) {
      return fail(DEMO_BUILD ? DEMO_MESSAGES.loginMissing : AUTH_MESSAGES.loginMissing);
    }
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
      // The demo sends no email (and keeps no passwords to reset).
      footer={DEMO_BUILD ? undefined : <Link to={paths.forgotPassword}>Forgot password?</Link>}
    >
      {DEMO_BUILD ? (
        <TextField
          label="Username or email"
          autoComplete="username"
          autoCapitalize="none"
          hint='Demo accounts need no password. Try "admin".'
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      ) : (
        <>
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
          <PasswordField purpose="current" value={password} onChange={(e) => setPassword(e.target.value)} />
        </>
      )}
    </AuthForm>
  );
}
