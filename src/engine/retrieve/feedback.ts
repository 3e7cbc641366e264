/*
 * Pseudo-relevance feedback: the words that co-occur with the question's words in the best-ranked sections are how
 * this code talks about the subject ('tavern', 'on-premises retailer' beside 'hours of sale'); adding them, lightly,
 * lets a second ranking find sections that use the code's words but not the resident's.
 */
import { withSelection, type QueryPlan } from './plan-query';
import type { PreparedCandidate } from './prepare-chunk';
import { idf, type CorpusStats } from './score';
import { countOf } from './tokenize';

/** Feedback knobs (defaults are the measured production values, ADR 010). */
export type FeedbackOptions = {
  /** How many of the best distinct sections to read (default 4). */
  documents?: number;
  /** How many words to add (default 6). */
  terms?: number;
  /** The weight of the strongest added word (default 0.3). */
  weight?: number;
  /** A word must appear in at least this many of the sections read (default 2). */
  minDocuments?: number;
  /** Words in more than this share of chunks are ignored (default 0.2). */
  maxShare?: number;
};

const DEFAULTS: Required<FeedbackOptions> = { documents: 4, terms: 6, weight: 0.3, minDocuments: 2, maxShare: 0.2 };

/** A word learned from the best sections, with the share of the strongest one's evidence it has. */
export type FeedbackTerm = { term: string; weight: number };

/** The best distinct sections among ranked candidates (one chunk per section, best first). */
export function distinctSections<T extends Pick<PreparedCandidate, 'id' | 'sectionNumber'> & { documentId?: string | number }>(ranked: readonly T[], count: number): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const c of ranked) {
    const key = c.sectionNumber ? `${c.documentId ?? ''}:${c.sectionNumber}` : `chunk:${c.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
    if (out.length === count) break;
  }
  return out;
}

/** The words the feedback sections share that the plan lacks; `stats` must hold their document frequencies. */
export function feedbackTerms(plan: QueryPlan, top: readonly PreparedCandidate[], stats: CorpusStats, options: FeedbackOptions = {}): FeedbackTerm[] {
  const o = { ...DEFAULTS, ...options };
  const n = Math.max(stats.n, 1);
  const known = new Set(plan.terms.map((t) => t.term));
  const evidence = new Map<string, { mass: number; documents: number }>();
  top.slice(0, o.documents).forEach((c, rank) => {
    const rankWeight = 1 / (1 + rank);
    for (const [term, tf] of Object.entries(c.terms)) {
      if (known.has(term) || !/^[a-z]{3,}$/.test(term)) continue;
      const e = evidence.get(term) ?? { mass: 0, documents: 0 };
      e.mass += (tf / Math.max(c.length, 1)) * rankWeight;
      e.documents += 1;
      evidence.set(term, e);
    }
  });
  const scored = [...evidence]
    .filter(([term, e]) => e.documents >= Math.min(o.minDocuments, top.length) && countOf(stats.df, term) > 0 && countOf(stats.df, term) <= o.maxShare * n)
    .map(([term, e]) => ({ term, value: e.mass * idf(n, countOf(stats.df, term)) }))
    .sort((a, b) => b.value - a.value || (a.term < b.term ? -1 : 1))
    .slice(0, o.terms);
  const best = scored[0]?.value ?? 0;
  return best > 0 ? scored.map((s) => ({ term: s.term, weight: (o.weight * s.value) / best })) : [];
}

/** The plan with the feedback words added (they score; they do not select candidates). */
export function withFeedback(plan: QueryPlan, added: readonly FeedbackTerm[]): QueryPlan {
  if (!added.length) return plan;
  const terms = [...plan.terms, ...added.map((a) => ({ term: a.term, weight: a.weight, source: 'feedback' as const, kind: 'word' as const, surface: [a.term] }))];
  const selected = withSelection({ ...plan, terms });
  // Selection is the first pass's: feedback words only re-rank what was found.
  return { ...selected, candidateTerms: plan.candidateTerms };
}
