/**
 * Heading recognisers for US codes and ordinances: container headings (TITLE 25., SUBTITLE E., CHAPTER 7.,
 * Subchapter III., Part A., ARTICLE IV, Division 3), section headings (§ 25-723., § [25-116.01]., §§ 25-101 to
 * 25-103., Sec. 4-12., Section 5., 17.24.040 Heading) and table-of-contents lines. Subsection designators live in
 * designators.ts. A heading must start its line (leading spaces allowed, since PDF text centres headings) and may
 * not read on as a sentence: "Chapter 7 of this title" or "Section 6-731.01 shall not apply" are body text.
 */

/** A container or section heading found at the start of a line. */
export type HeadingMatch = {
  /** Divisor type: 'volume' | 'title' | 'subtitle' | 'chapter' | 'subchapter' | 'part' | 'subpart' | 'article' | 'division' | 'subdivision' | 'appendix' | 'section'. */
  type: string;
  /** The designation without brackets: '25', 'E', 'III', '25-723', '25-116.01', '5', '17.24.040'. */
  number: string;
  /** Short citation label: 'Title 25', 'Subchapter III', '§ 25-723', 'Sec. 4-12', 'Section 5', '17.24.040'. */
  label: string;
  /** The printed keyword and designation with its punctuation, e.g. '§ 25-723.' or 'Section 1:'. */
  prefix: string;
  /** Whatever follows the designation on the line, trimmed: a caption, or the start of the body for run-in headings. */
  rest: string;
};

type ContainerSpec = { type: string; keywords: string; word: string };

// Order matters only where one keyword starts another (SUBTITLE before TITLE is not needed: anchors differ).
const CONTAINERS: ContainerSpec[] = [
  { type: 'volume', keywords: 'VOLUME|Volume', word: 'Volume' },
  { type: 'title', keywords: 'TITLE|Title', word: 'Title' },
  { type: 'subtitle', keywords: 'SUBTITLE|Subtitle', word: 'Subtitle' },
  { type: 'chapter', keywords: 'CHAPTER|Chapter', word: 'Chapter' },
  { type: 'subchapter', keywords: 'SUBCHAPTER|Subchapter', word: 'Subchapter' },
  { type: 'part', keywords: 'PART|Part', word: 'Part' },
  { type: 'subpart', keywords: 'SUBPART|Subpart', word: 'Subpart' },
  { type: 'article', keywords: 'ARTICLE|Article|ART\\.|Art\\.', word: 'Article' },
  { type: 'division', keywords: 'DIVISION|Division', word: 'Division' },
  { type: 'subdivision', keywords: 'SUBDIVISION|Subdivision', word: 'Subdivision' },
  // Matter appended to an enactment: fee schedules, forms, maps. The label keeps the printed word.
  { type: 'appendix', keywords: 'APPENDIX|Appendix|EXHIBIT|Exhibit|ATTACHMENT|Attachment', word: '' },
];

/** Container designations: 25, 7A, 25A-i, 14.5, III, II-A, A, D-i. */
const CONTAINER_NUMBER = String.raw`\d+[A-Za-z]*(?:[-.]\d+[A-Za-z]*|-[A-Za-z]+)*|[IVXLCDM]+(?:-[A-Za-z0-9]+)?|[A-Z](?:-[A-Za-z0-9]+)?`;
/** Section designations: 25-723, 25-116.01, 47-2853.04a-1, 4-12, 5, 5.100, 17.24.040, IV. */
const SECTION_NUMBER = String.raw`\d+[A-Za-z]*(?:[-.:–]\d+[A-Za-z]*)*(?:-[A-Za-z]+)?|[IVXLCDM]+`;

const CONTAINER_RES = CONTAINERS.map((spec) => ({
  spec,
  re: new RegExp(String.raw`^(?:${spec.keywords})\s+(${CONTAINER_NUMBER})(?![\w])(.*)$`),
}));
const SECTION_SIGN = new RegExp(String.raw`^§\s*(\[)?(${SECTION_NUMBER})(\])?(?![\w])(.*)$`);
const SECTION_RANGE = new RegExp(String.raw`^§§\s*\[?(${SECTION_NUMBER})\]?\s*(?:to|through|thru|[-–—])\s*\[?(${SECTION_NUMBER})\]?(?![\w])(.*)$`);
const SEC_ABBREV = new RegExp(String.raw`^(Sec\.|SEC\.)\s*(${SECTION_NUMBER})(?![\w])(.*)$`);
const SECTION_WORD = new RegExp(String.raw`^(Section|SECTION)\s+(${SECTION_NUMBER})(?![\w])(.*)$`);
const DOTTED = /^(\d+(?:\.\d+){2,}[A-Za-z]?)(?![\w.])(.*)$/;

/** Words a wrapped sentence can break after, so that a next line starting "Section 7. …" is not a heading. */
const CONTINUES = /(?:[,§–-]|\b(?:in|of|to|under|by|and|or|per|see|with|from|at|on|for|the|a|an|than|within|pursuant|including|except|between|into|upon|that|this)\b)$/i;
/** A list item's own ending ("…; and"), which ends the line rather than continuing it. */
const LIST_ITEM_END = /[;:]\s*(?:and|or)$/i;

/**
 * Splits what follows a designation into the printed separator and the rest, or returns null when the line reads
 * on as a sentence (a lower-case word, a comma, an opening parenthesis after a bare number…).
 */
function splitTail(tail: string, requireRest: boolean): { sep: string; rest: string } | null {
  const punct = /^(\s*[.:]|\s+[-–—](?=\s|$))\s*(.*)$/.exec(tail);
  let sep: string;
  let rest: string;
  if (punct) {
    sep = punct[1];
    rest = punct[2];
  } else if (/^\s*$/.test(tail)) {
    sep = '';
    rest = '';
  } else if (/^\s+\S/.test(tail)) {
    sep = '';
    rest = tail.trim();
    // Without punctuation the designation must be followed by something that can start a caption.
    if (/^[\d(]/.test(rest)) return null;
  } else {
    return null;
  }
  rest = rest.trim();
  if (requireRest && !rest) return null;
  if (rest && !startsCaption(rest)) return null;
  return { sep: sep.trim(), rest };
}

/** Whether text can open a caption or a sentence: not a lower-case word and not trailing punctuation. */
function startsCaption(rest: string): boolean {
  if (/^[a-z]/.test(rest)) return false;
  if (/^[,;)\]]/.test(rest)) return false;
  return true;
}

/** The heading a line starts with, or null when it is body text (cross-references, wrapped sentences, lower case). */
export function matchHeading(line: string): HeadingMatch | null {
  const text = line.trim();
  if (!text) return null;
  const first = text.charCodeAt(0);
  // Cheap gate: every heading starts with '§', a digit or an upper-case letter.
  if (text[0] !== '§' && !(first >= 48 && first <= 57) && !(first >= 65 && first <= 90)) return null;

  if (text[0] === '§') {
    const range = SECTION_RANGE.exec(text);
    if (range) {
      const tail = splitTail(range[3], false);
      if (!tail) return null;
      const number = `${range[1]} to ${range[2]}`;
      const prefix = text.slice(0, text.length - range[3].length) + tail.sep;
      return { type: 'section', number, label: `§§ ${number}`, prefix, rest: tail.rest };
    }
    const m = SECTION_SIGN.exec(text);
    if (!m || Boolean(m[1]) !== Boolean(m[3])) return null;
    const tail = splitTail(m[4], false);
    if (!tail) return null;
    const prefix = text.slice(0, text.length - m[4].length) + tail.sep;
    return { type: 'section', number: m[2], label: `§ ${m[2]}`, prefix, rest: tail.rest };
  }

  if (first >= 48 && first <= 57) {
    const m = DOTTED.exec(text);
    if (!m) return null;
    const tail = splitTail(m[2], true);
    if (!tail) return null;
    return { type: 'section', number: m[1], label: m[1], prefix: m[1] + tail.sep, rest: tail.rest };
  }

  for (const re of [SEC_ABBREV, SECTION_WORD]) {
    const m = re.exec(text);
    if (!m) continue;
    const tail = splitTail(m[3], false);
    if (!tail) return null;
    const word = m[1].startsWith('S') && m[1].length > 4 ? 'Section' : 'Sec.';
    const prefix = text.slice(0, text.length - m[3].length) + tail.sep;
    return { type: 'section', number: m[2], label: `${word} ${m[2]}`, prefix, rest: tail.rest };
  }

  for (const { spec, re } of CONTAINER_RES) {
    const m = re.exec(text);
    if (!m) continue;
    const tail = splitTail(m[2], false);
    if (!tail) return null;
    const prefix = text.slice(0, text.length - m[2].length) + tail.sep;
    const word = spec.word || capitalize(text.slice(0, text.indexOf(' ')));
    return { type: spec.type, number: m[1], label: `${word} ${m[1]}`, prefix, rest: tail.rest };
  }
  return null;
}

const capitalize = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** Whether a heading-looking line is really the continuation of the sentence on the line directly above it. */
export function continuesSentence(previousLine: string | undefined): boolean {
  if (previousLine === undefined) return false;
  const prev = previousLine.trimEnd();
  if (!prev) return false;
  if (LIST_ITEM_END.test(prev)) return false;
  return CONTINUES.test(prev);
}

/** The heading line `index` of `lines` starts, or null when it is body text or reads on from the sentence above it. */
export function headingAt(lines: readonly string[], index: number): HeadingMatch | null {
  const match = matchHeading(lines[index]);
  return match && !continuesSentence(lines[index - 1]) ? match : null;
}

// One pattern per grammar: an alternation would settle for 'II' of 'II-A' and never try the longer reading.
const KEYWORD_TAILS = [SECTION_NUMBER, CONTAINER_NUMBER].map((number) => new RegExp(String.raw`^\s*\[?(?:${number})\]?(?![\w])(.*)$`));

/**
 * Whether what follows a heading keyword on its line (a staff split rule such as "Chapter") reads as a heading:
 * nothing, or a designation and then a caption, punctuation or the line's end — not "Chapter 7 of this title".
 */
export function isHeadingTail(tail: string): boolean {
  if (!tail.trim()) return true;
  return KEYWORD_TAILS.some((re) => {
    const m = re.exec(tail);
    return m !== null && splitTail(m[1], false) !== null;
  });
}

/** Whether a line is a table-of-contents entry by its look alone: a dot leader running to a page number. */
export function hasDotLeader(line: string): boolean {
  return /(?:\.\s?){4,}\s*\d+\s*$|…{2,}\s*\d+\s*$/.test(line);
}

/** Whether a line carries no content of its own: blank, a bare page number, or a table-of-contents column header. */
export function isNoiseLine(line: string): boolean {
  const t = line.trim();
  if (!t) return true;
  if (/^(?:page\s+)?[-–—([]?\s*\d{1,4}\s*[-–—)\]]?(?:\s+of\s+\d{1,4})?$/i.test(t)) return true;
  return /^(?:(?:section|sec\.|number|no\.|page|title|chapter|article|contents|table of contents)\s*)+$/i.test(t);
}

const MINOR_WORDS = new Set('a an and as at by for from in into of on or the to under upon with without'.split(' '));

/**
 * Whether a line reads as a caption standing on its own ("Title.", "General Requirements.", "ENFORCEMENT"): at most 8
 * words, every word but the small ones capitalised, ending in a period or nothing, and no designator of its own.
 */
export function isCaptionLine(line: string): boolean {
  const t = line.trim();
  // A lone designator ("A.", "(1)", "IV.") opens a subsection, not a caption.
  if (!t || t.length > 70 || !/^[A-Z]/.test(t) || /[,;:!?]$/.test(t) || /^\(?[A-Za-z0-9]{1,4}[.)]$/.test(t) || matchHeading(t)) return false;
  const words = t.replace(/\.$/, '').split(/\s+/);
  if (words.length > 8 || words.some((w) => /\.$/.test(w))) return false;
  return words.every((w) => MINOR_WORDS.has(w.toLowerCase()) || /^[A-Z0-9“"'(&]/.test(w));
}

/**
 * After a heading line that holds only its designator ("Section 3."), how many lines its caption takes when the
 * caption stands on the next line, with at most one blank line between ("Section 3.⏎⏎Definitions."), as text taken
 * from a PDF or typed with one paragraph per line writes it; 0 when there is none. The caption must end its paragraph.
 */
export function captionLinesAfter(lines: readonly string[], index: number, end: number): number {
  let k = index + 1;
  if (k < end && !lines[k].trim()) k++;
  if (k >= end || !isCaptionLine(lines[k])) return 0;
  const after = lines[k + 1];
  if (k + 1 < end && after !== undefined && after.trim() && !/^\s*(?:\(|[A-Z0-9])/.test(after)) return 0;
  return k - index;
}

/** Whether a line opens a section's source-history parenthetical, e.g. "(May 3, 2001, D.C. Law 13-298, …)". */
export function isHistoryLine(line: string): boolean {
  return /^\((?:[A-Z][a-z]{2,8}\.?\s+\d{1,2},\s+\d{4}|Added|Enacted|Ord\.|Ords\.|Prior code|Code \d|Res\.)/.test(line.trimStart());
}
