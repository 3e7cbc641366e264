/*
 * What the database stores per chunk for the engine's scoring: body term frequencies and length, the heading's and
 * citation's tokens (weighted fields), the normalised section number (exact-match boost) and the terms the chunk
 * defines ('"Go-cup" means …', for definition questions).
 */
import { foldText, termFrequencies, tokenize } from './tokenize';

/** A chunk as the indexer hands it over: its text, its section heading, its citation path and section number. */
export type ChunkText = { content: string; heading?: string | null; citation?: string | null; sectionNumber?: string | null };

/** The per-chunk search data stored beside the chunk (all JSON-serialisable). */
export type PreparedChunk = {
  /** Term → count over the whole content (heading line included). */
  terms: Record<string, number>;
  /** Token count of the content: BM25's document length. */
  length: number;
  headingTerms: string[];
  citationTerms: string[];
  /** Normalised section number ('25-723'), or null for chunks outside a section. */
  sectionNumber: string | null;
  /** Each term the chunk defines, as its tokens joined by spaces ('gocup go cup' for "Go-cup" means …). */
  definedTerms: string[];
};

/** A prepared chunk with the id the caller knows it by. */
export type PreparedCandidate = PreparedChunk & { id: string };

/** Normalises a section designation for matching: lowercase, no brackets, no '§', no trailing period or subsection. */
export function normalizeSectionNumber(value: string): string {
  return foldText(value)
    .replace(/^\s*(?:§+|sec(?:tion)?s?\.?)\s*/, '')
    .replace(/[[\]\s]/g, '')
    .replace(/\(.*$/, '')
    .replace(/\.+$/, '');
}

// "Term" means …, "Term" and "Other" mean …, the term "Term" includes …, "Term" shall mean …
const DEFINITION = /"([^"\n]{1,80})"(?:\s*(?:,|and|or)\s*"[^"\n]{1,80}")*\s+(?:shall\s+)?(?:means?|includes?|refers? to)\b|\bthe terms?\s+"([^"\n]{1,80})"/g;
const QUOTED = /"([^"\n]{1,80})"/g;

/** The terms a text defines, each as its tokens joined by one space (the key definition questions are matched on). */
export function definedTermsOf(content: string): string[] {
  const folded = foldText(content);
  const found = new Set<string>();
  for (const m of folded.matchAll(DEFINITION)) {
    // Every quoted term of a '"A" and "B" mean' run is defined.
    for (const q of m[0].matchAll(QUOTED)) {
      const key = tokenize(q[1]).join(' ');
      if (key) found.add(key);
    }
  }
  return [...found];
}

/** Prepares a chunk for storage and scoring: term frequencies, length, field tokens, section number, defined terms. */
export function prepareChunk(chunk: ChunkText): PreparedChunk {
  const tokens = tokenize(chunk.content);
  return {
    terms: termFrequencies(tokens),
    length: tokens.length,
    headingTerms: tokenize(chunk.heading ?? ''),
    citationTerms: tokenize(chunk.citation ?? ''),
    sectionNumber: chunk.sectionNumber ? normalizeSectionNumber(chunk.sectionNumber) : null,
    definedTerms: definedTermsOf(chunk.content),
  };
}

/** The distinct terms of a prepared chunk over all its fields: what the document-frequency table counts it under. */
export function documentTerms(chunk: Pick<PreparedChunk, 'terms' | 'headingTerms' | 'citationTerms'>): string[] {
  return [...new Set([...Object.keys(chunk.terms), ...chunk.headingTerms, ...chunk.citationTerms])];
}
