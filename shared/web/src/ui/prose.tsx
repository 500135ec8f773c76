import type { HTMLAttributes } from 'react';
import s from './prose.module.css';

/** Running text at a readable measure. */
export function Prose({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={[s.prose, className ?? ''].join(' ')} {...rest} />;
}
