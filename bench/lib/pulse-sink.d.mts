/** Why no PulseAudio null sink can be had here (what to install), or null. */
export function pulseMissing(): string | null;
/** A PulseAudio server of the bench's own with one null sink: its address, for PULSE_SERVER. */
export function startPulseSink(): Promise<{ server: string; stop: () => void }>;
