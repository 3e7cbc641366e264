/*
 * Relatives learned from hundreds of real codes (`src/engine/learned-vocabulary`): for a question word, the caption
 * words other cities use for the same subject ('chicken' → fowl, poultry) or the words its sections use. Like the
 * general-English relatives, they are kept only where this municipality's index holds them, weigh less than the
 * question's own words, and join the word's group, so a chunk scores for the word or its best relative, never both.
 */
import type { LearnedRelation, LearnedVocabulary } from '../learned-vocabulary';
import { isContentWeight, withSelection, type QueryPlan, type QueryTerm } from './plan-query';
import type { CorpusStats } from './score';
import { countOf } from './tokenize';

/** Knobs of the learned relatives (defaults are the measured values, ADR 018). */
export type LearnedOptions = {
  /** Which learned relation to use (default 'similar': caption words naming the same subject). */
  relations?: readonly LearnedRelation[];
  /** Weight of a relative of full strength (default 0.5, a WordNet synonym's: it selects candidates). */
  weight?: number;
  /** Learned strength (cosine) from which a relative counts fully; weaker ones count in proportion (default 0.5). */
  fullStrength?: number;
  /** Relatives kept per question word (default 3). */
  perTrigger?: number;
  /** Relatives are looked for only for question words in at most this many chunks (default 2, as WordNet's). */
  maxTriggerDf?: number;
  /** A relative found in more than this share of chunks says nothing (default 0.3). */
  maxShare?: number;
  /** Least learned strength (cosine) for a relative (default 0.3). */
  minStrength?: number;
  /** Relatives of a word the code itself uses count at least this much of their weight (default 0.3). */
  knownWordScale?: number;
  /** Whether relatives count as naming the question word (coverage and the answer's subject check; default false). */
  relate?: boolean;
  /** Only relatives that count the question word among their own relatives (default true). */
  mutual?: boolean;
};

export const DEFAULT_LEARNED_OPTIONS: Required<LearnedOptions> = {
  relations: ['similar'],
  weight: 0.5,
  fullStrength: 0.5,
  perTrigger: 3,
  maxTriggerDf: 2,
  maxShare: 0.3,
  minStrength: 0.3,
  knownWordScale: 0.3,
  relate: false,
  mutual: true,
};

/** The question words learned relatives are looked up for: its own content words. */
function triggers(plan: QueryPlan): QueryTerm[] {
  return plan.terms.filter((t) => (t.source === 'question' || t.source === 'defined') && isContentWeight(t.weight) && t.kind === 'word' && !t.tentative);
}

/** Every learned relative of the plan's words (what the index must be asked about before `addLearnedRelatives`). */
export function learnedCandidateTerms(plan: QueryPlan, vocabulary: LearnedVocabulary, options: LearnedOptions = {}): string[] {
  const o = { ...DEFAULT_LEARNED_OPTIONS, ...options };
  const out = new Set<string>();
  for (const t of triggers(plan)) for (const r of o.relations) for (const n of vocabulary.relativesOf(t.term, r)) out.add(n.term);
  return [...out];
}

/** Adds the learned relatives of the plan's rare words that this index holds (`stats` must count every candidate term). */
export function addLearnedRelatives(plan: QueryPlan, vocabulary: LearnedVocabulary, stats: CorpusStats, options: LearnedOptions = {}): QueryPlan {
  const o = { ...DEFAULT_LEARNED_OPTIONS, ...options };
  const n = Math.max(stats.n, 1);
  const df = (term: string) => countOf(stats.df, term);
  const terms = new Map(plan.terms.map((t) => [t.term, t]));
  const related: Record<string, string[]> = Object.fromEntries(Object.entries(plan.related).map(([k, v]) => [k, [...v]]));
  const expansions = [...plan.expansions];
  for (const trigger of triggers(plan)) {
    const triggerDf = df(trigger.term);
    if (triggerDf > o.maxTriggerDf) continue;
    const kept = new Map<string, number>();
    for (const relation of o.relations) {
      for (const r of vocabulary.relativesOf(trigger.term, relation)) {
        const d = df(r.term);
        if (r.weight < o.minStrength || d === 0 || d > o.maxShare * n || terms.has(r.term)) continue;
        // A one-sided neighbour is usually a caption word that shares a few of the word's sections' words by chance.
        if (o.mutual && !vocabulary.relativesOf(r.term, relation).some((x) => x.term === trigger.term)) continue;
        // As with WordNet: a relative counts fully when the code never uses the word, less when it uses the word itself.
        const weight = o.weight * Math.min(1, r.weight / o.fullStrength) * (triggerDf > 0 ? Math.max(o.knownWordScale, d / (d + triggerDf)) : 1);
        if (weight > (kept.get(r.term) ?? 0)) kept.set(r.term, weight);
      }
    }
    const best = [...kept].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, o.perTrigger);
    if (!best.length) continue;
    const group = trigger.group ?? trigger.term;
    for (const [term, weight] of best) terms.set(term, { term, weight, source: 'trained', kind: 'word', surface: [], group, sense: 'same' });
    expansions.push({ trigger: trigger.surface[0] ?? trigger.term, added: best.map(([term]) => term) });
    if (o.relate) related[trigger.term] = [...new Set([...(Object.hasOwn(related, trigger.term) ? related[trigger.term] : []), ...best.map(([term]) => term)])];
  }
  return withSelection({ ...plan, terms: [...terms.values()], related, expansions });
}
