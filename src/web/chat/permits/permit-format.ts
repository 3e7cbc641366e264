import type { MessageCitation } from '@/contracts/chats';
// Relative: the unit test project has no @ alias.
import { ADVICE_LABELS, type PermitAdviceStatus, type PermitCitation } from '../../../contracts/permits';

/** Spec §4: each advice status's label and colour (green, light green, yellow, red). */
export const ADVICE_STYLES: Record<PermitAdviceStatus, { label: string; className: string }> = {
  approve: { label: ADVICE_LABELS.approve, className: 'border-green-300 bg-green-100 text-green-900 dark:border-green-500/40 dark:bg-green-500/20 dark:text-green-200' },
  maybe_approve: { label: ADVICE_LABELS.maybe_approve, className: 'border-lime-200 bg-lime-50 text-lime-900 dark:border-lime-400/30 dark:bg-lime-400/10 dark:text-lime-200' },
  needs_revision: { label: ADVICE_LABELS.needs_revision, className: 'border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-500/40 dark:bg-yellow-500/20 dark:text-yellow-200' },
  deny: { label: ADVICE_LABELS.deny, className: 'border-red-300 bg-red-100 text-red-900 dark:border-red-500/40 dark:bg-red-500/20 dark:text-red-200' },
};

/** Spec §5: a file counts as a PDF when its type is application/pdf or its name ends in .pdf (any case). */
export function isPdfFile(file: { type: string; name: string }): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

/** A permit citation in the shape the chat's reference panel opens. */
export function toReference(citation: PermitCitation): MessageCitation {
  return {
    n: citation.n,
    id: citation.chunk_id,
    document_id: citation.document_id ?? 0,
    document_name: citation.document,
    title: citation.section,
    section_label: citation.section,
    citation: citation.citation,
    page_number: citation.page_number,
    quote: citation.quote,
    content: citation.content,
  };
}
