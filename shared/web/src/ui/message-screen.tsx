import type { ReactNode } from 'react';
import s from './message-screen.module.css';

/** A centred message screen: not found, kit failed, offline, coming soon. */
export function MessageScreen({
  icon,
  title,
  children,
  actions,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={s.message}>
      {icon && <div className={s.messageIcon}>{icon}</div>}
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {actions}
    </div>
  );
}
