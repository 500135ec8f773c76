import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, Pencil, X } from 'lucide-react';
import { IconButton } from '@handyq/web';
import s from './section.module.css';

export interface SectionProps {
  title: string;
  /** Shown beside the title while closed (e.g. the plan's name). */
  summary?: ReactNode;
  defaultOpen?: boolean;
  /** Sections that can be edited get an edit icon while open; `children` receives the mode. */
  editable?: boolean;
  children: ReactNode | ((editing: boolean) => ReactNode);
  tone?: 'danger';
}

/** A collapsible profile section. The edit icon shows only while it is open. */
export function Section({ title, summary, defaultOpen = false, editable, children, tone }: SectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [editing, setEditing] = useState(false);
  const bodyId = useId();
  const toggle = () => {
    setOpen(!open);
    setEditing(false);
  };
  return (
    <section className={[s.section, tone ? s[tone] : ''].join(' ')} aria-label={title}>
      <div className={s.head}>
        <h2 className={s.heading}>
          <button
            type="button"
            className={s.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={toggle}
          >
            <ChevronDown size={20} aria-hidden className={open ? s.chevronOpen : s.chevron} />
            <span className={s.title}>{title}</span>
          </button>
        </h2>
        {!open && summary && <span className={s.summary}>{summary}</span>}
        {open && editable && (
          <IconButton
            label={editing ? `Done editing ${title}` : `Edit ${title}`}
            aria-pressed={editing}
            icon={editing ? <X size={20} aria-hidden /> : <Pencil size={20} aria-hidden />}
            onClick={() => setEditing(!editing)}
          />
        )}
      </div>
      {open && (
        <div id={bodyId} className={s.body}>
          {typeof children === 'function' ? children(editing) : children}
        </div>
      )}
    </section>
  );
}
