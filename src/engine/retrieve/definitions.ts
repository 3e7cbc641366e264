/*
 * The definitions a code states, in the forms codes use: '"Go-cup" means …', 'the term "X" includes …',
 * '1. "Tree" - Any standing woody plant …', and, inside a definitions section, 'Sign—Any writing …',
 * 'Banner: A sign made of fabric …' or 'Height means …'. Each definition's body words are what the term means in
 * this code; the index keeps them so a question can be read in the code's own vocabulary.
 */
import { foldText, tokenize } from './tokenize';

/** One definition: the term as written, its key (its tokens joined by a space) and the defining text. */
export type Definition = { term: string; key: string; body: string };

/** The most defining text kept per definition (the first sentences say what the term is). */
const MAX_BODY_CHARS = 400;
/** A defined term is a short noun phrase. */
const MAX_TERM_WORDS = 6;

// Quoted anywhere: "Term" means / shall mean / includes / refers to; the term "Term" means.
const QUOTED_MEANS = /(?:the terms?\s+)?"([^"\n]{1,80})"((?:\s*(?:,|and|or)\s*"[^"\n]{1,80}")*)\s+(?:shall\s+)?(?:means?|includes?|refers? to|is defined as|has the meaning)\b/g;
const QUOTED_MEANS_AT = new RegExp(QUOTED_MEANS.source);
// At the start of a line (after a list marker): "Term" - body, "Term": body, "Term"— body.
const QUOTED_DASH = /^(?:\(?[0-9a-z]{1,3}[.)]\s+)?"([^"\n]{1,80})"\s*(?:[-\u2013\u2014:]|\.\s*[\u2013\u2014])\s*(\S.*)$/;
// Unquoted, at the start of a line, only inside a definitions section: Term—body, Term – body, Term: body, Term means body.
const BARE_TERM = /^(?:\(?[0-9a-z]{1,3}[.)]\s+)?([A-Z][A-Za-z'/()-]*(?:[ -][A-Za-z'/()-]+){0,5})\.?\s*(?:\u2014|\s[-\u2013]\s|:\s|\s+(?:means|shall mean|includes)\s)\s*(\S.*)$/;
const DEFINITIONS_CONTEXT = /\bdefinitions?\b|\bas used in this\b|\bfor (?:the )?purposes? of this\b|\bthe following (?:words|terms)\b|\bshall have the (?:following )?meanings?\b/i;

/** Whether a chunk is (part of) a definitions section, by its heading or its wording. */
export function isDefinitionsContext(text: string, heading?: string | null): boolean {
  return DEFINITIONS_CONTEXT.test(heading ?? '') || DEFINITIONS_CONTEXT.test(text.slice(0, 600));
}

function keyOf(term: string): string {
  return tokenize(term).join(' ');
}

function bodyOf(lines: readonly string[], from: number, first: string): string {
  let body = first.trim();
  for (let i = from + 1; i < lines.length && body.length < MAX_BODY_CHARS; i++) {
    const line = lines[i].trim();
    if (!line) break;
    if (QUOTED_DASH.test(line) || QUOTED_MEANS_AT.test(line)) break;
    body += ` ${line}`;
  }
  return body.slice(0, MAX_BODY_CHARS);
}

/** The definitions a chunk states; bare 'Term—body' lines count only in a definitions context (heading or wording). */
export function findDefinitions(content: string, heading?: string | null): Definition[] {
  const found = new Map<string, Definition>();
  const add = (term: string, body: string) => {
    const clean = term.trim().replace(/[.,]$/, '');
    const key = keyOf(clean);
    if (!key || clean.split(/\s+/).length > MAX_TERM_WORDS || found.has(key)) return;
    found.set(key, { term: clean, key, body });
  };
  const folded = foldText(content);
  const lines = folded.split('\n');
  const original = content.split('\n');
  const bare = isDefinitionsContext(content, heading);
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    const dash = QUOTED_DASH.exec(trimmed);
    if (dash) {
      add(dash[1], bodyOf(lines, i, dash[2]));
      return;
    }
    for (const m of trimmed.matchAll(QUOTED_MEANS)) {
      const after = trimmed.slice((m.index ?? 0) + m[0].length);
      // Every quoted term of a '"A" and "B" mean' run is defined by the same text.
      for (const q of `"${m[1]}"${m[2]}`.matchAll(/"([^"]+)"/g)) add(q[1], bodyOf(lines, i, after));
    }
    if (!bare) return;
    // Bare terms are read from the original text: a defined term starts with a capital letter.
    const m = BARE_TERM.exec((original[i] ?? '').trim());
    if (m && !/^(?:Section|Sec|Chapter|Article|Title|Part|Note|See|Except|Provided|The|This|A|An|No|Any|Each|Every|If|When|Where)\b/.test(m[1])) {
      add(foldText(m[1]), bodyOf(lines, i, foldText(m[2])));
    }
  });
  return [...found.values()];
}
