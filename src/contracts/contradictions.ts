import { z } from 'zod';

/*
 * The conflict scan ("code doctor", spec chat-app §2–§4, §6): suspected contradictions between a municipality's
 * documents, as the chat's conflict-scan panel and the workbench's code health report show them.
 */

/** What kind of contradiction a finding is. */
export const ContradictionKind = z.enum(['quantity', 'supersession', 'definition', 'requirement']);
export type ContradictionKind = z.infer<typeof ContradictionKind>;

/** A bot message's scan: analyzing, then completed (with or without contradictions) or error. */
export const ContradictionStatus = z.enum(['analyzing', 'completed', 'error']);
export type ContradictionStatus = z.infer<typeof ContradictionStatus>;

/** Staff's verdict on a finding in the code health report; a dismissed one is never raised again in chat. */
export const ReviewStatus = z.enum(['open', 'confirmed', 'dismissed']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** Spec (chat-app §4): the panel shows 'analyzing' only while the bot message is under this many milliseconds old. */
export const ANALYZING_WINDOW_MS = 10_000;

/** One side of a contradiction: the document, the section, and the words quoted from it verbatim. */
export const DocumentSource = z.object({
  document_id: z.number(),
  document_name: z.string(),
  /** The chunk the quote is from (null when it has left the index). */
  chunk_id: z.number().nullable(),
  section: z.string().nullable(),
  citation: z.string().nullable(),
  quoted_text: z.string(),
  /** The enactment this side is stamped with ("Ordinance No. 89-2018"), when the finding compares enactments. */
  enactment: z.string().nullable(),
});
export type DocumentSource = z.infer<typeof DocumentSource>;

/** A suspected contradiction as a message carries it (`suspected_document_contradictions`). */
export const SuspectedContradiction = z.object({
  id: z.number(),
  kind: ContradictionKind,
  /** 0–1; only findings at or above the threshold are shown. */
  confidence: z.number(),
  explanation: z.string(),
  /** 'offline', or the model that wrote the explanation (its quotes verified). */
  explained_by: z.string(),
  document_sources: z.array(DocumentSource),
});
export type SuspectedContradiction = z.infer<typeof SuspectedContradiction>;

/** A finding in the workbench's code health report: the contradiction and staff's review of it. */
export type CodeHealthFinding = SuspectedContradiction & {
  status: ReviewStatus;
  reviewed_at: string | null;
  reviewed_by: string | null;
  last_detected_at: string;
  /** False when a side's chunk is no longer in the municipality's index (its link would lead nowhere). */
  indexed: boolean;
};

export const CodeHealthScanStatus = z.enum(['pending', 'processing', 'completed', 'failed']);
export type CodeHealthScanStatus = z.infer<typeof CodeHealthScanStatus>;

/** One run of "Scan all documents". */
export type CodeHealthScan = {
  id: number;
  job_id: string | null;
  status: CodeHealthScanStatus;
  sections_scanned: number | null;
  findings: number | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
};

/** `POST /municipalities/:id/code_health/contradictions/:cid/review`. */
export const ReviewContradictionBody = z.object({ status: ReviewStatus });

/** The code health report's filter (`?status=`); 'all' shows every finding. */
export const CodeHealthFilter = z.enum(['all', 'open', 'confirmed', 'dismissed']).catch('open');
export type CodeHealthFilter = z.infer<typeof CodeHealthFilter>;

export const KIND_LABELS: Record<ContradictionKind, string> = {
  quantity: 'Different values',
  supersession: 'Superseded section',
  definition: 'Conflicting definitions',
  requirement: 'Requirement vs exemption',
};
