/*
 * Section numbers misread by OCR. A scanned code's text layer prints 'Section 5.09Q' for 5.090 or 'Section 5.1OO' for
 * 5.100; a resident (or a test set) asks about Section 5.090, so the label must be the number the page shows. A letter
 * that OCR confuses with a digit (O, o, Q, D → 0; l, I, | → 1) is read as that digit when the repaired number takes the
 * shape most of the document's own section numbers have (5.090 among 5.010, 5.020 …).
 * A number with a real letter ('§ 6-751.05a', 'Section 4A') keeps it: its letter is not a confusable one, or the
 * repaired form does not take the document's shape. A letter between two digits of one run ('5.1O0') is not read as
 * a section number by the heading patterns at all, so it is not repaired here.
 */
import type { HeadingCandidate } from './table-of-contents';

const CONFUSABLE: Readonly<Record<string, string>> = { O: '0', o: '0', Q: '0', D: '0', l: '1', I: '1', '|': '1' };
const HAS_CONFUSABLE = /[OoQDlI|]/;

/** The shape of a numeric designator: its digit runs' lengths and separators ('5.090' → '1.3', '25-723' → '2-3'). */
export function numberShape(number: string): string | null {
  if (!/^\d+(?:[-.:–]\d+)*$/.test(number)) return null;
  return number.replace(/\d+/g, (run) => String(run.length));
}

/** The number with each OCR-confusable letter read as its digit. */
export function readConfusables(number: string): string {
  return number.replace(/[OoQDlI|]/g, (c) => CONFUSABLE[c]);
}

/** Section headings whose number OCR misread, repaired to the document's own numbering (see the file comment). */
export function repairOcrSectionNumbers(headings: readonly HeadingCandidate[]): HeadingCandidate[] {
  const sections = headings.filter((h) => h.match.type === 'section');
  const shapes = new Map<string, number>();
  let numeric = 0;
  for (const h of sections) {
    const shape = numberShape(h.match.number);
    if (!shape) continue;
    numeric++;
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }
  const [dominant, count] = [...shapes].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count < 2 || count * 2 < numeric) return [...headings];
  return headings.map((h) => {
    const { number } = h.match;
    if (h.match.type !== 'section' || !HAS_CONFUSABLE.test(number)) return h;
    const repaired = readConfusables(number);
    if (numberShape(repaired) !== dominant) return h;
    const swap = (text: string) => text.replace(number, repaired);
    return { ...h, match: { ...h.match, number: repaired, label: swap(h.match.label), prefix: swap(h.match.prefix) } };
  });
}
