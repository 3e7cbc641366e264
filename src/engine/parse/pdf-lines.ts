/** A positioned piece of text from a PDF page's text layer (PDF user space: y grows upwards). */
export type PositionedText = { str: string; x: number; y: number; width: number; height: number };

type Line = { y: number; height: number; startX: number; endX: number; text: string; /** Where each cell after a gap starts. */ cells: number[] };

// Items stay in content-stream order (reading order for these documents); a new line starts when the baseline
// moves by more than half the text height, and a blank line marks a gap well above the page's usual line spacing.
/**
 * Rebuilds a page's text lines from positioned text items. With `columnGaps`, a gap wider than about two characters
 * between two pieces of one line (a form's label and its value, a table's cells) becomes a tab.
 */
export function rebuildLines(items: PositionedText[], options: { columnGaps?: boolean } = {}): string {
  const lines: Line[] = [];
  let cur: Line | undefined;
  for (const item of items) {
    if (!item.str) continue;
    const height = item.height > 0 ? item.height : 10;
    const dy = cur ? Math.abs(item.y - cur.y) : Infinity;
    // A superscript or subscript (a footnote mark) sits off the baseline but carries on rightwards.
    const sameLine = cur && (dy <= 0.5 * Math.min(height, cur.height) || (dy <= 0.5 * Math.max(height, cur.height) && item.x >= cur.endX - 1));
    if (cur && sameLine) {
      const gap = item.x - cur.endX;
      // PDF.js fills the gap between two pieces of text with a whitespace item as wide as the gap.
      if (options.columnGaps && !item.str.trim() && item.width > 1.2 * cur.height && cur.text.trim()) {
        cur.text = `${cur.text.replace(/\s+$/, '')}\t`;
        cur.endX = item.x + item.width;
        continue;
      }
      if (options.columnGaps && gap > 1.2 * height && cur.text.trim() && item.str.trim()) cur.text = `${cur.text.replace(/\s+$/, '')}\t`;
      // Word-by-word PDFs omit spaces; a gap wider than ~a sixth of the font size is one.
      else if (gap > 0.15 * height && !/\s$/.test(cur.text) && !/^\s/.test(item.str)) cur.text += ' ';
      else if (gap < -2 * height && !/\s$/.test(cur.text) && !/^\s/.test(item.str)) cur.text += ' ';
      if (cur.text.endsWith('\t') && item.str.trim()) cur.cells.push(item.x);
      cur.text += item.str;
      cur.endX = item.x + item.width;
      // Keep the line's baseline when a superscript or a smaller run joins it.
      if (height > cur.height) cur.height = height;
      continue;
    }
    if (cur && !cur.text.trim() && Math.abs(item.y - cur.y) < cur.height * 2) {
      // A whitespace-only fragment is not a line of its own.
      cur.y = item.y; cur.height = height; cur.startX = item.x; cur.endX = item.x + item.width; cur.text = item.str; cur.cells = [];
      continue;
    }
    cur = { y: item.y, height, startX: item.x, endX: item.x + item.width, text: item.str, cells: [] };
    lines.push(cur);
  }

  const kept = lines.filter((l) => l.text.trim());
  const gaps: number[] = [];
  for (let i = 1; i < kept.length; i++) {
    const gap = kept[i - 1].y - kept[i].y;
    if (gap > 0) gaps.push(gap);
  }
  const usual = median(gaps);
  // With `columnGaps`, a one-cell line that starts where a cell of the line above started (a value wrapped in a form's
  // value column) begins with a tab, so a reader can tell it from a line of its own.
  const wrapped = (i: number) =>
    options.columnGaps && i > 0 && !kept[i].cells.length && kept[i - 1].cells.some((x) => Math.abs(x - kept[i].startX) < 0.5 * kept[i].height);
  const out: string[] = [];
  for (let i = 0; i < kept.length; i++) {
    if (i > 0 && usual > 0) {
      const gap = kept[i - 1].y - kept[i].y;
      if (gap > usual * 1.4 && gap > kept[i].height * 1.3) out.push('');
    }
    const text = kept[i].text.replace(/\s+$/, '');
    out.push(wrapped(i) ? `\t${text.replace(/^\s+/, '')}` : text);
  }
  return out.join('\n');
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
