/*
 * Statements by which a text repeals, replaces or amends named sections: "Section 5.100 of the Rivergrove Land
 * Development Ordinance … is hereby repealed and replaced", "This act amends § 25-723", "An ordinance amending
 * Sections 4 and 6 of …". General over DC-style numbers (§ 25-723), decimal ones (5.100) and bare ones (Section 6).
 */
import { normalizeSectionNumber } from '../retrieve/prepare-chunk';
import { type EnactmentNumber, findEnactmentNumbers } from './enactment-numbers';

/** `override`: the text puts its own rule in place of part of a section ('supersedes the hours set by § 25-723', 'notwithstanding § 25-723'). */
export type SectionActionKind = 'repeal' | 'replace' | 'repeal-and-replace' | 'amend' | 'override';

/** A section a statement acts on: as printed ('§ 25-723(b)'), its normalised number ('25-723') and subsection. */
export type SectionTarget = { label: string; number: string; subsection: string | null };

/** One statement that repeals, replaces or amends sections. */
export type SectionAction = {
  action: SectionActionKind;
  sections: SectionTarget[];
  /** The code or ordinance the sections belong to, as the statement names it ("Rivergrove Land Development Ordinance"). */
  document: string | null;
  /** Enactment numbers cited beside the sections' home ("Attachment D to Ordinance #74-2004"). */
  documentEnactments: EnactmentNumber[];
  /** The sections' title when the statement gives one ('entitled "Tree Cutting"'). */
  heading: string | null;
  /** The statement, verbatim (whitespace collapsed). */
  statement: string;
  index: number;
  /** For an override, the part of the section it supersedes as the statement names it ('the Saturday and Sunday hours'). */
  part?: string | null;
};

const REF = String.raw`\[?\d+[A-Za-z]?(?:[-.:]\d+[A-Za-z]?)*\]?(?:\([A-Za-z0-9-]{1,5}\))*`;
const REF_LIST = new RegExp(
  String.raw`(?:§§?\s*|\bSections?\s+|\bSecs?\.\s*)(${REF}(?:\s*(?:,\s*(?:and\s+|or\s+)?|\band\b|\bor\b|\bthrough\b|\bto\b)\s*(?:§\s*)?${REF})*)`,
  'gi',
);
const SINGLE_REF = new RegExp(REF, 'g');
const PASSIVE = /\b(?:is|are|shall\s+be|be)\s+(?:hereby\s+)?(?:deleted\s+and\s+)?(repealed\s+and\s+(?:replaced|re-?enacted)|repealed|replaced|rescinded|superseded|amended\s+to\s+read|amended)\b/gi;
// A rule set elsewhere that this text supersedes or stands in place of: 'supersedes the Saturday hours set by section
// 25-723', 'in lieu of the fee established in § 47-2851.03'. The words between the verb and the section name the part.
const PARTIAL = /\b(supersedes?|superseding|overrides?|overriding|in\s+lieu\s+of|instead\s+of)\s+((?:[\w'’,-]+\s+){0,12}?)(?:set|established|provided|prescribed|fixed|specified|stated|imposed|required|contained|allowed|permitted)\s+(?:forth\s+)?(?:by|in|under)\s+(?=§|sec)/gi;
// 'Notwithstanding section 25-723 (or anything to the contrary in §…), …': this text's rule prevails over that section.
const NOTWITHSTANDING = /\bnotwithstanding\s+(?:the\s+provisions\s+of\s+|anything\s+(?:to\s+the\s+contrary\s+)?(?:contained\s+)?in\s+|any\s+provision\s+of\s+)?(?=§|sec)/gi;
const ACTIVE = /\b(repeals\s+and\s+replaces|repealing\s+and\s+replacing|repeals|repealing|replaces|replacing|rescinds|rescinding|supersedes|amends|amending)\b/gi;
// A subject naming sections only to qualify something else ("acts inconsistent with §§ 47-2902 to 47-2904").
const QUALIFIED = /\b(?:inconsistent|in\s+conflict|conflicting|contrary|except|other\s+than|notwithstanding|pursuant|under|as\s+provided)\b/i;
// A statement ends at . ; or : before a capital, a paragraph break, or a list designator; abbreviations do not end one.
const BOUNDARY = /(?<!\b(?:No|Nos|Sec|Secs|Ord|Res|St|Stat|[A-Z]))[.;:](?=\s+[A-Z(“"§[])|\n\s*\n/g;
// A leading designation of the text's own section ("Section 1. "), not a target when another section is named.
const OWN_LABEL = new RegExp(String.raw`^\s*(?:Section|Sec\.|§)\s*${REF}\.\s+`, 'i');

function kindOf(verb: string): SectionActionKind {
  const v = verb.toLowerCase().replace(/\s+/g, ' ');
  // 'Section 6 is hereby amended to read as follows': the whole text is replaced.
  if (v === 'amended to read') return 'replace';
  if (/repeal\w*\s+and/.test(v)) return 'repeal-and-replace';
  if (v.startsWith('repeal') || v.startsWith('rescind')) return 'repeal';
  if (v === 'override') return 'override';
  if (v.startsWith('replac') || v.startsWith('supersed')) return 'replace';
  return 'amend';
}

function targetsIn(text: string): { targets: SectionTarget[]; firstIndex: number; lastEnd: number } {
  const targets: SectionTarget[] = [];
  let firstIndex = -1;
  let lastEnd = 0;
  for (const m of text.matchAll(REF_LIST)) {
    if (firstIndex < 0) firstIndex = m.index;
    lastEnd = m.index + m[0].length;
    for (const r of m[1].matchAll(SINGLE_REF)) {
      const raw = r[0];
      const number = normalizeSectionNumber(raw);
      if (!number || targets.some((t) => t.number === number)) continue;
      const sub = /\(([A-Za-z0-9-]{1,5})\)/.exec(raw);
      targets.push({ label: m[0].startsWith('§') ? `§ ${raw}` : `Section ${raw}`, number, subsection: sub ? sub[1] : null });
    }
  }
  return { targets, firstIndex, lastEnd };
}

/** The code or ordinance named right after the sections ("of the Rivergrove Land Development Ordinance (…)"). */
function homeOf(after: string): { document: string | null; enactments: EnactmentNumber[]; heading: string | null } {
  const home = /^\s*,?\s*of\s+(?:the\s+)?([A-Z][\w'’.&-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z0-9][\w'’.&-]*){0,9})/.exec(after);
  const paren = /^[^()]{0,120}?\(([^()]{1,200})\)/.exec(after);
  const entitled = /\bentitled\s*,?\s*[“"]([^”"]{1,120})[”"]/i.exec(after.slice(0, 300));
  return {
    document: home ? home[1].replace(/[.,]+$/, '') : null,
    enactments: paren ? findEnactmentNumbers(paren[1]) : [],
    heading: entitled ? entitled[1].replace(/[.,)]+$/, '').trim() : null,
  };
}

function actionOf(verb: string, sections: SectionTarget[], afterTargets: string, statement: string, index: number): SectionAction {
  const home = homeOf(afterTargets);
  return {
    action: kindOf(verb),
    sections,
    document: home.document,
    documentEnactments: home.enactments,
    heading: home.heading,
    statement: statement.replace(/\s+/g, ' ').trim(),
    index,
  };
}

function statementBounds(text: string, at: number, boundaries: number[]): [number, number] {
  let start = 0;
  let end = text.length;
  for (const b of boundaries) {
    if (b < at) start = b;
    else {
      end = b;
      break;
    }
  }
  return [start, end];
}

/** Every statement in a text that repeals, replaces or amends named sections, in text order. */
export function findSectionActions(text: string): SectionAction[] {
  const boundaries = [...text.matchAll(BOUNDARY)].map((m) => m.index + 1);
  const out: SectionAction[] = [];
  const seen = new Set<string>();
  const add = (action: SectionAction) => {
    const key = `${action.index}:${action.sections.map((s) => s.number).join(',')}`;
    if (action.sections.length && !seen.has(key)) {
      seen.add(key);
      out.push(action);
    }
  };

  for (const m of text.matchAll(PASSIVE)) {
    const [start, end] = statementBounds(text, m.index, boundaries);
    let subject = text.slice(start, m.index);
    let offset = start;
    const label = OWN_LABEL.exec(subject);
    if (label && targetsIn(subject.slice(label[0].length)).targets.length) {
      subject = subject.slice(label[0].length);
      offset += label[0].length;
    }
    const { targets, firstIndex, lastEnd } = targetsIn(subject);
    if (!targets.length || firstIndex > 60 || QUALIFIED.test(subject.slice(0, firstIndex))) continue;
    add(actionOf(m[1], targets, subject.slice(lastEnd), text.slice(offset, end), offset + firstIndex));
  }

  // A partial supersession names its section right after the words naming the part ('… set by section 25-723').
  for (const m of [...text.matchAll(PARTIAL), ...text.matchAll(NOTWITHSTANDING)]) {
    const [start, end] = statementBounds(text, m.index, boundaries);
    const at = m.index + m[0].length;
    const { targets, firstIndex, lastEnd } = targetsIn(text.slice(at, end));
    if (!targets.length || firstIndex > 0) continue;
    const part = m[2]?.replace(/\s+/g, ' ').trim() ?? null;
    add({ ...actionOf('override', targets.slice(0, 1), text.slice(at + lastEnd, end), text.slice(start, end), at + firstIndex), part: part || null });
  }

  for (const m of text.matchAll(ACTIVE)) {
    const [start, end] = statementBounds(text, m.index, boundaries);
    const after = text.slice(m.index + m[0].length, end);
    const { targets, firstIndex, lastEnd } = targetsIn(after);
    if (!targets.length || firstIndex > 12) continue;
    add(actionOf(m[1], targets, after.slice(lastEnd), text.slice(start, end), m.index + m[0].length + firstIndex));
  }
  return out.sort((a, b) => a.index - b.index);
}
