import type { EmbeddingModel } from '../../../engine/ai';
import type { AnswerSource } from '../../../engine/answer';
import { fuseRankings, planQuery, scoreCandidates, type QueryPlan, type RankedId } from '../../../engine/retrieve';
import type { AppDb } from '../../db/client';
import { corpusStats, findCandidates, findNearest, type SearchRow } from './search.repo';

/** How many nearest rows the dense side contributes to the fusion. */
export const DENSE_CANDIDATES = 50;

/** A retrieved chunk as the answer quotes it, with the document it belongs to. */
export type SearchHit = AnswerSource & { documentId: number };

/**
 * The retrieval the chat and the workbench share: plan the question, fetch candidates from the
 * municipality's index (restricted to the chosen documents), score them with BM25 over the
 * engine's terms and section-number matching, best first. With an embedding model, the question's
 * nearest rows are fused with that ranking (reciprocal rank fusion); sections named in the question stay first.
 */
export async function searchIndex(
  db: AppDb,
  input: { municipalityId: number; documentIds?: number[] | null; question: string; limit?: number; embeddings?: EmbeddingModel | null },
): Promise<{ plan: QueryPlan; hits: SearchHit[] }> {
  const plan = planQuery(input.question);
  const sectionNumbers = plan.sectionRefs.map((r) => r.number);
  const candidates = await findCandidates(db, {
    municipalityId: input.municipalityId,
    documentIds: input.documentIds ?? null,
    tsquery: plan.tsquery,
    sectionNumbers,
  });
  if (input.embeddings) return fusedSearch(db, input, input.embeddings, plan, candidates, sectionNumbers);
  if (candidates.length === 0) return { plan, hits: [] };
  const byId = new Map(candidates.map((c) => [String(c.id), c]));
  const scored = await scoreLexical(db, input.municipalityId, plan, candidates);
  const hits = scored.slice(0, input.limit ?? 10).map((s) => toHit(byId.get(s.id) as SearchRow, s.score, s.coverage));
  return { plan, hits };
}

async function scoreLexical(db: AppDb, municipalityId: number, plan: QueryPlan, candidates: SearchRow[]) {
  if (candidates.length === 0) return [];
  const stats = await corpusStats(db, municipalityId, plan.terms.map((t) => t.term));
  return scoreCandidates(
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
}

async function fusedSearch(
  db: AppDb,
  input: { municipalityId: number; documentIds?: number[] | null; question: string; limit?: number },
  embeddings: EmbeddingModel,
  plan: QueryPlan,
  candidates: SearchRow[],
  sectionNumbers: string[],
): Promise<{ plan: QueryPlan; hits: SearchHit[] }> {
  const [vector] = await embeddings.embed([input.question]);
  const nearest = await findNearest(db, { municipalityId: input.municipalityId, documentIds: input.documentIds ?? null, embedding: vector, limit: DENSE_CANDIDATES });
  const lexical = await scoreLexical(db, input.municipalityId, plan, candidates);
  const rows = new Map<string, SearchRow>([...nearest.map((n) => [String(n.row.id), n.row] as const), ...candidates.map((c) => [String(c.id), c] as const)]);
  const coverage = new Map(lexical.map((s) => [s.id, s.coverage]));
  const dense: RankedId[] = nearest.map((n) => ({ id: String(n.row.id), score: 1 - n.distance }));
  const fused = fuseRankings([lexical.map((s) => ({ id: s.id, score: s.score })), dense]);
  // Sections the question names by number come first, as in the lexical ranking.
  const named = new Set(sectionNumbers);
  const isNamed = (r: RankedId) => named.has(rows.get(r.id)?.sectionNumber ?? '');
  const ordered = [...fused.filter(isNamed), ...fused.filter((r) => !isNamed(r))];
  const hits = ordered.slice(0, input.limit ?? 10).map((r) => toHit(rows.get(r.id) as SearchRow, r.score, coverage.get(r.id) ?? 0));
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
