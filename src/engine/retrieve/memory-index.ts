/*
 * An in-memory search index for tests, evaluation and benchmarks. It mirrors the production path: chunks are
 * prepared as the database stores them, candidates are the chunks sharing a candidate term or a named section (the
 * database's OR full-text query, `plan.tsquery`), and those are scored by `scoreCandidates`.
 */
import { planQuery, type PlanOptions } from './plan-query';
import { documentTerms, prepareChunk, type PreparedCandidate } from './prepare-chunk';
import { scoreCandidates, type CorpusStats, type ScoreOptions } from './score';

/** A chunk handed to the index: its text and where it comes from. */
export type IndexChunk = {
  id: string;
  content: string;
  heading?: string | null;
  citation?: string | null;
  sectionNumber?: string | null;
  /** The section's citation label ('§ 25-723'). */
  sectionLabel?: string | null;
  documentName?: string | null;
};

/** One search hit, best first. */
export type SearchResult = {
  id: string;
  score: number;
  /** Share of the question's own IDF-weighted terms this chunk contains (0–1). */
  coverage: number;
  /** Whether the question named this chunk's section. */
  sectionMatch: boolean;
  sectionNumber: string | null;
  sectionLabel: string | null;
  citation: string | null;
  documentName: string | null;
};

/** Search options: how many results, which chunks may appear, and the planner's and scorer's knobs. */
export type SearchOptions = {
  limit?: number;
  filter?: (chunk: IndexChunk) => boolean;
  /** Keep at most this many candidates before scoring, chosen like an unweighted `ts_rank` (as the database caps). */
  candidateLimit?: number;
  plan?: PlanOptions;
  score?: ScoreOptions;
};

type Entry = { chunk: IndexChunk; prepared: PreparedCandidate };

/** A pure in-memory index with the same candidate and scoring behaviour as the database search. */
export class MemoryIndex {
  private readonly entries = new Map<string, Entry>();
  private readonly postings = new Map<string, Set<string>>();
  private readonly sections = new Map<string, Set<string>>();
  private readonly df: Record<string, number> = {};
  private totalLength = 0;

  /** Adds chunks (a chunk whose id is already indexed replaces it). */
  add(chunks: readonly IndexChunk[]): void {
    for (const chunk of chunks) {
      this.remove(chunk.id);
      const prepared = { id: chunk.id, ...prepareChunk(chunk) };
      this.entries.set(chunk.id, { chunk, prepared });
      this.totalLength += prepared.length;
      for (const term of documentTerms(prepared)) {
        this.df[term] = (Object.hasOwn(this.df, term) ? this.df[term] : 0) + 1;
        let ids = this.postings.get(term);
        if (!ids) this.postings.set(term, (ids = new Set()));
        ids.add(chunk.id);
      }
      if (prepared.sectionNumber) {
        let ids = this.sections.get(prepared.sectionNumber);
        if (!ids) this.sections.set(prepared.sectionNumber, (ids = new Set()));
        ids.add(chunk.id);
      }
    }
  }

  /** Removes a chunk by id; nothing happens when it is not indexed. */
  remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.totalLength -= entry.prepared.length;
    for (const term of documentTerms(entry.prepared)) {
      this.df[term] -= 1;
      if (!this.df[term]) delete this.df[term];
      this.postings.get(term)?.delete(id);
    }
    if (entry.prepared.sectionNumber) this.sections.get(entry.prepared.sectionNumber)?.delete(id);
  }

  /** The number of indexed chunks. */
  get size(): number {
    return this.entries.size;
  }

  /** N, average length and document frequencies, as the database keeps them per municipality. */
  stats(): CorpusStats {
    return { n: this.entries.size, avgLength: this.entries.size ? this.totalLength / this.entries.size : 0, df: this.df };
  }

  /** Searches the index for a question: candidates sharing a term or a named section, scored, best first. */
  search(question: string, options: SearchOptions = {}): SearchResult[] {
    const plan = planQuery(question, options.plan);
    const ids = new Set<string>();
    for (const term of plan.candidateTerms) for (const id of this.postings.get(term) ?? []) ids.add(id);
    for (const ref of plan.sectionRefs) for (const id of this.sections.get(ref.number) ?? []) ids.add(id);
    let candidates = [...ids].map((id) => this.entries.get(id)!).filter((e) => !options.filter || options.filter(e.chunk));
    if (options.candidateLimit && candidates.length > options.candidateLimit) {
      candidates = this.capCandidates(candidates, plan.candidateTerms, new Set(plan.sectionRefs.map((r) => r.number)), options.candidateLimit);
    }
    const scored = scoreCandidates(plan, candidates.map((e) => e.prepared), this.stats(), options.score);
    return scored.slice(0, options.limit ?? 10).map((s) => {
      const { chunk, prepared } = this.entries.get(s.id)!;
      return {
        ...s,
        sectionNumber: prepared.sectionNumber,
        sectionLabel: chunk.sectionLabel ?? null,
        citation: chunk.citation ?? null,
        documentName: chunk.documentName ?? null,
      };
    });
  }

  /** Keeps named sections and the candidates with the highest unweighted, IDF-free match score (like `ts_rank`). */
  private capCandidates(candidates: Entry[], terms: string[], refs: Set<string>, limit: number): Entry[] {
    const rank = (e: Entry) => {
      if (e.prepared.sectionNumber && refs.has(e.prepared.sectionNumber)) return Infinity;
      let r = 0;
      for (const t of terms) if (Object.hasOwn(e.prepared.terms, t)) r += Math.log(1 + e.prepared.terms[t]);
      return r;
    };
    return candidates
      .map((e) => ({ e, r: rank(e) }))
      .sort((a, b) => b.r - a.r || (a.e.prepared.id < b.e.prepared.id ? -1 : 1))
      .slice(0, limit)
      .map((x) => x.e);
  }
}
