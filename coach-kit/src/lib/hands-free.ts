// Where this device can't run a session hands-free, and what to do about it: said once, before
// the first run, so nobody finds out mid-handstand.

/** A limit of this device: the screen may lock (and the cues stop), or nothing can speak. */
export type HandsFreeLimit = 'screenLock' | 'noVoice';

export const HANDS_FREE_TEXT: Record<HandsFreeLimit, { title: string; body: string }> = {
  screenLock: {
    title: 'Your screen may lock during a session',
    body:
      "This browser can't keep the screen on, and when the screen locks the cues stop. Before you " +
      'start, set Auto-Lock (iPhone: Settings › Display & Brightness) or Screen timeout (Android: ' +
      'Settings › Display) to a few minutes or more, and set it back after practice.',
  },
  noVoice: {
    title: 'This browser has no voice to speak the cues',
    body:
      "You'll see the timer and hear the ticks, but no spoken cues. Install a text-to-speech voice " +
      "in your device's settings (Accessibility › Spoken Content, or Text-to-speech output), or " +
      'open HandyQ in another browser.',
  },
};

/** How long voices may take to arrive after the page loads before "no voices" is believed. */
export const VOICES_GRACE_MS = 3000;

/** Where the limits this device has were already shown (local storage: once per device). */
export const SEEN_KEY = 'hq-hands-free-seen';

/**
 * The limits of this device. `voices` is null while they may still be arriving (they often
 * come a moment after load): no voice is only believed once they had time to.
 */
export function handsFreeLimits(device: {
  wakeLock: boolean;
  speech: boolean;
  voices: number | null;
  /** The on-device voice is chosen: it needs none of the browser's voices. */
  onDeviceVoice?: boolean;
}): HandsFreeLimit[] {
  const limits: HandsFreeLimit[] = [];
  if (!device.wakeLock) limits.push('screenLock');
  if (!device.onDeviceVoice && (!device.speech || device.voices === 0)) limits.push('noVoice');
  return limits;
}

/** The limits not shown on this device yet. */
export function unseenLimits(limits: HandsFreeLimit[], seen: string | null): HandsFreeLimit[] {
  const shown = new Set((seen ?? '').split(','));
  return limits.filter((l) => !shown.has(l));
}

/** What to store once `limits` were shown (with the ones shown before). */
export function markSeen(limits: HandsFreeLimit[], seen: string | null): string {
  const all = new Set([...(seen ?? '').split(',').filter(Boolean), ...limits]);
  return [...all].sort().join(',');
}
