import { speechSetup, startSpeechDaemon } from '../../bench/lib/chromium.mjs';

/** Global setup: one speech-dispatcher for the whole run, stopped when the run ends. */
export default async function startSpeech(): Promise<() => void> {
  const speech = speechSetup();
  return speech ? startSpeechDaemon(speech) : () => {};
}
