/*
 * Learns which words municipal law uses together, from the codes of many cities: a section's caption ("Keeping of
 * fowl", "Poultry", "Chickens") predicts the words of its text, and two caption words whose sections use the same words
 * across cities name the same subject. Pure: the caller reads the files; the same input gives the same model.
 */
import { foldText, tokenizeWithSurface } from '../retrieve/tokenize';
import { splitCodeSections } from './sections';
import { type LearnedVocabularyData, type LearnedNeighbour } from './model';

/** Training knobs (defaults are the ones the committed model was trained with). */
export type TrainOptions = {
  /** Only the most frequent terms (by sections using them) are learned about (default 30,000). */
  maxTerms?: number;
  /** A term, a caption word or a caption/text pair must be seen in at least this many cities (default 3). */
  minCities?: number;
  /** A caption word needs at least this many sections (default 8). */
  minHeadingSections?: number;
  /** A caption/text pair needs at least this many sections (default 4). */
  minPairSections?: number;
  /** Words a caption predicts that form its profile (default 150). */
  profileSize?: number;
  /** Neighbours kept per term in each list (default 10). */
  neighbours?: number;
  /** Least cosine for a similar caption word (default 0.12). */
  minSimilarity?: number;
};

const DEFAULTS: Required<TrainOptions> = {
  maxTerms: 30_000,
  minCities: 3,
  minHeadingSections: 8,
  minPairSections: 4,
  profileSize: 150,
  neighbours: 10,
  minSimilarity: 0.12,
};

const WORD = /(?:[a-z]\.){2,}|[a-z0-9]+(?:'[a-z]+)*(?:-[a-z0-9]+(?:'[a-z]+)*)*/g;

/**
 * Engine terms of a text as the index holds them (words and hyphenated compounds; numbers and citations left out).
 * Each distinct word is run through the engine's own tokenizer once (`cache`), which keeps hundreds of codes fast.
 */
function termsOf(text: string, cache: Map<string, readonly string[]>): string[] {
  const out = new Set<string>();
  for (const [word] of foldText(text).matchAll(WORD)) {
    let terms = cache.get(word);
    if (!terms) {
      terms = tokenizeWithSurface(word)
        .filter((t) => (t.kind === 'word' || t.kind === 'compound') && /^[a-z]{3,}$/.test(t.term))
        .map((t) => t.term);
      cache.set(word, terms);
    }
    for (const t of terms) out.add(t);
  }
  return [...out];
}

/** Accumulates cities' codes, then learns the vocabulary (`finish`). */
export class VocabularyTrainer {
  private readonly o: Required<TrainOptions>;
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private sectionDf: number[] = [];
  private cityDf: number[] = [];
  private lastCity: number[] = [];
  private readonly headings: Int32Array[] = [];
  private readonly bodies: Int32Array[] = [];
  private readonly sectionCity: number[] = [];
  private cities = 0;
  private readonly cache = new Map<string, readonly string[]>();

  constructor(options: TrainOptions = {}) {
    this.o = { ...DEFAULTS, ...options };
  }

  private idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(term, id);
      this.names.push(term);
      this.sectionDf.push(0);
      this.cityDf.push(0);
      this.lastCity.push(-1);
    }
    return id;
  }

  /** Adds one city's code (its text files, in a fixed order). */
  addCity(texts: readonly string[]): void {
    const city = this.cities++;
    for (const text of texts) {
      for (const section of splitCodeSections(text)) {
        const heading = termsOf(section.heading, this.cache).map((t) => this.idOf(t));
        const body = termsOf(section.body, this.cache).map((t) => this.idOf(t));
        if (!heading.length || body.length < 5) continue;
        for (const id of new Set([...heading, ...body])) {
          this.sectionDf[id]++;
          if (this.lastCity[id] !== city) {
            this.lastCity[id] = city;
            this.cityDf[id]++;
          }
        }
        this.headings.push(Int32Array.from(heading));
        this.bodies.push(Int32Array.from(body));
        this.sectionCity.push(city);
      }
    }
  }

  /** How many cities and sections were read. */
  get counts(): { cities: number; sections: number } {
    return { cities: this.cities, sections: this.headings.length };
  }

  /** Learns the model from everything added. */
  finish(): LearnedVocabularyData {
    const o = this.o;
    const order = this.names
      .map((_, id) => id)
      .filter((id) => this.cityDf[id] >= o.minCities)
      .sort((a, b) => this.sectionDf[b] - this.sectionDf[a] || (this.names[a] < this.names[b] ? -1 : 1))
      .slice(0, o.maxTerms);
    const inVocabulary = new Uint8Array(this.names.length);
    for (const id of order) inVocabulary[id] = 1;

    // Sections per caption word, per text word, and per (caption word, text word), with the cities each is seen in.
    const total = this.headings.length;
    const headingDf = new Map<number, number>();
    const headingCities = new Map<number, number>();
    const headingLast = new Map<number, number>();
    const bodyDf = new Int32Array(this.names.length);
    const pairs = new Map<number, Map<number, number>>();
    let pairCount = new Int32Array(1 << 20);
    let pairCities = new Int32Array(1 << 20);
    let pairLast = new Int32Array(1 << 20);
    let slots = 0;
    for (let s = 0; s < total; s++) {
      const city = this.sectionCity[s];
      const body = this.bodies[s].filter((id) => inVocabulary[id]);
      for (const b of body) bodyDf[b]++;
      for (const h of this.headings[s]) {
        if (!inVocabulary[h]) continue;
        headingDf.set(h, (headingDf.get(h) ?? 0) + 1);
        if (headingLast.get(h) !== city) {
          headingLast.set(h, city);
          headingCities.set(h, (headingCities.get(h) ?? 0) + 1);
        }
        let row = pairs.get(h);
        if (!row) pairs.set(h, (row = new Map()));
        for (const b of body) {
          let slot = row.get(b);
          if (slot === undefined) {
            slot = slots++;
            row.set(b, slot);
            if (slot >= pairCount.length) {
              const grow = (a: Int32Array) => {
                const next = new Int32Array(a.length * 2);
                next.set(a);
                return next;
              };
              pairCount = grow(pairCount);
              pairCities = grow(pairCities);
              pairLast = grow(pairLast);
            }
            pairLast[slot] = -1;
          }
          pairCount[slot]++;
          if (pairLast[slot] !== city) {
            pairLast[slot] = city;
            pairCities[slot]++;
          }
        }
      }
    }

    // What each caption word predicts: text words far more likely under it than anywhere (PMI, discounted when rare).
    const profiles = new Map<number, { b: number; w: number }[]>();
    const captions = [...pairs.keys()].filter((h) => (headingDf.get(h) ?? 0) >= o.minHeadingSections && (headingCities.get(h) ?? 0) >= o.minCities);
    captions.sort((a, b) => (this.names[a] < this.names[b] ? -1 : 1));
    for (const h of captions) {
      const nh = headingDf.get(h)!;
      const profile: { b: number; w: number }[] = [];
      for (const [b, slot] of pairs.get(h)!) {
        const n = pairCount[slot];
        if (n < o.minPairSections || pairCities[slot] < o.minCities) continue;
        const pmi = Math.log((n * total) / (nh * bodyDf[b]));
        if (pmi <= 0) continue;
        profile.push({ b, w: pmi * (n / (n + 3)) });
      }
      profile.sort((x, y) => y.w - x.w || (this.names[x.b] < this.names[y.b] ? -1 : 1));
      if (profile.length) profiles.set(h, profile.slice(0, o.profileSize));
    }

    // Caption words whose profiles agree (cosine) name the same subject.
    const norms = new Map<number, number>();
    const postings = new Map<number, { h: number; w: number }[]>();
    for (const [h, profile] of profiles) {
      norms.set(h, Math.sqrt(profile.reduce((s, p) => s + p.w * p.w, 0)));
      for (const p of profile) {
        let list = postings.get(p.b);
        if (!list) postings.set(p.b, (list = []));
        list.push({ h, w: p.w });
      }
    }
    const entries: LearnedVocabularyData['entries'] = [];
    const scores = new Float64Array(this.names.length);
    for (const h of captions) {
      const profile = profiles.get(h);
      if (!profile) continue;
      const touched: number[] = [];
      for (const p of profile) {
        for (const q of postings.get(p.b)!) {
          if (q.h === h) continue;
          if (scores[q.h] === 0) touched.push(q.h);
          scores[q.h] += p.w * q.w;
        }
      }
      const similar: LearnedNeighbour[] = [];
      for (const q of touched) {
        const cos = scores[q] / (norms.get(h)! * norms.get(q)!);
        scores[q] = 0;
        if (cos >= o.minSimilarity) similar.push({ term: this.names[q], weight: cos });
      }
      similar.sort((x, y) => y.weight - x.weight || (x.term < y.term ? -1 : 1));
      const top = profile[0].w;
      const predicts = profile
        .filter((p) => p.b !== h)
        .slice(0, o.neighbours)
        .map((p) => ({ term: this.names[p.b], weight: p.w / top }));
      entries.push({ term: this.names[h], similar: similar.slice(0, o.neighbours), predicts });
    }
    return { entries, cities: this.cities, sections: total };
  }
}

/** Trains on a list of cities' codes (each city's texts in a fixed order). */
export function trainVocabulary(cities: readonly (readonly string[])[], options: TrainOptions = {}): LearnedVocabularyData {
  const trainer = new VocabularyTrainer(options);
  for (const texts of cities) trainer.addCity(texts);
  return trainer.finish();
}
