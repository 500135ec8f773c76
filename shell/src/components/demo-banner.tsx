import { useState } from 'react';
import { DEMO_BANNER } from '@handyq/domain';
import { Button, ConfirmDialog, toast, useSession } from '@handyq/web';
import { api } from '@handyq/web/server';
import banner from './trial-banner.module.css';
import s from './demo-banner.module.css';

/**
 * The demo build's banner, in place of the trial one: a demo with no server, whose data stays on
 * this device, and a way to start it afresh (everything saved is forgotten, after confirming).
 */
export default function DemoBanner() {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // The demo's own call: its local API forgets every account, item and picture on this device.
  const reset = async () => {
    setBusy(true);
    try {
      await api.delete('demo');
    } catch (err) {
      console.error('Demo reset failed', err);
      toast.error('Could not reset the demo.');
      setBusy(false);
      return;
    }
    useSession.getState().logout();
    window.location.assign('/');
  };
  return (
    <>
      <div className={banner.banner} role="note" aria-label="Demo mode">
        {DEMO_BANNER}{' '}
        <Button variant="ghost" className={s.action} onClick={() => setAsking(true)}>
          Reset demo
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Reset the demo?"
        confirmLabel="Reset"
        danger
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      >
        Every account, item, favorite and picture saved in this demo on this device is deleted.
      </ConfirmDialog>
    </>
  );
}
