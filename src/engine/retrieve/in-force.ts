/*
 * The text in force. Cities amend by ordinance, so several documents can hold the same section number and a later one
 * may say it repeals or replaces an earlier one's text ("Section 5.100 of the Land Development Ordinance … is hereby
 * repealed and replaced"). Search keeps both, ranks the text in force first, and says that an older version exists.
 *
 * Only whole-text actions count (repeal, replace, repeal and replace): an amendment changes part of a section, so the
 * older text may still be partly in force. The rules match the conflict scan's supersession detector: an old text that
 * cites the acting enactment already incorporates it, and one whose own stamp is newer than the act's is left alone.
 */
import { compareEnactments, describeStamp, enactmentStamp, findSectionActions, readEnactment, type EnactmentStamp, type SectionActionKind } from '../enactment';

/** A statement, found in one document, that a section of another text is repealed or replaced. */
export type SectionRepeal = {
  /** The normalised section number acted on ('5.100', '25-725'). */
  number: string;
  action: Exclude<SectionActionKind, 'amend'>;
  /** For an override, the part it supersedes as the statement names it ('the Saturday and Sunday hours'). */
  part?: string | null;
  /** The acting chunk (its index row id), when known: an override brings it beside the section it supersedes. */
  rowId?: string | null;
  documentId: string;
  documentName: string;
  /** The acting document's own enactment ("Ordinance No. 89-2018 of 2018-06-11"), when it states one. */
  stamp: EnactmentStamp;
  statement: string;
};

/** A chunk that may state a repeal, with what its document states about its own enactment (its opening and closing text). */
export type ActingText = { documentId: string; documentName: string; content: string; documentEnds: string; rowId?: string };

// A cheap filter before the statement reader: the verbs it looks for (the index's query uses the same stems).
export const ACTING_WORDS = /\b(?:repeal|replac|supersed|rescind|overrid|notwithstanding|in lieu|instead of|amended to read)/i;

/** Every whole-text repeal or replacement the given chunks state, one per (section, acting document). */
export function findRepeals(texts: readonly ActingText[]): SectionRepeal[] {
  const out = new Map<string, SectionRepeal>();
  const stamps = new Map<string, EnactmentStamp>();
  for (const t of texts) {
    if (!ACTING_WORDS.test(t.content)) continue;
    for (const action of findSectionActions(t.content)) {
      if (action.action === 'amend') continue;
      let stamp = stamps.get(t.documentId);
      if (!stamp) stamps.set(t.documentId, (stamp = enactmentStamp(readEnactment(t.documentEnds))));
      for (const target of action.sections) {
        const key = `${target.number}\u0000${t.documentId}`;
        if (!out.has(key)) {
          out.set(key, { number: target.number, action: action.action, part: action.part ?? null, rowId: t.rowId ?? null, documentId: t.documentId, documentName: t.documentName, stamp, statement: action.statement });
        }
      }
    }
  }
  return [...out.values()];
}

/** A ranked hit as this step reads it: its document, the section it belongs to and its text. */
export type InForceHit = { documentId: string; sectionNumber: string | null; sectionLabel: string | null; documentName: string; content: string };

/** An older text of a section that another document repeals or replaces. */
export type OlderVersion = {
  sectionLabel: string;
  olderDocumentName: string;
  repeal: SectionRepeal;
  /** Why the acting text is the newer one ("of 2018, after 2004"), when the texts say. */
  reason: string | null;
};

/**
 * The repeal that makes a hit an older version, if any: another document repeals or replaces the hit's section, the
 * hit does not cite that enactment, and the hit's own stamp is not the newer one.
 */
function repealOf(hit: InForceHit, repeals: readonly SectionRepeal[], hitStamp: (hit: InForceHit) => EnactmentStamp): { repeal: SectionRepeal; reason: string | null } | null {
  if (!hit.sectionNumber) return null;
  for (const repeal of repeals) {
    if (repeal.number !== hit.sectionNumber || repeal.documentId === hit.documentId) continue;
    // Overriding a part leaves the rest of the section in force (`overridesOf`).
    if (repeal.action === 'override') continue;
    const own = repeal.stamp.number;
    if (own && readEnactment(hit.content).cited.some((n) => n.kind === own.kind && n.number === own.number)) continue;
    const newer = compareEnactments(repeal.stamp, hitStamp(hit));
    if (newer?.newer === 'b') continue;
    return { repeal, reason: newer?.reason ?? null };
  }
  return null;
}

/**
 * Ranks the text in force first: hits that are older versions of a section another document repeals or replaces keep
 * their order among themselves but follow every other hit. Returns the reordered hits and the older versions found.
 */
export function preferInForce<H extends InForceHit>(
  hits: readonly H[],
  repeals: readonly SectionRepeal[],
  hitStamp: (hit: H) => EnactmentStamp,
): { hits: H[]; older: OlderVersion[] } {
  if (!repeals.length) return { hits: [...hits], older: [] };
  const inForce: H[] = [];
  const superseded: H[] = [];
  const older = new Map<string, OlderVersion>();
  for (const hit of hits) {
    const found = repealOf(hit, repeals, hitStamp as (h: InForceHit) => EnactmentStamp);
    if (!found) {
      inForce.push(hit);
      continue;
    }
    superseded.push(hit);
    const key = `${hit.documentId}\u0000${hit.sectionNumber}`;
    if (!older.has(key)) older.set(key, { sectionLabel: hit.sectionLabel ?? `Section ${hit.sectionNumber}`, olderDocumentName: hit.documentName, ...found });
  }
  return { hits: [...inForce, ...superseded], older: [...older.values()] };
}

/**
 * The parts of hits' sections another document overrides ('supersedes the Saturday hours set by § 25-723'): for each,
 * the first hit of the section and the override. The hit stays in force for the rest; the overriding text goes before it.
 */
export function overridesOf<H extends InForceHit>(hits: readonly H[], repeals: readonly SectionRepeal[], hitStamp: (hit: H) => EnactmentStamp): { hit: H; older: OlderVersion }[] {
  const out: { hit: H; older: OlderVersion }[] = [];
  const seen = new Set<string>();
  for (const hit of hits) {
    if (!hit.sectionNumber) continue;
    for (const repeal of repeals) {
      if (repeal.action !== 'override' || repeal.number !== hit.sectionNumber || repeal.documentId === hit.documentId) continue;
      const key = `${hit.documentId}\u0000${hit.sectionNumber}\u0000${repeal.documentId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const newer = compareEnactments(repeal.stamp, hitStamp(hit));
      // A section text stamped newer than the override may already take it in.
      if (newer?.newer === 'b') continue;
      out.push({ hit, older: { sectionLabel: hit.sectionLabel ?? `Section ${hit.sectionNumber}`, olderDocumentName: hit.documentName, repeal, reason: newer?.reason ?? null } });
    }
  }
  return out;
}

const VERB: Record<SectionRepeal['action'], string> = { 'repeal-and-replace': 'repealed and replaced', repeal: 'repealed', replace: 'replaced', override: 'superseded in part' };

/** One sentence per older version, for the end of an answer that cites the section. */
export function olderVersionNote(older: OlderVersion): string {
  const stamp = describeStamp(older.repeal.stamp);
  const by = stamp ? `${older.repeal.documentName} (${stamp})` : older.repeal.documentName;
  if (older.repeal.action === 'override') {
    const part = older.repeal.part ? `${older.repeal.part} of ${older.sectionLabel}` : older.sectionLabel;
    return `Note: ${by} supersedes ${part} as published in ${older.olderDocumentName} ("${older.repeal.statement}"); this answer relies on the text in force.`;
  }
  const text = older.repeal.action === 'repeal' ? 'that text is no longer in force' : 'this answer relies on the text in force';
  return `Note: an older version of ${older.sectionLabel} is still published in ${older.olderDocumentName}; it was ${VERB[older.repeal.action]} by ${by}, so ${text}.`;
}

/**
 * The answer with a note for each older version of a section it cites (from whichever document): the reader learns
 * that another text of the section exists and which one is in force. Apologies are left as they are.
 */
export function withOlderVersionNotes<A extends { content: string; reasonings: string[]; apology: boolean }>(
  answer: A,
  citedSections: ReadonlySet<string>,
  older: readonly OlderVersion[],
  citedDocuments: ReadonlySet<string> = new Set(),
): A {
  if (answer.apology) return answer;
  // An override is noted when the answer cites either side: the section, or the text that supersedes part of it.
  const notes = older.filter((o) => citedSections.has(o.repeal.number) || (o.repeal.action === 'override' && citedDocuments.has(o.repeal.documentId))).map(olderVersionNote);
  if (!notes.length) return answer;
  return { ...answer, content: `${answer.content}\n\n${notes.join('\n')}`, reasonings: [...answer.reasonings, ...notes] };
}
