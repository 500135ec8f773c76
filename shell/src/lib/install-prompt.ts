import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/**
 * Keeps the browser's offer to install the app (it may come before React renders) until the
 * banner uses it. Called once at startup.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offered = e as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

/** The pending offer, or null when the browser offers none (or it was used). */
export function useInstallPrompt(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => offered,
    () => null,
  );
}

/** Uses the offer up: the browser allows one prompt per event. */
export function forgetInstallPrompt(): void {
  offered = null;
  changed();
}
