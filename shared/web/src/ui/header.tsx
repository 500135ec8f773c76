import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useBack } from '../hooks/use-back';
import { IconButton } from './button';
import s from './header.module.css';

export interface HeaderProps {
  title: ReactNode;
  /** Show a back button; the value is where it goes when there is no history. */
  back?: string | true;
  actions?: ReactNode;
}

export function Header({ title, back, actions }: HeaderProps) {
  return (
    <header className={s.header}>
      {back !== undefined && <BackButton fallback={back === true ? undefined : back} />}
      <h1 className={s.title}>{title}</h1>
      {actions && <div className={s.actions}>{actions}</div>}
    </header>
  );
}

export function BackButton({ fallback }: { fallback?: string }) {
  const back = useBack(fallback);
  return <IconButton label="Back" icon={<ArrowLeft size={26} aria-hidden />} onClick={back} />;
}
