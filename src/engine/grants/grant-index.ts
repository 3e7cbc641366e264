/*
 * The listings as a search index held in memory: per listing and term a field-weighted, length-normalised term
 * frequency (BM25F's pseudo-frequency, computed once at build time, so a query only saturates and sums), document
 * frequencies, the word sequences of the short fields for phrase matches, the folded word each term was read from
 * and each listing's categories, from which the ranking learns how the listings use words (see relatives.ts).
 */
import { idf } from '../retrieve';
import { analyze } from './analyze';
import { admitsLocalGovernment, type ApplicantGroup, applicantGroupsOf, ASSISTANCE_GROUPS, type AssistanceGroup, offersAssistance } from './applicants';
import type { GrantListing } from './listing';
import { PlainBm25 } from './plain-bm25';

/**
 * The fields of a listing the search reads, with how much an occurrence counts and how far length normalises it.
 * Every text field normalises as lightly (b 0.3): a program with a long, detailed objective is usually a major one,
 * and at b 0.75 a one-line objective that mentions the word once outranked it (measured in decision record 006).
 */
export const GRANT_FIELD_WEIGHTS = {
  title: { weight: 3, b: 0.3 },
  popularName: { weight: 2.5, b: 0.3 },
  categories: { weight: 1.5, b: 0.3 },
  objective: { weight: 1, b: 0.3 },
  applicants: { weight: 0.5, b: 0 },
  assistance: { weight: 0.5, b: 0 },
  agency: { weight: 0.5, b: 0 },
  beneficiaries: { weight: 0.3, b: 0 },
  authorities: { weight: 0.2, b: 0 },
} as const;
export type GrantSearchField = keyof typeof GRANT_FIELD_WEIGHTS;
const FIELDS = Object.keys(GRANT_FIELD_WEIGHTS) as GrantSearchField[];

/** How many listings `GrantIndex.buildInSlices` reads between pauses (about 10–40 ms of work on a quiet machine). */
export const BUILD_SLICE = 100;

/** One listing term's pseudo-frequency in one listing, and whether it occurs in the listing's name or categories. */
export type Posting = { doc: number; tf: number; named: boolean };

/** The fields that say what a program is, rather than describe it: a match there is strong evidence on its own. */
const NAMING_FIELDS: ReadonlySet<GrantSearchField> = new Set(['title', 'popularName', 'categories']);

/** What the index keeps per listing besides its postings. */
export type IndexedListing = {
  listing: GrantListing;
  /** Term sequences of the short fields and the objective, for phrase matches. */
  sequences: { field: GrantSearchField; terms: string[] }[];
  categories: number[];
  /** The distinct non-compound terms of the listing, as term ids (see `GrantIndex.termId`). */
  terms: Int32Array;
  /** The listing's agency as a small integer (for counting distinct agencies). */
  agencyId: number;
  applicantGroups: ApplicantGroup[];
  assistanceGroups: AssistanceGroup[];
  localEligible: boolean;
};

/** The text of each searchable field of a listing. */
export function fieldTexts(l: GrantListing): Record<GrantSearchField, string> {
  // A popular name that only repeats the title adds nothing but double counting.
  const popular = l.popularName && l.popularName.toLowerCase() !== l.title.toLowerCase() ? l.popularName : '';
  return {
    title: l.title,
    popularName: popular,
    categories: l.categories.join('; '),
    objective: l.objective ?? '',
    applicants: l.applicantTypes.join('; '),
    assistance: l.assistanceTypes.join('; '),
    agency: [l.agency, l.subAgency].filter(Boolean).join('; '),
    beneficiaries: l.beneficiaryTypes.join('; '),
    authorities: [...l.authorizations, l.rulesRegulations ?? ''].join('; '),
  };
}

/** An immutable in-memory index of Assistance Listings. */
export class GrantIndex {
  readonly docs: IndexedListing[] = [];
  readonly postings = new Map<string, Posting[]>();
  /** Category labels by id, and the listings in each. */
  readonly categoryNames: string[] = [];
  readonly categoryDocs: number[][] = [];
  /** Each category's share of all category assignments (a listing's categories share one unit between them). */
  readonly categoryShare: number[] = [];
  /** The most frequent folded word each term was read from ('firefight' ← 'firefighters'). */
  readonly surfaces = new Map<string, string>();
  /** Every folded word each term was read from ('bridg' ← bridges, bridge), for spelling correction. */
  readonly surfaceForms = new Map<string, string[]>();
  private readonly byNumber = new Map<string, number>();
  private readonly termIds = new Map<string, number>();
  /** Term names by id. */
  readonly termNames: string[] = [];
  /** Relatives and category affinities per term, worked out on first use (the index never changes). */
  readonly memo = new Map<string, unknown>();

  /** @param plain the listings as plain bags of words, for the BM25 baseline and floor (see plain-bm25.ts). */
  private constructor(readonly plain: PlainBm25) {}

  /** Builds the index over listings (a later listing with the same program number replaces an earlier one). */
  static build(listings: readonly GrantListing[]): GrantIndex {
    const steps = GrantIndex.buildInSlices(listings);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * The same build in slices: the generator pauses after every `BUILD_SLICE` listings, so a caller can let other work
   * run between slices (a server building the index in the background keeps answering requests), and returns the index.
   */
  static *buildInSlices(listings: readonly GrantListing[]): Generator<void, GrantIndex, void> {
    const unique = [...new Map(listings.map((l) => [l.programNumber, l])).values()];
    const analyzed: { listing: GrantListing; fields: Record<GrantSearchField, ReturnType<typeof analyze>> }[] = [];
    for (const l of unique) {
      const texts = fieldTexts(l);
      analyzed.push({ listing: l, fields: Object.fromEntries(FIELDS.map((f) => [f, analyze(texts[f])])) as Record<GrantSearchField, ReturnType<typeof analyze>> });
      if (analyzed.length % BUILD_SLICE === 0) yield;
    }
    const index = new GrantIndex(new PlainBm25(analyzed.map((a) => FIELDS.flatMap((f) => a.fields[f].map((t) => t.term)))));
    const avg = Object.fromEntries(FIELDS.map((f) => [f, Math.max(1, analyzed.reduce((s, a) => s + a.fields[f].length, 0) / Math.max(1, analyzed.length))])) as Record<GrantSearchField, number>;
    const surfaceCounts = new Map<string, Map<string, number>>();
    const categoryIds = new Map<string, number>();
    const agencyIds = new Map<string, number>();

    for (const [doc, { listing, fields }] of analyzed.entries()) {
      if (doc % BUILD_SLICE === BUILD_SLICE - 1) yield;
      const pseudo = new Map<string, number>();
      const named = new Set<string>();
      const compoundTerms = new Set<string>();
      for (const field of FIELDS) {
        const { weight, b } = GRANT_FIELD_WEIGHTS[field];
        const norm = 1 - b + (b * fields[field].length) / avg[field];
        for (const token of fields[field]) {
          pseudo.set(token.term, (pseudo.get(token.term) ?? 0) + weight / norm);
          if (NAMING_FIELDS.has(field)) named.add(token.term);
          if (token.compound) compoundTerms.add(token.term);
          else {
            const counts = surfaceCounts.get(token.term) ?? new Map<string, number>();
            counts.set(token.surface, (counts.get(token.surface) ?? 0) + 1);
            surfaceCounts.set(token.term, counts);
          }
        }
      }
      for (const [term, tf] of pseudo) {
        const list = index.postings.get(term) ?? [];
        list.push({ doc, tf, named: named.has(term) });
        index.postings.set(term, list);
      }
      const categories = listing.categories.map((c) => {
        let id = categoryIds.get(c);
        if (id === undefined) {
          id = index.categoryNames.length;
          categoryIds.set(c, id);
          index.categoryNames.push(c);
          index.categoryDocs.push([]);
        }
        index.categoryDocs[id].push(doc);
        return id;
      });
      index.byNumber.set(listing.programNumber, doc);
      index.docs.push({
        listing,
        sequences: (['title', 'popularName', 'objective'] as const).map((field) => ({ field, terms: fields[field].filter((t) => !t.compound).map((t) => t.term) })),
        categories,
        terms: Int32Array.from([...pseudo.keys()].filter((t) => !compoundTerms.has(t)).map((t) => index.internTerm(t))),
        agencyId: agencyIds.get(listing.agency ?? '') ?? agencyIds.set(listing.agency ?? '', agencyIds.size).get(listing.agency ?? '')!,
        applicantGroups: applicantGroupsOf(listing.applicantTypes),
        assistanceGroups: ASSISTANCE_GROUPS.filter((g) => offersAssistance(listing.assistanceTypes, g)),
        localEligible: admitsLocalGovernment(listing.applicantTypes),
      });
    }
    for (const [term, counts] of surfaceCounts) {
      const forms = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      index.surfaces.set(term, forms[0][0]);
      index.surfaceForms.set(term, forms.map((f) => f[0]));
    }
    const withCategories = index.docs.filter((d) => d.categories.length).length || 1;
    index.docs.forEach((d) => {
      for (const c of d.categories) index.categoryShare[c] = (index.categoryShare[c] ?? 0) + 1 / d.categories.length / withCategories;
    });
    return index;
  }

  private internTerm(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termNames.length;
      this.termIds.set(term, id);
      this.termNames.push(term);
    }
    return id;
  }

  /** Number of listings. */
  get size(): number {
    return this.docs.length;
  }

  /**
   * The postings of a term, or of a two-word phrase written 'a b' (the listings where the two terms stand side by side
   * in the title, popular name or objective, with the smaller of their pseudo-frequencies).
   */
  postingsOf(term: string): Posting[] {
    const space = term.indexOf(' ');
    if (space < 0) return this.postings.get(term) ?? [];
    const key = `ph:${term}`;
    const cached = this.memo.get(key) as Posting[] | undefined;
    if (cached) return cached;
    const [a, b] = [term.slice(0, space), term.slice(space + 1)];
    const second = new Map((this.postings.get(b) ?? []).map((p) => [p.doc, p]));
    const out: Posting[] = [];
    for (const p of this.postings.get(a) ?? []) {
      const q = second.get(p.doc);
      if (!q) continue;
      const side = this.docs[p.doc].sequences.filter((seq) => follows(seq.terms, a, b));
      if (side.length) out.push({ doc: p.doc, tf: Math.min(p.tf, q.tf), named: side.some((seq) => seq.field !== 'objective') });
    }
    this.memo.set(key, out);
    return out;
  }

  /** How many listings contain the term (or phrase, see `postingsOf`) in any field. */
  df(term: string): number {
    return this.postingsOf(term).length;
  }

  /** BM25's inverse document frequency of a term over the listings. */
  idf(term: string): number {
    return idf(this.size, this.df(term));
  }

  /** The listing's position in the index, or null. */
  docOf(programNumber: string): number | null {
    return this.byNumber.get(programNumber) ?? null;
  }

  /** The listings containing every one of the terms (intersection of postings). */
  docsWithAll(terms: readonly string[]): Set<number> {
    const lists = terms.map((t) => this.postings.get(t) ?? []).sort((a, b) => a.length - b.length);
    if (lists.length === 0 || lists[0].length === 0) return new Set();
    let docs = new Set(lists[0].map((p) => p.doc));
    for (const list of lists.slice(1)) {
      const next = new Set<number>();
      for (const p of list) if (docs.has(p.doc)) next.add(p.doc);
      docs = next;
    }
    return docs;
  }
}

/** Whether term b directly follows term a somewhere in the sequence. */
function follows(seq: readonly string[], a: string, b: string): boolean {
  for (let i = 0; i + 1 < seq.length; i++) if (seq[i] === a && seq[i + 1] === b) return true;
  return false;
}
