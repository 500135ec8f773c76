import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@handyq/domain';
import { AUTH_MESSAGES, PASSWORD_MIN, demoSignupSchema, signupSchema } from '@handyq/domain/schemas';
import { DEMO_BUILD, EmailField, PasswordField, TextField, useSession } from '@handyq/web';
import { signup } from '../api/signup';
import { useFormOutcome } from '@handyq/web/server';
import { AuthForm } from '../components/auth-form';

/**
 * /login/signup: full name, email and password; on success the new user is home, logged in.
 * The demo build asks no password: its accounts are logged in to by username.
 */
export function SignupPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ fullname: '', email: '', password: '' });
  const { busy, outcome, fail, run } = useFormOutcome();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async () => {
    if (!form.fullname.trim() || !form.email.trim() || (!DEMO_BUILD && !form.password))
      return fail(AUTH_MESSAGES.signupMissing);
    const parsed = (DEMO_BUILD ? demoSignupSchema : signupSchema).safeParse(form);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.signupMissing);
    const ok = await run(
      async () => {
        const { user, token } = await signup(parsed.data);
        useSession.getState().login(user, token);
      },
      (err) => (err instanceof Error && err.message ? err.message : 'Signup failed. Try again.'),
    );
    if (ok) navigate(paths.home);
  };

  return (
    <AuthForm
      title="Sign Up"
      submitLabel="Sign Up"
      busy={busy}
      outcome={outcome}
      onSubmit={() => void submit()}
    >
      <TextField label="Full name" autoComplete="name" value={form.fullname} onChange={set('fullname')} />
      <EmailField
        hint={
          DEMO_BUILD
            ? 'Your username is the part before the @: log in with it. No password needed.'
            : undefined
        }
        value={form.email}
        onChange={set('email')}
      />
      {!DEMO_BUILD && (
        <PasswordField
          purpose="new"
          hint={`At least ${PASSWORD_MIN} characters.`}
          value={form.password}
          onChange={set('password')}
        />
      )}
    </AuthForm>
  );
}
