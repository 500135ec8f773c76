import { Volume2 } from 'lucide-react';
import { ON_DEVICE_VOICE_NAME, STALLS_TO_OFFER_PRECISE } from '@handyq/cue';
import { Button } from '@handyq/web';
import s from './voice-choice.module.css';

/** The offer made when the browser's voice keeps stalling in a run (some engines' voices do). */
export const voiceStallsText = (stalls: number) =>
  `The browser's voice stalled ${stalls} times in this run, so some cues came late or not at all. ` +
  `${ON_DEVICE_VOICE_NAME} is made on this device and plays every cue on time.`;
export const TRY_PRECISE = `Try ${ON_DEVICE_VOICE_NAME}`;

/** Under a tool's inputs: the voice its cues are spoken with, and the way to change it. */
export function VoiceButton({
  onDevice,
  voice,
  onChange,
}: {
  /** The on-device voice is chosen. */
  onDevice: boolean;
  /** The browser's voice the run speaks with, if any. */
  voice: SpeechSynthesisVoice | undefined;
  onChange: () => void;
}) {
  return (
    <button type="button" className={s.voice} onClick={onChange}>
      <Volume2 size={18} aria-hidden />
      <span>
        Voice: <strong>{onDevice ? ON_DEVICE_VOICE_NAME : (voice?.name ?? 'browser default')}</strong>
      </span>
      <span className={s.change}>Change</span>
    </button>
  );
}

/** In a run whose browser voice keeps stalling: why cues came late, and the on-device voice offered. */
export function VoiceStallsOffer({
  onDevice,
  stalls,
  onTry,
}: {
  onDevice: boolean;
  /** How many times the browser's voice stalled in this run. */
  stalls: number;
  onTry: () => void;
}) {
  if (onDevice || stalls < STALLS_TO_OFFER_PRECISE) return null;
  return (
    <div className={s.stalls} role="status">
      <p>{voiceStallsText(stalls)}</p>
      <Button variant="secondary" onClick={onTry}>
        {TRY_PRECISE}
      </Button>
    </div>
  );
}
