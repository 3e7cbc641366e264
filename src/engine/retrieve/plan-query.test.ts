import { describe, expect, it } from 'vitest';
import { findDefinedTerm, findSectionReferences, MAX_QUESTION_CHARS, MAX_QUESTION_TERMS, planQuery } from './plan-query';

const numbers = (q: string) => findSectionReferences(q).map((r) => r.number);
const weightOf = (q: string, term: string) => planQuery(q).terms.find((t) => t.term === term)?.weight ?? 0;

describe('section references', () => {
  it('finds a section however a resident names it', () => {
    expect(numbers('What does § 25-723 say?')).toEqual(['25-723']);
    expect(numbers('what does section 25-723 say')).toEqual(['25-723']);
    expect(numbers('Sec. 4-12 and sec 4-13')).toEqual(['4-12', '4-13']);
    expect(numbers('Is 42-3505.31 still in force?')).toEqual(['42-3505.31']);
    expect(numbers('§§ 25-721, 25-722 and 25-723')).toEqual(['25-721', '25-722', '25-723']);
    expect(numbers('Section 17.24.040 of the code')).toEqual(['17.24.040']);
  });

  it('keeps the subsection apart from the section', () => {
    expect(findSectionReferences('What does § 25-723(b)(1) allow?')).toEqual([{ number: '25-723', label: '§ 25-723', subsection: 'b' }]);
  });

  it('does not take ranges, times or money for sections', () => {
    expect(numbers('It takes 2-3 days, opens at 2:00, costs $25.50 or 10-20 dollars')).toEqual([]);
  });
});

describe('defined terms', () => {
  it('recognises definition questions and the term they ask about', () => {
    expect(findDefinedTerm("What is a 'go-cup', and can a liquor store hand them out?")?.term).toBe('go-cup');
    expect(findDefinedTerm('What does "abutting property" mean?')?.term).toBe('abutting property');
    expect(findDefinedTerm('definition of tavern')?.term).toBe('tavern');
    expect(findDefinedTerm('What counts as a dangerous dog?')?.term).toBe('dangerous dog');
  });

  it('does not mistake a question about a value for a definition question', () => {
    expect(findDefinedTerm('What is the fee for a dog license?')).toBeNull();
    expect(findDefinedTerm('How late can a bar serve?')).toBeNull();
  });
});

describe('municipal vocabulary', () => {
  it('adds the words codes use, weighted below the resident’s own words', () => {
    const bar = planQuery('How late can a bar serve on Saturday?');
    expect(bar.expansions.map((e) => e.trigger)).toContain('bar');
    expect(weightOf('How late can a bar serve on Saturday?', 'bar')).toBe(1);
    for (const term of ['onpremis', 'tavern', 'nightclub']) {
      const w = weightOf('How late can a bar serve on Saturday?', term);
      expect(w).toBeGreaterThan(0);
      expect(w).toBeLessThan(1);
    }
  });

  it.each([
    ['My landlord wants to raise the rent', ['provid', 'rent', 'adjust']],
    ['My car got booted', ['immobil']],
    ['Where is my towed car?', ['impound']],
    ['Can I build a granny flat?', ['accessori', 'dwell']],
    ['Can a liquor store sell on Sunday?', ['offpremis', 'classa']],
    ['I got a parking ticket', ['infract']],
    ['Can I run an Airbnb?', ['transient']],
    ['Is there a fine for this?', ['civil', 'penalti']],
  ])('"%s" also searches the code’s wording', (question, terms) => {
    const planned = planQuery(question).terms.map((t) => t.term);
    expect(planned).toEqual(expect.arrayContaining(terms));
  });

  it('does not fire a phrase on one of its words alone', () => {
    // 'off license' (a British liquor store) must not fire on every question about a licence.
    expect(planQuery('Do I need a business license?').terms.map((t) => t.term)).not.toContain('offpremis');
    expect(planQuery('My dog turned 4 months').expansions.map((e) => e.trigger)).not.toContain('turned down');
  });

  it('reads a number written in words as a quantity of the story, not a subject to search for', () => {
    // 'for three weeks': 'three' is as rare in a code as a topic word, and says nothing about which section answers.
    const plan = planQuery('We closed the bakery for three weeks after a fire. Does our business license lapse?');
    expect(plan.candidateTerms).not.toContain('three');
    expect(plan.terms.find((t) => t.term === 'three')?.weight).toBeLessThan(1);
    expect(plan.candidateTerms).toEqual(expect.arrayContaining(['close', 'bakeri', 'week', 'fire', 'laps']));
  });

  it('plans the question alone when expansion is off', () => {
    const plain = planQuery('How late can a bar serve?', { expand: false });
    expect(plain.expansions).toEqual([]);
    expect(plain.terms.every((t) => t.weight === 1)).toBe(true);
  });
});

describe('hostile and empty input', () => {
  it.each([
    "'&|!():*<>",
    "bar' & !(pub | tavern):* <-> <2> \\'",
    "'); DROP TABLE chunks; --",
    '\u0000\u0001 \uFFFF 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🍺 بار 酒吧',
    ':* & | ! ( ) < > \' " \\',
    '',
    'the and of',
  ])('plans %j into plain search terms', (input) => {
    const plan = planQuery(input);
    for (const term of plan.candidateTerms) expect(term).toMatch(/^[a-z0-9$_:.-]+$/);
  });

  it('takes a bounded number of terms from a 100,000-character prompt', () => {
    const words = ['bar', "'&|!", 'landlord', '§', '25-723(b)', 'x'.repeat(500), '$1,000', '2:00', 'a.m.'];
    const prompt = Array.from({ length: 20_000 }, (_, i) => words[i % words.length] + i).join(' ').slice(0, 100_000);
    const plan = planQuery(prompt);
    expect(plan.question.length).toBe(MAX_QUESTION_CHARS);
    expect(plan.terms.filter((t) => t.source === 'question').length).toBeLessThanOrEqual(MAX_QUESTION_TERMS + 5);
  });

  it('selects nothing when nothing searchable is left', () => {
    expect(planQuery('?!').candidateTerms).toEqual([]);
  });
});
