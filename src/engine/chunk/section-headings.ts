/** The kinds of heading line the engine recognises in US municipal and state codes. */
export type HeadingKind = 'section' | 'decimal' | 'title' | 'subtitle' | 'chapter' | 'subchapter' | 'article' | 'part' | 'division';

/** A designation: 25-723, 4-12, 7A, 116.01, IV, XI-A, E, [25-116.01]. */
const DESIGNATION = String.raw`\[?(?:\d+[A-Za-z]*(?:[-–.:](?:\d+[A-Za-z]*|[A-Z]))*|[IVXLCDM]+(?:-[A-Z0-9]+)?|[A-Z](?:-\d+)?)\]?`;
/** What may follow a keyword's designation: end of line, punctuation, or a word that is not lower case (a title). */
const AFTER = String.raw`(?=\s*$|\s*[.:—–]|\s+-\s|\s+[^a-z\s(,;])`;

const KEYWORDS: [HeadingKind, string][] = [
  ['subtitle', 'SUBTITLE|Subtitle'],
  ['subchapter', 'SUBCHAPTER|Subchapter'],
  ['title', 'TITLE|Title'],
  ['chapter', 'CHAPTER|Chapter'],
  ['article', 'ARTICLE|Article|ART\\.|Art\\.'],
  ['part', 'PART|Part'],
  ['division', 'DIVISION|Division'],
  ['section', 'SECTION|Section|SEC\\.|Sec\\.'],
];

const PATTERNS: [HeadingKind, RegExp][] = [
  // § 25-723. Hours of sale…  /  § [25-116.01]. …  /  § 5.100 Tree Cutting — a section sign needs a title after it.
  ['section', new RegExp(String.raw`^§§?\s*\[?\d+[A-Za-z]*(?:[-–.:]\d+[A-Za-z]*)*\]?(?:\.\s+\S|\s+[A-Z[“"])`)],
  ...KEYWORDS.map(([kind, words]): [HeadingKind, RegExp] => [kind, new RegExp(String.raw`^(?:${words})\s*${DESIGNATION}${AFTER}`)]),
  // 17.24.040 Definitions.
  ['decimal', /^\d+(?:\.\d+){2,}(?=\s+[A-Z]|\.\s+[A-Z]|\s*$)/],
];

/** Words a wrapped sentence can break after, so that the next line starting "Section 7. …" is not a heading. */
const CONTINUES = /(?:[,§–-]|\b(?:in|of|to|under|by|and|or|per|see|with|from|at|on|for|the|a|an|than|within|pursuant|including|under)\b)$/i;

/** The kind of heading a line starts with (leading spaces ignored), or null when it is body text. */
export function matchHeading(line: string): HeadingKind | null {
  const text = line.trimStart();
  if (!text) return null;
  const first = text[0];
  // Cheap first-character gate: most lines are body text.
  if (first !== '§' && !/[0-9A-Za-z]/.test(first)) return null;
  for (const [kind, re] of PATTERNS) if (re.test(text)) return kind;
  return null;
}

/** Whether a heading-looking line is really the continuation of the sentence on the line directly above it. */
export function continuesSentence(previousLine: string | undefined): boolean {
  return previousLine !== undefined && CONTINUES.test(previousLine.trimEnd());
}

/** Whether line `index` of `lines` is a section heading: a heading pattern at line start that does not continue the line above. */
export function isHeadingLine(lines: readonly string[], index: number): HeadingKind | null {
  const kind = matchHeading(lines[index]);
  if (!kind) return null;
  const prev = index > 0 ? lines[index - 1] : undefined;
  return prev && prev.trim() && continuesSentence(prev) ? null : kind;
}
