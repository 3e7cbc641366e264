import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stem } from '../retrieve/porter2';
import { learnedVocabularyOf, parseLearnedVocabulary, serializeLearnedVocabulary } from './model';
import { splitCodeSections } from './sections';
import { trainVocabulary } from './train';

// Six invented towns that title the same five rules their own way ("Keeping of fowl", "Chickens", "Poultry"…).
const FIXTURE = join(__dirname, '../../../test/fixtures/learned-vocabulary');
const cities = readdirSync(FIXTURE, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort()
  .map((city) => readdirSync(join(FIXTURE, city)).sort().map((f) => readFileSync(join(FIXTURE, city, f), 'utf8')));
// The fixture is tiny: a caption word seen in two towns is enough.
const SMALL = { minCities: 2, minHeadingSections: 2, minPairSections: 2 };

describe('splitCodeSections', () => {
  it('reads Municode sections: the caption up to its full stop, the text to the next section', () => {
    const sections = splitCodeSections('CHAPTER 4\nSec. 4-1. - Keeping of fowl. No person shall keep\nroosters.\nSec. 4-2. Dogs at large. Dogs shall be leashed.');
    expect(sections).toEqual([
      { heading: 'Keeping of fowl', body: ' No person shall keep\nroosters.' },
      { heading: 'Dogs at large', body: ' Dogs shall be leashed.' },
    ]);
  });
});

describe('trainVocabulary', () => {
  it('gives the same bytes for the same codes', () => {
    const first = serializeLearnedVocabulary(trainVocabulary(cities, SMALL), ['source: fixture']);
    const second = serializeLearnedVocabulary(trainVocabulary(cities, SMALL), ['source: fixture']);
    expect(second).toBe(first);
    expect(first.split('\n').length).toBeGreaterThan(5);
  });

  it('learns that towns captioning a rule "Chickens", "Keeping of fowl" or "Poultry" mean the same thing', () => {
    const vocabulary = learnedVocabularyOf(trainVocabulary(cities, SMALL));
    const chicken = vocabulary.relativesOf(stem('chickens'), 'similar').map((n) => n.term);
    expect(chicken.slice(0, 3)).toEqual(expect.arrayContaining([stem('fowl'), stem('poultry')]));
    // A resident's "yard sale" is another town's "garage sale"; neither is a rule about fences or bars.
    const yard = vocabulary.relativesOf(stem('garage'), 'similar').map((n) => n.term);
    expect(yard).toContain(stem('yard'));
    expect(vocabulary.relativesOf(stem('chickens'), 'similar').map((n) => n.term)).not.toContain(stem('fence'));
    // What the sections under a caption say: chicken sections speak of hens, roosters and coops.
    expect(vocabulary.relativesOf(stem('chickens'), 'predicts').map((n) => n.term)).toEqual(expect.arrayContaining([stem('hens'), stem('coop')]));
  });

  it('reads back what it wrote, weights in hundredths', () => {
    const text = serializeLearnedVocabulary({ cities: 1, sections: 2, entries: [{ term: 'chicken', similar: [{ term: 'fowl', weight: 0.614 }], predicts: [] }] });
    const vocabulary = parseLearnedVocabulary(text);
    expect(vocabulary.relativesOf('chicken', 'similar')).toEqual([{ term: 'fowl', weight: 0.61 }]);
    expect(vocabulary.relativesOf('constructor', 'similar')).toEqual([]);
    expect(() => parseLearnedVocabulary('chicken\tfowl:61\t')).toThrow(/learned vocabulary/);
  });
});
