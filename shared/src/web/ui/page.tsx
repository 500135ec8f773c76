import type { HTMLAttributes, ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';
import { ButtonLink } from './Button';
import { Header } from './Header';
import s from './Page.module.css';

export function Page({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <main className={[s.page, className ?? ''].join(' ')} {...rest} />;
}

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={[s.card, className ?? ''].join(' ')} {...rest} />;
}

export function Prose({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={[s.prose, className ?? ''].join(' ')} {...rest} />;
}

export function Loader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={s.loader} role="status">
      <span className={s.spinner} aria-hidden />
      <span>{label}</span>
    </div>
  );
}

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

/**
 * The friendly not-found page of the shell and every kit. A kit passes its `title`, and the
 * page gets that kit's header with a back control to `to`.
 */
export function NotFound({
  to = '/',
  toLabel = 'Go home',
  title,
}: {
  to?: string;
  toLabel?: string;
  title?: string;
}) {
  return (
    <>
      {title && <Header title={title} back={to} />}
      <Page>
        <MessageScreen
          icon={<MapPinOff size={48} aria-hidden />}
          title="Page not found"
          actions={
            <ButtonLink to={to} variant="primary">
              {toLabel}
            </ButtonLink>
          }
        >
          We looked everywhere, even upside down. There is nothing at this address.
        </MessageScreen>
      </Page>
    </>
  );
}
