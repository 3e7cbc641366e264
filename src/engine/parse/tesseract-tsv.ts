import type { RecognisedPage } from './ocr';

/** Tesseract's TSV levels: 1 page, 2 block, 3 paragraph, 4 line, 5 word. */
const WORD_LEVEL = 5;
/** A gap between two words of a line wider than this many times the word's height separates columns. */
const COLUMN_GAP_HEIGHTS = 2.5;

/**
 * Reads Tesseract's TSV output (`tesseract IMAGE - tsv`) into the page's text — words joined into its
 * lines, a blank line between paragraphs and blocks — and the mean confidence of its words (0–100).
 * Two words of a line further apart than a few letters' height (a form's label and its value) are joined by a tab, and a
 * line of one cell that starts where a cell of the line above started (a value wrapped in its column) begins with one.
 */
export function readTesseractTsv(tsv: string): RecognisedPage {
  const rows = tsv.split(/\r?\n/);
  const header = rows.shift()?.split('\t') ?? [];
  const col = (name: string) => header.indexOf(name);
  const [level, block, par, line, conf, text] = ['level', 'block_num', 'par_num', 'line_num', 'conf', 'text'].map(col);
  const [left, width, height] = ['left', 'width', 'height'].map(col);
  if ([level, block, par, line, conf, text].some((i) => i < 0)) throw new Error('not Tesseract TSV output (missing columns)');

  const out: string[] = [];
  let lineKey = '';
  let paraKey = '';
  let current: string[] = [];
  let lastRight = NaN;
  let confSum = 0;
  let words = 0;
  // Where the line's first word and each cell after a wide gap start, and the cells of the line before.
  let firstX = NaN;
  let cellXs: number[] = [];
  let lineHeight = 0;
  let previousCells: number[] = [];
  const flush = () => {
    if (current.length) {
      // A one-cell line starting where a cell of the line above started is that cell's value wrapped: it keeps a tab.
      const wrapped = !cellXs.length && previousCells.some((x) => Math.abs(x - firstX) < Math.max(8, lineHeight));
      out.push(`${wrapped ? '\t' : ''}${current.join('')}`);
      previousCells = cellXs;
    }
    current = [];
    cellXs = [];
  };
  for (const row of rows) {
    const cells = row.split('\t');
    if (Number(cells[level]) !== WORD_LEVEL) continue;
    const word = (cells[text] ?? '').trim();
    const confidence = Number(cells[conf]);
    // Tesseract reports empty "words" (conf -1) for image regions it found no text in.
    if (!word || !(confidence >= 0)) continue;
    const pk = `${cells[block]}:${cells[par]}`;
    const lk = `${pk}:${cells[line]}`;
    if (lk !== lineKey) {
      flush();
      if (paraKey && pk !== paraKey) out.push('');
      lineKey = lk;
      paraKey = pk;
    }
    const x = Number(cells[left]);
    const gap = x - lastRight;
    const wide = gap > COLUMN_GAP_HEIGHTS * Math.max(8, Number(cells[height]) || 0);
    if (current.length) current.push(wide ? '\t' : ' ');
    if (!current.length) {
      firstX = x;
      lineHeight = Number(cells[height]) || 0;
    } else if (wide) cellXs.push(x);
    current.push(word);
    lastRight = x + (Number(cells[width]) || 0);
    confSum += confidence;
    words += 1;
  }
  flush();
  return { text: out.join('\n'), confidence: words ? Math.round((confSum / words) * 10) / 10 : null };
}
