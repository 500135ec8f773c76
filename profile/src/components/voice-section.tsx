import { useState } from 'react';
import type { User } from '@handyq/shared/schemas';
import { failureText, toast } from '@handyq/shared/web';
import { VoiceSelect, saveUser } from '@handyq/shared/web/user';

/** General Settings: the voice the timers speak with, saved on change. */
export function VoiceSection({ user }: { user: User }) {
  const [busy, setBusy] = useState(false);
  const change = async (voiceURI: string) => {
    setBusy(true);
    try {
      await saveUser(user, { generalSettings: { ...user.generalSettings, voiceURI } });
      toast.success('Voice style updated successfully.');
    } catch (err) {
      console.error('Voice style update failed', err);
      toast.error(failureText(err, 'Failed to update voice style.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <VoiceSelect
      label="Voice Style"
      value={user.generalSettings.voiceURI}
      disabled={busy}
      onChange={(v) => void change(v)}
    />
  );
}
