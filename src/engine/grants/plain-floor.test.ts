import { describe, expect, it } from 'vitest';
import { GrantIndex } from './grant-index';
import { emptyListing, type GrantListing } from './listing';
import { withPlainFloor } from './plain-floor';
import type { GrantHit } from './rank-grants';

const listing = (programNumber: string, title: string, objective: string): GrantListing => ({ ...emptyListing(programNumber, title), objective });

// Twelve small listings: two about dams, ten about unrelated things that share no word with the dam query.
const index = GrantIndex.build([
  listing('10.001', 'National Dam Safety Program', 'Grants to states to make dams safer and repair earthen dams.'),
  listing('10.002', 'Rehabilitation of High Hazard Potential Dams', 'Repair, removal or rehabilitation of dams that pose a risk.'),
  ...Array.from({ length: 10 }, (_, i) => listing(`20.0${10 + i}`, `Program ${i} for libraries`, `Books and reading rooms, round ${i}.`)),
]);
const pn = (hits: readonly GrantHit[]) => hits.map((h) => h.programNumber);
const hitFor = (programNumber: string, score: number): GrantHit => ({ doc: index.docOf(programNumber)!, programNumber, score, coverage: 1, strength: 1, matchedTerms: [] });

describe('plain BM25 over the listings', () => {
  it('ranks the listings that use the query words, the one using them most first', () => {
    const hits = index.plain.search('repair earthen dams');
    expect(hits.map((h) => index.docs[h.doc].listing.programNumber)).toEqual(['10.001', '10.002']);
    expect(hits[0].matchedTerms.length).toBe(3);
  });

  it('finds nothing for words no listing uses, and keeps to the listings a filter admits', () => {
    expect(index.plain.search('asdf qwerty')).toEqual([]);
    expect(index.plain.search('dams', { allowed: new Set([index.docOf('10.002')!]) }).map((h) => h.doc)).toEqual([index.docOf('10.002')]);
  });
});

describe('the plain-BM25 floor under the ranking', () => {
  it('keeps a listing plain word matching finds best among the first ten, even when the ranking left it out', () => {
    // The ranking found ten listings and not the dam safety program plain BM25 puts first.
    const ranking = Array.from({ length: 10 }, (_, i) => hitFor(`20.0${10 + i}`, 20 - i));
    const results = withPlainFloor(index, 'earthen dam repair', ranking, { limit: 10 });
    expect(results).toHaveLength(10);
    expect(pn(results)).toEqual(expect.arrayContaining(['10.001', '10.002']));
    expect(pn(results).slice(0, 8)).toEqual(pn(ranking).slice(0, 8));
    expect(results.find((h) => h.programNumber === '10.001')?.viaFloor).toBe(true);
    const scores = results.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('moves a listing the ranking placed below the first ten up, keeping the scores in order', () => {
    const ranking = [...Array.from({ length: 10 }, (_, i) => hitFor(`20.0${10 + i}`, 20 - i)), hitFor('10.001', 1)];
    const results = withPlainFloor(index, 'earthen dam repair', ranking, { limit: 20 });
    expect(pn(results).indexOf('10.001')).toBeLessThan(10);
    expect(new Set(pn(results)).size).toBe(results.length);
    const scores = results.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('fills a short list from plain BM25 without repeating a listing', () => {
    const results = withPlainFloor(index, 'earthen dam repair', [hitFor('10.002', 5)], { limit: 10 });
    expect(pn(results)).toEqual(['10.002', '10.001']);
  });

  it('leaves a query the ranking finds nothing for without results', () => {
    expect(withPlainFloor(index, 'earthen dam repair', [], { limit: 10 })).toEqual([]);
  });

  it('guarantees no place when only a few results are asked for', () => {
    const ranking = [hitFor('20.010', 3), hitFor('20.011', 2)];
    expect(pn(withPlainFloor(index, 'dams', ranking, { limit: 2 }))).toEqual(['20.010', '20.011']);
  });
});
