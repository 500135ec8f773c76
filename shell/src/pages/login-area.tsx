import { NavLink, Outlet, Link } from 'react-router-dom';
import { paths } from '@handyq/shared';
import { Card, Page } from '@handyq/shared/web';
import type { ReactNode } from 'react';
import s from './login-area.module.css';

/** /login: the Login and Signup tabs over the nested pages. */
export function LoginArea() {
  return (
    <Page>
      <nav className={s.tabs} aria-label="Account">
        <NavLink end to={paths.login} className={({ isActive }) => `${s.tab} ${isActive ? s.active : ''}`}>
          Login
        </NavLink>
        <NavLink to={paths.signup} className={({ isActive }) => `${s.tab} ${isActive ? s.active : ''}`}>
          Signup
        </NavLink>
      </nav>
      <Outlet />
    </Page>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className={s.panel} aria-label={title}>
      <h1>{title}</h1>
      {children}
    </Card>
  );
}

export function LoginIndex() {
  return (
    <Panel title="Login">
      <p>Accounts open soon. Until then every timer works without one.</p>
      <Link to={paths.forgotPassword}>Forgot password?</Link>
    </Panel>
  );
}

export function Signup() {
  return (
    <Panel title="Sign Up">
      <p>Accounts open soon. Until then every timer works without one.</p>
    </Panel>
  );
}

export function ForgotPassword() {
  return (
    <Panel title="Reset Your Password">
      <p>Password reset arrives with accounts.</p>
    </Panel>
  );
}

export function ResetPassword() {
  return (
    <Page>
      <Panel title="Choose a New Password">
        <p>Password reset arrives with accounts.</p>
      </Panel>
    </Page>
  );
}
