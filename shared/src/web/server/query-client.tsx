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

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
