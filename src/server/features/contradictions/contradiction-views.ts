import type { CodeHealthFinding, CodeHealthScan, SuspectedContradiction } from '../../../contracts/contradictions';
import type { codeHealthScans } from '../../db/schema';
import type { ContradictionWithSources } from './contradictions.repo';

/** The API shape of a contradiction: its explanation and both quoted sides. */
export function serializeContradiction(row: ContradictionWithSources): SuspectedContradiction {
  return {
    id: row.id,
    kind: row.kind,
    confidence: row.confidence,
    explanation: row.explanation,
    explained_by: row.explainedBy,
    document_sources: row.sources.map((s) => ({
      document_id: s.documentId,
      document_name: s.documentName,
      chunk_id: s.chunkId,
      section: s.sectionLabel,
      citation: s.citation,
      quoted_text: s.quote,
      enactment: s.enactment,
    })),
  };
}

/** A finding in the code health report, with staff's review and whether both sides are still indexed. */
export function serializeFinding(row: ContradictionWithSources & { reviewer: string | null }, indexed: ReadonlySet<number>): CodeHealthFinding {
  return {
    ...serializeContradiction(row),
    status: row.status,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by: row.reviewer,
    last_detected_at: row.lastDetectedAt.toISOString(),
    indexed: row.sources.every((s) => indexed.has(s.chunkId)),
  };
}

export function serializeScan(row: typeof codeHealthScans.$inferSelect): CodeHealthScan {
  return {
    id: row.id,
    job_id: row.jobId,
    status: row.status,
    sections_scanned: row.sectionsScanned,
    findings: row.findings,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
