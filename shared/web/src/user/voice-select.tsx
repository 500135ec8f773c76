import { Volume2 } from 'lucide-react';
import {
  Button,
  DEFAULT_VOICE_URI,
  SelectField,
  pickVoice,
  preferredVoices,
  toast,
  useVoices,
} from '@handyq/web';
import { ON_DEVICE_VOICE_HINT, ON_DEVICE_VOICE_NAME, ON_DEVICE_VOICE_URI } from '@handyq/cue/voice/constants';
import s from './voice-select.module.css';

/** How the cues sound besides the voice (General Settings): volume 0–1 and rate (1 normal). */
export interface CueSound {
  volume?: number;
  rate?: number;
}

const TEST_LINE = 'Get ready. Handstand up!';

/** Says a short cue in the voice `voiceURI` stands for, so a user hears what they pick. */
function sayTestLine(voices: SpeechSynthesisVoice[], voiceURI: string, sound: CueSound) {
  if (voiceURI === ON_DEVICE_VOICE_URI) {
    // the engine (about 0.7 MB) is fetched on this first use, then kept for offline use
    import('@handyq/cue/voice')
      .then(({ sayOnDevice }) => sayOnDevice(TEST_LINE, sound))
      .catch(() => toast.error('The precise voice could not be loaded. Please try again when online.'));
    return;
  }
  const line = new SpeechSynthesisUtterance(TEST_LINE);
  const voice = pickVoice(voices, voiceURI);
  if (voice) {
    line.voice = voice;
    line.lang = voice.lang;
  }
  if (sound.volume !== undefined) line.volume = sound.volume;
  if (sound.rate !== undefined) line.rate = sound.rate;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(line);
}

/**
 * The voice the timers speak with: the browser's voices in preference order, 'Default (best
 * available)', HandyQ's own on-device voice (cues rendered ahead and played on the audio
 * clock), a chosen voice this device lacks kept visible, and a button to hear it (at the
 * user's cue volume and speech rate, as the timers will speak).
 * Profile's General Settings and the Coach Kit's Set Your Voice dialog both use it.
 */
export function VoiceSelect({
  label,
  value,
  disabled,
  onChange,
  sound = {},
}: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (voiceURI: string) => void;
  sound?: CueSound;
}) {
  const voices = useVoices();
  const current = value || DEFAULT_VOICE_URI;
  const onDevice = current === ON_DEVICE_VOICE_URI;
  const missing = current !== DEFAULT_VOICE_URI && !onDevice && !voices.some((v) => v.voiceURI === current);
  return (
    <div className={s.voice}>
      <SelectField
        label={label}
        hint={
          onDevice
            ? ON_DEVICE_VOICE_HINT
            : voices.length
              ? 'The timers speak their cues in this voice.'
              : 'This browser offers no voices yet; the timers will use its default.'
        }
        value={current}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value={DEFAULT_VOICE_URI}>Default (best available)</option>
        <option value={ON_DEVICE_VOICE_URI}>{ON_DEVICE_VOICE_NAME}</option>
        {missing && <option value={current}>{current} (not on this device)</option>}
        {preferredVoices(voices).map((v) => (
          <option key={v.voiceURI} value={v.voiceURI}>
            {v.name} ({v.lang})
          </option>
        ))}
      </SelectField>
      {(voices.length > 0 || onDevice) && (
        <Button variant="secondary" onClick={() => sayTestLine(voices, current, sound)}>
          <Volume2 size={18} aria-hidden /> Test voice
        </Button>
      )}
    </div>
  );
}
