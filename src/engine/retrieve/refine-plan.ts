/*
 * The second half of planning, once the municipality's index has been asked about the question's words: keep the
 * general-English relatives the code actually uses, read the question through the code's own definitions, and
 * recover words the index holds misspelled (OCR noise such as 'pennit') or the question misspells.
 */
import { EQUIVALENT_RELATIONS } from './lexical-expansion';
import { isContentWeight, JOIN_WEIGHT, SPLIT_WEIGHT, withSelection, type QueryPlan, type QueryTerm } from './plan-query';
import { idf, type CorpusStats } from './score';
import { countOf, tokenizeWithSurface } from './tokenize';
import { isLikelyMisspelling, isOcrMisreading, singular } from './spelling';

/** A definition in the index: the defined term, its key, its genus (first defining word) and its text's distinct terms. */
export type DefinitionEntry = { term: string; key: string; genus: string; bodyTerms: readonly string[] };

/** An index term spelled like a question term (what the index's fuzzy lookup returns). */
export type TermVariant = { term: string; variant: string; df: number };

/** What the index says about a plan's words. */
export type PlanEvidence = {
  /** N, average length and the document frequency of (at least) every term of the plan. */
  stats: CorpusStats;
  /** Definitions whose genus (first defining word) is one of the question's words. */
  definitions?: readonly DefinitionEntry[];
  /** Index terms spelled like the question's words. */
  variants?: readonly TermVariant[];
  /** Whether a word is English (variants that are real words are other words, not misspellings). */
  isWord?: (word: string) => boolean;
};

/** Refinement knobs (defaults are the measured production values, ADR 010). */
export type RefineOptions = {
  /** Relatives are looked for only for question words in at most this many chunks (default 2). */
  lexiconMaxDf?: number;
  /** Relatives kept per question word (default 4). */
  perTrigger?: number;
  /** A relative found in more than this share of chunks says nothing (default 0.3). */
  maxShare?: number;
  /** Relatives of a word the code itself uses count at least this much of their weight (more as the code prefers them; default 0.3). */
  knownWordScale?: number;
  /** How many definitions may lend their term to one question word; a word that is the genus of more is the code's own category (default 2). */
  maxDefinitions?: number;
  /** Weight of a term defined as the question's word (default 0.5). */
  definitionWeight?: number;
  /** Weight of a variant spelling, relative to the word (default 0.8). */
  variantWeight?: number;
};

const DEFAULTS: Required<RefineOptions> = {
  lexiconMaxDf: 2,
  perTrigger: 4,
  maxShare: 0.3,
  knownWordScale: 0.3,
  maxDefinitions: 2,
  definitionWeight: 0.5,
  variantWeight: 0.8,
};

/** The group a word's relatives join: the word itself (its own group), or the phrase ('cut down'). */
function groupTerms(triggerTerms: readonly string[]): string {
  return triggerTerms.join(' ');
}

/** Terms of the plan that weigh as the question's own content words. */
function contentTerms(plan: QueryPlan): QueryTerm[] {
  return plan.terms.filter((t) => (t.source === 'question' || t.source === 'defined') && isContentWeight(t.weight) && t.kind === 'word');
}

/** Applies the index's evidence to a plan: relatives the code uses, definitions, spellings; then reselects candidates. */
export function refinePlan(plan: QueryPlan, evidence: PlanEvidence, options: RefineOptions = {}): QueryPlan {
  const o = { ...DEFAULTS, ...options };
  const { stats } = evidence;
  const n = Math.max(stats.n, 1);
  const df = (term: string) => countOf(stats.df, term);
  const terms = new Map(plan.terms.map((t) => [t.term, { ...t, surface: [...t.surface] }]));
  const related: Record<string, string[]> = Object.fromEntries(Object.entries(plan.related).map(([k, v]) => [k, [...v]]));
  const expansions = [...plan.expansions];
  const relate = (from: readonly string[], to: readonly string[]) => {
    for (const f of from) related[f] = [...new Set([...(Object.hasOwn(related, f) ? related[f] : []), ...to])];
  };
  const add = (term: QueryTerm) => {
    const existing = terms.get(term.term);
    if (!existing || existing.tentative) terms.set(term.term, term);
    else if (term.weight > existing.weight && existing.source !== 'question') Object.assign(existing, { weight: term.weight, source: term.source });
  };

  // 1. General-English relatives: the ones this code uses, a few per word, stronger when the code lacks the word.
  for (const t of terms.values()) if (t.tentative) terms.delete(t.term);
  const byTrigger = new Map<string, typeof plan.lexical>();
  for (const x of plan.lexical) byTrigger.set(x.trigger, [...(byTrigger.get(x.trigger) ?? []), x]);
  for (const [trigger, group] of byTrigger) {
    const triggerDf = Math.max(...group[0].triggerTerms.map(df));
    const known = triggerDf > 0;
    // The code's own word needs no general-English help once the code uses it often.
    if (triggerDf > o.lexiconMaxDf) continue;
    const kept = new Map<string, { weight: number; surface: string; equivalent: boolean; sense: QueryTerm['sense'] }>();
    for (const x of group) {
      // Narrower words help when the code lacks the resident's (general) word, not when it has it.
      if (known && x.relation === 'hyponym') continue;
      for (const token of x.tokens) {
        const d = df(token.term);
        if (d === 0 || d > o.maxShare * n || terms.has(token.term)) continue;
        const prior = kept.get(token.term);
        // A relative weighs as much as the code prefers it to the resident's word: fully when the code never uses
        // the word ('pawnshop' → pawnbroker), little when the code says the word itself far more often.
        const weight = x.weight * (known ? Math.max(o.knownWordScale, d / (d + triggerDf)) : 1);
        // One word of a longer name ('white' of 'white-livered') is not another name for the question's word.
        const whole = x.tokens.filter((t) => t.kind !== 'compound').length === 1;
        const sense = x.relation === 'hypernym' ? 'broader' : x.relation === 'hyponym' || !whole ? 'narrower' : 'same';
        const equivalent = (whole && EQUIVALENT_RELATIONS.has(x.relation)) || !!prior?.equivalent;
        if (!prior || weight > prior.weight) kept.set(token.term, { weight, surface: token.surface, equivalent, sense: prior?.sense === 'same' ? 'same' : sense });
      }
    }
    // The most specific relatives first: a rare word the code uses ('pawnbroker') says more than a common one ('store').
    const value = (term: string, weight: number) => weight * Math.sqrt(idf(n, df(term)));
    const best = [...kept].sort((a, b) => value(b[0], b[1].weight) - value(a[0], a[1].weight) || (a[0] < b[0] ? -1 : 1)).slice(0, o.perTrigger);
    const groupKey = groupTerms(group[0].triggerTerms);
    for (const [term, k] of best) add({ term, weight: k.weight, source: 'lexicon', kind: 'word', surface: [k.surface], group: groupKey, sense: k.sense });
    if (best.length) {
      expansions.push({ trigger, added: best.map(([term]) => term) });
      relate(group[0].triggerTerms, best.filter(([, k]) => k.equivalent).map(([term]) => term));
    }
  }

  // 1b. A long word the code lacks, read as two words it has ('pawnshop' → pawn shop): the split both parts of which are rarest.
  for (const split of plan.splits) {
    if (df(split.term) > 0) continue;
    const held = split.parts.filter((pair) => pair.every((p) => df(p.term) > 0 && df(p.term) <= o.maxShare * n));
    const best = held.sort((a, b) => Math.max(...a.map((p) => df(p.term))) - Math.max(...b.map((p) => df(p.term))))[0];
    if (!best) continue;
    for (const p of best) add({ term: p.term, weight: SPLIT_WEIGHT, source: 'lexicon', kind: 'word', surface: [p.surface], group: `${split.term}:${p.term}`, sense: 'same' });
    expansions.push({ trigger: split.surface, added: best.map((p) => p.term) });
    relate([split.term], best.map((p) => p.term));
  }

  // 1c. Two question words the code writes as one ('council members' → councilmembers): the one word names both.
  for (const join of plan.joins ?? []) {
    const d = df(join.term);
    if (d === 0 || d > o.maxShare * n) continue;
    add({ term: join.term, weight: JOIN_WEIGHT, source: 'lexicon', kind: 'word', surface: [join.surface], group: join.parts[1], sense: 'same' });
    expansions.push({ trigger: `${join.parts.join(' ')}`, added: [join.term] });
    relate(join.parts, [join.term]);
  }

  // 2. The code's own definitions: a term defined as the question's word is this code's word for it
  //    ('"Housing provider" means a landlord, an owner, lessor …' reads 'landlord' as housing provider). Only the genus
  //    counts — 'a person licensed …' does not make 'license' mean that person — and never a kind of the word itself
  //    ('"Dangerous dog" means any dog that …' is a narrower term, not another name).
  const questionTerms = new Set(plan.terms.filter((t) => !t.tentative && t.source !== 'lexicon').map((t) => t.term));
  for (const q of contentTerms(plan)) {
    const surfaces = new Set(q.surface.map(singular));
    const kinds = (evidence.definitions ?? []).filter((d) => surfaces.has(singular(d.genus)));
    // A word that is the genus of many definitions is a category the code itself uses ('sign': banner, flag, …).
    if (kinds.length > o.maxDefinitions) continue;
    const links = kinds.filter((d) => !d.key.split(' ').includes(q.term) && d.key.split(' ').some((k) => !questionTerms.has(k)));
    for (const d of links) {
      const tokens = tokenizeWithSurface(d.term).filter((t) => (t.kind === 'word' || t.kind === 'compound') && !questionTerms.has(t.term));
      for (const t of tokens) add({ term: t.term, weight: o.definitionWeight, source: 'learned', kind: t.kind, surface: t.kind === 'compound' ? [] : [t.surface], group: q.term, sense: 'same' });
      expansions.push({ trigger: q.surface[0] ?? q.term, added: tokens.map((t) => t.term) });
      relate([q.term], tokens.map((t) => t.term));
    }
  }

  // 3. Spellings: the index's misspellings of a question word (scanned text), or the index's word for a misspelled one.
  const variants = (evidence.variants ?? []).filter((v) => terms.has(v.term) && !terms.has(v.variant) && isLikelyMisspelling(v.term, v.variant));
  // A misspelled question word (one the index lacks and English does not know) has one best reading: the variant the
  // code uses most. A real word the code lacks ('bread') is not a misspelling of one it has ('breed').
  const reading = new Map<string, TermVariant>();
  const misspelled = (v: TermVariant) => df(v.term) === 0 && !(evidence.isWord?.(terms.get(v.term)?.surface[0] ?? v.term) ?? false);
  for (const v of variants) if (misspelled(v) && v.df > (reading.get(v.term)?.df ?? 0)) reading.set(v.term, v);
  for (const v of variants) {
    const t = terms.get(v.term)!;
    const termDf = df(v.term);
    const ocrNoise = termDf > 0 && v.df <= Math.max(2, termDf * 0.1) && isOcrMisreading(v.term, v.variant);
    if (!ocrNoise && reading.get(v.term) !== v) continue;
    add({ term: v.variant, weight: t.weight * o.variantWeight, source: 'variant', kind: 'word', surface: [v.variant], group: t.group ?? t.term, sense: 'same' });
    expansions.push({ trigger: t.surface[0] ?? t.term, added: [v.variant] });
    relate([v.term], [v.variant]);
  }

  return withSelection({ ...plan, terms: [...terms.values()], related, expansions });
}

