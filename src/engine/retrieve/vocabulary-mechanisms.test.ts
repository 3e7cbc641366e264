import { describe, expect, it } from 'vitest';
import { testWordNet } from '../lexicon/wordnet.testing';
import { findDefinitions, isDefinitionsContext } from './definitions';
import { LexicalIndex } from './lexical-index';
import { MemoryIndex } from './memory-index';
import { planQuery } from './plan-query';
import { genusOf, prepareChunk } from './prepare-chunk';
import { findReferences } from './references';
import { refinePlan } from './refine-plan';
import { isLikelyMisspelling, isOcrMisreading } from './spelling';

// Real excerpts: DC Code § 42-3501.03 (rental housing definitions), the Rivergrove sign ordinance (Ord. 81-2011,
// Section 3) and tree-cutting ordinance (Ord. 89-2018, Section 5.100(B)), as the pipeline reads them.
const DC_DEFINITIONS = `§ 42-3501.03. Definitions.

For the purposes of this chapter, the term:
  (15) "Housing provider" means a landlord, an owner, lessor, sublessor, assignee, or their agent, or any other person receiving or entitled to receive rents or benefits for the use or occupancy of any rental unit within a housing accommodation within the District.
  (21) "Legal drinking age" means 21 years of age.`;
const SIGN_DEFINITIONS = `Section 3. Definitions.

Banner—A sign made of fabric or other non-rigid material with no enclosing framework.

Vehicle sign—A non-illuminated sign permanently or temporarily placed on or attached to the exterior of a motor vehicle.

Temporary Signs – See Section 7 of this ordinance.`;
const TREE_DEFINITIONS = `(B) DEFINITIONS
   1. “Tree” - Any standing woody, perennial plant, deciduous, evergreen, or coniferous, having a main
      stem or trunk a minimum of 12” DBH.
   4. “Certified Arborist” - An individual who has either obtained a certification as an arborist from the
      International Society of Arboriculture.`;

describe('definitions: the code’s own vocabulary', () => {
  it('reads quoted definitions, dash definitions in a definitions section, and numbered quoted ones', () => {
    expect(findDefinitions(DC_DEFINITIONS).map((d) => d.term)).toEqual(['housing provider', 'legal drinking age']);
    expect(findDefinitions(SIGN_DEFINITIONS, 'Definitions').map((d) => d.term)).toEqual(['banner', 'vehicle sign', 'temporary signs']);
    expect(findDefinitions(TREE_DEFINITIONS).map((d) => d.term)).toEqual(['tree', 'certified arborist']);
  });

  it('does not read ordinary sentences as definitions outside a definitions section', () => {
    expect(isDefinitionsContext('Section 9. Nonconforming Signs.\n\nA. Nonconforming signs may continue to exist.', 'Nonconforming Signs')).toBe(false);
    expect(findDefinitions('Section 9. Nonconforming Signs.\n\nRepair—Mending or replacing broken parts.', 'Nonconforming Signs')).toEqual([]);
  });

  it('finds the genus a definition opens with, not a modifier or a quantity', () => {
    expect(genusOf('a landlord, an owner, lessor, sublessor')).toBe('landlord');
    expect(genusOf('21 years of age')).toBe('');
    expect(genusOf('a craft distillery establishment for the manufacture of spirits')).toBe('establishment');
    expect(genusOf('a person licensed under this chapter')).toBe('person');
    expect(genusOf('A sign made of fabric')).toBe('sign');
  });

  it('reads a resident’s word as the code’s defined term when the definition opens with it', () => {
    const index = new LexicalIndex();
    const prepared = prepareChunk({ content: DC_DEFINITIONS, heading: 'Definitions', sectionNumber: '42-3501.03' });
    index.addDocument('title 42', [{ id: '1', documentId: 'title 42', ...prepared }], prepared.definitions);
    const plan = planQuery('Can my landlord keep my deposit?', { topicVocabulary: false });
    const refined = refinePlan(plan, { stats: index.stats(plan.terms.map((t) => t.term)), definitions: index.definitionsOf(['landlord']) });
    expect(refined.terms.filter((t) => t.source === 'learned').map((t) => t.term)).toEqual(['hous', 'provid']);
    expect(refined.related.landlord).toEqual(expect.arrayContaining(['hous', 'provid']));
    // '"Legal drinking age" means 21 years' does not make 'year' mean a drinking age.
    const years = planQuery('How many years until I can renew?', { topicVocabulary: false });
    const plain = refinePlan(years, { stats: index.stats(years.terms.map((t) => t.term)), definitions: index.definitionsOf(['years']) });
    expect(plain.terms.some((t) => t.source === 'learned')).toBe(false);
  });
});

describe('spelling: scanned text and misspelled questions', () => {
  it('sees OCR misreadings as the same word, and other words as other words', () => {
    expect(isOcrMisreading('permit', 'pennit')).toBe(true);
    expect(isOcrMisreading('carriag', 'marriag')).toBe(false);
    expect(isLikelyMisspelling('licens', 'lisens')).toBe(true);
    expect(isLikelyMisspelling('tree', 'free')).toBe(false);
  });

  it('finds the scanned spelling of a question word and reads a misspelled question word as the code’s', () => {
    const wordnet = testWordNet();
    const index = new LexicalIndex();
    index.addDocument('sign ordinance', [
      { id: '1', documentId: 'sign ordinance', sectionNumber: '4', length: 4, terms: { sign: 1, permit: 2 }, headingTerms: [], citationTerms: [] },
      { id: '2', documentId: 'sign ordinance', sectionNumber: '5', length: 3, terms: { sign: 1, pennit: 1 }, headingTerms: [], citationTerms: [] },
    ]);
    const plan = planQuery('Do I need a sign permitt?', { lexicon: wordnet, intents: false, generalVocabulary: false });
    const refined = refinePlan(plan, { stats: index.stats(plan.terms.map((t) => t.term)), variants: index.variants(['permitt']), isWord: (w) => wordnet.isWord(w) });
    expect(refined.terms.find((t) => t.term === 'permit')?.source).toBe('variant');
    const scanned = planQuery('Do I need a sign permit?', { lexicon: wordnet, intents: false, generalVocabulary: false });
    const found = refinePlan(scanned, { stats: index.stats(scanned.terms.map((t) => t.term)), variants: index.variants(['permit']), isWord: (w) => wordnet.isWord(w) });
    expect(found.terms.find((t) => t.term === 'pennit')?.source).toBe('variant');
  });
});

describe('general English for words the code never uses', () => {
  const wordnet = testWordNet();

  it('reads a word the code lacks through relatives the code uses, and splits compounds', () => {
    const index = new LexicalIndex();
    index.addDocument('title 47', [
      { id: '1', documentId: 'title 47', sectionNumber: '47-2884.13', length: 8, terms: { pawnbrok: 2, pledg: 1, sell: 1, hold: 1 }, headingTerms: ['sale', 'pawn', 'pledg'], citationTerms: [] },
      { id: '2', documentId: 'title 47', sectionNumber: '47-2851.01', length: 6, terms: { store: 3, shop: 1, licens: 2 }, headingTerms: [], citationTerms: [] },
      // Other sections, so that neither word is in most of the code.
      ...['47-2802', '47-2803', '47-2804', '47-2805', '47-2806'].map((n, i) => ({
        id: String(3 + i), documentId: 'title 47', sectionNumber: n, length: 3, terms: { licens: 1, fee: 2 }, headingTerms: [], citationTerms: [],
      })),
    ]);
    const plan = planQuery('How long does a pawnshop hold my things?', { lexicon: wordnet });
    const refined = refinePlan(plan, { stats: index.stats(plan.terms.map((t) => t.term)) });
    const added = refined.terms.filter((t) => t.source === 'lexicon').map((t) => t.term);
    expect(added).toEqual(expect.arrayContaining(['pawnbrok', 'pawn']));
    // Relatives the code never uses are dropped: they could only add noise.
    expect(added.every((t) => index.documentFrequency(t) > 0)).toBe(true);
  });

  it('reads two question words as the one word the code writes ("council members" → councilmembers), nouns only', () => {
    const index = new LexicalIndex();
    index.addDocument('charter', [
      { id: '1', documentId: 'charter', sectionNumber: '12', length: 9, terms: { councilmemb: 2, quorum: 1, constitut: 1, transact: 1, busi: 1 }, headingTerms: ['ordin', 'procedur'], citationTerms: [] },
      { id: '2', documentId: 'charter', sectionNumber: '12.1', length: 8, terms: { council: 3, member: 2, meet: 3, firsttim: 1 }, headingTerms: ['meet', 'council'], citationTerms: [] },
      ...['13', '14', '15', '16'].map((n, i) => ({ id: String(3 + i), documentId: 'charter', sectionNumber: n, length: 3, terms: { mayor: 1, alderman: 2 }, headingTerms: [], citationTerms: [] })),
    ]);
    const refine = (question: string) => {
      const plan = planQuery(question, { lexicon: wordnet });
      return refinePlan(plan, { stats: index.stats(plan.terms.map((t) => t.term)) });
    };
    const council = refine('How many council members make a quorum?');
    expect(council.terms.find((t) => t.term === 'councilmemb')).toMatchObject({ source: 'lexicon', surface: ['councilmembers'] });
    // The one word names both of the question's words (the answer's subject checks see it).
    expect(council.related.member).toContain('councilmemb');
    expect(council.related.council).toContain('councilmemb');
    // 'first' is not a noun: 'first time' is not read as the code's 'first-time'.
    expect(refine('What happens to a bar the first time it is caught?').terms.map((t) => t.term)).not.toContain('firsttim');
  });

  it('reads three-word collocations joined by a small word ("door to door", "right of way")', () => {
    const door = planQuery('Do I need a license to sell candy door to door?', { lexicon: wordnet }).lexical.filter((x) => x.trigger === 'door to door');
    expect(door.map((x) => x.lemma)).toContain('house-to-house');
    const way = planQuery('Who owns the right of way behind my house?', { lexicon: wordnet }).lexical.filter((x) => x.trigger === 'right of way');
    expect(way.map((x) => x.lemma)).toContain('easement');
  });

  it('guesses a word’s part of speech from its neighbours: "a bar" is a place, not "to bar"', () => {
    const plan = planQuery('How late can a bar serve drinks?', { lexicon: wordnet });
    const bar = plan.lexical.filter((x) => x.trigger === 'bar').map((x) => x.lemma);
    expect(bar).toContain('barroom');
    expect(bar).not.toContain('prohibit');
  });
});

describe('cross-references', () => {
  it('lists the sections a text points at, not its own', () => {
    expect(findReferences('Except as provided in § 25-724 and subsections (c) and (e) of this section, …', '25-723')).toEqual(['25-724']);
    expect(findReferences('Temporary Signs – See Section 7 of this ordinance.', '3')).toEqual(['7']);
    expect(findReferences('Section 5.100 of the Rivergrove Land Development Ordinance is hereby repealed and replaced.', '1')).toEqual(['5.100']);
  });
});

// Real sections of the Milledgeville, GA code (Secs. 78-122, 62-19, 62-17, 54-34), abridged, from the Georgia Municipal
// Code of Ordinance Dataset: a resident's "protest march" and "dead car" in the code's words.
describe("a resident's words for a code's parade and nonfunctioning vehicle", () => {
  const wordnet = testWordNet();
  const index = new MemoryIndex(wordnet);
  index.add(
    [
      { id: '78-122', sectionNumber: '78-122', heading: 'Parade, assembly and demonstration—Permit', content: 'Sec. 78-122. - Parade, assembly and demonstration—Permit. (a) Any person desiring to stage a parade, demonstration or assembly, or engage in picketing, shall make application for a permit to the city not later than 4:00 p.m. on the day prior to the day that such proposed activity is intended to be staged or carried out.' },
      { id: '62-19', sectionNumber: '62-19', heading: 'Noise control', content: 'Sec. 62-19. - Noise control. (c) It is unlawful for any person to use any radio or loudspeaker on the public streets for commercial advertising between the hours of 10:00 p.m. and 7:00 a.m. on Saturday or on any other day, except by permit.' },
      { id: '62-17', sectionNumber: '62-17', heading: 'Unauthorized person on premises of licensed retail sales car business', content: 'Sec. 62-17. - Unauthorized person on premises of licensed retail sales car business and/or body shop business. (a) It shall be unlawful for any unauthorized person to be on the premises of a licensed retail sales car business on any day between the hours of 11:00 p.m. and 7:00 a.m.' },
      { id: '54-34', sectionNumber: '54-34', heading: 'Removal of nonfunctioning vehicles, appliances, machinery or equipment', content: 'Sec. 54-34. - Removal of nonfunctioning vehicles, appliances, machinery or equipment. (a) After the time provided in section 54-33 for the removal of nonfunctioning motor vehicles has expired, the city marshal is directed to remove such property from the premises and dispose of the same and charge the expense thereof to the owner.' },
    ].map((c) => ({ ...c, documentName: 'code.txt' })),
  );

  it('reads "a protest march" as the parade, demonstration or assembly a permit is asked for, and "how do we" as a procedure', async () => {
    const question = 'We want to hold a protest march downtown on Saturday. How do we get a permit?';
    const { runSearch } = await import('./search');
    const { plan } = await runSearch(index.port(), question);
    expect(plan.terms.map((t) => t.term)).toEqual(expect.arrayContaining(['parad', 'demonstr', 'assembl', 'applic']));
    expect((await index.search(question))[0]?.id).toBe('78-122');
  });

  it('reads "a dead car" as the nonfunctioning vehicle the code removes', async () => {
    const question = 'My neighbor has a dead car sitting in his side yard for months. What happens if the city gets involved?';
    const { runSearch } = await import('./search');
    const { plan } = await runSearch(index.port(), question);
    expect(plan.terms.map((t) => t.term)).toContain('nonfunct');
    expect((await index.search(question))[0]?.id).toBe('54-34');
  });
});

