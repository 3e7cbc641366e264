/*
 * What a question is about, and whether a sentence is about it. The focus is the question's content words, each with
 * the code's words that stand for it (from retrieval's plan: relatives the code uses, defined terms, spellings) and a
 * weight: its rarity in the index. A word the code never uses, and nothing standing for it, is a missing concept.
 */
import { isContentWeight, tokenize, type QueryPlan } from '../retrieve';

/**
 * One thing the question asks about: its word, the words that stand for it, its weight, whether the code lacks it
 * (neither the word nor another name for it occurs in the index), and whether it names the subject (a noun of the
 * asking sentence).
 */
export type FocusGroup = {
  term: string;
  surface: string;
  /** The word and every word retrieval let stand for it (vocabulary, relatives, defined terms, spellings). */
  members: ReadonlySet<string>;
  /** The word and only the words that name the same thing (synonyms, derived forms, defined terms, spellings). */
  names: ReadonlySet<string>;
  /** Code phrases that name it ('housing provider' for 'landlord'): all their words together. */
  phrases: readonly (readonly string[])[];
  weight: number;
  missing: boolean;
  subject: boolean;
};

/** Words that only ask for a quantity or frame it ('how high', 'what rate', 'per year'); they say nothing about what it is of. */
export const QUANTITY_CUES: ReadonlySet<string> = new Set(
  tokenize(
    'late early close closer far near high higher tall wide deep thick long soon cost costs fee fees charge charged price pay ' +
      'rate percent percentage decibel decibels loud level levels distance time hours maximum minimum amount ' +
      'per each year annual annually month monthly week weekly day daily hour hourly ' +
      'together apart away one two three four five six seven eight nine ten dollar dollars',
  ),
);

/** A word in at most about one chunk in twenty is specific enough to name a thing (IDF ln 20 ≈ 3). */
const SPECIFIC_IDF = 3;

/** A noun of the asking sentence (salience 1 down to 0.75 for a word that is also often a verb). */
const SUBJECT_SALIENCE = 0.75;

/**
 * The question's focus groups, heaviest first (missing words weigh as the median known word, so one stray word does not
 * decide). `texts` are the retrieved passages' tokens: another name for a word counts as present only where a passage
 * holds it (all the words of a phrase together).
 */
export function focusGroups(plan: QueryPlan, texts: readonly ReadonlySet<string>[] = []): FocusGroup[] {
  const own = plan.terms.filter(
    (t) => (t.source === 'question' || t.source === 'defined') && isContentWeight(t.weight) && t.kind === 'word' && !QUANTITY_CUES.has(t.term) && !/\d/.test(t.term),
  );
  const byTerm = new Map(plan.terms.map((x) => [x.term, x]));
  const inText = (words: readonly string[]) => texts.some((tokens) => words.every((w) => tokens.has(w)));
  const groups = own.map((t) => {
    const related = Object.hasOwn(plan.related, t.term) ? plan.related[t.term] : [];
    const usable = related.filter((r) => (byTerm.get(r)?.df ?? 1) > 0);
    const sameName = usable.filter((r) => (byTerm.get(r)?.sense ?? 'same') === 'same');
    const phrases = usable.flatMap((r) => byTerm.get(r)?.phrases ?? []);
    // A topic list's common code word ('owner' for 'landlord') does not name the thing: a specific one ('tavern' for
    // 'bar') or the whole of a code phrase ('housing provider') in one passage does.
    const names = sameName.filter((r) => byTerm.get(r)?.source !== 'vocabulary' || (byTerm.get(r)?.idf ?? 0) >= SPECIFIC_IDF);
    return {
      term: t.term,
      surface: t.surface[0] ?? t.term,
      members: new Set([t.term, ...usable]),
      names: new Set([t.term, ...names]),
      phrases,
      weight: Math.sqrt(t.idf ?? 1) * (t.salience ?? 1),
      missing: (t.df ?? 1) === 0 && !names.some((n) => inText([n])) && !phrases.some(inText),
      subject: (t.salience ?? 1) >= SUBJECT_SALIENCE,
    };
  });
  const known = groups.filter((g) => !g.missing).map((g) => g.weight).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  for (const g of groups) if (g.missing) g.weight = Math.min(g.weight, median);
  return groups.sort((a, b) => b.weight - a.weight);
}

/** The share of the focus weight a set of tokens covers (a group is covered by its word or any word standing for it). */
export function focusCoverage(groups: readonly FocusGroup[], tokens: ReadonlySet<string>): number {
  const total = groups.reduce((s, g) => s + g.weight, 0);
  if (!total) return 1;
  let covered = 0;
  for (const g of groups) if ([...g.members].some((m) => tokens.has(m))) covered += g.weight;
  return covered / total;
}

/** The focus groups none of the token sets covers, in question order of weight (what the documents do not speak of). */
export function uncoveredGroups(groups: readonly FocusGroup[], tokenSets: readonly ReadonlySet<string>[]): FocusGroup[] {
  return groups.filter((g) => !tokenSets.some((tokens) => [...g.members].some((m) => tokens.has(m))));
}

/**
 * The share of the question's subject (its asking sentence's nouns, by weight) that the code has no word for at all:
 * for 'Can I keep backyard chickens? How many hens?' in a sign and tree code, chickens and hens. High means the
 * documents are not about what is asked.
 */
export function missingSubjectShare(groups: readonly FocusGroup[]): number {
  const subject = groups.filter((g) => g.subject);
  const total = subject.reduce((s, g) => s + g.weight, 0);
  return total ? subject.filter((g) => g.missing).reduce((s, g) => s + g.weight, 0) / total : 0;
}

/**
 * The share of the question's focus weight the code has no word for at all. With most of the subject missing, a high
 * share says the documents are not about the question; a low one, that the question names its subject in words of its
 * own ('my stuff', 'the windstorm') around a matter the code does speak of (an eviction, the locks, a sign).
 */
export function missingShare(groups: readonly FocusGroup[]): number {
  const total = groups.reduce((s, g) => s + g.weight, 0);
  return total ? groups.filter((g) => g.missing).reduce((s, g) => s + g.weight, 0) / total : 0;
}

/**
 * The share of the question's subject (its asking sentence's head nouns the code has words for, each counting alike) a
 * set of tokens names — by the word itself or another name for it, not a merely associated word; 1 when the question
 * has no subject nouns, or only ones the code has no word for (nothing can name them, so nothing is required).
 */
export function subjectCoverage(groups: readonly FocusGroup[], tokens: ReadonlySet<string>): number {
  const subject = groups.filter((g) => g.subject && !g.missing);
  if (!subject.length) return 1;
  const named = (g: FocusGroup) => [...g.names].some((n) => tokens.has(n)) || g.phrases.some((p) => p.every((w) => tokens.has(w)));
  return subject.filter(named).length / subject.length;
}
