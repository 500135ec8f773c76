import { useEffect, useId, useRef, type ReactNode } from 'react';
import s from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A modal on the native <dialog>: focus trap, Escape to close and backdrop come with it. */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className={s.inner}>
          <h2 id={titleId} className={s.title}>
            {title}
          </h2>
          {children}
          {actions && <div className={s.actions}>{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
