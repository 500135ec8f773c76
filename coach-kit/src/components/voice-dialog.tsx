import { useState } from 'react';
import { DEFAULT_VOICE_URI, Dialog, Button, failureText, toast, useSession } from '@handyq/web';
import { VoiceSelect, updateUser } from '@handyq/web/user';

/** Set Your Voice: pick (and hear) the voice the timers speak with, then save it to the account. */
export default function VoiceDialog({
  userId,
  voiceURI,
  onClose,
}: {
  userId: string;
  voiceURI: string | undefined;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState(voiceURI || DEFAULT_VOICE_URI);
  const general = useSession((st) => st.user?.generalSettings);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await updateUser(userId, (u) => ({ generalSettings: { ...u.generalSettings, voiceURI: choice } }));
      toast.success('Voice updated successfully.');
      onClose();
    } catch (err) {
      console.error('Voice update failed', err);
      toast.error(failureText(err, 'Failed to update voice.'));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title="Set Your Voice"
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={busy}>
            Save
          </Button>
        </>
      }
    >
      <VoiceSelect
        label="Voice"
        value={choice}
        disabled={busy}
        onChange={setChoice}
        sound={{ volume: general?.cueVolume, rate: general?.speechRate }}
      />
    </Dialog>
  );
}
