import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CompletionResponse } from '@/contracts/chats';
import type {
  GrantApplicantGroup,
  GrantAssistanceGroup,
  GrantFilterOptions,
  GrantImportStarted,
  GrantImportStatus,
  GrantResult,
} from '@/contracts/grants';
import { api } from '@/web/lib/api';

/** A search as the user submitted it: the query text and the chosen filters ('' for "all"). */
export type GrantSearchRequest = { query: string; applicantType: GrantApplicantGroup | ''; assistanceType: GrantAssistanceGroup | ''; agency: string };

export const grantKeys = {
  filters: ['grants', 'filters'] as const,
  search: (request: GrantSearchRequest) => ['grants', 'search', request] as const,
  eligibility: (programNumber: string) => ['grants', 'eligibility', programNumber] as const,
  import: (jobId: string) => ['grants', 'import', jobId] as const,
};

/** While the listings are being loaded, the filter choices (and the count) are asked for again this often. */
export const LISTINGS_LOADING_POLL_MS = 3_000;
/** An import's status is polled this often besides its live progress (a lost socket must not hide the report). */
export const IMPORT_POLL_MS = 2_000;

/** `/grants.json?…` for a search request. */
export function grantSearchPath(request: GrantSearchRequest): string {
  const params = new URLSearchParams({ query: request.query });
  if (request.applicantType) params.set('applicant_type', request.applicantType);
  if (request.assistanceType) params.set('assistance_type', request.assistanceType);
  if (request.agency) params.set('agency', request.agency);
  return `/grants.json?${params}`;
}

/** The filter choices and how many listings there are; polled while the first load is still running. */
export function useGrantFilters() {
  return useQuery({
    queryKey: grantKeys.filters,
    queryFn: () => api.get<GrantFilterOptions>('/grants/filters.json'),
    refetchInterval: (query) => (query.state.data?.loading ? LISTINGS_LOADING_POLL_MS : false),
  });
}

/** The results of the submitted search (nothing until one is submitted); the previous results stay while a new one loads. */
export function useGrantSearch(request: GrantSearchRequest | null) {
  return useQuery({
    queryKey: grantKeys.search(request ?? { query: '', applicantType: '', assistanceType: '', agency: '' }),
    queryFn: ({ signal }) => api.get<GrantResult[]>(grantSearchPath(request as GrantSearchRequest), { signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** The labelled text of a card that the eligibility summary is written from. */
export function eligibilityText(grant: GrantResult): string {
  return [
    `Program: ${grant.name}`,
    `Applicant types: ${grant.applicant_types.join('; ')}`,
    `Assistance types: ${grant.assistance_types.join('; ')}`,
    `Objective: ${grant.description}`,
  ].join('\n');
}

/** A grant's plain-language eligibility summary, fetched once per program (when `enabled`). */
export function useEligibilitySummary(grant: GrantResult, enabled: boolean) {
  return useQuery({
    queryKey: grantKeys.eligibility(grant.program_number),
    queryFn: async () =>
      (
        await api.post<CompletionResponse>('/api/v1/completions/summarize_grant_eligibility', {
          grant_eligibility_summary: { text: eligibilityText(grant), program_number: grant.program_number },
        })
      ).response,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** `POST /grants` with the chosen .csv file (multipart field `file`). */
export function useUploadGrants() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<GrantImportStarted>('/grants', form);
    },
  });
}

/** The import's state and, once finished, its report; polled until it has finished. */
export function useGrantImport(jobId: string | null) {
  return useQuery({
    queryKey: grantKeys.import(jobId ?? ''),
    queryFn: () => api.get<GrantImportStatus>(`/grants/imports/${jobId}.json`),
    enabled: jobId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });
}

/** Whether an import has finished (completed or failed). */
export function isFinished(status: Pick<GrantImportStatus, 'status'> | undefined): boolean {
  return status?.status === 'completed' || status?.status === 'failed';
}
