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
      // One more try for a dropped connection or a server error; a 4xx answer will not change.
      retry: (failures, err) => failures < 1 && !(err instanceof HTTPError && err.response.status < 500),
      refetchOnWindowFocus: false,
    },
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
