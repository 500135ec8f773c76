import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import s from './field-group.module.css';

/** Fields under one title, on a card of their own: a fieldset and its legend (the settings pages' parts). */
export function FieldGroup({
  legend,
  className,
  children,
  ...rest
}: FieldsetHTMLAttributes<HTMLFieldSetElement> & { legend: ReactNode }) {
  return (
    <fieldset className={[s.group, className ?? ''].join(' ')} {...rest}>
      <legend className={s.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
