/*
 * Table-of-contents detection: a listed section must not also become a section of its own. Heuristic:
 * - a heading line with a dot leader to a page number ("Section 3 ..... 4") is a contents entry;
 * - otherwise only headings with no body (nothing but their caption, blank lines, bare page numbers or column headers such as
 *   "Section Number" before the next heading) are suspects, grouped into runs of consecutive bodiless headings;
 * - a bodiless section heading is a contents entry when a later section heading has the same number, or when its
 *   run holds 3 or more section headings (a list of headings with no text between them);
 * - a bodiless container heading (chapter, article…) is a contents entry only when its run holds another container
 *   of its type and a later heading repeats its type and number: containers are bodiless by nature ("CHAPTER 7."
 *   followed straight by "Subchapter I."), and numbers like "Subchapter I" recur in every chapter.
 * A dropped heading stays in the text, as part of whatever precedes it (usually the document's front matter).
 */
import { captionLinesAfter, hasDotLeader, isNoiseLine, type HeadingMatch } from './heading-patterns';

/** A heading found on line `line` of the document's line list. */
export type HeadingCandidate = { line: number; match: HeadingMatch };

/** Captions longer than this are taken for run-in body text. */
const MAX_CAPTION = 100;

/** Returns the heading candidates without table-of-contents entries and headings repeated just before the real one. */
export function dropTableOfContents(candidates: HeadingCandidate[], lines: readonly string[]): HeadingCandidate[] {
  const n = candidates.length;
  const bodiless = candidates.map((c, k) => {
    const end = k + 1 < n ? candidates[k + 1].line : lines.length;
    // A caption on the line after a bare designator ("Section 3." ⏎ "Definitions.") belongs to the heading.
    const from = c.line + 1 + (c.match.rest.trim() ? 0 : captionLinesAfter(lines, c.line, end));
    for (let i = from; i < end; i++) if (!isNoiseLine(lines[i])) return false;
    // A long run-in text ("Section 2. This ordinance takes effect on …") is body, not a listed caption.
    return c.match.rest.length <= MAX_CAPTION;
  });

  // Last position of each type+number, to know whether a heading recurs further on.
  const lastSeen = new Map<string, number>();
  candidates.forEach((c, k) => lastSeen.set(`${c.match.type} ${c.match.number}`, k));

  const drop = new Array<boolean>(n).fill(false);
  let k = 0;
  while (k < n) {
    if (!bodiless[k]) {
      if (hasDotLeader(lines[candidates[k].line])) drop[k] = true;
      k++;
      continue;
    }
    let runEnd = k;
    while (runEnd + 1 < n && bodiless[runEnd + 1]) runEnd++;
    const typeCounts = new Map<string, number>();
    for (let j = k; j <= runEnd; j++) typeCounts.set(candidates[j].match.type, (typeCounts.get(candidates[j].match.type) ?? 0) + 1);
    for (let j = k; j <= runEnd; j++) {
      const { type, number } = candidates[j].match;
      const recurs = (lastSeen.get(`${type} ${number}`) ?? j) > j;
      const sameType = typeCounts.get(type) ?? 0;
      if (hasDotLeader(lines[candidates[j].line])) drop[j] = true;
      else if (type === 'section') drop[j] = recurs || sameType >= 3;
      else drop[j] = recurs && sameType >= 2;
    }
    k = runEnd + 1;
  }
  return candidates.filter((_, i) => !drop[i]);
}
