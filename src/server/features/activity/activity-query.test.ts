import { describe, expect, it } from 'vitest';
import { AppError } from '../../../contracts/errors';
import { formatCsvField, nameExport, writeDaysCsv } from './activity-csv';
import { parseActivityQuery, sumTotals } from './activity.service';

const today = new Date('2026-03-15T22:30:00Z');

describe('parseActivityQuery', () => {
  it('defaults to the 30 UTC days ending today, all municipalities, page 1', () => {
    expect(parseActivityQuery({}, today)).toEqual({ filter: { municipality_id: null, from: '2026-02-14', to: '2026-03-15' }, page: 1 });
    expect(parseActivityQuery({ municipality_id: '', from: '', to: '' }, today).filter.municipality_id).toBeNull();
  });

  it('takes a municipality, a range ending on another day and a page', () => {
    expect(parseActivityQuery({ municipality_id: '7', to: '2026-01-31', page: '3' }, today)).toEqual({
      filter: { municipality_id: 7, from: '2026-01-02', to: '2026-01-31' },
      page: 3,
    });
  });

  it('refuses dates that do not exist, ranges that run backwards or past three years, and bad ids', () => {
    for (const query of [{ from: '2026-02-30' }, { to: '15/03/2026' }, { from: '2026-03-02', to: '2026-03-01' }, { from: '2020-01-01', to: '2026-01-01' }, { municipality_id: '-1' }, { page: '0' }]) {
      expect(() => parseActivityQuery(query, today), JSON.stringify(query)).toThrow(AppError);
    }
  });
});

describe('sumTotals', () => {
  it('adds the days and gives rates only when there is something to divide', () => {
    const day = { questions: 4, answered: 3, apologised: 1, helpful: 1, unhelpful: 1, secondsSaved: 300 };
    expect(sumTotals([day, { ...day, helpful: 2 }])).toMatchObject({ questions: 8, apologised: 2, seconds_saved: 600, apology_rate: 0.25, helpful_rate: 0.6 });
    expect(sumTotals([])).toMatchObject({ questions: 0, apology_rate: null, helpful_rate: null });
  });
});

describe('CSV', () => {
  it('quotes fields with commas, quotes or line breaks and defuses formulas', () => {
    expect(formatCsvField('plain')).toBe('plain');
    expect(formatCsvField('a, b')).toBe('"a, b"');
    expect(formatCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(formatCsvField('two\nlines')).toBe('"two\nlines"');
    expect(formatCsvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(formatCsvField('-5')).toBe("'-5");
    expect(formatCsvField(-5)).toBe('-5');
    expect(formatCsvField(null)).toBe('');
  });

  it('writes one CRLF line per day under a header, and names the file after the filter', () => {
    const csv = writeDaysCsv([{ day: '2026-01-01', questions: 2, answered: 1, apologised: 1, helpful: 0, unhelpful: 1, seconds_saved: 150 }]);
    expect(csv).toBe('day,questions,answered,apologised,helpful,unhelpful,seconds_saved\r\n2026-01-01,2,1,1,0,1,150\r\n');
    expect(nameExport('activity-daily', { municipality_id: 3, from: '2026-01-01', to: '2026-01-31' })).toBe('activity-daily-municipality-3-2026-01-01-to-2026-01-31.csv');
  });
});
