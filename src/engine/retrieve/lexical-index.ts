/*
 * A municipality's lexical index in memory: postings (term → chunks, with counts) in typed arrays, the small fields
 * scoring reads (heading, citation and chapter terms, section number, references), document frequencies, definitions
 * and the vocabulary's spellings. It answers everything retrieval asks before quoting — which words the code uses and
 * how often, how it spells them, what it defines, which chunks are worth scoring and how they score — without the
 * database, at any index size. Documents are added and removed one at a time (an upload re-indexes one document).
 */
import type { ChunkDefinition } from './prepare-chunk';
import type { DefinitionEntry, TermVariant } from './refine-plan';
import { idf, type CorpusStats } from './score';
import type { IndexRow } from './search';
import { maxSpellingDistance, singular } from './spelling';

/** What the index keeps of a chunk: everything scoring reads except the text (its terms go into the postings). */
export type LexicalRow = {
  id: string;
  documentId: string;
  sectionNumber: string | null;
  length: number;
  terms: Readonly<Record<string, number>>;
  headingTerms: readonly string[];
  citationTerms: readonly string[];
  contextTerms?: readonly string[];
  definedTerms?: readonly string[];
  references?: readonly string[];
};

/** A weighted term for candidate selection. */
export type CandidateTerm = { term: string; weight: number };

/** A section ranked by plain BM25 over whole sections: its key, its best chunk for the words, and its score. */
export type PlainSectionHit = { section: string; rowId: string; score: number };

const K1 = 1.2;
const B = 0.75;
/** In candidate selection a heading word counts as this many body occurrences (scoring weighs fields exactly). */
const HEADING_TF = 3;
// A posting's count packs the body count (low 12 bits) and whether the term is in the heading or citation (bit 12+).
const BODY_MASK = 0x0fff;
const FIELD_FLAG = 0x1000;
/** Terms whose best contribution is under this share of the query's best possible score do not select candidates. */
const MINOR_TERM_SHARE = 0.03;

/** One term's postings: chunk slots ascending and their packed counts, in growable typed arrays. */
class Postings {
  slots = new Int32Array(2);
  counts = new Uint16Array(2);
  size = 0;

  push(slot: number, count: number): void {
    if (this.size === this.slots.length) {
      const slots = new Int32Array(this.size * 2);
      slots.set(this.slots);
      this.slots = slots;
      const counts = new Uint16Array(this.size * 2);
      counts.set(this.counts);
      this.counts = counts;
    }
    this.slots[this.size] = slot;
    this.counts[this.size] = count;
    this.size++;
  }

  /** Drops the postings of dead slots; returns how many are left. */
  retain(alive: Uint8Array): number {
    let kept = 0;
    for (let i = 0; i < this.size; i++) {
      if (!alive[this.slots[i]]) continue;
      this.slots[kept] = this.slots[i];
      this.counts[kept] = this.counts[i];
      kept++;
    }
    this.size = kept;
    return kept;
  }

  /** The packed count of a slot (0 when absent), by binary search. */
  countOf(slot: number): number {
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const s = this.slots[mid];
      if (s === slot) return this.counts[mid];
      if (s < slot) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }
}

type Slot = Omit<IndexRow, 'terms' | 'definitions'>;

/** The in-memory lexical index of one municipality. */
export class LexicalIndex {
  private slots: (Slot | null)[] = [];
  private alive: Uint8Array<ArrayBuffer> = new Uint8Array(64);
  private readonly byId = new Map<string, number>();
  private readonly byDocument = new Map<string, number[]>();
  private readonly bySection = new Map<string, number[]>();
  private readonly postings = new Map<string, Postings>();
  private readonly definitionsByDocument = new Map<string, ChunkDefinition[]>();
  private trigrams: Map<string, string[]> | null = null;
  private definitionWords: Map<string, { documentId: string; definition: ChunkDefinition }[]> | null = null;
  private scores = new Float64Array(64);
  private liveCount = 0;
  private totalLength = 0;
  /** Each slot's unit for plain section BM25: its document and section, or the chunk alone when it has no section. */
  private unitOfSlot: (string | null)[] = [];
  /** Each live unit's length in tokens and chunk count. */
  private readonly units = new Map<string, { length: number; chunks: number }>();
  private unitLength = 0;

  /** The number of chunks indexed. */
  get size(): number {
    return this.liveCount;
  }

  /** The documents indexed. */
  documents(): string[] {
    return [...this.byDocument.keys()];
  }

  /** Adds a document's chunks and definitions (replacing what the index held for that document). */
  addDocument(documentId: string, rows: readonly LexicalRow[], definitions: readonly ChunkDefinition[] = []): void {
    this.removeDocument(documentId);
    const slots: number[] = [];
    for (const row of rows) {
      const slot = this.slots.length;
      this.slots.push({
        id: row.id,
        documentId,
        sectionNumber: row.sectionNumber,
        length: row.length,
        headingTerms: [...row.headingTerms],
        citationTerms: [...row.citationTerms],
        contextTerms: [...(row.contextTerms ?? [])],
        definedTerms: [...(row.definedTerms ?? [])],
        references: [...(row.references ?? [])],
      });
      if (slot >= this.alive.length) this.alive = grow(this.alive, slot + 1);
      this.alive[slot] = 1;
      this.byId.set(row.id, slot);
      slots.push(slot);
      const counts = new Map<string, number>();
      for (const [term, tf] of Object.entries(row.terms)) counts.set(term, Math.min(tf, BODY_MASK));
      for (const t of [...row.headingTerms, ...row.citationTerms]) counts.set(t, (counts.get(t) ?? 0) | FIELD_FLAG);
      for (const [term, count] of counts) {
        let p = this.postings.get(term);
        if (!p) this.postings.set(term, (p = new Postings()));
        p.push(slot, count);
      }
      if (row.sectionNumber) {
        const list = this.bySection.get(row.sectionNumber) ?? [];
        list.push(slot);
        this.bySection.set(row.sectionNumber, list);
      }
      const unit = row.sectionNumber ? `${documentId}\u0000${row.sectionNumber}` : `\u0001${row.id}`;
      this.unitOfSlot[slot] = unit;
      const u = this.units.get(unit) ?? { length: 0, chunks: 0 };
      u.length += row.length;
      u.chunks++;
      this.units.set(unit, u);
      this.unitLength += row.length;
      this.liveCount++;
      this.totalLength += row.length;
    }
    this.byDocument.set(documentId, slots);
    if (definitions.length) this.definitionsByDocument.set(documentId, [...definitions]);
    this.trigrams = null;
    this.definitionWords = null;
  }

  /** Removes a document's chunks and definitions (one pass over the postings). */
  removeDocument(documentId: string): void {
    const slots = this.byDocument.get(documentId);
    if (!slots) return;
    for (const slot of slots) {
      const s = this.slots[slot];
      if (!s) continue;
      this.alive[slot] = 0;
      this.byId.delete(s.id);
      if (s.sectionNumber) this.bySection.set(s.sectionNumber, (this.bySection.get(s.sectionNumber) ?? []).filter((x) => x !== slot));
      this.liveCount--;
      this.totalLength -= s.length;
      this.slots[slot] = null;
      const unit = this.unitOfSlot[slot];
      const u = unit ? this.units.get(unit) : undefined;
      if (unit && u) {
        u.length -= s.length;
        this.unitLength -= s.length;
        if (--u.chunks === 0) this.units.delete(unit);
      }
      this.unitOfSlot[slot] = null;
    }
    for (const [term, p] of this.postings) if (!p.retain(this.alive)) this.postings.delete(term);
    this.byDocument.delete(documentId);
    this.definitionsByDocument.delete(documentId);
    this.trigrams = null;
    this.definitionWords = null;
  }

  /** A term's document frequency: the chunks holding it in their text, heading or citation (0 when none). */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.size ?? 0;
  }

  /** N, average length, and the document frequency of each term asked about (absent terms are left out). */
  stats(terms: readonly string[]): CorpusStats {
    const df: Record<string, number> = {};
    for (const t of terms) {
      const d = this.documentFrequency(t);
      if (d) df[t] = d;
    }
    return { n: this.liveCount, avgLength: this.liveCount ? this.totalLength / this.liveCount : 0, df };
  }

  /**
   * The chunks most worth scoring, as rows whose `terms` hold the given terms' counts: those of the named sections,
   * then the best by a BM25 over the weighted terms (heading words counted as extra occurrences), within the allowed
   * documents.
   */
  candidates(terms: readonly CandidateTerm[], sections: readonly string[], limit: number, documents: ReadonlySet<string> | null = null, counted: readonly string[] = []): IndexRow[] {
    const n = Math.max(this.liveCount, 1);
    const avg = this.liveCount ? this.totalLength / this.liveCount : 1;
    const ok = (slot: number) => this.alive[slot] === 1 && (!documents || documents.has(this.slots[slot]!.documentId));
    if (this.scores.length < this.slots.length) this.scores = new Float64Array(this.slots.length * 2);
    const scores = this.scores;
    const touched: number[] = [];
    // A term that can add only a sliver of the best possible score (a very common word) is not worth its postings here.
    const weighted = terms
      .map(({ term, weight }) => ({ term, weight, p: this.postings.get(term) }))
      .filter((t): t is { term: string; weight: number; p: Postings } => !!t.p)
      .map((t) => ({ ...t, idf: Math.log(1 + (n - t.p.size + 0.5) / (t.p.size + 0.5)) }));
    const ceiling = weighted.reduce((sum, t) => sum + t.weight * t.idf, 0);
    for (const { weight, p, idf } of weighted) {
      if (weighted.length > 1 && weight * idf < MINOR_TERM_SHARE * ceiling) continue;
      for (let i = 0; i < p.size; i++) {
        const slot = p.slots[i];
        const count = p.counts[i];
        const tf = (count & BODY_MASK) + (count & FIELD_FLAG ? HEADING_TF : 0);
        const norm = 1 - B + (B * this.slots[slot]!.length) / avg;
        if (scores[slot] === 0) touched.push(slot);
        scores[slot] += weight * idf * ((tf * (K1 + 1)) / (tf + K1 * norm)) + 1e-9;
      }
    }
    const ranked = topSlots(touched.filter(ok), scores, limit);
    for (const slot of touched) scores[slot] = 0;
    const named: number[] = [];
    for (const s of sections) for (const slot of this.bySection.get(s) ?? []) if (ok(slot)) named.push(slot);
    const chosen = [...new Set([...named, ...ranked])];
    return this.rowsOf(chosen, [...new Set([...terms.map((t) => t.term), ...counted])]);
  }

  /**
   * Plain BM25 over whole sections (a section's chunks counted as one text; a chunk without a section as its own): the
   * question's words only, no vocabulary, no field weights beyond one occurrence for a heading word. The floor the
   * ranking is fused with (ADR 020), within the allowed documents, best first.
   */
  plainSections(terms: readonly string[], limit: number, documents: ReadonlySet<string> | null = null): PlainSectionHit[] {
    const n = Math.max(this.units.size, 1);
    const avg = this.units.size ? this.unitLength / this.units.size : 1;
    const scores = new Map<string, number>();
    // Which chunk stands for a section: the one where the words weigh most (IDF × count over its length).
    const slotWeight = new Map<number, number>();
    for (const term of new Set(terms)) {
      const p = this.postings.get(term);
      if (!p) continue;
      // The section's term frequency: its chunks' body counts, plus one when a heading or citation has the word.
      const tf = new Map<string, { body: number; field: boolean; allowed: boolean }>();
      const matched: number[] = [];
      for (let i = 0; i < p.size; i++) {
        const slot = p.slots[i];
        const s = this.slots[slot];
        const unit = this.unitOfSlot[slot];
        if (!s || !unit || this.alive[slot] !== 1) continue;
        const count = p.counts[i];
        const t = tf.get(unit) ?? { body: 0, field: false, allowed: false };
        t.body += count & BODY_MASK;
        t.field ||= (count & FIELD_FLAG) !== 0;
        if (!documents || documents.has(s.documentId)) {
          t.allowed = true;
          matched.push(i);
        }
        tf.set(unit, t);
      }
      const idfOf = idf(n, tf.size);
      for (const i of matched) {
        const slot = p.slots[i];
        const count = p.counts[i];
        const w = (idfOf * ((count & BODY_MASK) + (count & FIELD_FLAG ? 1 : 0))) / Math.max(1, this.slots[slot]!.length);
        slotWeight.set(slot, (slotWeight.get(slot) ?? 0) + w);
      }
      for (const [unit, t] of tf) {
        if (!t.allowed) continue;
        const f = t.body + (t.field ? 1 : 0);
        const norm = 1 - B + (B * (this.units.get(unit)?.length ?? avg)) / avg;
        scores.set(unit, (scores.get(unit) ?? 0) + idfOf * ((f * (K1 + 1)) / (f + K1 * norm)));
      }
    }
    const best = new Map<string, number>();
    for (const [slot, w] of slotWeight) {
      const unit = this.unitOfSlot[slot]!;
      const b = best.get(unit);
      if (b === undefined || w > slotWeight.get(b)! || (w === slotWeight.get(b)! && slot < b)) best.set(unit, slot);
    }
    return [...scores]
      .map(([unit, score]) => ({ section: unit, rowId: this.slots[best.get(unit)!]!.id, score }))
      .sort((a, b) => b.score - a.score || (a.section < b.section ? -1 : a.section > b.section ? 1 : 0))
      .slice(0, limit);
  }

  /** Rows by id (unknown ids skipped), their `terms` holding the given terms' counts. */
  rows(ids: readonly string[], terms: readonly string[]): IndexRow[] {
    return this.rowsOf(ids.map((id) => this.byId.get(id)).filter((s): s is number => s !== undefined), terms);
  }

  /** Adds the given terms' counts to rows this index made (for scoring them with more terms). */
  countTerms(rows: readonly IndexRow[], terms: readonly string[]): void {
    for (const term of terms) {
      const p = this.postings.get(term);
      if (!p) continue;
      for (const row of rows) {
        const slot = this.byId.get(row.id);
        const count = slot === undefined ? 0 : p.countOf(slot) & BODY_MASK;
        if (count) (row.terms as Record<string, number>)[term] = count;
      }
    }
  }

  private rowsOf(slots: readonly number[], terms: readonly string[]): IndexRow[] {
    const rows = slots.map((slot) => ({ ...this.slots[slot]!, terms: {} as Record<string, number>, definitions: [] }));
    this.countTerms(rows, terms);
    return rows;
  }

  /** The chunk ids of sections by number: in the given document when it has the section, else in any allowed one. */
  sectionIds(refs: readonly { documentId: string; number: string }[], documents: ReadonlySet<string> | null = null): string[] {
    const out = new Set<string>();
    for (const ref of refs) {
      const slots = (this.bySection.get(ref.number) ?? []).filter((s) => this.alive[s] === 1 && (!documents || documents.has(this.slots[s]!.documentId)));
      const same = slots.filter((s) => this.slots[s]!.documentId === ref.documentId);
      for (const s of same.length ? same : slots) out.add(this.slots[s]!.id);
    }
    return [...out];
  }

  /** The definitions whose genus (first defining word) is one of the words (one per defined term), within the allowed documents. */
  definitionsOf(words: readonly string[], documents: ReadonlySet<string> | null = null): DefinitionEntry[] {
    this.definitionWords ??= this.buildDefinitionWords();
    const found = new Map<string, DefinitionEntry>();
    for (const word of new Set(words.map(singular))) {
      for (const { documentId, definition } of this.definitionWords.get(word) ?? []) {
        if ((!documents || documents.has(documentId)) && !found.has(definition.key)) found.set(definition.key, definition);
      }
    }
    return [...found.values()];
  }

  /** Each definition genus → the definitions it opens (built on first use after a change). */
  private buildDefinitionWords(): Map<string, { documentId: string; definition: ChunkDefinition }[]> {
    const index = new Map<string, { documentId: string; definition: ChunkDefinition }[]>();
    for (const [documentId, list] of this.definitionsByDocument) {
      for (const definition of list) {
        if (!definition.genus) continue;
        const word = singular(definition.genus);
        const entries = index.get(word);
        if (entries) entries.push({ documentId, definition });
        else index.set(word, [{ documentId, definition }]);
      }
    }
    return index;
  }

  /** Index terms spelled like the given ones (sharing letter triples, within the distance their length allows). */
  variants(terms: readonly string[]): TermVariant[] {
    this.trigrams ??= this.buildTrigrams();
    const out: TermVariant[] = [];
    for (const term of terms) {
      const limit = maxSpellingDistance(term.length);
      if (!limit) continue;
      const grams = trigramsOf(term);
      const shared = new Map<string, number>();
      for (const g of grams) for (const other of this.trigrams.get(g) ?? []) shared.set(other, (shared.get(other) ?? 0) + 1);
      // An edit changes up to three triples; OCR confusions are half an edit, so allow twice as many edits.
      const need = Math.max(1, grams.length - 6 * limit);
      for (const [other, count] of shared) {
        if (other !== term && count >= need && Math.abs(other.length - term.length) <= limit) out.push({ term, variant: other, df: this.documentFrequency(other) });
      }
    }
    return out;
  }

  private buildTrigrams(): Map<string, string[]> {
    const index = new Map<string, string[]>();
    for (const term of this.postings.keys()) {
      if (!/^[a-z]{4,}$/.test(term)) continue;
      for (const g of trigramsOf(term)) {
        const list = index.get(g);
        if (list) list.push(term);
        else index.set(g, [term]);
      }
    }
    return index;
  }
}

/** The `limit` best slots by score, best first (ties by slot), without sorting them all: a bounded min-heap. */
function topSlots(slots: readonly number[], scores: Float64Array, limit: number): number[] {
  const better = (a: number, b: number) => scores[a] > scores[b] || (scores[a] === scores[b] && a < b);
  const heap: number[] = [];
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && better(heap[worst], heap[l])) worst = l;
      if (r < heap.length && better(heap[worst], heap[r])) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst], heap[i]];
      i = worst;
    }
  };
  for (const slot of slots) {
    if (heap.length < limit) {
      heap.push(slot);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!better(heap[parent], heap[i])) break;
        [heap[parent], heap[i]] = [heap[i], heap[parent]];
        i = parent;
      }
    } else if (limit > 0 && better(slot, heap[0])) {
      heap[0] = slot;
      down(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : 1));
}

function grow(array: Uint8Array<ArrayBuffer>, least: number): Uint8Array<ArrayBuffer> {
  const next = new Uint8Array(Math.max(least, array.length * 2));
  next.set(array);
  return next;
}

/** The letter triples of a word, padded so its first and last letters count ('#pe', 'per', …, 'it#'). */
function trigramsOf(word: string): string[] {
  const padded = `#${word}#`;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return [...new Set(out)];
}
