import type { ReactNode } from 'react';
import s from './banner.module.css';

/**
 * A note across the top of the page, in the flow (it covers nothing: a running timer's
 * controls and the header stay in reach), with its actions on the right. A `floating` one (an
 * offer that can come at any moment, such as installing) is a card over the bottom of the
 * screen instead: arriving, it moves nothing the user is reading.
 */
export function Banner({
  label,
  text,
  status,
  floating,
  children,
}: {
  label: string;
  text: string;
  /** Announced to screen readers when it appears (a new version was found while reading). */
  status?: boolean;
  floating?: boolean;
  children: ReactNode;
}) {
  const className = [s.banner, status && s.info, floating && s.floating].filter(Boolean).join(' ');
  return (
    <section className={className} aria-label={label} role={status ? 'status' : undefined}>
      <p className={s.text}>{text}</p>
      <div className={s.actions}>{children}</div>
    </section>
  );
}
