import { useEffect, useRef } from 'react';
import type { ServerToClientEvents } from '@handyq/domain';

/** What the hub passes on: the server's events, and `connected` each time the socket (re)joins. */
export type RealtimeEvents = {
  [E in keyof ServerToClientEvents]: Parameters<ServerToClientEvents[E]>[0];
} & { connected: undefined };
export type RealtimeEvent = keyof RealtimeEvents;
type Handler<E extends RealtimeEvent> = (payload: RealtimeEvents[E]) => void;

const handlers = new Map<RealtimeEvent, Set<Handler<never>>>();
/** The items pages follow, each with how many of them do. */
const watched = new Map<string, number>();
/** The shell's: told when an item is first followed (true) and when nobody follows it any more. */
const watchers = new Set<(itemId: string, watching: boolean) => void>();

/**
 * The one realtime hub of the page. The shell owns the socket and `deliver`s what it receives;
 * kits subscribe here (this module is a federation singleton, so they all see the shell's hub)
 * and never open a socket of their own.
 */
export const realtime = {
  /** Calls `handler` on every `event` from now on; the returned function stops it. */
  on<E extends RealtimeEvent>(event: E, handler: Handler<E>): () => void {
    let set = handlers.get(event);
    if (!set) handlers.set(event, (set = new Set()));
    set.add(handler as Handler<never>);
    return () => void set.delete(handler as Handler<never>);
  },
  /**
   * Follows an item's comments (the server sends `item-msgs` when they change) until the
   * returned function is called. The shell's socket asks for it while it is connected.
   */
  watchItem(itemId: string): () => void {
    const n = watched.get(itemId) ?? 0;
    watched.set(itemId, n + 1);
    if (n === 0) for (const w of watchers) w(itemId, true);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      const left = (watched.get(itemId) ?? 1) - 1;
      if (left > 0) return void watched.set(itemId, left);
      watched.delete(itemId);
      for (const w of watchers) w(itemId, false);
    };
  },
  /** The shell's: the items followed now. */
  watchedItems(): string[] {
    return [...watched.keys()];
  },
  /** The shell's: told from now on of each item first followed (true) or left by all (false). */
  onWatch(watcher: (itemId: string, watching: boolean) => void): () => void {
    watchers.add(watcher);
    return () => void watchers.delete(watcher);
  },
  /** The shell's: passes on an event the socket received. A failing handler stops no other. */
  deliver<E extends RealtimeEvent>(event: E, payload: RealtimeEvents[E]): void {
    for (const handler of handlers.get(event) ?? []) {
      try {
        (handler as Handler<E>)(payload);
      } catch (err) {
        console.error(`A ${event} handler failed`, err);
      }
    }
  },
};

/** Calls the latest `handler` on every `event` while the component is mounted. */
export function useRealtimeEvent<E extends RealtimeEvent>(event: E, handler: Handler<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.on(event, (payload) => latest.current(payload)), [event]);
}
