/*
 * The scan: read each section's facts once, put them in buckets by what could clash (quantity kind, unit and rare
 * subject term; defined term; section number; the act an obligation is about), and compare only within a bucket —
 * so a whole code is scanned in one pass, and a scan around an answer compares its cited sections with the rest.
 */
import { compareDefinitions, definitionFacts, type DefinitionFact } from './detect-definitions';
import { compareObligations, obligationFacts, obligationKeys, type ObligationFact } from './detect-obligations';
import { compareQuantities, quantityFacts, quantityKeys, type QuantityFact } from './detect-quantities';
import { supersessionFindings } from './detect-supersession';
import { contentTerms, termReader, weightsFrom } from './similarity';
import { statementsOf } from './statements';
import type { ConflictFinding, ConflictSection, TermWeights } from './types';

/** Findings below this confidence are kept from users (the chat panel and the code health report). */
export const CONFLICT_THRESHOLD = 0.8;
// A bucket this large is keyed on a term too common to tell anything apart; its pairs are not compared.
const MAX_BUCKET = 400;

export type FindOptions = {
  /** Only pairs with at least one side among these section (chunk) ids; all pairs when absent. */
  focus?: ReadonlySet<number>;
  /** Term weights (rarer terms weigh more): the index's document frequencies; when absent, how many sections' facts use a term. */
  weights?: TermWeights;
  /** Keep findings at or above this confidence (default CONFLICT_THRESHOLD). */
  threshold?: number;
};

type Facts = { quantities: QuantityFact[]; definitions: DefinitionFact[]; obligations: ObligationFact[] };

/** Document frequencies of content terms over the given sections, as weights. */
export function weightsOf(sections: readonly ConflictSection[]): TermWeights {
  const df = new Map<string, number>();
  for (const s of sections) for (const t of contentTerms(s.content)) df.set(t, (df.get(t) ?? 0) + 1);
  return weightsFrom((t) => df.get(t) ?? 0, sections.length);
}

/** Weights from the facts alone (how many sections' facts use a term): cheap, for when the index's statistics are not at hand. */
function weightsOfFacts(facts: readonly Facts[]): TermWeights {
  const df = new Map<string, number>();
  for (const f of facts) {
    const terms = new Set<string>();
    for (const q of f.quantities) for (const t of q.full) terms.add(t);
    for (const d of f.definitions) for (const t of d.body) terms.add(t);
    for (const o of f.obligations) for (const t of [...o.actor, ...o.action]) terms.add(t);
    for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
  }
  return weightsFrom((t) => df.get(t) ?? 0, facts.length);
}

function factsOf(section: ConflictSection, read: ReturnType<typeof termReader>): Facts {
  const statements = statementsOf(section.content);
  return { quantities: quantityFacts(section, statements, read), definitions: definitionFacts(section, statements), obligations: obligationFacts(section, statements) };
}

/** Two facts from one section of one document are never compared: a section is read as one voice. */
function sameSection(a: ConflictSection, b: ConflictSection): boolean {
  if (a.documentId !== b.documentId) return false;
  return a.id === b.id || (a.sectionNumber !== null && a.sectionNumber === b.sectionNumber);
}

function comparePairs<F extends { section: ConflictSection }>(
  facts: F[],
  keysOf: (fact: F) => string[],
  compare: (a: F, b: F) => ConflictFinding | null,
  focus: ReadonlySet<number> | undefined,
  add: (finding: ConflictFinding) => void,
): void {
  const buckets = new Map<string, number[]>();
  facts.forEach((fact, i) => {
    for (const key of keysOf(fact)) {
      const list = buckets.get(key);
      if (list) list.push(i);
      else buckets.set(key, [i]);
    }
  });
  const seen = new Set<number>();
  for (const members of buckets.values()) {
    if (members.length < 2 || members.length > MAX_BUCKET) continue;
    for (let x = 0; x < members.length; x++) {
      for (let y = x + 1; y < members.length; y++) {
        const [i, j] = [members[x], members[y]];
        const pair = i * facts.length + j;
        if (seen.has(pair)) continue;
        seen.add(pair);
        const [a, b] = [facts[i], facts[j]];
        if (focus && !focus.has(a.section.id) && !focus.has(b.section.id)) continue;
        if (sameSection(a.section, b.section)) continue;
        const finding = compare(a, b);
        if (finding) add(finding);
      }
    }
  }
}

/** A scan fed in batches (so a long scan can report progress between them); `findings()` compares what was added. */
export type ConflictScan = {
  /** Reads the sections' facts (the costly part of a scan). */
  add(sections: readonly ConflictSection[]): void;
  /** Compares the facts of everything added, bucket by bucket; most confident first. */
  findings(): ConflictFinding[];
};

/** Starts a scan; see `findConflicts` for the options. */
export function createConflictScan(options: FindOptions = {}): ConflictScan {
  const read = termReader();
  const sections: ConflictSection[] = [];
  const facts: Facts[] = [];
  return {
    add(batch) {
      for (const section of batch) {
        sections.push(section);
        facts.push(factsOf(section, read));
      }
    },
    findings() {
      const weight = options.weights ?? weightsOfFacts(facts);
      const threshold = options.threshold ?? CONFLICT_THRESHOLD;
      const byKey = new Map<string, ConflictFinding>();
      const add = (f: ConflictFinding) => {
        const known = byKey.get(f.key);
        if (f.confidence >= threshold && (!known || known.confidence < f.confidence)) byKey.set(f.key, f);
      };
      comparePairs(facts.flatMap((f) => f.quantities), (f) => quantityKeys(f, weight), (a, b) => compareQuantities(a, b, weight), options.focus, add);
      comparePairs(facts.flatMap((f) => f.definitions), (f) => [f.term], (a, b) => compareDefinitions(a, b, weight), options.focus, add);
      comparePairs(facts.flatMap((f) => f.obligations), (f) => obligationKeys(f, weight), (a, b) => compareObligations(a, b, weight), options.focus, add);
      for (const finding of supersessionFindings(sections, options.focus)) add(finding);
      return [...byKey.values()].sort((a, b) => b.confidence - a.confidence || a.key.localeCompare(b.key));
    },
  };
}

/** Suspected contradictions among the sections (or between the focus sections and the rest), most confident first. */
export function findConflicts(sections: readonly ConflictSection[], options: FindOptions = {}): ConflictFinding[] {
  const scan = createConflictScan(options);
  scan.add(sections);
  return scan.findings();
}
