import type { MunicipalityDocument } from '@/contracts/chats';
import { humanize } from '../../admin/lib/labels';

/*
 * Spec chat-app §4 "Document processing": how Manage Documents groups and colours documents.
 */

/** While a document is still being processed, Manage Documents reloads the list this often. */
export const DOCUMENT_POLL_MS = 5000;

export type DocumentStatusTone = 'warning' | 'destructive' | 'success' | 'neutral';

const TONES: Record<string, DocumentStatusTone> = {
  pending: 'warning',
  uploaded: 'warning',
  processing: 'warning',
  failed: 'destructive',
  completed: 'success',
};

/** Pending, uploaded and processing are yellow; failed red; completed green; anything else gray. */
export function documentStatusTone(status: string): DocumentStatusTone {
  return Object.hasOwn(TONES, status) ? TONES[status] : 'neutral';
}

/** The badge text: the status capitalised ("creating_chunks" → "Creating chunks"). */
export function documentStatusLabel(status: string): string {
  return humanize(status) || 'Unknown';
}

/** Only completed documents are usable and selectable. */
export function isDocumentAvailable(document: Pick<MunicipalityDocument, 'status'>): boolean {
  return document.status === 'completed';
}

/** "Processing Documents" (every status but completed, failed included) and "Available Documents". */
export function groupDocuments<T extends Pick<MunicipalityDocument, 'status'>>(
  documents: T[],
): { processing: T[]; available: T[] } {
  return {
    processing: documents.filter((d) => !isDocumentAvailable(d)),
    available: documents.filter(isDocumentAvailable),
  };
}

/** True while some document may still change status on its own (neither completed nor failed). */
export function hasDocumentsInProgress(documents: Pick<MunicipalityDocument, 'status'>[] | undefined): boolean {
  return (documents ?? []).some((d) => d.status !== 'completed' && d.status !== 'failed');
}
