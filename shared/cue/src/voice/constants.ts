// The on-device voice as the voice choices name it. Importing this loads nothing of the engine.

/** The voice URI (General Settings' `voiceURI`) that picks the on-device voice over the browser's. */
export const ON_DEVICE_VOICE_URI = 'handyq:on-device';
/** Its name in Set Your Voice, Voice Style and the tool page. */
export const ON_DEVICE_VOICE_NAME = 'HandyQ Precise (on the beat)';
/** What a user is told about it where they choose it. */
export const ON_DEVICE_VOICE_HINT =
  'Made on this device and timed to the beat. A one-time download of about 0.7 MB, then it works offline.';
/** eSpeak NG's voice the phrases are rendered with. */
export const ON_DEVICE_ENGINE_VOICE = 'en-us';

export const isOnDeviceVoice = (voiceURI: string | undefined): boolean => voiceURI === ON_DEVICE_VOICE_URI;
