import { useState } from 'react';
import { CUE_VOLUME, SPEECH_RATE, type User } from '@handyq/domain/schemas';
import { SelectField, failureText, toast } from '@handyq/web';
import { VoiceSelect, saveUser } from '@handyq/web/user';
import s from './forms.module.css';

type General = User['generalSettings'];

const VOLUMES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
const RATES: [number, string][] = [
  [0.5, 'Very slow (0.5×)'],
  [0.75, 'Slow (0.75×)'],
  [1, 'Normal'],
  [1.25, 'Fast (1.25×)'],
  [1.5, 'Faster (1.5×)'],
  [2, 'Very fast (2×)'],
];

/**
 * General Settings: how the timers sound. The voice, the cue volume (speech and ticks) and the
 * speech rate, each saved on change; 'Test voice' plays a cue as the timers will.
 */
export function GeneralSettings({ user }: { user: User }) {
  const [busy, setBusy] = useState(false);
  const general = user.generalSettings;
  const volume = general.cueVolume ?? CUE_VOLUME.default;
  const rate = general.speechRate ?? SPEECH_RATE.default;

  const save = async (change: Partial<General>, done: string, failed: string) => {
    setBusy(true);
    try {
      await saveUser(user, { generalSettings: { ...general, ...change } });
      toast.success(done);
    } catch (err) {
      console.error(failed, err);
      toast.error(failureText(err, failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={s.form}>
      <VoiceSelect
        label="Voice Style"
        value={general.voiceURI}
        sound={{ volume, rate }}
        disabled={busy}
        onChange={(voiceURI) =>
          void save({ voiceURI }, 'Voice style updated successfully.', 'Failed to update voice style.')
        }
      />
      <SelectField
        label="Cue volume"
        hint="How loud the timers' spoken cues and ticks are, within your device's volume."
        value={volume}
        disabled={busy}
        onChange={(e) =>
          void save(
            { cueVolume: Number(e.target.value) },
            'Cue volume updated successfully.',
            'Failed to update cue volume.',
          )
        }
      >
        {VOLUMES.map((v) => (
          <option key={v} value={v}>
            {Math.round(v * 100)}%
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Speech rate"
        hint="How fast the timers speak."
        value={rate}
        disabled={busy}
        onChange={(e) =>
          void save(
            { speechRate: Number(e.target.value) },
            'Speech rate updated successfully.',
            'Failed to update speech rate.',
          )
        }
      >
        {RATES.map(([v, name]) => (
          <option key={v} value={v}>
            {name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
