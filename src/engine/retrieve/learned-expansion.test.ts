import { describe, expect, it } from 'vitest';
import { learnedVocabularyOf } from '../learned-vocabulary';
import { MemoryIndex } from './memory-index';
import { stem } from './porter2';

// A learned vocabulary as training on many codes writes it: other towns' captions for the subject a resident names.
const vocabulary = learnedVocabularyOf({
  cities: 3,
  sections: 30,
  entries: [
    {
      term: stem('chickens'),
      similar: [
        { term: stem('fowl'), weight: 0.62 },
        { term: 'zebu', weight: 0.9 }, // a word this code never uses: never searched
        { term: stem('poultry'), weight: 0.55 },
        { term: stem('dwelling'), weight: 0.7 }, // one-sided: 'dwelling' does not name chickens back
      ],
      predicts: [{ term: stem('hens'), weight: 1 }],
    },
    { term: stem('fowl'), similar: [{ term: stem('chickens'), weight: 0.62 }], predicts: [] },
    { term: stem('dwelling'), similar: [{ term: stem('house'), weight: 0.8 }], predicts: [] },
  ],
});

// An excerpt in the form of a small city's code: it never says "chicken".
const chunks = [
  { id: 'fowl', sectionNumber: '4-12', heading: 'Keeping of fowl', content: 'Sec. 4-12. Keeping of fowl. No person shall keep fowl within 25 feet of any dwelling on an adjoining lot, and no more than six on any lot.' },
  { id: 'dogs', sectionNumber: '4-13', heading: 'Dogs at large', content: 'Sec. 4-13. Dogs at large. No owner shall allow a dog to run at large in the backyard of another person or on any street.' },
  { id: 'sheds', sectionNumber: '8-3', heading: 'Accessory buildings', content: 'Sec. 8-3. Accessory buildings. A shed in a backyard shall stand at least five feet from any lot line.' },
  { id: 'noise', sectionNumber: '9-1', heading: 'Noise', content: 'Sec. 9-1. Noise. No person shall keep any animal that disturbs the peace of the neighborhood by loud noises.' },
].map((c) => ({ ...c, documentName: 'code.txt' }));

describe('learned vocabulary in retrieval', () => {
  const index = new MemoryIndex(null, vocabulary);
  index.add(chunks);
  const question = 'Can I keep chickens in my backyard?';
  // The hand-written animal list also knows chickens; it is off here so the learned relatives are what is tested.
  const learned = { topicVocabulary: false, learnedVocabulary: true };

  it('finds the section another town would caption "Chickens" when the resident says chickens', async () => {
    const off = await index.search(question, { features: { ...learned, learnedVocabulary: false } });
    const on = await index.search(question, { features: learned });
    expect(off[0]?.id).not.toBe('fowl');
    expect(on[0]?.id).toBe('fowl');
  });

  it('adds only relatives the index holds, below the question’s own words and in the word’s group', async () => {
    const { runSearch } = await import('./search');
    const { plan } = await runSearch(index.port(), question, { features: learned });
    const trained = plan.terms.filter((t) => t.source === 'trained');
    expect(trained.map((t) => t.term)).toEqual([stem('fowl')]);
    expect(trained[0].group).toBe(stem('chickens'));
    const own = plan.terms.find((t) => t.term === stem('chickens'))!;
    expect(trained[0].weight).toBeLessThan(own.weight);
    expect(plan.terms.map((t) => t.term)).not.toContain('zebu');
    expect(plan.terms.map((t) => t.term)).not.toContain(stem('dwelling'));
    expect(plan.expansions).toContainEqual({ trigger: 'chickens', added: [stem('fowl')] });
  });

  it('gives the relatives of a word the code uses often only a fraction of their weight', async () => {
    const { runSearch } = await import('./search');
    const busy = new MemoryIndex(null, vocabulary);
    busy.add([...chunks, ...[1, 2, 3, 4].map((i) => ({ id: `c${i}`, sectionNumber: `5-${i}`, content: `Sec. 5-${i}. Chickens. Chickens rule ${i}.`, documentName: 'code.txt' }))]);
    const { plan } = await runSearch(busy.port(), question, { features: learned, learned: { maxTriggerDf: Number.POSITIVE_INFINITY } });
    const fowl = plan.terms.find((t) => t.term === stem('fowl'))!;
    expect(fowl.weight).toBeCloseTo(0.5 * 0.3);
    // By default only words the code uses at most twice get relatives, as with WordNet.
    const { plan: rare } = await runSearch(busy.port(), question, { features: learned });
    expect(rare.terms.filter((t) => t.source === 'trained')).toEqual([]);
  });
});
