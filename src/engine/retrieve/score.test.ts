import { describe, expect, it } from 'vitest';
import { fuseRankings, normalizeScores } from './fuse';
import { MemoryIndex, type IndexChunk } from './memory-index';
import { planQuery } from './plan-query';
import { prepareChunk } from './prepare-chunk';
import { scoreCandidates } from './score';

const section = (number: string, heading: string, body: string, documentName = 'code'): IndexChunk => ({
  id: `${documentName}#${number}`,
  content: `§ ${number}. ${heading}.\n\n${body}`,
  heading,
  citation: `Title 1 › § ${number}`,
  sectionNumber: number,
  sectionLabel: `§ ${number}`,
  documentName,
});

const CODE: IndexChunk[] = [
  section('1-101', 'Definitions', 'For the purposes of this title: (1) "Go-cup" means a drinking utensil given to a customer to carry an alcoholic beverage off the premises. (2) "Tavern" means a space where alcoholic beverages are served.'),
  section('1-201', 'Hours of sale and service for on-premises retailers', 'An on-premises retailer may sell and serve alcoholic beverages except between 2:00 a.m. and 6:00 a.m. on weekdays and between 3:00 a.m. and 6:00 a.m. on Saturday and Sunday.'),
  section('1-202', 'Hours of sale for off-premises retailers', 'An off-premises retailer, class A or B, may sell alcoholic beverages between 7:00 a.m. and midnight.'),
  section('1-301', 'Go-cups prohibited', 'An off-premises retailer shall not provide go-cups to customers.'),
  section('1-401', 'Security deposits', 'A housing provider shall return a security deposit, with interest, within 45 days after the tenancy ends.'),
  section('1-402', 'Late fees', 'A housing provider may not charge a late fee exceeding 5% of the monthly rent, and may not evict a tenant for failure to pay a late fee.'),
  section('1-501', 'Dog licenses', 'The license fee for a spayed or neutered dog is $13 per year; a dog must be vaccinated against rabies before it is licensed.'),
  section('1-601', 'Civil penalties', 'A person who sells alcoholic beverages to a minor is subject to a civil penalty. A tavern or nightclub serving after hours is subject to a fine of $1,000.'),
];

const index = new MemoryIndex();
index.add(CODE);
const top = async (question: string, options = {}) => (await index.search(question, options)).map((r) => r.sectionLabel);

describe('scoring', () => {
  it('ranks a section the question names first, even when others match more words', async () => {
    expect((await top('What does § 1-501 say about taverns that serve alcoholic beverages after hours?'))[0]).toBe('§ 1-501');
    expect((await top('sec 1-402'))[0]).toBe('§ 1-402');
  });

  it('finds the hours section for how residents ask', async () => {
    expect((await top('How late can a bar serve drinks on Saturday?'))[0]).toBe('§ 1-201');
    expect((await top('Can a liquor store sell wine at midnight?'))[0]).toBe('§ 1-202');
  });

  it('ranks the chunk defining a term first for a definition question', async () => {
    expect((await top("What is a 'go-cup'?"))[0]).toBe('§ 1-101');
  });

  it('weighs rare words above common ones (IDF)', async () => {
    // 'rabies' occurs in one section, 'alcoholic beverages' in five: the rabies section wins.
    expect((await top('rabies alcoholic beverages'))[0]).toBe('§ 1-501');
  });

  it('weighs a heading match above the same word in the body', async () => {
    const plan = planQuery('late fees');
    const stats = index.stats();
    const inHeading = { id: 'h', ...prepareChunk({ content: 'Late fees. These are set by rule.', heading: 'Late fees' }) };
    const inBody = { id: 'b', ...prepareChunk({ content: 'Miscellaneous. Late fees are set by rule.', heading: 'Miscellaneous' }) };
    expect(scoreCandidates(plan, [inBody, inHeading], stats).map((s) => s.id)).toEqual(['h', 'b']);
  });

  it('returns results with the section, citation and document they come from', async () => {
    const [hit] = await index.search('security deposit interest', { limit: 1 });
    expect(hit).toMatchObject({ sectionNumber: '1-401', sectionLabel: '§ 1-401', citation: 'Title 1 › § 1-401', documentName: 'code' });
    expect(hit.coverage).toBeGreaterThan(0.5);
  });

  it('searches only the chunks a filter admits', async () => {
    const other = new MemoryIndex();
    other.add([...CODE, section('9-1', 'Security deposits', 'A security deposit shall be returned.', 'other-city')]);
    const hits = await other.search('security deposit', { filter: (c) => c.documentName === 'other-city' });
    expect(hits.map((h) => h.documentName)).toEqual(['other-city']);
  });

  it('is deterministic and drops chunks that share no word with the question', async () => {
    expect(await index.search('dog license fee')).toEqual(await index.search('dog license fee'));
    expect(await index.search('zeppelin mooring')).toEqual([]);
  });

  it('re-indexing a chunk replaces it', async () => {
    const copy = new MemoryIndex();
    copy.add(CODE);
    copy.add([{ ...CODE[6], content: '§ 1-501. Dog licenses.\n\nRepealed.' }]);
    expect(copy.size).toBe(CODE.length);
    expect(await copy.search('rabies')).toEqual([]);
  });
});

describe('fusion and normalisation', () => {
  it('puts what both rankings like first (reciprocal rank fusion)', async () => {
    const lexical = [{ id: 'a', score: 9 }, { id: 'b', score: 5 }, { id: 'c', score: 1 }];
    const dense = [{ id: 'b', score: 0.9 }, { id: 'd', score: 0.8 }, { id: 'c', score: 0.1 }];
    const fused = fuseRankings([lexical, dense]);
    expect(fused.map((r) => r.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(fused[0].score).toBeCloseTo(1 / 62 + 1 / 61);
  });

  it('rescales scores to 0–1 keeping the order', async () => {
    expect(normalizeScores([{ id: 'a', score: 30 }, { id: 'b', score: 20 }, { id: 'c', score: 10 }]).map((r) => r.score)).toEqual([1, 0.5, 0]);
    expect(normalizeScores([{ id: 'a', score: 4 }])[0].score).toBe(1);
    expect(normalizeScores([])).toEqual([]);
  });
});
