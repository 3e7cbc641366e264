import { QueryClient } from '@tanstack/react-query';

/** Spec §9: queries retry 3 times and never refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 3, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
