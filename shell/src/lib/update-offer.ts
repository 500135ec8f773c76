import { useSyncExternalStore } from 'react';

/** How to apply a new version: what the toast's Reload does. */
export type ApplyUpdate = () => void;

let offer: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/**
 * Offers a new version (a shell or kit deployed since this page loaded). Nothing reloads until
 * the user says so: a running timer is never cut off by an update.
 */
export function offerUpdate(apply: ApplyUpdate): void {
  offer = apply;
  listeners.forEach((l) => l());
}

/** Put away until the next new version is found. */
export function dismissUpdate(): void {
  offer = null;
  listeners.forEach((l) => l());
}

export function useUpdateOffer(): ApplyUpdate | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => offer,
    () => null,
  );
}
