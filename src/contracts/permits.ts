import { z } from 'zod';

/*
 * The Permit Assistant's API (spec chat-app §2, §3 Permit result, §4, §5, §7, §8): a submitted permit PDF reviewed
 * against the municipality's code, and the stored reviews. The server parses requests with these schemas; the web
 * app uses the response types.
 */

/** The messages the spec names (§5, §8), and the ones Ordo adds where the spec is silent. */
export const PERMIT_MESSAGES = {
  pdfOnly: 'Only PDF files are supported.',
  fileRequired: 'Please select a PDF file before submitting.',
  municipalityRequired: 'Please select a municipality.',
  failed: 'Processing failed. Please try again.',
  forbidden: 'The Permit Assistant is only available to users with permit access.',
  noTextLayer: 'No text could be read from this PDF, not even by text recognition (OCR): the scan may be blank or too faint. Scan the application again at 200–300 dpi and submit the new copy.',
  unknownMunicipality: 'That municipality does not exist. Please select a municipality.',
  notFound: 'No such permit review.',
} as const;

/** The largest permit PDF accepted (the 25 MB). */
export const MAX_PERMIT_FILE_BYTES = 25 * 1024 * 1024;
export const MAX_PERMIT_CONTEXT_CHARACTERS = 4000;

/** The four advice statuses and the labels the UI shows for them (spec §4). */
export const PermitAdviceStatus = z.enum(['approve', 'maybe_approve', 'needs_revision', 'deny']);
export type PermitAdviceStatus = z.infer<typeof PermitAdviceStatus>;
export const ADVICE_LABELS: Record<PermitAdviceStatus, string> = {
  approve: 'Recommend Approving',
  maybe_approve: 'Maybe Consider Approving',
  needs_revision: 'Needs Revision Before Approval',
  deny: 'Recommend Denial',
};

/** The form fields of `POST /api/v1/permits/process_pdf` besides the file. */
export const ProcessPermitFields = z.object({
  municipality_id: z
    .string({ error: PERMIT_MESSAGES.municipalityRequired })
    .trim()
    .min(1, PERMIT_MESSAGES.municipalityRequired)
    .regex(/^\d{1,9}$/, PERMIT_MESSAGES.municipalityRequired)
    .transform(Number)
    .pipe(z.number().int().positive(PERMIT_MESSAGES.municipalityRequired)),
  context: z.string().max(MAX_PERMIT_CONTEXT_CHARACTERS, `Keep the additional context under ${MAX_PERMIT_CONTEXT_CHARACTERS} characters.`).optional().default(''),
});
export type ProcessPermitFields = z.infer<typeof ProcessPermitFields>;

/** A citation of the advice: the chunk, document and section, and the exact words quoted from it. */
export const PermitCitation = z.object({
  n: z.number().int(),
  chunk_id: z.number().int(),
  document: z.string(),
  section: z.string(),
  quote: z.string(),
  document_id: z.number().int().nullable(),
  page_number: z.number().int().nullable(),
  /** The section's divisor path, e.g. "Section 5.100 › (F)". */
  citation: z.string().nullable(),
  /** The cited section's text, which the quote occurs in. */
  content: z.string(),
});
export type PermitCitation = z.infer<typeof PermitCitation>;

/** The permit result (spec §3), with the stored review's id and citations. */
export type PermitResult = {
  id: number;
  status: 'processing' | 'completed' | 'failed';
  job_id: string | null;
  municipality_id: number;
  municipality_name: string;
  file_name: string;
  context: string;
  created_at: string;
  error: string | null;
  combined_output: string;
  context_items: { title: string; text: string; chunk_id: number | null }[];
  approval_advice: { status: PermitAdviceStatus; rationale: string } | null;
  citations: PermitCitation[];
};

/** One row of the user's recent reviews. */
export type PermitReviewSummary = {
  id: number;
  file_name: string;
  municipality_name: string;
  created_at: string;
  status: PermitResult['status'];
  advice_status: PermitAdviceStatus | null;
};
