import { NavLink } from 'react-router-dom';
import { BookOpen, House, Ruler, Timer, UserRound, type LucideIcon } from 'lucide-react';
import { paths } from '@handyq/shared';
import { useSession } from '@handyq/shared/web';
import s from './navigator.module.css';

interface NavItem {
  label: string;
  to: string;
  Icon: LucideIcon;
  end?: boolean;
}

/** The top navigator: five icons, shown only on the main pages (see showsNavigator). */
export function Navigator() {
  const user = useSession((st) => st.user);
  const items: NavItem[] = [
    { label: 'HOME', to: paths.home, Icon: House, end: true },
    { label: 'COACH', to: paths.coach, Icon: Timer },
    { label: 'LIBRARY', to: paths.library, Icon: BookOpen },
    { label: 'LINE', to: paths.line, Icon: Ruler },
    { label: 'PROFILE', to: user ? paths.user(user._id) : paths.login, Icon: UserRound },
  ];
  return (
    <nav className={s.nav} aria-label="Main">
      <ul className={s.list}>
        {items.map(({ label, to, Icon, end }) => (
          <li key={label}>
            <NavLink to={to} end={end} className={({ isActive }) => `${s.link} ${isActive ? s.active : ''}`}>
              <Icon size={26} aria-hidden />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
