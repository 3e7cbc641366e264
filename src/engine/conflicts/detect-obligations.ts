/*
 * A requirement in one place and a prohibition of, or an exemption from, the same act in another, when both are
 * unconditional: "A licensee shall post …" against "A licensee shall not post …", "No person shall …", "It is unlawful
 * for … to …", "… is exempt from …", "… shall not be required to …". A clause (or its lead-in) with "unless",
 * "except", "if", "provided", "when", "subject to"… states a condition and is never compared.
 */
import { findingKey, placeOf, quoteWithLead, sideOf } from './quotes';
import { contentTerms, overlap } from './similarity';
import type { Statement } from './statements';
import type { ConflictFinding, ConflictSection, TermWeights } from './types';

export type Polarity = 'required' | 'prohibited' | 'exempt';

/** One unconditional obligation: who, what act, and whether it is required, prohibited or exempted. */
export type ObligationFact = { section: ConflictSection; polarity: Polarity; actor: Set<string>; action: Set<string>; quote: string };

const CONDITION = /\b(?:unless|except|excluding|if|provided|when|whenever|where|wherever|notwithstanding|subject\s+to|other\s+than|in\s+the\s+event|in\s+case|upon|only|pursuant|may|until|before|after|during|while|otherwise)\b/i;
const PATTERNS: { polarity: Polarity; re: RegExp; actor: number; action: number }[] = [
  { polarity: 'prohibited', re: /^no\s+(.{3,80}?)\s+(?:shall|may)\s+(?!not\b)(.{6,})$/i, actor: 1, action: 2 },
  { polarity: 'prohibited', re: /^it\s+(?:shall\s+be|is)\s+unlawful\s+for\s+(.{3,80}?)\s+to\s+(.{6,})$/i, actor: 1, action: 2 },
  { polarity: 'exempt', re: /^(.{3,80}?)\s+(?:shall\s+not\s+be|is\s+not|are\s+not)\s+required\s+to\s+(.{6,})$/i, actor: 1, action: 2 },
  { polarity: 'exempt', re: /^(.{3,80}?)\s+(?:is|are|shall\s+be)\s+exempt(?:ed)?\s+from\s+(?:the\s+requirements?\s+(?:of|to)\s+)?(.{6,})$/i, actor: 1, action: 2 },
  { polarity: 'prohibited', re: /^(.{3,80}?)\s+(?:shall|must|may)\s+not\s+(.{6,})$/i, actor: 1, action: 2 },
  { polarity: 'prohibited', re: /^(.{3,80}?)\s+(?:is|are)\s+prohibited\s+from\s+(.{6,})$/i, actor: 1, action: 2 },
  { polarity: 'required', re: /^(.{3,80}?)\s+(?:shall|must|is\s+required\s+to|are\s+required\s+to)\s+(?!not\b|be\s+(?:exempt|prohibited|unlawful)\b)(.{6,})$/i, actor: 1, action: 2 },
];
const DESIGNATION = /^(?:\[?\(?[A-Za-z0-9]{1,4}(?:-\d+)?[.)]\]?\s*)+/;
// Gerund and plain forms of one act ("posting" / "post") reduce to one stem; what is left must still overlap this much.
const SAME_ACTOR = 0.6;
const SAME_ACT = 0.75;

/** The unconditional obligations of a section's statements. */
export function obligationFacts(section: ConflictSection, statements: Statement[]): ObligationFact[] {
  const out: ObligationFact[] = [];
  for (const statement of statements) {
    if (statement.isTableRow || statement.context.some((c) => CONDITION.test(c))) continue;
    for (const clause of statement.clauses) {
      const text = clause.replace(DESIGNATION, '').replace(/[.;:]\s*(?:and|or)?\s*$/i, '');
      if (CONDITION.test(text)) continue;
      for (const p of PATTERNS) {
        const m = p.re.exec(text);
        if (!m) continue;
        const actor = contentTerms(m[p.actor]);
        const action = contentTerms(m[p.action]);
        if (actor.size && action.size >= 2) out.push({ section, polarity: p.polarity, actor, action, quote: quoteWithLead(undefined, clause, 0) });
        break;
      }
    }
  }
  return out;
}

/** Bucket keys: the two rarest terms of the act. */
export function obligationKeys(fact: ObligationFact, weight: TermWeights): string[] {
  return [...fact.action].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b)).slice(0, 2);
}

/** A finding when one side requires what the other prohibits or exempts from, for the same actor; else null. */
export function compareObligations(a: ObligationFact, b: ObligationFact, weight: TermWeights): ConflictFinding | null {
  if (a.polarity === b.polarity || (a.polarity !== 'required' && b.polarity !== 'required')) return null;
  const actor = overlap(a.actor, b.actor, weight);
  const act = overlap(a.action, b.action, weight);
  if (actor < SAME_ACTOR || act < SAME_ACT) return null;
  const sameSection = a.section.sectionNumber !== null && a.section.sectionNumber === b.section.sectionNumber;
  const confidence = Math.min(0.95, 0.5 * act + 0.3 * actor + (sameSection ? 0.15 : 0));
  const [req, other] = a.polarity === 'required' ? [a, b] : [b, a];
  const sides = [sideOf(req.section, req.quote), sideOf(other.section, other.quote)] as const;
  const verb = other.polarity === 'prohibited' ? 'prohibits' : 'exempts from';
  return {
    kind: 'requirement',
    confidence: Math.round(confidence * 100) / 100,
    key: findingKey('requirement', sides[0], req.section.sectionNumber, sides[1], other.section.sectionNumber),
    explanation: `${placeOf(sides[0])} requires an act that ${placeOf(sides[1])} ${verb}, and neither states a condition.`,
    sides: [sides[0], sides[1]],
    newer: null,
  };
}
