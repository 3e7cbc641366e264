/*
 * Plain BM25 over the listings: every searchable field's text read as one document, the query's own words (the same
 * analysis as the ranking: folding, stopwords, stems), Lucene's IDF, k1 1.2, b 0.75 — no field weights, relatives,
 * bonuses, priors or relevance floor. It is the baseline the ranking is measured against and the floor under its
 * recall (see `withPlainFloor` and decision record 006).
 */
import { idf } from '../retrieve';
import { analyze } from './analyze';

/** BM25's usual parameters. */
export const PLAIN_BM25 = { k1: 1.2, b: 0.75 } as const;

/** A listing plain BM25 ranks: its position in the index, its BM25 score and the query terms it contains. */
export type PlainHit = { doc: number; score: number; matchedTerms: string[] };

/** The term frequencies and lengths of the listings as plain bags of words. */
export class PlainBm25 {
  private readonly postings = new Map<string, { doc: number; tf: number }[]>();
  private readonly lengths: Float64Array;
  private readonly avgLength: number;

  /** Builds the statistics from each listing's analysed terms, in index order. */
  constructor(docs: readonly (readonly string[])[]) {
    this.lengths = new Float64Array(docs.length);
    docs.forEach((terms, doc) => {
      this.lengths[doc] = terms.length;
      const counts = new Map<string, number>();
      for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const [term, tf] of counts) {
        const list = this.postings.get(term) ?? [];
        list.push({ doc, tf });
        this.postings.set(term, list);
      }
    });
    this.avgLength = docs.length ? this.lengths.reduce((s, l) => s + l, 0) / docs.length || 1 : 1;
  }

  /** Number of listings. */
  get size(): number {
    return this.lengths.length;
  }

  /** The listings with any of the query's words, best first (ties by index position); `allowed` restricts them. */
  search(query: string, options: { limit?: number; allowed?: ReadonlySet<number> | null } = {}): PlainHit[] {
    const terms = [...new Set(analyze(query).map((t) => t.term))];
    const { k1, b } = PLAIN_BM25;
    const scores = new Map<number, number>();
    const matched = new Map<number, string[]>();
    for (const term of terms) {
      const list = this.postings.get(term);
      if (!list) continue;
      const w = idf(this.size, list.length);
      for (const { doc, tf } of list) {
        if (options.allowed && !options.allowed.has(doc)) continue;
        const norm = k1 * (1 - b + (b * this.lengths[doc]) / this.avgLength);
        scores.set(doc, (scores.get(doc) ?? 0) + (w * tf * (k1 + 1)) / (tf + norm));
        (matched.get(doc) ?? matched.set(doc, []).get(doc)!).push(term);
      }
    }
    const hits = [...scores].map(([doc, score]) => ({ doc, score, matchedTerms: matched.get(doc)! }));
    hits.sort((x, y) => y.score - x.score || x.doc - y.doc);
    return options.limit === undefined ? hits : hits.slice(0, options.limit);
  }
}
