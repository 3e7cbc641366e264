import { tokenize } from '../retrieve/tokenize';

/** A sentence of a section with where it starts in the section's content. */
export type Sentence = { text: string; index: number };

// Words every permit rule uses; they say nothing about which thing a rule is about.
const GENERIC = new Set(
  tokenize(
    'shall must may any all each every one following permit permits application applications applicant city ordinance code ' +
      'sec section sections subsection article division provision provisions chapter compliance comply allowed authorized except otherwise specifically ' +
      'constructed maintained erected placed located manner unlawful prohibited nuisance nuisances required require ' +
      'requirements include including foot feet square inch inches maximum minimum exceed exceeding least more less than ' +
      'within per total approved approval review subject provided provide information plan plans use used property lot ' +
      'remove removal removed install installation new existing proposed work',
  ),
);

/** The content words of a text (stemmed, stopwords and rule words dropped), for matching a rule with an application. */
export function keyTerms(text: string, extraGeneric: Iterable<string> = []): Set<string> {
  const skip = new Set([...GENERIC, ...extraGeneric]);
  return new Set(tokenize(text).filter((t) => !skip.has(t) && !/^\d/.test(t) && !t.startsWith('_') && t.length > 1));
}

/** How many of `terms` occur in `among`. */
export function overlap(terms: Set<string>, among: Set<string>): number {
  let n = 0;
  for (const t of terms) if (among.has(t)) n++;
  return n;
}

/** Splits a section's content into sentences and list items, keeping their offsets so quotes stay verbatim. */
export function sentencesOf(content: string): Sentence[] {
  const out: Sentence[] = [];
  const boundary = /(?<=[.;:!?])\s+(?=["“(]?[A-Z0-9(])|\n\s*(?=\(?(?:[A-Za-z]|\d{1,2}|[ivx]{1,4})[.)]\s)|\n\s*\n/g;
  let start = 0;
  for (const m of content.matchAll(boundary)) {
    push(content, start, m.index, out);
    start = m.index + m[0].length;
  }
  push(content, start, content.length, out);
  return out;
}

function push(content: string, from: number, to: number, out: Sentence[]): void {
  const raw = content.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  // Abbreviations, section numbers ('Sec. 4', 'No. 81') and list markers ('1.  The type …') end no sentence: join them to the next.
  const prev = out[out.length - 1];
  if (prev && /(?:\b(?:no|sec|nos|st|inc|e\.g|i\.e|ft|sq)\.|\b[A-Z]\.|^\d{1,3}\.|^[ivx]{1,4}\.)$/i.test(prev.text) && prev.text.length < 12) {
    prev.text = content.slice(prev.index, to).trim();
    return;
  }
  if (text.length > 1) out.push({ text, index: from + lead });
}

/** Collapses whitespace for display. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The section's name for a citation: its citation path or label, else its heading, else the document. */
export function sectionName(section: { citation: string | null; sectionLabel: string | null; heading: string | null; documentName: string }): string {
  return section.sectionLabel ?? section.citation ?? section.heading ?? section.documentName;
}
