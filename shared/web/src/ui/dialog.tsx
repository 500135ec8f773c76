import { useEffect, useId, useRef, type ReactNode } from 'react';
import s from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * A modal on the native <dialog>: focus trap, Escape to close and backdrop come with it.
 * `onClose` is called once per close the user asks for (Escape, backdrop), never for a close
 * the parent made by setting `open` to false.
 */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const wanted = useRef(open);
  useEffect(() => {
    wanted.current = open; // before the effect below closes the dialog
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
      onClose={(e) => {
        // React passes a nested dialog's close up to this one: only this dialog's own counts.
        if (e.target !== e.currentTarget) return;
        // The browser closed it (Escape) while the parent still wants it open: tell the parent.
        if (wanted.current) onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) ref.current.close();
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
