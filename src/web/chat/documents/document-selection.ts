import type { ChatDetail, MunicipalityDocument } from '@/contracts/chats';

/*
 * The conversation's document selection (spec chat-app §2 and §3): an empty selection means every
 * available (completed) document; ids of documents that are no longer available are ignored.
 */

export const ALL_DOCUMENTS_SELECTED = 'All documents selected';
export const DOCUMENTS_SELECTED = 'Documents selected';
export const NO_DOCUMENTS_AVAILABLE = 'No documents available for this municipality yet';

/** The ids saved in the chat's configuration (either key the server sends). */
export function savedDocumentIds(chat: Pick<ChatDetail, 'configuration' | 'chat_configuration'>): number[] {
  return (chat.configuration ?? chat.chat_configuration)?.currently_selected_documents ?? [];
}

/** The selected ids that are still available, in the available documents' order. */
function effectiveSelection(selectedIds: readonly number[], available: readonly Pick<MunicipalityDocument, 'id'>[]): number[] {
  const selected = new Set(selectedIds);
  return available.filter((d) => selected.has(d.id)).map((d) => d.id);
}

/** Whether a selection means "every available document": nothing (still available) chosen, or all of them. */
function usesAllDocuments(selectedIds: readonly number[], available: readonly Pick<MunicipalityDocument, 'id'>[]): boolean {
  const count = effectiveSelection(selectedIds, available).length;
  return count === 0 || count === available.length;
}

/** The selection bar's text: "Using all N available documents" or "Using X of N documents". */
export function selectionSummary(selectedIds: readonly number[], available: readonly Pick<MunicipalityDocument, 'id'>[]): string {
  const total = available.length;
  if (total === 0) return NO_DOCUMENTS_AVAILABLE;
  if (usesAllDocuments(selectedIds, available)) {
    return `Using all ${total} available ${total === 1 ? 'document' : 'documents'}`;
  }
  return `Using ${effectiveSelection(selectedIds, available).length} of ${total} documents`;
}

/** The dialog's checked boxes when it opens: every box when the chat uses all documents. */
export function initialCheckedIds(selectedIds: readonly number[], available: readonly Pick<MunicipalityDocument, 'id'>[]): number[] {
  return usesAllDocuments(selectedIds, available) ? available.map((d) => d.id) : effectiveSelection(selectedIds, available);
}

/** What Save sends and the toast it shows: an empty list (meaning all) when every box or none is checked. */
export function selectionToSave(
  checkedIds: readonly number[],
  available: readonly Pick<MunicipalityDocument, 'id'>[],
): { documentIds: number[]; message: string } {
  if (usesAllDocuments(checkedIds, available)) return { documentIds: [], message: ALL_DOCUMENTS_SELECTED };
  return { documentIds: effectiveSelection(checkedIds, available), message: DOCUMENTS_SELECTED };
}
