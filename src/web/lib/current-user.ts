import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@/contracts/users';
import { api, isApiError } from './api';

export type { CurrentUser };

export const LOGGED_IN_QUERY_KEY = ['logged_in'] as const;

/** `GET /api/v1/logged_in`: the signed-in user, or null when the server answers 401. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const data = await api.get<{ user: CurrentUser }>('/api/v1/logged_in');
    return data.user;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/** The current-user query; spec §9: never retried. */
export function useCurrentUser() {
  return useQuery({
    queryKey: LOGGED_IN_QUERY_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
    staleTime: 60_000,
  });
}
