import { NavLink } from 'react-router-dom';
import { BookOpen, House, Ruler, Timer, UserRound, type LucideIcon } from 'lucide-react';
import { paths } from '@handyq/domain';
import { useSession } from '@handyq/web';
import { unreadText, useUnreadCount } from '../lib/unread-count';
import s from './navigator.module.css';

interface NavItem {
  label: string;
  to: string;
  Icon: LucideIcon;
  end?: boolean;
  /** Unread notices: a mark on the icon, and said in the link's name. */
  unread?: number;
}

/** The top navigator: five icons, shown only on the main pages (see showsNavigator). */
export function Navigator() {
  const user = useSession((st) => st.user);
  const unread = useUnreadCount((st) => (user ? st.count : 0));
  const items: NavItem[] = [
    { label: 'HOME', to: paths.home, Icon: House, end: true },
    { label: 'COACH', to: paths.coach, Icon: Timer },
    { label: 'LIBRARY', to: paths.library, Icon: BookOpen },
    { label: 'LINE', to: paths.line, Icon: Ruler },
    { label: 'PROFILE', to: user ? paths.user(user._id) : paths.login, Icon: UserRound, unread },
  ];
  return (
    <nav className={s.nav} aria-label="Main">
      <ul className={s.list}>
        {items.map(({ label, to, Icon, end, unread: count }) => (
          <li key={label}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) => `${s.link} ${isActive ? s.active : ''}`}
              aria-label={count ? `${label}, ${unreadText(count)}` : undefined}
            >
              <span className={s.icon}>
                <Icon size={26} aria-hidden />
                {!!count && (
                  <span className={s.badge} aria-hidden>
                    {count > 9 ? '9+' : count}
                  </span>
                )}
              </span>
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
