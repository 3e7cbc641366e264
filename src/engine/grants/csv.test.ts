import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, keeping the line each record starts on', () => {
    const records = parseCsv('a,b,c\r\n1,"x, ""y""",z\n2,"two\nlines",w\n\n3,,\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'x, "y"', 'z'] },
      { line: 3, cells: ['2', 'two\nlines', 'w'] },
      { line: 6, cells: ['3', '', ''] },
    ]);
  });

  it('ignores a byte-order mark and a missing final line break', () => {
    expect(parseCsv('\ufeffa,b\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
  });

  it('names the line of a quote that never closes', () => {
    const text = 'a,b\n1,2\n3,"open\n4,5\n';
    expect(() => parseCsv(text)).toThrow(CsvSyntaxError);
    expect(() => parseCsv(text)).toThrow(/^Line 3: a quoted field opens here and never closes/);
  });

  it('refuses text after a closing quote and a bare quote inside an unquoted field', () => {
    expect(() => parseCsv('a,b\n"x"y,2\n')).toThrow(/^Line 2: unexpected text after a closing quote/);
    expect(() => parseCsv('a,b\n1,2\n3,4 "inch"\n')).toThrow('Line 3: a quote (") appears inside a field that is not quoted. Put the whole field in quotes and double the quote ("").');
  });
});
