import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MunicipalityDocument } from '@/contracts/chats';
import { api } from '@/web/lib/api';
import { chatKeys, fetchMunicipalityDocuments } from '../data/chat-queries';
import { buildDocumentFormData, type DocumentUploadInput } from './document-upload';
import { DOCUMENT_POLL_MS, hasDocumentsInProgress } from './document-status';

/**
 * The municipality's documents for Manage Documents: the same cache as the selection bar, reloaded
 * every few seconds while a document is still being processed so its badge moves on its own.
 */
export function useManagedDocuments(municipalityId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.documents(municipalityId ?? -1),
    queryFn: () => fetchMunicipalityDocuments(municipalityId as number),
    enabled: enabled && municipalityId !== null,
    refetchInterval: (query) => (hasDocumentsInProgress(query.state.data) ? DOCUMENT_POLL_MS : false),
  });
}

/** `POST /api/v1/municipalities/{id}/documents` (multipart); the list is reloaded afterwards. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentUploadInput & { municipalityId: number; file: File }) =>
      api.post<MunicipalityDocument>(
        `/api/v1/municipalities/${input.municipalityId}/documents`,
        buildDocumentFormData(input),
      ),
    onSuccess: (_document, input) =>
      queryClient.invalidateQueries({ queryKey: chatKeys.documents(input.municipalityId) }),
  });
}
