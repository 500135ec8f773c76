import type { HTMLAttributes } from 'react';
import s from './page.module.css';

/** The main content column of a screen. */
export function Page({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <main className={[s.page, className ?? ''].join(' ')} {...rest} />;
}
