/*
 * Retrieval, start to finish, over any index that answers a few questions (the `SearchPort`): the database in
 * production, memory in tests and benchmarks. Plan the question; ask the index which of its words and their relatives
 * the code uses, which definitions speak of them and how it spells them; fetch and score candidates (BM25F); learn
 * the code's words from the best sections and score again; follow their cross-references; and score each section as
 * one unit.
 */
import type { LearnedVocabulary } from '../learned-vocabulary';
import type { Lexicon } from '../lexicon';
import { DEFAULT_FLOOR_OPTIONS, fuseWithFloor, type FloorOptions } from './floor';
import type { PlainSectionHit } from './lexical-index';
import { distinctSections, feedbackTerms, withFeedback, type FeedbackOptions } from './feedback';
import { addLearnedRelatives, learnedCandidateTerms, type LearnedOptions } from './learned-expansion';
import { planQuery, type PlanOptions, type QueryPlan } from './plan-query';
import type { PreparedCandidate } from './prepare-chunk';
import { DEFAULT_PROXIMITY_OPTIONS, proximityPairs, proximityScore, type ProximityOptions } from './proximity';
import { refinePlan, type DefinitionEntry, type RefineOptions, type TermVariant } from './refine-plan';
import { idf, scoreCandidates, type CorpusStats, type ScoreOptions } from './score';
import { countOf, tokenize } from './tokenize';

/** An index row as retrieval sees it: the prepared chunk, its document and the sections its text refers to. */
export type IndexRow = PreparedCandidate & { documentId: string; references: readonly string[] };

/** A reference to follow: a section number, resolved first in the document that names it. */
export type SectionLookup = { documentId: string; number: string };

/** What retrieval asks of an index. Optional lookups switch their mechanism off when absent. */
export interface SearchPort<R extends IndexRow> {
  /** N, average length and the document frequency of each of the terms (0 when absent). */
  stats(terms: readonly string[]): Promise<CorpusStats>;
  /**
   * Candidate rows for a plan: rows of the sections it names, then rows matching its candidate terms. A row's `terms`
   * must hold the counts of at least every term of the plan (scoring reads no others).
   */
  candidates(plan: QueryPlan): Promise<R[]>;
  /** Adds more terms' counts to rows (an index whose rows hold only the plan's terms must; others may omit it). */
  countTerms?(rows: readonly R[], terms: readonly string[]): Promise<void>;
  /** The complete term counts of some rows (what feedback reads; an index whose rows hold them all may omit it). */
  fullTerms?(rows: readonly R[]): Promise<Record<string, number>[]>;
  /** Definitions whose genus (first defining word, as written) is one of the words. */
  definitions?(words: readonly string[]): Promise<DefinitionEntry[]>;
  /** Index terms spelled like the terms (within a couple of edits). */
  variants?(terms: readonly string[]): Promise<TermVariant[]>;
  /** Rows of the referenced sections (in the referring document when it has that section, else anywhere), with the terms' counts. */
  sections?(refs: readonly SectionLookup[], terms: readonly string[]): Promise<R[]>;
  /** The texts of some rows, in order (what proximity reads; absent, proximity is off). */
  texts?(rows: readonly R[]): Promise<string[]>;
  /** Plain BM25 over whole sections for the question's own words, best first (absent, the BM25 floor is off). */
  plainSections?(terms: readonly string[], limit: number): Promise<PlainSectionHit[]>;
  /** Rows by id with the terms' counts (what the floor reads of sections only plain BM25 found). */
  rows?(ids: readonly string[], terms: readonly string[]): Promise<R[]>;
  /** A general-English lexicon (WordNet), when loaded. */
  lexicon?: Lexicon | null;
  /** Relatives learned from many cities' codes (ADR 018), when loaded. */
  vocabulary?: LearnedVocabulary | null;
}

/** The mechanisms, each switchable for ablation (on by default except feedback, section units and proximity, which the ablations showed hurt or did not help, ADR 010, and the learned vocabulary, ADR 018). */
export type SearchFeatures = {
  lexicon: boolean;
  definitions: boolean;
  variants: boolean;
  feedback: boolean;
  references: boolean;
  sectionUnits: boolean;
  topicVocabulary: boolean;
  generalVocabulary: boolean;
  intents: boolean;
  proximity: boolean;
  bm25Floor: boolean;
  learnedVocabulary: boolean;
};

export const DEFAULT_FEATURES: SearchFeatures = {
  lexicon: true,
  definitions: true,
  variants: true,
  feedback: false,
  references: true,
  sectionUnits: false,
  topicVocabulary: true,
  generalVocabulary: true,
  intents: true,
  proximity: false,
  bm25Floor: false,
  learnedVocabulary: false,
};

/** Options for a search: how many results, which mechanisms, and each step's knobs. */
export type RetrievalOptions = {
  limit?: number;
  features?: Partial<SearchFeatures>;
  plan?: Omit<PlanOptions, 'lexicon' | 'topicVocabulary'>;
  refine?: RefineOptions;
  feedback?: FeedbackOptions;
  score?: ScoreOptions;
  proximity?: ProximityOptions;
  floor?: FloorOptions;
  learned?: LearnedOptions;
};

/** A ranked row: its score, the share of the question it addresses, whether the question named its section. */
export type RankedRow<R> = { row: R; score: number; coverage: number; sectionMatch: boolean };

/** How many of the best sections' references are followed. */
const REFERRING_SECTIONS = 5;
/** A referenced section gains this share of the referring section's score (shared among its references). */
const REFERENCE_SHARE = 0.3;

/** Runs retrieval for a question over an index, best first. */
export async function runSearch<R extends IndexRow>(port: SearchPort<R>, question: string, options: RetrievalOptions = {}): Promise<{ plan: QueryPlan; results: RankedRow<R>[] }> {
  const f = { ...DEFAULT_FEATURES, ...options.features };
  const lexicon = f.lexicon ? (port.lexicon ?? null) : null;
  let plan = planQuery(question, { ...options.plan, lexicon, topicVocabulary: f.topicVocabulary, generalVocabulary: f.generalVocabulary, intents: f.intents });
  const own = plan.terms.filter((t) => !t.tentative && t.kind === 'word' && (t.source === 'question' || t.source === 'defined'));
  const words = own.map((t) => t.term);
  const [stats, definitions, variants] = await Promise.all([
    port.stats(plan.terms.map((t) => t.term)),
    f.definitions && port.definitions ? port.definitions(own.flatMap((t) => t.surface)) : Promise.resolve([]),
    f.variants && port.variants ? port.variants(words) : Promise.resolve([]),
  ]);
  plan = refinePlan(plan, { stats, definitions, variants, isWord: lexicon ? (w) => lexicon.isWord(w) : undefined }, options.refine);
  const vocabulary = f.learnedVocabulary ? (port.vocabulary ?? null) : null;
  if (vocabulary) {
    await addStats(port, stats, learnedCandidateTerms(plan, vocabulary, options.learned));
    plan = addLearnedRelatives(plan, vocabulary, stats, options.learned);
  }
  await addStats(port, stats, plan.terms.map((t) => t.term));

  const rows = await port.candidates(plan);
  const byId = new Map(rows.map((r) => [r.id, r]));
  let ranked = rank(plan, rows, byId, stats, options.score);

  if (f.feedback && ranked.length > 1) {
    const top = distinctSections(ranked.map((r) => r.row), options.feedback?.documents ?? 4);
    const full = port.fullTerms ? await port.fullTerms(top) : top.map((r) => r.terms);
    const readable = top.map((r, i) => ({ ...r, terms: full[i] }));
    await addStats(port, stats, [...new Set(full.flatMap((t) => Object.keys(t)))]);
    const learned = feedbackTerms(plan, readable, stats, options.feedback);
    if (learned.length) {
      plan = withFeedback(plan, learned);
      await port.countTerms?.(rows, learned.map((t) => t.term));
      ranked = rank(plan, rows, byId, stats, options.score);
    }
  }

  if (f.proximity && port.texts) ranked = await rerankByProximity(port, withTermStatistics(plan, stats), ranked, options.proximity);
  if (f.references && port.sections) ranked = await followReferences(port, plan, ranked, byId, stats, options.score);
  if (f.sectionUnits) ranked = scoreSectionsAsUnits(plan, ranked, stats, options.score);
  if (f.bm25Floor && port.plainSections && port.rows) ranked = await withBm25Floor(port, question, plan, ranked, byId, stats, options);
  return { plan: withTermStatistics(plan, stats), results: ranked.slice(0, options.limit ?? 10) };
}

/** The plan with each term's document frequency and IDF in the index searched (what answers weigh words by). */
function withTermStatistics(plan: QueryPlan, stats: CorpusStats): QueryPlan {
  const n = Math.max(stats.n, 1);
  return { ...plan, terms: plan.terms.map((t) => ({ ...t, df: countOf(stats.df, t.term), idf: idf(n, Math.min(countOf(stats.df, t.term), n)) })) };
}

async function addStats<R extends IndexRow>(port: SearchPort<R>, stats: CorpusStats, terms: readonly string[]): Promise<void> {
  const missing = [...new Set(terms)].filter((t) => !Object.hasOwn(stats.df, t));
  if (!missing.length) return;
  const more = await port.stats(missing);
  for (const t of missing) stats.df[t] = countOf(more.df, t);
}

function rank<R extends IndexRow>(plan: QueryPlan, rows: readonly R[], byId: ReadonlyMap<string, R>, stats: CorpusStats, options?: ScoreOptions): RankedRow<R>[] {
  return scoreCandidates(plan, rows, stats, options).map((s) => ({ row: byId.get(s.id)!, score: s.score, coverage: s.coverage, sectionMatch: s.sectionMatch }));
}

function sortRanked<R extends IndexRow>(ranked: RankedRow<R>[]): RankedRow<R>[] {
  return ranked.sort((a, b) => b.score - a.score || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));
}

/** The ranking fused with plain BM25 over whole sections (floor.ts); sections only BM25 found are scored as candidates. */
async function withBm25Floor<R extends IndexRow>(
  port: SearchPort<R>,
  question: string,
  plan: QueryPlan,
  ranked: RankedRow<R>[],
  byId: Map<string, R>,
  stats: CorpusStats,
  options: RetrievalOptions,
): Promise<RankedRow<R>[]> {
  const plain = await port.plainSections!(tokenize(question), options.floor?.depth ?? DEFAULT_FLOOR_OPTIONS.depth);
  if (!plain.length) return ranked;
  const missing = plain.map((p) => p.rowId).filter((id) => !byId.has(id));
  const fetched = missing.length ? await port.rows!(missing, plan.terms.map((t) => t.term)) : [];
  for (const r of fetched) byId.set(r.id, r);
  const extra = fetched.length ? rank(plan, fetched, byId, stats, options.score) : [];
  return fuseWithFloor(ranked, plain, extra, options.floor);
}

/** The best candidates gain for the question's neighbouring words standing together in their text (ADR 010). */
async function rerankByProximity<R extends IndexRow>(port: SearchPort<R>, plan: QueryPlan, ranked: RankedRow<R>[], options?: ProximityOptions): Promise<RankedRow<R>[]> {
  const o = { ...DEFAULT_PROXIMITY_OPTIONS, ...options };
  const pairs = proximityPairs(plan, o);
  if (!pairs.length) return ranked;
  const top = ranked.slice(0, o.candidates).filter((r) => r.score > 0 && !r.sectionMatch);
  const texts = await port.texts!(top.map((r) => r.row));
  top.forEach((r, i) => {
    r.score += o.weight * proximityScore(pairs, texts[i] ?? '', o);
  });
  return sortRanked(ranked);
}

/**
 * The best sections' cross-references: each referenced section gains a share of its referrer's score (more when it
 * addresses the question itself), so the section a provision defers to ('as provided in § 25-104') ranks beside it.
 */
async function followReferences<R extends IndexRow>(
  port: SearchPort<R>,
  plan: QueryPlan,
  ranked: RankedRow<R>[],
  byId: Map<string, R>,
  stats: CorpusStats,
  options?: ScoreOptions,
): Promise<RankedRow<R>[]> {
  const referring = distinctSections(ranked.filter((r) => r.score > 0).map((r) => r.row), REFERRING_SECTIONS);
  const lookups = new Map<string, SectionLookup>();
  for (const row of referring) for (const number of row.references) lookups.set(`${row.documentId}:${number}`, { documentId: row.documentId, number });
  if (!lookups.size) return ranked;
  const fetched = (await port.sections!([...lookups.values()], plan.terms.map((t) => t.term))).filter((r) => !byId.has(r.id));
  for (const r of fetched) byId.set(r.id, r);
  const all = fetched.length ? [...ranked, ...rank(plan, fetched, byId, stats, options)] : [...ranked];
  const scoreOf = new Map(all.map((r) => [r.row.id, r.score]));
  const bonus = new Map<string, number>();
  for (const from of referring) {
    const share = (REFERENCE_SHARE * (scoreOf.get(from.id) ?? 0)) / Math.sqrt(Math.max(1, from.references.length));
    for (const target of all) {
      if (target.row.id === from.id || target.row.sectionNumber === null || !from.references.includes(target.row.sectionNumber)) continue;
      // Resolved in the referring document when that document has the section.
      const sameDocument = target.row.documentId === from.documentId;
      if (!sameDocument && all.some((t) => t.row.documentId === from.documentId && t.row.sectionNumber === target.row.sectionNumber)) continue;
      const gain = share * (0.5 + 0.5 * target.coverage);
      bonus.set(target.row.id, Math.max(bonus.get(target.row.id) ?? 0, gain));
    }
  }
  for (const r of all) r.score += bonus.get(r.row.id) ?? 0;
  return sortRanked(all);
}

/**
 * A long section is cut into several chunks; when the question's words are spread over them, the section as a whole
 * answers it. Each section's best chunk is scored as the union of the section's candidate chunks when that is higher.
 */
function scoreSectionsAsUnits<R extends IndexRow>(plan: QueryPlan, ranked: RankedRow<R>[], stats: CorpusStats, options?: ScoreOptions): RankedRow<R>[] {
  const groups = new Map<string, RankedRow<R>[]>();
  for (const r of ranked) {
    if (r.row.sectionNumber === null || r.sectionMatch) continue;
    const key = `${r.row.documentId}:${r.row.sectionNumber}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const best = group[0];
    const terms: Record<string, number> = {};
    let length = 0;
    for (const g of group) {
      for (const [t, c] of Object.entries(g.row.terms)) terms[t] = countOf(terms, t) + c;
      length += g.row.length;
    }
    const [merged] = scoreCandidates(plan, [{ ...best.row, id: best.row.id, terms, length }], stats, options);
    if (merged && merged.score > best.score) {
      best.score = merged.score;
      best.coverage = Math.max(best.coverage, merged.coverage);
    }
  }
  return sortRanked(ranked);
}
