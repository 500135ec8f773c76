import type { ReactNode } from 'react';
import { countFavorites } from '@handyq/domain';
import type { User } from '@handyq/domain/schemas';
import { Card } from '@handyq/web';
import { Avatar } from './avatar';
import s from './user-card.module.css';

/** One user as an admin sees them: who, how to reach them, plan and standing. */
export function UserCard({ user, children }: { user: User; children?: ReactNode }) {
  const favorites = countFavorites(user.favorites);
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Username', user.username],
    ['Plan', user.plan.tier === 'pro' ? 'Pro' : 'Basic'],
    ['Score', String(user.score)],
    ['Favorites', String(favorites)],
    ['Voice', user.generalSettings.voiceURI],
  ];
  return (
    <Card className={s.card} aria-label={user.fullname}>
      <div className={s.top}>
        <Avatar src={user.imgUrl} size={48} />
        <div>
          <h3 className={s.name}>{user.fullname}</h3>
          {user.isAdmin && <span className={s.badge}>Admin</span>}
        </div>
      </div>
      <dl className={s.data}>
        {rows.map(([k, v]) => (
          <div key={k} className={s.row}>
            <dt>{k}</dt>
            <dd>{v || '–'}</dd>
          </div>
        ))}
      </dl>
      {children && <div className={s.actions}>{children}</div>}
    </Card>
  );
}
