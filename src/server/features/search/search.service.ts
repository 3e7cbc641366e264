import { planQuery, scoreCandidates, type QueryPlan } from '../../../engine/retrieve';
import type { AppDb } from '../../db/client';
import { corpusStats, findCandidates, type SearchRow } from './search.repo';

export type SearchHit = {
  chunkId: number;
  documentId: number;
  documentName: string;
  citation: string | null;
  sectionLabel: string | null;
  heading: string | null;
  pageNumber: number | null;
  content: string;
  score: number;
  coverage: number;
};

/**
 * The retrieval the chat and the workbench share: plan the question, fetch candidates from the
 * municipality's index (restricted to the chosen documents), score them with BM25 over the
 * engine's terms and section-number matching, best first.
 */
export async function searchIndex(
  db: AppDb,
  input: { municipalityId: number; documentIds?: number[] | null; question: string; limit?: number },
): Promise<{ plan: QueryPlan; hits: SearchHit[] }> {
  const plan = planQuery(input.question);
  const terms = plan.terms.map((t) => t.term);
  const sectionNumbers = plan.sectionRefs.map((r) => r.number);
  const candidates = await findCandidates(db, {
    municipalityId: input.municipalityId,
    documentIds: input.documentIds ?? null,
    tsquery: plan.tsquery,
    sectionNumbers,
  });
  if (candidates.length === 0) return { plan, hits: [] };
  const stats = await corpusStats(db, input.municipalityId, terms);
  const byId = new Map(candidates.map((c) => [String(c.id), c]));
  const scored = scoreCandidates(
    plan,
    candidates.map((c) => ({
      id: String(c.id),
      terms: c.terms,
      length: c.length,
      headingTerms: c.headingTerms,
      citationTerms: c.citationTerms,
      sectionNumber: c.sectionNumber,
      definedTerms: c.definedTerms,
    })),
    stats,
  );
  const hits = scored.slice(0, input.limit ?? 10).map((s) => toHit(byId.get(s.id) as SearchRow, s.score, s.coverage));
  return { plan, hits };
}

function toHit(row: SearchRow, score: number, coverage: number): SearchHit {
  return {
    chunkId: row.chunkId,
    documentId: row.documentId,
    documentName: row.documentName,
    citation: row.citation,
    sectionLabel: row.sectionLabel,
    heading: row.heading,
    pageNumber: row.pageNumber,
    content: row.content,
    score,
    coverage,
  };
}
