import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/web/lib/api';
import { disconnectCable } from '@/web/lib/cable';
import { LOGGED_IN_QUERY_KEY } from '@/web/lib/current-user';
import { hardRedirect } from '@/web/lib/navigation';
import { clearStoredKeys } from '@/web/lib/storage';

export const LOGOUT_ERROR_MESSAGE = 'There was a problem logging out. Please try again.';

/** Spec §4 Logout: sign out, forget every `ordo:` key, invalidate the current user, go to `/`. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>('/users/sign_out'),
    onSuccess: async () => {
      clearStoredKeys();
      disconnectCable();
      // No refetch here: the full page load below asks the server afresh (and gets a new CSRF token).
      await queryClient.invalidateQueries({ queryKey: LOGGED_IN_QUERY_KEY, refetchType: 'none' });
      hardRedirect('/');
    },
    onError: () => {
      toast.error(LOGOUT_ERROR_MESSAGE);
    },
  });
}
