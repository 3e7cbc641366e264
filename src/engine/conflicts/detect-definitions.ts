/*
 * Conflicting definitions of one defined term: '"Tree" means …', 'the term "Board" means …', '“Tree” - Any standing
 * woody …', 'Sign—Any writing …' (in a definitions section). Two definitions clash when their scopes overlap — the
 * same section published in two documents, or one document's definitions for the same chapter (or the whole
 * document) — and their wording differs in substance. Definitions "for the purposes of this chapter" in different
 * chapters, or in different sections of different documents, govern different text and are not compared.
 */
import { tokenize } from '../retrieve';
import { findingKey, placeOf, quoteWithLead, sideOf } from './quotes';
import { contentTerms, overlap, type Scope, scopeOf, scopeUnitOf } from './similarity';
import type { Statement } from './statements';
import type { ConflictFinding, ConflictSection, TermWeights } from './types';

/** One definition: the term (its tokens joined), as printed, what it is defined as, and the scope it governs. */
export type DefinitionFact = {
  section: ConflictSection;
  term: string;
  printed: string;
  body: Set<string>;
  /** Whether the body stops without ending its sentence (cut by a page or chunk break). */
  truncated: boolean;
  scope: Scope;
  /** The unit the definition governs as named ('chapter', 'part', 'title'), and that unit's path in the citation. */
  unit: string | null;
  container: string | null;
  quote: string;
};

const QUOTED_TERM = String.raw`["“]([^"”\n]{1,80}?)[,.]?["”]`;
const MEANS = new RegExp(String.raw`^${QUOTED_TERM}(?:\s*(?:,|and|or)\s*["“][^"”\n]{1,80}["”])*\s+(?:shall\s+)?(?:means?|includes?|refers?\s+to|is\s+defined\s+as)\b[:,]?\s*(.*)$`, 'i');
const THE_TERM = new RegExp(String.raw`\bthe\s+term\s+${QUOTED_TERM}\s+(?:shall\s+)?(?:means?|includes?)\b[:,]?\s*(.*)$`, 'i');
const DASHED = new RegExp(String.raw`^${QUOTED_TERM}\s*[-–—:]\s*(.+)$`);
const EM_DASHED = /^([A-Z][A-Za-z’' -]{1,40}?)\s*[—–]\s*([A-Z].+)$/;
const DESIGNATION = /^(?:\[?\(?[A-Za-z0-9]{1,4}(?:-\d+)?[.)]\]?\s*)+/;
// Below this overlap (weighted by rarity) two bodies define the term differently; above, they are the same wording.
const SAME_WORDING = 0.8;

/** The citation path down to the named unit ('chapter' → 'Title 25 › Chapter 7'); null when the path has no such level. */
function containerOf(citation: string | null, unit: string | null): string | null {
  if (!citation || !unit) return null;
  const parts = citation.split('›').map((p) => p.trim());
  const at = parts.findIndex((p) => p.toLowerCase().startsWith(unit));
  return at >= 0 ? parts.slice(0, at + 1).join(' › ') : null;
}

/** The definitions a section states. */
export function definitionFacts(section: ConflictSection, statements: Statement[]): DefinitionFact[] {
  const inDefinitions = /definition/i.test(section.heading ?? '') || /definition/i.test(section.citation ?? '');
  const out: DefinitionFact[] = [];
  for (const statement of statements) {
    const text = statement.text.replace(DESIGNATION, '');
    const m = MEANS.exec(text) ?? THE_TERM.exec(text) ?? DASHED.exec(text) ?? (inDefinitions ? EM_DASHED.exec(text) : null);
    if (!m || !m[2] || m[2].length < 8) continue;
    const term = tokenize(m[1]).join(' ');
    if (!term) continue;
    const scopeText = [...statement.context, statement.text].join(' ');
    const unit = scopeUnitOf(scopeText);
    out.push({
      section,
      term,
      printed: m[1].trim(),
      body: contentTerms(m[2]),
      truncated: !/[.;:]["”)]*$/.test(m[2].trim()),
      scope: scopeOf(scopeText),
      unit,
      container: containerOf(section.citation, unit),
      quote: quoteWithLead(undefined, statement.quote, 0),
    });
  }
  return out;
}

/** How sure two definitions' scopes overlap: 0 when they govern different text. */
function scopeOverlap(a: DefinitionFact, b: DefinitionFact): number {
  const sameSection = a.section.sectionNumber !== null && a.section.sectionNumber === b.section.sectionNumber;
  // Different documents each define for themselves, unless they publish the same section.
  if (a.section.documentId !== b.section.documentId) return sameSection ? 0.92 : 0;
  // One document's definitions sections each govern their own chapter unless they say otherwise ("this title").
  if (a.scope === 'document' && b.scope === 'document' && a.unit === b.unit) return 0.85;
  if (a.scope === 'chapter' && a.unit === b.unit && a.container && a.container === b.container) return 0.85;
  return 0;
}

/** Whether `a` is `b` cut short: it stops mid-sentence and every word it has, `b` has too. */
function cutShort(a: DefinitionFact, b: DefinitionFact): boolean {
  return a.truncated && [...a.body].every((t) => b.body.has(t));
}

/** A finding when two definitions of one term with overlapping scope word it differently; else null. */
export function compareDefinitions(a: DefinitionFact, b: DefinitionFact, weight: TermWeights): ConflictFinding | null {
  if (a.term !== b.term) return null;
  const scope = scopeOverlap(a, b);
  if (scope === 0) return null;
  const same = overlap(a.body, b.body, weight);
  if (same >= SAME_WORDING || cutShort(a, b) || cutShort(b, a)) return null;
  const sides = [sideOf(a.section, a.quote), sideOf(b.section, b.quote)] as const;
  return {
    kind: 'definition',
    confidence: scope,
    key: findingKey('definition', sides[0], a.section.sectionNumber, sides[1], b.section.sectionNumber),
    explanation:
      a.section.documentId === b.section.documentId
        ? `"${a.printed}" is defined twice in ${a.section.documentName}, differently, for the same ${a.unit ?? 'text'}: ${placeOf(sides[0])} and ${placeOf(sides[1])}.`
        : `"${a.printed}" is defined differently in ${placeOf(sides[0])} and in ${placeOf(sides[1])}: the same section, published in two documents, words it differently.`,
    sides: [sides[0], sides[1]],
    newer: null,
  };
}
