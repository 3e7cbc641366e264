import { beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/support/corpus';
import { testWordNet } from '../lexicon/wordnet.testing';
import { GrantIndex } from './grant-index';
import { planGrantQuery } from './plan-grant-query';
import { rankGrants } from './rank-grants';
import { withPlainFloor } from './plain-floor';
import { readListings } from './read-listings';
import { analyze } from './analyze';

const stemOf = (word: string) => analyze(word)[0].term;

// Grants officers' queries over the 2,506 real Assistance Listings (written for these tests; eval/grants-dev.jsonl is for the bench).
describe('grant search over the federal Assistance Listings', () => {
  let index: GrantIndex;
  beforeAll(() => {
    index = GrantIndex.build(readListings(corpusFile('grants/assistance_listings_fpi.csv').toString('utf8')).listings.map((l) => l.listing));
  }, 60_000);

  const top = (query: string, n = 5, options: Parameters<typeof rankGrants>[2] = {}) =>
    rankGrants(index, query, { limit: n, lexicon: testWordNet(), ...options }).hits.map((h) => h.programNumber);
  const listing = (programNumber: string) => index.docs[index.docOf(programNumber)!];

  it('reaches "firefighters" from "fire", but not "firearms"', () => {
    const fire = planGrantQuery(index, 'fire truck').concepts.find((c) => c.term === 'fire')!;
    const relatives = fire.members.map((m) => m.term);
    expect(relatives).toEqual(expect.arrayContaining(['firefight', 'wildfir']));
    expect(relatives).not.toContain('firearm');
    expect(top('fire truck', 3)).toContain('97.044');
  });

  it('reads a spelled-out ordinal as a numeral and joins words the listings write as one', () => {
    expect(top('21st century community learning centers', 1)).toEqual(['84.287']);
    // The listings write "afterschool"; the query's two words find them.
    expect(top('after school', 2).sort()).toEqual(['10.558', '12.020']);
  });

  it('reads a word neither the listings nor English know as a misspelling of a listing word, but not an English word', () => {
    const typo = planGrantQuery(index, 'firefigters assistence', { lexicon: testWordNet() }).concepts;
    expect(typo.find((c) => c.term === stemOf('firefigters'))?.members).toContainEqual(expect.objectContaining({ via: 'spelling' }));
    expect(top('firefigters assistence', 3)).toContain('97.044');
    // 'leaky' is English: WordNet's relatives, never the listings' nearest spelling ('Leahy').
    const leaky = planGrantQuery(index, 'leaky roof', { lexicon: testWordNet() }).concepts.find((c) => c.surface === 'leaky');
    expect(leaky?.members.some((m) => m.via === 'spelling')).toBe(false);
  });

  it('corrects a misspelling against every form the listings write a word in, not only the commonest', () => {
    // 'brige' is one letter from 'bridge' but two from 'bridges', the form the listings use most.
    const brige = planGrantQuery(index, 'covered brige', { lexicon: testWordNet() }).concepts.find((c) => c.surface === 'brige')!;
    expect(brige.members).toContainEqual(expect.objectContaining({ term: stemOf('bridge'), via: 'spelling' }));
    expect(top('covered brige', 3)).toContain('20.950');
  });

  it('finds the listings that write as two words what the query writes as one', () => {
    // The listings say "child care" and "health care"; the query says 'childcare' and 'healthcare'.
    const childcare = planGrantQuery(index, 'childcare').concepts[0];
    expect(childcare.members).toContainEqual(expect.objectContaining({ term: 'child care', via: 'split' }));
    expect(top('childcare for working parents', 5)).toContain('93.575');
    const health = top('healthcare workers', 5).map((p) => listing(p).listing.title + ' ' + (listing(p).listing.objective ?? ''));
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((text) => /health care|healthcare/i.test(text))).toBe(true);
  });

  it('takes two query words the listings write as one for one concept when a part says nothing alone', () => {
    // 'bullet' is in no listing; 'Bulletproof Vest Partnership' is found through the joined word.
    expect(top('bullet proof vests for deputies', 1)).toEqual(['16.607']);
    // Both parts of 'high speed' are listing words: the joined word only adds evidence, it does not replace them.
    const highSpeed = planGrantQuery(index, 'high speed internet').concepts;
    expect(highSpeed.filter((c) => c.counted).map((c) => c.term)).toEqual(expect.arrayContaining(['high', 'speed', 'internet']));
  });

  it('finds the brownfields programs, the Head Start program and the 7(a) loans', () => {
    expect(top('brownfield cleanup', 3)).toContain('66.818');
    expect(top('head start preschool', 1)).toEqual(['93.600']);
    expect(top('small business loan guarantee', 3)).toContain('59.012');
  });

  it('does not bury a program with a long, detailed objective under a one-line listing that names the word', () => {
    // The Assistance to Firefighters Grant describes itself at length; the Los Alamos fire-protection listing in one line.
    expect(top('fire truck', 1)).toEqual(['97.044']);
    expect(top('museum exhibits and collections', 1)).toEqual(['45.301']);
  });

  it('relates a word only to words, never to the numbers its listings share', () => {
    // The seniors' listings all say "60 years of age"; a listing that merely says 60 is no answer to "seniors".
    const senior = planGrantQuery(index, 'meals for seniors').concepts.find((c) => c.surface === 'seniors')!;
    const related = senior.members.filter((m) => m.via === 'cooccurrence').map((m) => m.term);
    expect(related.length).toBeGreaterThan(0);
    expect(related.filter((t) => /\d/.test(t))).toEqual([]);
  });

  it('finds a listing whose name uses none of the query words when its text answers the query', () => {
    // "Second Chance Act Reentry Initiative" serves people leaving jail or prison; its name shares no word with the query.
    expect(top('help for people coming home from jail', 3)).toContain('16.812');
  });

  it('weighs words that say what to do less than the words that say what for', () => {
    // 'keep' is mostly a verb to English: a listing about gangs answers "keep kids out of gangs" without saying keep.
    const concepts = planGrantQuery(index, 'keep kids out of gangs', { lexicon: testWordNet() }).concepts;
    expect(concepts.find((c) => c.surface === 'keep')?.action).toBe(true);
    expect(concepts.find((c) => c.surface === 'gangs')?.action).toBe(false);
    expect(top('keep kids out of gangs', 5)).toContain('16.544');
  });

  it('returns nothing when nothing fits', () => {
    for (const query of ['asdf qwerty zxcv', 'chocolate chip cookie recipe', 'how do I reset my iphone password', 'cheap flights to paris', 'knitting patterns for beginners', 'the of and']) {
      expect(top(query, 20), query).toEqual([]);
    }
  });

  it('keeps to the filters', () => {
    const tribal = rankGrants(index, 'housing', { limit: 20, filters: { applicantGroups: ['tribe'] } }).hits;
    expect(tribal.length).toBe(20);
    expect(tribal.every((h) => index.docs[h.doc].applicantGroups.includes('tribe'))).toBe(true);
    const loans = rankGrants(index, 'housing', { limit: 20, filters: { assistanceGroups: ['loans'] } }).hits;
    expect(loans.every((h) => index.docs[h.doc].listing.assistanceTypes.some((a) => /loan/i.test(a)))).toBe(true);
    const epa = rankGrants(index, 'water', { limit: 20, filters: { agencies: ['environmental protection agency'] } }).hits;
    expect(epa.length).toBeGreaterThan(0);
    expect(epa.every((h) => index.docs[h.doc].listing.agency === 'Environmental Protection Agency')).toBe(true);
  });

  it('prefers listings a local government may apply for, unless the query names another applicant', () => {
    const localShare = (hits: { doc: number }[]) => hits.filter((h) => index.docs[h.doc].localEligible).length;
    const withPrior = rankGrants(index, 'housing', { limit: 10 }).hits;
    const without = rankGrants(index, 'housing', { limit: 10, rank: { localPrior: 1 } }).hits;
    expect(localShare(withPrior)).toBeGreaterThan(localShare(without));
    // "tribal" names the applicant: its listings come first, local or not.
    expect(listing(top('tribal housing', 1)[0]).applicantGroups).toContain('tribe');
  });

  it('scores best first and explains each hit by the terms it matched', () => {
    const hits = rankGrants(index, 'stormwater sewer overflow', { limit: 10 }).hits;
    expect(hits[0].programNumber).toBe('66.447');
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    expect(hits[0].matchedTerms).toEqual(expect.arrayContaining(['stormwat', 'sewer', 'overflow']));
    expect(hits[0].coverage).toBe(1);
  });
  it('with the plain-BM25 floor, keeps what plain word matching finds best and still finds nothing for an off-domain query', () => {
    const floored = (query: string) => withPlainFloor(index, query, rankGrants(index, query, { limit: 50, lexicon: testWordNet() }).hits, { limit: 10 }).map((h) => h.programNumber);
    const plainBest = (query: string) => index.plain.search(query, { limit: 2 }).map((h) => index.docs[h.doc].listing.programNumber);
    for (const query of ['combined sewer overflow upgrades', 'culverts blocking fish passage', 'oyster reef restoration']) {
      expect(floored(query), query).toEqual(expect.arrayContaining(plainBest(query)));
    }
    // Plain BM25 alone finds listings for these ('Team Nutrition' for knitting patterns); with the floor they stay empty.
    for (const query of ['knitting patterns for beginners', 'cheap flights to paris']) {
      expect(plainBest(query).length, query).toBeGreaterThan(0);
      expect(floored(query), query).toEqual([]);
    }
  });
});
