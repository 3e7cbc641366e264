import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermitResult, PermitReviewSummary } from '@/contracts/permits';
import { api } from '@/web/lib/api';

export const permitKeys = { history: ['permit-reviews'] as const };

/** How often a review still processing after the request returned is polled, and for how long at most. */
const POLL_MS = 2000;
const MAX_POLLS = 120;

/** The user's recent permit reviews, newest first. */
export function usePermitHistory() {
  return useQuery({ queryKey: permitKeys.history, queryFn: () => api.get<PermitReviewSummary[]>('/api/v1/permits/reviews') });
}

/** Submits a permit PDF (spec §7) and, when the server answers before the review is done, polls the review until it is. */
export function useProcessPermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; municipalityId: number; context: string }) => {
      const form = new FormData();
      form.append('municipality_id', String(input.municipalityId));
      form.append('context', input.context);
      form.append('file', input.file);
      let result = await api.post<PermitResult>('/api/v1/permits/process_pdf', form);
      for (let polls = 0; result.status === 'processing' && polls < MAX_POLLS; polls++) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        result = await fetchPermitReview(result.id);
      }
      if (result.status !== 'completed') throw new Error('Processing failed. Please try again.');
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: permitKeys.history }),
  });
}

/** One stored review. */
export function fetchPermitReview(id: number): Promise<PermitResult> {
  return api.get<PermitResult>(`/api/v1/permits/reviews/${id}`);
}

/** Where a stored review's PDF is served, for the embedded viewer. */
export function permitFileUrl(id: number): string {
  return `/api/v1/permits/reviews/${id}/file`;
}
