import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HTTPError } from 'ky';

/**
 * The one server-state cache of the app. This module is a federation singleton, so the shell
 * and every kit read and invalidate the same cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Offline, a request is still made: the service worker answers it from what it kept, or
      // it fails at once and the page says it is offline (instead of 'Loading…' forever).
      networkMode: 'always',
      // One more try for a dropped connection or a server error (not offline; a 4xx answer
      // will not change either).
      retry: (failures, err) =>
        failures < 1 && navigator.onLine && !(err instanceof HTTPError && err.response.status < 500),
      refetchOnWindowFocus: false,
    },
    // A write made offline fails at once and says so; the form keeps what the user typed.
    mutations: { networkMode: 'always' },
  },
});

/**
 * The context every kit page renders in. The shell mounts it once around each kit it loads, so
 * no kit or page places its own (and none can be left without it): today the query cache.
 * Unit tests render pages inside it too.
 */
export function KitProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
