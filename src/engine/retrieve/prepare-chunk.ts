/*
 * What the database stores per chunk for the engine's scoring: body term frequencies and length, the heading's and
 * citation's tokens (weighted fields), the normalised section number (exact-match boost) and the terms the chunk
 * defines ('"Go-cup" means …', for definition questions).
 */
import { findDefinitions } from './definitions';
import { findReferences } from './references';
import { foldText, termFrequencies, tokenize } from './tokenize';

/**
 * A chunk as the indexer hands it over: its text, its section heading, its citation path and section number, and the
 * headings of the parts that contain it ('Chapter 7. Standards of Operation', 'Subchapter III. Hours; Noise…').
 */
export type ChunkText = { content: string; heading?: string | null; citation?: string | null; sectionNumber?: string | null; context?: string | null };

/**
 * A definition the chunk states, as the index keeps it: the term, its key, its genus (the defining text's first word
 * as written: 'landlord' in '"Housing provider" means a landlord, an owner …') and the distinct terms of its text.
 */
export type ChunkDefinition = { term: string; key: string; genus: string; bodyTerms: string[] };

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
  /** The terms of the headings of the parts containing the chunk (a weak field: what chapter it is in). */
  contextTerms: string[];
  /** The section numbers its text refers to ('25-104' for 'subject to § 25-104'), its own excluded. */
  references: string[];
  /** The definitions it states, with their defining text's terms. */
  definitions: ChunkDefinition[];
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

/** The terms a text defines, each as its tokens joined by one space (the key definition questions are matched on). */
export function definedTermsOf(content: string, heading?: string | null): string[] {
  return findDefinitions(content, heading).map((d) => d.key);
}

const DETERMINERS = new Set(['a', 'an', 'the', 'any', 'all', 'each', 'every', 'one', 'some', 'such', 'both', 'either', 'other']);
// Words that end the defining noun phrase: relative pronouns, prepositions, conjunctions.
const PHRASE_END = new Set(
  'that which who whom whose where when of in on for with by to from at as or and under within including without upon into than if unless'.split(' '),
);

const IRREGULAR_PARTICIPLES = new Set(
  'made built held kept known used done given taken shown set put paid sold found laid brought bought sent spent left lent meant run cut hung worn borne drawn grown thrown written ridden driven chosen'.split(' '),
);

/**
 * The genus of a defining text: the head word of its first noun phrase ('a landlord, an owner …' → 'landlord', 'a craft
 * distillery establishment for …' → 'establishment', 'a person licensed under …' → 'person'); '' when the text opens
 * with a number ('21 years of age') or has no noun phrase.
 */
export function genusOf(body: string): string {
  const words = foldText(body).match(/[a-z0-9][a-z0-9'-]*|[,;:.()]/g) ?? [];
  let head = '';
  for (const word of words.slice(0, 8)) {
    if (/^[,;:.()]$/.test(word) || PHRASE_END.has(word)) break;
    if (/^\d/.test(word)) return head ? head : '';
    if (!head && DETERMINERS.has(word)) continue;
    // A participle or adverb after a noun modifies it ('a person licensed under …', 'a sign made of …').
    if (head && (/(?:ed|ing|ly)$/.test(word) || IRREGULAR_PARTICIPLES.has(word))) break;
    head = word;
  }
  return head;
}

/** Prepares a chunk for storage and scoring: term frequencies, length, field tokens, section number, defined terms. */
export function prepareChunk(chunk: ChunkText): PreparedChunk {
  const tokens = tokenize(chunk.content);
  const sectionNumber = chunk.sectionNumber ? normalizeSectionNumber(chunk.sectionNumber) : null;
  const definitions = findDefinitions(chunk.content, chunk.heading).map((d) => ({
    term: d.term,
    key: d.key,
    genus: genusOf(d.body),
    bodyTerms: [...new Set(tokenize(d.body))].filter((t) => /^[a-z]/.test(t)),
  }));
  return {
    terms: termFrequencies(tokens),
    length: tokens.length,
    headingTerms: tokenize(chunk.heading ?? ''),
    citationTerms: tokenize(chunk.citation ?? ''),
    sectionNumber,
    definedTerms: definitions.map((d) => d.key),
    contextTerms: [...new Set(tokenize(chunk.context ?? ''))].filter((t) => /^[a-z]/.test(t)),
    references: findReferences(chunk.content, sectionNumber),
    definitions,
  };
}

/** The distinct terms of a prepared chunk over all its fields: what the document-frequency table counts it under. */
export function documentTerms(chunk: Pick<PreparedChunk, 'terms' | 'headingTerms' | 'citationTerms'>): string[] {
  return [...new Set([...Object.keys(chunk.terms), ...chunk.headingTerms, ...chunk.citationTerms])];
}
