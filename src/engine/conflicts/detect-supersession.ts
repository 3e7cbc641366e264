/*
 * Supersession: a document says it repeals, replaces or amends a section while the old text of that section is still
 * indexed from another document. Both are named, and the newer one told by enactment date or number. An old text that
 * cites the acting enactment already incorporates it; an old text stamped newer than the act may be its codification:
 * both are left alone.
 */
import { compareEnactments, describeStamp, enactmentStamp, findSectionActions, readEnactment, type EnactmentStamp, type SectionAction } from '../enactment';
import { excerpt, findingKey, placeOf, sideOf } from './quotes';
import { squash } from './statements';
import type { ConflictFinding, ConflictSection } from './types';

const CONFIDENCE: Record<SectionAction['action'], number> = { 'repeal-and-replace': 0.95, repeal: 0.93, replace: 0.93, amend: 0.82, override: 0.88 };
/** How much less sure a 'notwithstanding' override is than one that says it supersedes (0.88 − 0.13: not shown). */
const NOTWITHSTANDING = 0.13;
// An old text that looks newer than the act that replaces it is probably the act's own codification.
const OLD_IS_NEWER = 0.5;
const VERB: Record<SectionAction['action'], string> = {
  'repeal-and-replace': 'repeals and replaces',
  repeal: 'repeals',
  replace: 'replaces',
  amend: 'amends',
  override: 'supersedes part of',
};

/**
 * A section's stamp: its document's own number and adoption or effective date, else what the section's own chunks state
 * (a codified section's history note closes its last chunk). A code's history notes belong to their sections, never
 * to the document as a whole.
 */
function stampOf(section: ConflictSection, chunks: readonly ConflictSection[]): EnactmentStamp {
  const own = section.documentEnactment;
  const text = enactmentStamp(readEnactment(chunks.map((c) => c.content).join('\n\n')));
  return { date: own?.adopted?.iso ?? own?.effective?.iso ?? text.date, number: own?.own ?? text.number };
}

function citesEnactment(section: ConflictSection, stamp: EnactmentStamp): boolean {
  if (!stamp.number) return false;
  const cited = readEnactment(section.content).cited;
  return cited.some((n) => n.kind === stamp.number?.kind && n.number === stamp.number.number);
}

/** Findings for every section that another document says it repeals, replaces or amends. */
export function supersessionFindings(sections: readonly ConflictSection[], focus?: ReadonlySet<number>): ConflictFinding[] {
  const byNumber = new Map<string, ConflictSection[]>();
  for (const s of sections) {
    if (!s.sectionNumber) continue;
    const list = byNumber.get(s.sectionNumber);
    if (list) list.push(s);
    else byNumber.set(s.sectionNumber, [s]);
  }
  const out: ConflictFinding[] = [];
  for (const acting of sections) {
    const actions = findSectionActions(acting.content);
    if (!actions.length) continue;
    const actingStamp = stampOf(acting, [acting]);
    for (const action of actions) {
      for (const target of action.sections) {
        // One finding per old document: its first chunk of the section stands for the section.
        const old = (byNumber.get(target.number) ?? []).filter((s) => s.documentId !== acting.documentId);
        const firstPerDocument = old.filter((s, i) => old.findIndex((o) => o.documentId === s.documentId) === i);
        for (const section of firstPerDocument) {
          if (focus && !focus.has(acting.id) && !old.some((s) => s.documentId === section.documentId && focus.has(s.id))) continue;
          if (citesEnactment(section, actingStamp)) continue;
          const oldStamp = stampOf(section, old.filter((s) => s.documentId === section.documentId));
          const newer = compareEnactments(actingStamp, oldStamp);
          // A title ("An ordinance amending § …") names the act; the enacting statement says it: prefer quoting the latter.
          const titleOnly = /\b(?:repealing|replacing|amending)\b/i.test(action.statement) && !/\bhereby\b/i.test(action.statement) ? 0.02 : 0;
          // 'Notwithstanding § …' is everyday drafting inside a consolidated code (a rule carving out another): raised only
          // below the shown threshold, unlike an act that says it supersedes or stands in lieu of the section's rule.
          const drafting = action.action === 'override' && /^notwithstanding\b/i.test(action.statement.replace(/^\(?[a-z0-9]{1,4}\)\s*/i, '')) ? NOTWITHSTANDING : 0;
          const confidence = (newer?.newer === 'b' ? OLD_IS_NEWER : CONFIDENCE[action.action]) - titleOnly - drafting;
          out.push(finding(acting, action, target.label, section, actingStamp, oldStamp, newer, confidence));
        }
      }
    }
  }
  return out;
}

function finding(
  acting: ConflictSection,
  action: SectionAction,
  targetLabel: string,
  old: ConflictSection,
  actingStamp: EnactmentStamp,
  oldStamp: EnactmentStamp,
  newer: ReturnType<typeof compareEnactments>,
  confidence: number,
): ConflictFinding {
  const a = sideOf(acting, excerpt(action.statement, 0), describeStamp(actingStamp));
  const b = sideOf(old, excerpt(squash(old.content), 0, 240), describeStamp(oldStamp));
  const actor = a.enactment ? `${acting.documentName} (${a.enactment})` : acting.documentName;
  const home = action.document ? ` of the ${action.document}` : '';
  const order = newer
    ? newer.newer === 'a'
      ? ` ${acting.documentName} is the newer text (${newer.reason}).`
      : ` Yet ${old.documentName} looks newer (${newer.reason}): it may already include the change.`
    : ' Neither text states enough to tell which is newer.';
  return {
    kind: 'supersession',
    confidence,
    // One finding per acting document, target and old document, whichever of its statements says it.
    key: findingKey('supersession', { ...a, quote: `${action.action} ${targetLabel}` }, 'act', { ...b, quote: '' }, old.sectionNumber),
    explanation:
      action.action === 'override' && action.part
        ? `${actor} supersedes ${action.part} of ${old.sectionLabel ?? targetLabel}${home}, but the earlier text of ${placeOf(b)} still states them.${order}`
        : `${actor} ${VERB[action.action]} ${targetLabel}${home}, but the earlier text of ${placeOf(b)} is still published.${order}`,
    sides: [a, b],
    newer: newer ? (newer.newer === 'a' ? 0 : 1) : null,
  };
}
