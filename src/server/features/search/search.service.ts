import type { EmbeddingModel } from '../../../engine/ai';
import type { AnswerSource } from '../../../engine/answer';
import { CANDIDATE_LIMIT, fuseRankings, runSearch, type IndexRow, type OlderVersion, type QueryPlan, type RankedId, type RankedRow, type RetrievalOptions, type SearchPort } from '../../../engine/retrieve';
import type { AppDb } from '../../db/client';
import { loadLearnedVocabulary } from '../../lexicon/learned-vocabulary';
import { loadLexicon } from '../../lexicon/wordnet';
import { inForceFirst } from './in-force.service';
import { lexicalIndexFor } from './lexical-cache';
import { findContentsByIds, findNearest, findRowsByIds, findTermsByIds, readIndexVersion, type SearchRow } from './search.repo';

/** How many nearest rows the dense side contributes to the fusion. */
export const DENSE_CANDIDATES = 50;

/** A retrieved chunk as the answer quotes it, with the document it belongs to. */
export type SearchHit = AnswerSource & { documentId: number; sectionNumber: string | null };

/** What a search asks: the municipality, the documents it may use (all when null), the question and how many hits. */
export type SearchInput = {
  municipalityId: number;
  documentIds?: number[] | null;
  question: string;
  limit?: number;
  embeddings?: EmbeddingModel | null;
  /** Retrieval knobs and mechanism switches (the eval's ablations); production uses the defaults. */
  retrieval?: RetrievalOptions;
};

/**
 * A municipality's index (restricted to some documents) as the retrieval engine's port: the in-memory lexical index
 * answers every question about words and scores candidates; the database supplies feedback rows' full term counts.
 */
export async function databasePort(db: AppDb, input: SearchInput, knownVersion?: number | null): Promise<SearchPort<IndexRow>> {
  const [lexical, lexicon, vocabulary] = await Promise.all([lexicalIndexFor(db, input.municipalityId, knownVersion), loadLexicon(), loadLearnedVocabulary()]);
  const documents = input.documentIds ? new Set(input.documentIds.map(String)) : null;
  return {
    lexicon,
    vocabulary,
    stats: async (terms) => lexical.stats(terms),
    candidates: async (plan) =>
      lexical.candidates(
        plan.terms.filter((t) => plan.candidateTerms.includes(t.term)),
        plan.sectionRefs.map((r) => r.number),
        CANDIDATE_LIMIT,
        documents,
        plan.terms.map((t) => t.term),
      ),
    countTerms: async (rows, terms) => lexical.countTerms(rows, terms),
    fullTerms: async (rows) => {
      const byId = new Map((await findTermsByIds(db, rows.map((r) => Number(r.id)))).map((r) => [String(r.id), r.terms]));
      return rows.map((r) => byId.get(r.id) ?? r.terms);
    },
    definitions: async (words) => lexical.definitionsOf(words, documents),
    variants: async (terms) => lexical.variants(terms),
    sections: async (refs, terms) => lexical.rows(lexical.sectionIds(refs, documents), terms),
    plainSections: async (terms, limit) => lexical.plainSections(terms, limit, documents),
    rows: async (ids, terms) => lexical.rows(ids, terms),
    texts: async (rows) => {
      const byId = new Map((await findContentsByIds(db, rows.map((r) => Number(r.id)))).map((r) => [String(r.id), r.content]));
      return rows.map((r) => byId.get(r.id) ?? '');
    },
  };
}

/**
 * The retrieval the chat and the workbench share (the engine's `runSearch` over the municipality's index, restricted
 * to the chosen documents), best first. With an embedding model, the question's nearest rows are fused with that
 * ranking (reciprocal rank fusion); sections named in the question stay first.
 */
export async function searchIndex(db: AppDb, input: SearchInput): Promise<{ plan: QueryPlan; hits: SearchHit[]; olderVersions: OlderVersion[] }> {
  // The index version is read once per search: the lexical index and the repeals are both checked against it.
  const version = await readIndexVersion(db, input.municipalityId);
  const port = await databasePort(db, input, version);
  const limit = input.limit ?? 10;
  const { plan, results } = await runSearch(port, input.question, { ...input.retrieval, limit: input.embeddings ? CANDIDATE_LIMIT : limit });
  const ranked = input.embeddings ? await fuseDense(db, input, input.embeddings, plan, results, limit) : await lexicalHits(db, results);
  // Of a section some other document repeals or replaces, the text in force ranks first; the older one is named.
  const { hits, olderVersions } = await inForceFirst(db, input.municipalityId, ranked, version, (row, beside) => toHit(row, beside.score, beside.coverage));
  return { plan, hits, olderVersions };
}

async function lexicalHits(db: AppDb, results: RankedRow<IndexRow>[]): Promise<SearchHit[]> {
  const rows = new Map((await findRowsByIds(db, results.map((r) => Number(r.row.id)))).map((r) => [String(r.id), r]));
  // A row deleted since the index was read is left out.
  return results.filter((r) => rows.has(r.row.id)).map((r) => toHit(rows.get(r.row.id)!, r.score, r.coverage));
}

async function fuseDense(db: AppDb, input: SearchInput, embeddings: EmbeddingModel, plan: QueryPlan, lexical: RankedRow<IndexRow>[], limit: number): Promise<SearchHit[]> {
  const [vector] = await embeddings.embed([input.question]);
  const nearest = await findNearest(db, { municipalityId: input.municipalityId, documentIds: input.documentIds ?? null, embedding: vector, limit: DENSE_CANDIDATES });
  const coverage = new Map(lexical.map((r) => [r.row.id, r.coverage]));
  const sectionOf = new Map<string, string | null>([...lexical.map((r) => [r.row.id, r.row.sectionNumber] as const), ...nearest.map((n) => [String(n.row.id), n.row.sectionNumber] as const)]);
  const dense: RankedId[] = nearest.map((n) => ({ id: String(n.row.id), score: 1 - n.distance }));
  const fused = fuseRankings([lexical.map((r) => ({ id: r.row.id, score: r.score })), dense]);
  // Sections the question names by number come first, as in the lexical ranking.
  const named = new Set(plan.sectionRefs.map((r) => r.number));
  const isNamed = (r: RankedId) => named.has(sectionOf.get(r.id) ?? '');
  const ordered = [...fused.filter(isNamed), ...fused.filter((r) => !isNamed(r))].slice(0, limit);
  const rows = new Map((await findRowsByIds(db, ordered.map((r) => Number(r.id)))).map((r) => [String(r.id), r]));
  return ordered.filter((r) => rows.has(r.id)).map((r) => toHit(rows.get(r.id)!, r.score, coverage.get(r.id) ?? 0));
}

function toHit(row: SearchRow, score: number, coverage: number): SearchHit {
  return {
    chunkId: row.chunkId,
    documentId: row.documentId,
    documentName: row.documentName,
    sectionNumber: row.sectionNumber,
    citation: row.citation,
    sectionLabel: row.sectionLabel,
    heading: row.heading,
    pageNumber: row.pageNumber,
    content: row.content,
    score,
    coverage,
  };
}
