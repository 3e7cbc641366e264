import { describe, expect, it } from 'vitest';
import { isWrappedFigure, matchDesignators, readDesignator } from './designators';

const tokens = (line: string) => matchDesignators(line)?.designators.map((d) => d.token) ?? null;
const bases = (token: string) => readDesignator(token).map((r) => r.base).sort();

describe('matchDesignators', () => {
  it.each([
    ['(a) The licensee', ['a']],
    ['  (1) 2:00 a.m. and 6:00 a.m.', ['1']],
    ['    (A) On a District or federal holiday;', ['A']],
    ['      (i) $250 for a CN licensee;', ['i']],
    ['(I) Has a minimum', ['I']],
    ['(aa) The Developer is committed', ['aa']],
    ['(b-1) Except as provided', ['b-1']],
    ['  (4A) "Alcohol training"', ['4A']],
    ['[(c-2)](1) Notwithstanding subsection (a)', ['c-2', '1']],
    ['(c)(1) Except as provided in § 25-724', ['c', '1']],
    ['(C)(i)(I) Has a minimum of 50%', ['C', 'i', 'I']],
    ['(b) (1) The conduct of any activities', ['b', '1']],
    ['(d) [Repealed].', ['d']],
    ['A.       Except as provided in this ordinance', ['A']],
    ['        1.      No temporary sign shall', ['1']],
    ['            a. Signs owned or erected', ['a']],
    ['iv. Canned foods', ['iv']],
  ])('reads %j', (line, expected) => {
    expect(tokens(line)).toEqual(expected);
  });

  it.each([
    '(May 3, 2001, D.C. Law 13-298, § 101)',
    '(a) of this section shall apply',
    '(a) and (b) of this section',
    '(Reserved)',
    '(a)-(c)Repealed.',
    '(a) (b) and (c) apply',
    'U.S. Code',
    'No. 5 is assigned',
    '2018. The year',
    '1. 5 acres',
    'The Board (a) shall',
  ])('rejects %j', (line) => {
    expect(matchDesignators(line)).toBeNull();
  });

  it('keeps the printed form and the text after the chain', () => {
    const m = matchDesignators('  [(c-2)](1) Notwithstanding subsection (a)')!;
    expect(m.indent).toBe(2);
    expect(m.designators.map((d) => d.printed)).toEqual(['[(c-2)]', '(1)']);
    expect(m.rest).toBe('Notwithstanding subsection (a)');
  });
});

describe('readDesignator', () => {
  it('offers every reading of an ambiguous token', () => {
    expect(bases('i')).toEqual(['lower', 'lroman']);
    expect(bases('ii')).toEqual(['lower', 'lower2', 'lroman']);
    expect(bases('I')).toEqual(['upper', 'uroman']);
    expect(bases('iv')).toEqual(['lroman']);
    expect(bases('h')).toEqual(['lower']);
    expect(bases('4A')).toEqual(['digit']);
  });

  it('orders suffixed designators between their neighbours', () => {
    const ord = (t: string) => readDesignator(t)[0].ordinal;
    expect(ord('2')).toBeLessThan(ord('2A'));
    expect(ord('2A')).toBeLessThan(ord('2B'));
    expect(ord('2B')).toBeLessThan(ord('3'));
    expect(ord('b')).toBeLessThan(ord('b-1'));
    expect(ord('b-1')).toBeLessThan(ord('b-2'));
    expect(ord('b-2')).toBeLessThan(ord('c'));
    expect(readDesignator('hh')[0].ordinal + 1).toBe(readDesignator('ii')[0].ordinal);
  });

  it('rejects words', () => {
    expect(readDesignator('See')).toEqual([]);
    expect(readDesignator('ABCA')).toEqual([]);
    expect(readDesignator('2024')).toEqual([]);
  });
});

describe('isWrappedFigure', () => {
  it('sees "(5) years" after a spelled-out number as running text', () => {
    expect(isWrappedFigure(matchDesignators('(5) years.')!, 'following acceptance, for a period of five')).toBe(true);
    expect(isWrappedFigure(matchDesignators('(5) The Board shall')!, 'the following:')).toBe(false);
  });
});
