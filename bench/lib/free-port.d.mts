/** A port nobody listens on now, from the system. */
export function freePort(): Promise<number>;
