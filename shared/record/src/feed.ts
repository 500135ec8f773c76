/**
 * What one part of a page hands to others as it comes, without a render: the camera start's pose
 * readings, which Record keeps with its video. Listeners come and go; a value no one listens to
 * is dropped.
 */
export interface Feed<T> {
  publish(value: T): void;
  /** Hears each value from now on, until the answer is called. */
  subscribe(listener: (value: T) => void): () => void;
}

export function createFeed<T>(): Feed<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    publish: (value) => listeners.forEach((l) => l(value)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
