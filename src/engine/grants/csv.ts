/*
 * A strict RFC 4180 reader: comma-separated, fields optionally in double quotes with "" for a quote, records ending in
 * CRLF, LF or CR. Each record keeps the line it starts on, so a rejected row can be named the way a spreadsheet
 * user finds it. A quote in the wrong place is an error, never silently repaired: a repaired quote shifts every
 * later column.
 */

/** One record: its cells and the 1-based line of the file it starts on. */
export type CsvRecord = { line: number; cells: string[] };

/** The file is not well-formed CSV; `line` is where the problem is. */
export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';

  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Splits CSV text into records; throws CsvSyntaxError on a malformed quote. A leading byte-order mark is ignored. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let cells: string[] = [];
  let recordLine = 1;
  let i = 0;
  const n = s.length;
  while (i < n) {
    // At the start of a field.
    if (s[i] === '"') {
      const openedOn = line;
      let value = '';
      i++;
      for (;;) {
        const close = s.indexOf('"', i);
        if (close < 0) {
          throw new CsvSyntaxError(openedOn, `Line ${openedOn}: a quoted field opens here and never closes. Check for a missing closing quote (") in this row.`);
        }
        value += s.slice(i, close);
        line += countNewlines(s, i, close);
        if (s[close + 1] === '"') {
          value += '"';
          i = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      const next = s[i];
      if (i < n && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvSyntaxError(line, `Line ${line}: unexpected text after a closing quote. A quote inside a quoted field must be doubled ("").`);
      }
      cells.push(value);
    } else {
      let end = i;
      while (end < n && s[end] !== ',' && s[end] !== '\n' && s[end] !== '\r') end++;
      const value = s.slice(i, end);
      if (value.includes('"')) {
        throw new CsvSyntaxError(line, `Line ${line}: a quote (") appears inside a field that is not quoted. Put the whole field in quotes and double the quote ("").`);
      }
      cells.push(value);
      i = end;
    }
    // After a field: a comma, a line break or the end.
    if (i >= n) break;
    if (s[i] === ',') {
      i++;
      if (i >= n) cells.push('');
      continue;
    }
    i += s[i] === '\r' && s[i + 1] === '\n' ? 2 : 1;
    records.push({ line: recordLine, cells });
    cells = [];
    line++;
    recordLine = line;
  }
  if (cells.length) records.push({ line: recordLine, cells });
  return records.filter((r) => !(r.cells.length === 1 && r.cells[0] === ''));
}

function countNewlines(s: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 10) count++;
    else if (c === 13 && s.charCodeAt(i + 1) !== 10) count++;
  }
  return count;
}
