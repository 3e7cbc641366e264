import { describe, expect, it } from 'vitest';
import { searchForPlace, withPlaceStatement } from './place-search';

const DUPONT = { address: '1629 CONNECTICUT AVENUE NW', wards: { ward: 'Ward 2' }, historic_district: 'Dupont Circle Historic District' };
const WARD_8 = 'A licensee under an off-premises retailer’s license in Ward 8 shall not sell single containers.';
const WARD_2 = 'A licensee under an off-premises retailer’s license located in Ward 2 shall not sell single containers.';
const HOURS = 'Hours of sale and service for on-premises retail licensees.';

/** A stand-in for the index: records each query and answers from the hits it is given per query. */
function fakeSearch(answer: (query: string) => string[]) {
  const queries: string[] = [];
  const limits: number[] = [];
  const search = async (query: string, limit: number) => {
    queries.push(query);
    limits.push(limit);
    return { plan: { query }, hits: answer(query).slice(0, limit).map((content) => ({ content })) };
  };
  return { queries, limits, search };
}

describe('searchForPlace', () => {
  it('searches once with the named place: its section first, sections about other places last', async () => {
    const { queries, limits, search } = fakeSearch(() => [WARD_8, HOURS, WARD_2]);
    const found = await searchForPlace('What restrictions apply in my ward?', DUPONT, 2, search);
    expect(queries).toEqual(['What restrictions apply in my ward? (Ward 2)']);
    // A wider set is searched, so the section naming Ward 2 is found even when it ranks third, then cut to 2.
    expect(limits).toEqual([6]);
    expect(found.result.hits.map((h) => h.content)).toEqual([WARD_2, HOURS]);
    expect(found.result.plan).toEqual({ query: 'What restrictions apply in my ward? (Ward 2)' });
    expect(found.statement).toBe('For 1629 Connecticut Avenue NW (Ward 2):');
  });

  it('searches again with the ward when the law near "my house" turns out to depend on it', async () => {
    const { queries, search } = fakeSearch((q) => (q.includes('(Ward 2)') ? [WARD_2, WARD_8] : [WARD_8, HOURS]));
    const found = await searchForPlace('Can the store near my house sell single cans?', DUPONT, 10, search);
    expect(queries).toEqual(['Can the store near my house sell single cans?', 'Can the store near my house sell single cans? (Ward 2)']);
    expect(found.question).toBe('Can the store near my house sell single cans? (Ward 2)');
    expect(found.result.hits[0].content).toBe(WARD_2);
  });

  it('leaves a question about the asker’s place alone when the law found does not depend on place', async () => {
    const { queries, limits, search } = fakeSearch(() => [HOURS]);
    const found = await searchForPlace('How late can the bar near my house stay open?', DUPONT, 10, search);
    expect(queries).toEqual(['How late can the bar near my house stay open?']);
    expect(limits).toEqual([10]);
    expect([found.facts, found.statement]).toEqual([[], null]);
  });
});

describe('withPlaceStatement', () => {
  const answer = { content: 'A licensee … shall not [1].', reasonings: ['Searched 2 documents'], apology: false };

  it('opens the answer with the place it assumed and says so in the reasoning', () => {
    expect(withPlaceStatement(answer, 'For 1629 Connecticut Avenue NW (Ward 2):')).toEqual({
      content: 'For 1629 Connecticut Avenue NW (Ward 2): A licensee … shall not [1].',
      reasonings: ["Answered for the conversation's location: 1629 Connecticut Avenue NW (Ward 2)", 'Searched 2 documents'],
      apology: false,
    });
  });

  it('leaves an apology and a place-free answer as they are', () => {
    const apology = { ...answer, content: "I'm sorry, …", apology: true };
    expect(withPlaceStatement(apology, 'For X (Ward 2):')).toBe(apology);
    expect(withPlaceStatement(answer, null)).toBe(answer);
  });
});
