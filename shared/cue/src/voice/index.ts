// @handyq/cue/voice: the on-device voice, loaded (with its worker and engine) only by a
// page that chose it. The shell provides it to the kits like every shared singleton.
import { createAudioSpeaker } from '../browser/audio-speaker';
import { createOnDeviceVoice, type OnDeviceVoice, type PreparedPhrases, type WorkerLike } from './client';
import { ON_DEVICE_ENGINE_VOICE } from './constants';

export { createOnDeviceVoice, type OnDeviceVoice, type PreparedPhrases, type WorkerLike } from './client';

let voice: OnDeviceVoice | undefined;

/** The page's one on-device voice: one worker, one set of kept phrases. */
export function onDeviceVoice(): OnDeviceVoice {
  return (voice ??= createOnDeviceVoice(
    () =>
      new Worker(new URL('./render-worker.ts', import.meta.url), {
        type: 'module',
        name: 'handyq-voice',
      }) as unknown as WorkerLike,
  ));
}

/** Says `text` in the on-device voice now (Set Your Voice's 'Test voice'); rejects when the engine cannot load. */
export async function sayOnDevice(
  text: string,
  sound: { volume?: number; rate?: number } = {},
): Promise<void> {
  const ready: { phrases?: PreparedPhrases } = {};
  const speaker = createAudioSpeaker({ phrase: (t) => ready.phrases?.phrase(t), volume: sound.volume });
  const unlocked = speaker.unlock(); // within the tap
  ready.phrases = await onDeviceVoice().prepare([text], {
    voice: ON_DEVICE_ENGINE_VOICE,
    rate: sound.rate ?? 1,
  });
  await unlocked;
  await new Promise<void>((resolve) => speaker.speak(text, { onEnd: resolve }));
  await speaker.close();
}
