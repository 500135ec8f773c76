import { X } from 'lucide-react';
import { useToastStore } from '../stores/toast';
import s from './toast.module.css';

/** The fixed toast: type, text and a close button; it hides itself after 3 seconds. */
export function ToastHost() {
  const toast = useToastStore((st) => st.toast);
  const close = useToastStore((st) => st.close);
  return (
    <div className={s.wrap} aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : 'status'}
          className={`${s.toast} ${s[toast.type]}`}
        >
          <span className={s.type}>{toast.type}</span>
          <span className={s.txt}>{toast.txt}</span>
          <button type="button" className={s.close} aria-label="Close notification" onClick={close}>
            <X size={20} aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
