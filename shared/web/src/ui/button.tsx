import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import s from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

function cls(variant: Variant, block?: boolean, extra?: string) {
  return [s.button, s[variant], block ? s.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
}

export function Button({ variant = 'primary', block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cls(variant, block, className)} {...rest} />;
}

export function ButtonLink({
  variant = 'primary',
  block,
  className,
  ...rest
}: LinkProps & { variant?: Variant; block?: boolean }) {
  return <Link className={cls(variant, block, className)} {...rest} />;
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name: read by screen readers and shown as a tooltip. */
  label: string;
  icon: ReactNode;
}

export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[s.button, s.icon, className ?? ''].join(' ')}
      {...rest}
    >
      {icon}
    </button>
  );
}

export function IconLink({
  label,
  icon,
  className,
  ...rest
}: Omit<LinkProps, 'children'> & { label: string; icon: ReactNode }) {
  return (
    <Link
      aria-label={label}
      title={label}
      className={[s.button, s.icon, className ?? ''].join(' ')}
      {...rest}
    >
      {icon}
    </Link>
  );
}
