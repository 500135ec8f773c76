import { Button } from '@handyq/shared/web';
import { dismissUpdate, useUpdateOffer } from '../lib/update-offer';
import s from './update-toast.module.css';

export const UPDATE_TEXT = 'New version available';

/**
 * A new version of HandyQ (the shell or a kit) was deployed while this page was open: a quiet
 * note with Reload. It stays until used or closed, and nothing reloads on its own.
 */
export function UpdateToast() {
  const apply = useUpdateOffer();
  if (!apply) return null;
  return (
    <section className={s.toast} role="status" aria-label={UPDATE_TEXT}>
      <p className={s.text}>{UPDATE_TEXT}</p>
      <Button variant="secondary" onClick={dismissUpdate}>
        Later
      </Button>
      <Button onClick={apply}>Reload</Button>
    </section>
  );
}
