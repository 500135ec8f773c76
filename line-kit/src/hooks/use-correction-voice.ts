import { useCallback, useEffect, useRef } from 'react';
import { createSpeechSpeaker, isOnDeviceVoice, type Speaker } from '@handyq/cue';
import { pickVoice, useSession, useVoices } from '@handyq/web';

/**
 * Says a correction in the user's voice (General Settings): the browser's voice, or the precise
 * on-device one, at the user's volume and rate. A new correction cuts off one still being said.
 */
export function useCorrectionVoice(): (text: string) => void {
  const general = useSession((st) => st.user?.generalSettings);
  const voices = useVoices();
  const onDevice = isOnDeviceVoice(general?.voiceURI);
  const speaker = useRef<Speaker | null>(null);
  useEffect(() => {
    speaker.current = onDevice
      ? null
      : createSpeechSpeaker(pickVoice(voices, general?.voiceURI), {
          volume: general?.cueVolume,
          rate: general?.speechRate,
        });
    return () => speaker.current?.cancel();
  }, [onDevice, voices, general?.voiceURI, general?.cueVolume, general?.speechRate]);
  return useCallback(
    (text: string) => {
      if (onDevice) {
        void import('@handyq/cue/voice')
          .then((m) => m.sayOnDevice(text, { volume: general?.cueVolume, rate: general?.speechRate }))
          .catch(() => {});
      } else {
        speaker.current?.cancel();
        speaker.current?.speak(text, {});
      }
    },
    [onDevice, general?.cueVolume, general?.speechRate],
  );
}
