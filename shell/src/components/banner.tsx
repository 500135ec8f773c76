import type { ReactNode } from 'react';
import s from './banner.module.css';

/**
 * A note across the top of the page, in the flow (it covers nothing: a running timer's
 * controls and the header stay in reach), with its actions on the right.
 */
export function Banner({
  label,
  text,
  status,
  children,
}: {
  label: string;
  text: string;
  /** Announced to screen readers when it appears (a new version was found while reading). */
  status?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={status ? `${s.banner} ${s.info}` : s.banner}
      aria-label={label}
      role={status ? 'status' : undefined}
    >
      <p className={s.text}>{text}</p>
      <div className={s.actions}>{children}</div>
    </section>
  );
}
