/*
 * The same measured thing stated with different values: two clauses whose words match (same subject, same condition —
 * weighted by rarity, context and lead-ins included), that state a quantity of the same kind, unit and bound at the
 * same place, with different values. Clauses limited to "this section" compare only with the same section elsewhere.
 */
import { type Quantity, describeQuantity, quantitiesOf } from './quantities';
import { endSentence, findingKey, placeOf, quoteWithLead, sideOf } from './quotes';
import { conditionClash, overlap, readTerms, type Scope, scopeOf, type TextTerms } from './similarity';
import type { Statement } from './statements';
import type { ConflictFinding, ConflictSection, TermWeights } from './types';

/** One quantity with what it is said of. */
export type QuantityFact = {
  section: ConflictSection;
  quantity: Quantity;
  /** Its place among the clause's quantities of the same kind and unit, and how many there are. */
  position: number;
  siblings: number;
  /** Terms of its own clause, and of the clause with its lead-ins and the section heading. */
  own: Set<string>;
  full: Set<string>;
  scope: Scope;
  /** The clause's other numbers and section references (besides this quantity): a different one is a different condition. */
  others: string;
  /** Section numbers the statement names (its lead-ins included). */
  refs: Set<string>;
  /** Where the statement stands in its section (designators, or a table row's label). */
  path: string[];
  quote: string;
};

const KIND_NOUN: Record<Quantity['kind'], string> = {
  money: 'amounts', clock: 'times', duration: 'periods of time', distance: 'distances', area: 'areas', percent: 'percentages', count: 'numbers',
};
// Below this many content terms a clause says too little to tell what its quantity measures.
const MIN_TERMS = 3;

/** The quantity facts of a section's statements. */
export function quantityFacts(section: ConflictSection, statements: Statement[], read: (text: string) => TextTerms = readTerms): QuantityFact[] {
  const out: QuantityFact[] = [];
  const heading = read(section.heading ?? '').terms;
  const frames = new Map<string, number>();
  for (const statement of statements) {
    // A statement without designators is placed by how many like it (numbers aside) come before it in the chunk.
    const frame = statement.text.replace(/\d[\d,.:]*/g, '#');
    const rank = frames.get(frame) ?? 0;
    frames.set(frame, rank + 1);
    const place = statement.path.length ? statement.path : [`~${rank}:${frame}`];
    for (const [clauseIndex, clause] of statement.clauses.entries()) {
      const quantities = quantitiesOf(clause);
      if (!quantities.length) continue;
      const own = read(clause);
      const context = statement.context.map((c) => read(c));
      // Section numbers anchor (see `anchored`) rather than describe: they are left out of the wording compared.
      const words = (t: TextTerms) => [...t.terms].filter((term) => !t.sections.has(term));
      const ownTerms = new Set(words(own));
      const full = new Set([...ownTerms, ...heading, ...context.flatMap(words)]);
      if (full.size < MIN_TERMS) continue;
      const scope = scopeOf([clause, ...statement.context].join(' '));
      const refs = new Set([...own.sections, ...context.flatMap((c) => [...c.sections])]);
      const lead = statement.context.at(-1);
      // A list item is quoted with the lead-in that says what it is for; so is a clause too short to say it itself.
      const needsLead = !statement.isTableRow && lead !== undefined && (/:$/.test(lead) || ownTerms.size < 6);
      for (const q of quantities) {
        const same = quantities.filter((x) => x.kind === q.kind && x.unit === q.unit);
        const quoteText = statement.isTableRow ? statement.quote : clause;
        out.push({
          section,
          quantity: q,
          position: same.indexOf(q),
          siblings: same.length,
          own: ownTerms,
          full,
          scope,
          others: otherNumbers(own.numbers, read(q.text).numbers),
          refs,
          path: [...place, `.${clauseIndex}`],
          quote: quoteWithLead(needsLead ? lead : undefined, quoteText, statement.isTableRow ? 0 : q.index),
        });
      }
    }
  }
  return out;
}

/** The clause's numbers without the quantity's own, as one string: a different one is a different condition. */
function otherNumbers(clause: string[], own: string[]): string {
  const rest = [...clause];
  for (const n of own) {
    const at = rest.indexOf(n);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest.sort().join(' ');
}

/**
 * Different sections are compared only when anchored to one another: one names the other's section. (Naming the same
 * third section is not enough: penalty sections for two offences both cite both offences.) Codes repeat template sentences ("proposed rules shall be submitted to the Council for a 45-day
 * period of review") in many acts with different numbers; without an anchor those are different subjects.
 */
function anchored(a: QuantityFact, b: QuantityFact): boolean {
  const [na, nb] = [a.section.sectionNumber, b.section.sectionNumber];
  if (na !== null && na === nb) return aligned(a.path, b.path);
  // Unnumbered parts of two documents under the same label ("Exhibit 1") are two versions of one part.
  if (na === null && nb === null) return a.section.citation !== null && a.section.citation === b.section.citation && aligned(a.path, b.path);
  return (nb !== null && a.refs.has(nb)) || (na !== null && b.refs.has(na));
}

/**
 * The same section published in two documents is two versions of one text: like is compared with like, so the
 * statements must stand at the same place — the same designator, under the same lead-ins where both show them.
 */
function aligned(a: string[], b: string[]): boolean {
  if (!a.length || !b.length) return true;
  if (a.at(-1) !== b.at(-1)) return false;
  const depth = Math.min(a.length, b.length);
  return a.slice(-depth).every((d, i) => d === b.slice(-depth)[i]);
}

/** The bucket keys a fact is compared under: kind, unit and bound with each of its two rarest clause terms. */
export function quantityKeys(fact: QuantityFact, weight: TermWeights): string[] {
  const q = fact.quantity;
  const rare = [...fact.own].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b)).slice(0, 2);
  return rare.map((t) => `${q.kind}|${q.unit}|${q.bound}|${t}`);
}

function scopesAllow(a: QuantityFact, b: QuantityFact): boolean {
  const narrow = (s: Scope) => s === 'section' || s === 'subsection';
  const sameSection = a.section.sectionNumber !== null && a.section.sectionNumber === b.section.sectionNumber;
  if (narrow(a.scope) || narrow(b.scope)) return sameSection;
  if (a.scope || b.scope) return sameSection || a.section.documentId === b.section.documentId;
  return true;
}

/** A finding when two quantity facts state different values for what reads as the same thing; else null. */
export function compareQuantities(a: QuantityFact, b: QuantityFact, weight: TermWeights): ConflictFinding | null {
  const [qa, qb] = [a.quantity, b.quantity];
  if (qa.kind !== qb.kind || qa.unit !== qb.unit || qa.bound !== qb.bound) return null;
  if (Math.abs(qa.value - qb.value) < 1e-9 * Math.max(1, Math.abs(qa.value))) return null;
  if (a.siblings !== b.siblings || a.position !== b.position || a.others !== b.others || !anchored(a, b)) return null;
  if (!scopesAllow(a, b) || conditionClash(a.full, b.full).length) return null;
  const ownSim = overlap(a.own, b.own, weight);
  const fullSim = overlap(a.full, b.full, weight);
  const confidence = Math.min(ownSim, 0.4 * ownSim + 0.6 * fullSim);
  if (confidence < 0.5) return null;
  const sides = [sideOf(a.section, a.quote), sideOf(b.section, b.quote)] as const;
  return {
    kind: 'quantity',
    confidence: Math.round(confidence * 100) / 100,
    key: findingKey('quantity', sides[0], a.section.sectionNumber, sides[1], b.section.sectionNumber),
    explanation: endSentence(
      `Different ${KIND_NOUN[qa.kind]} for what reads as the same thing: ${placeOf(sides[0])} says ${describeQuantity(qa)}, ` +
        `while ${placeOf(sides[1])} says ${describeQuantity(qb)}`,
    ),
    sides: [sides[0], sides[1]],
    newer: null,
  };
}
