/*
 * An in-memory search index for tests, evaluation and benchmarks: the chunks themselves beside a `LexicalIndex`,
 * answering the same `SearchPort` the server's index does, so `runSearch` behaves the same on both.
 */
import type { LearnedVocabulary } from '../learned-vocabulary';
import type { Lexicon } from '../lexicon';
import { LexicalIndex } from './lexical-index';
import { prepareChunk } from './prepare-chunk';
import { runSearch, type IndexRow, type RetrievalOptions, type SearchPort } from './search';
import type { CorpusStats } from './score';

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
  /** The headings of the parts containing the chunk. */
  context?: string | null;
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

/** Search options: the retrieval options, which chunks may appear, and how many candidates are scored. */
export type SearchOptions = RetrievalOptions & {
  filter?: (chunk: IndexChunk) => boolean;
  /** How many candidates are scored (default 300, as the server scores). */
  candidateLimit?: number;
};

/** How many candidates the server scores per question. */
export const CANDIDATE_LIMIT = 150;

type Entry = { chunk: IndexChunk; row: IndexRow };

/** A pure in-memory index with the same retrieval behaviour as the database search. */
export class MemoryIndex {
  private readonly entries = new Map<string, Entry>();
  private readonly byDocument = new Map<string, Set<string>>();
  private readonly lexical = new LexicalIndex();

  /**
   * `lexicon` lends retrieval general-English relatives of the question's words (as the server's WordNet does);
   * `vocabulary`, relatives learned from many cities' codes (as the server's learned vocabulary does).
   */
  constructor(
    private readonly lexicon: Lexicon | null = null,
    private readonly vocabulary: LearnedVocabulary | null = null,
  ) {}

  /** Adds chunks (a chunk whose id is already indexed replaces it). */
  add(chunks: readonly IndexChunk[]): void {
    const touched = new Set<string>();
    for (const chunk of chunks) {
      this.detach(chunk.id, touched);
      const documentId = chunk.documentName ?? '';
      this.entries.set(chunk.id, { chunk, row: { id: chunk.id, documentId, ...prepareChunk(chunk) } });
      const ids = this.byDocument.get(documentId) ?? new Set<string>();
      ids.add(chunk.id);
      this.byDocument.set(documentId, ids);
      touched.add(documentId);
    }
    for (const documentId of touched) this.reindex(documentId);
  }

  /** Removes a chunk by id; nothing happens when it is not indexed. */
  remove(id: string): void {
    const touched = new Set<string>();
    this.detach(id, touched);
    for (const documentId of touched) this.reindex(documentId);
  }

  private detach(id: string, touched: Set<string>): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.byDocument.get(entry.row.documentId)?.delete(id);
    touched.add(entry.row.documentId);
  }

  private reindex(documentId: string): void {
    const rows = [...(this.byDocument.get(documentId) ?? [])].map((id) => this.entries.get(id)!.row);
    if (rows.length) this.lexical.addDocument(documentId, rows, rows.flatMap((r) => r.definitions));
    else {
      this.lexical.removeDocument(documentId);
      this.byDocument.delete(documentId);
    }
  }

  /** The number of indexed chunks. */
  get size(): number {
    return this.entries.size;
  }

  /** N and average length (and the document frequencies of the given terms), as the server's index keeps them. */
  stats(terms: readonly string[] = []): CorpusStats {
    return this.lexical.stats(terms);
  }

  /** Searches the index for a question, best first. */
  async search(question: string, options: SearchOptions = {}): Promise<SearchResult[]> {
    const { results } = await runSearch(this.port(options), question, options);
    return results.map((r) => {
      const { chunk, row } = this.entries.get(r.row.id)!;
      return {
        id: row.id,
        score: r.score,
        coverage: r.coverage,
        sectionMatch: r.sectionMatch,
        sectionNumber: row.sectionNumber,
        sectionLabel: chunk.sectionLabel ?? null,
        citation: chunk.citation ?? null,
        documentName: chunk.documentName ?? null,
      };
    });
  }

  /** The documents with at least one chunk the filter allows (plain section BM25 filters by document). */
  private allowedDocuments(filter: (chunk: IndexChunk) => boolean): Set<string> {
    const out = new Set<string>();
    for (const { chunk, row } of this.entries.values()) if (filter(chunk)) out.add(row.documentId);
    return out;
  }

  /** The index as retrieval's port, restricted by `filter`. */
  port(options: Pick<SearchOptions, 'filter' | 'candidateLimit'> = {}): SearchPort<IndexRow> {
    const allowed = (id: string) => {
      const e = this.entries.get(id);
      return !!e && (!options.filter || options.filter(e.chunk));
    };
    // The entries hold every term's count, so rows are the entries' own.
    const rows = (ids: readonly string[]) => ids.filter(allowed).map((id) => this.entries.get(id)!.row);
    return {
      lexicon: this.lexicon,
      vocabulary: this.vocabulary,
      stats: async (terms) => this.lexical.stats(terms),
      candidates: async (plan) =>
        rows(
          this.lexical
            .candidates(plan.terms.filter((t) => plan.candidateTerms.includes(t.term)), plan.sectionRefs.map((r) => r.number), options.candidateLimit ?? CANDIDATE_LIMIT)
            .map((r) => r.id),
        ),
      definitions: async (words) => this.lexical.definitionsOf(words),
      variants: async (terms) => this.lexical.variants(terms),
      sections: async (refs) => rows(this.lexical.sectionIds(refs)),
      plainSections: async (terms, limit) =>
        options.filter ? this.lexical.plainSections(terms, limit, this.allowedDocuments(options.filter)) : this.lexical.plainSections(terms, limit),
      rows: async (ids) => rows(ids),
      texts: async (list) => list.map((r) => this.entries.get(r.id)?.chunk.content ?? ''),
    };
  }
}
