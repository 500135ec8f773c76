// The demo build answers /api from browser storage. That backend is @handyq/demo's, and this
// package never imports it: the demo build's shell names it here at start (answerFromDevice in
// shell/src/bootstrap.tsx), and the API client (server/client.ts) loads it with the first call.

/** What the API client needs of a backend on the device: a fetch, and an upload with progress. */
export interface DeviceBackend {
  localFetch: typeof fetch;
  localUpload(
    path: string,
    form: FormData,
    token: string | null,
    onProgress?: (fraction: number) => void,
  ): Promise<{ status: number; body?: unknown }>;
}

let load: (() => Promise<DeviceBackend>) | undefined;

/** The demo build's shell, at start: /api is answered by this backend, loaded on first use. */
export function answerFromDevice(loader: () => Promise<DeviceBackend>): void {
  load = loader;
}

/** The backend on the device; fails when the shell named none (only the demo build does). */
export function deviceBackend(): Promise<DeviceBackend> {
  if (!load)
    return Promise.reject(new Error('No backend on the device: the demo build’s shell names it at start'));
  return load();
}
