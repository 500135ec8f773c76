import type { HTMLAttributes } from 'react';
import s from './card.module.css';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={[s.card, className ?? ''].join(' ')} {...rest} />;
}
