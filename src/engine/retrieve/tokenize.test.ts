import { describe, expect, it } from 'vitest';
import { findDefinedTerm } from './plan-query';
import { definedTermsOf, normalizeSectionNumber, prepareChunk } from './prepare-chunk';
import { stem } from './porter2';
import { termFrequencies, tokenize } from './tokenize';

describe('tokenize', () => {
  it('keeps section numbers whole, in every numbering style', () => {
    const tokens = tokenize('See § 25-723, § 42-3505.31, § 6-751.03, § 6-1451.03a, Sec. 4-12 and 17.24.040.');
    expect(tokens).toEqual(expect.arrayContaining(['25-723', '42-3505.31', '6-751.03', '6-1451.03a', '4-12', '17.24.040']));
    expect(tokens).not.toContain('3505');
  });

  it('keeps a subsection reference and its section, and skips bare designations', () => {
    expect(tokenize('as defined in § 25-101(32A)')).toEqual(expect.arrayContaining(['25-101', '25-101(32a)']));
    expect(tokenize('(a) The licensee (b-1) shall')).toEqual(['license', 'shall']);
    expect(tokenize('no more than 3 (dogs)')).toContain('dog');
  });

  it('reads times, money and percentages the same however they are written', () => {
    expect(tokenize('2:00 a.m.')).toEqual(tokenize('2 am'));
    expect(tokenize('2 AM')[0]).toBe('2:00am');
    expect(tokenize('11 p.m.')[0]).not.toBe(tokenize('11 a.m.')[0]);
    expect(tokenize('$1,000.00')[0]).toBe(tokenize('$1000')[0]);
    expect(tokenize('10%')).toEqual(['10', 'percent', '_percent']);
    expect(tokenize('5 percent')).toContain('_percent');
    expect(tokenize('60 decibels')).toContain('_sound');
  });

  it('stems, drops stopwords and contractions, and folds case, diacritics and quotes', () => {
    expect(new Set(tokenize('licenses licensed license licensing'))).toEqual(new Set(['licens']));
    expect(tokenize('Sidewalk Café')).toEqual(tokenize('sidewalk cafe'));
    expect(tokenize('the owner’s dog')).toEqual(tokenize("the owner's dog"));
    expect(tokenize("I haven't and the of")).toEqual([]);
  });

  it('indexes a hyphenated compound whole as well as by its parts', () => {
    expect(tokenize('Go-cups')).toEqual(['go', 'cup', 'gocup']);
    expect(tokenize('on-premises')).not.toEqual(tokenize('off-premises'));
    expect(tokenize('class A license')).toContain('classa');
  });

  it('stems like PostgreSQL english_stem (Snowball English)', () => {
    const pairs: [string, string][] = [
      ['premises', 'premis'], ['running', 'run'], ['added', 'add'], ['happily', 'happili'], ['skies', 'sky'],
      ['generously', 'generous'], ['communities', 'communiti'], ['vaccinations', 'vaccin'], ['hours', 'hour'],
    ];
    for (const [word, expected] of pairs) expect(stem(word)).toBe(expected);
  });

  it('counts terms that share a name with Object members', () => {
    expect(termFrequencies(tokenize('constructor constructor'))).toEqual({ constructor: 2 });
  });
});

describe('prepareChunk', () => {
  it('records what the database stores: terms, length, field tokens, section number and defined terms', () => {
    const prepared = prepareChunk({
      content: '§ 25-101. Definitions.\n\n(23) “Go-cup” means a drinking utensil provided to a customer.',
      heading: 'Definitions',
      citation: 'Title 25 › Chapter 1 › § 25-101',
      sectionNumber: '[25-101]',
    });
    expect(prepared.sectionNumber).toBe('25-101');
    expect(prepared.headingTerms).toEqual(['definit']);
    expect(prepared.citationTerms).toContain('25-101');
    expect(prepared.terms.gocup).toBe(1);
    expect(prepared.length).toBe(Object.values(prepared.terms).reduce((a, b) => a + b, 0));
    expect(prepared.definedTerms).toEqual([findDefinedTerm("What's a go-cup?")!.key]);
    expect(JSON.parse(JSON.stringify(prepared))).toEqual(prepared);
  });

  it('finds every term of a definition list, as definition questions ask for them', () => {
    const defined = definedTermsOf('"Board-approved manager" and "manager" mean a person; the term "tavern" includes a pub.');
    for (const question of ['What is a board-approved manager?', 'What does "manager" mean?', 'definition of tavern']) {
      expect(defined).toContain(findDefinedTerm(question)!.key);
    }
    expect(defined).toHaveLength(3);
  });
});

describe('section numbers printed with an en dash', () => {
  it('reads § 25–723 as § 25-723, and leaves a dash between words alone', () => {
    expect(tokenize('§ 25–723')).toEqual(tokenize('§ 25-723'));
    expect(normalizeSectionNumber('§ 25–723.')).toBe('25-723');
    expect(tokenize('hours – except')).toEqual(tokenize('hours except'));
  });
});
