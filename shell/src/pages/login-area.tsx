import { NavLink, Outlet } from 'react-router-dom';
import { paths } from '@handyq/domain';
import { Page } from '@handyq/web';
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
