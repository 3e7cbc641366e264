import { describe, expect, it } from 'vitest';
import { baseForms } from './morphy';
import { testWordNet } from './wordnet.testing';

const wordnet = testWordNet();
const relativesOf = (word: string, relation?: string) =>
  wordnet.relatives(word).filter((r) => !relation || r.relation === relation).map((r) => r.lemma);

describe('WordNet', () => {
  it('reads a resident word back to its lemma, regular and irregular', () => {
    expect(wordnet.lemmasOf('chickens')).toContainEqual({ lemma: 'chicken', pos: 'noun' });
    expect(wordnet.lemmasOf('cut down')).toContainEqual({ lemma: 'cut_down', pos: 'verb' });
    expect(wordnet.lemmasOf('sold')).toContainEqual({ lemma: 'sell', pos: 'verb' });
    expect(baseForms('cutting', 'verb')).toContain('cut');
  });

  it('finds collocations WordNet writes with hyphens, as a resident writes them with spaces', () => {
    expect(wordnet.lemmasOf('door to door')).toContainEqual({ lemma: 'door-to-door', pos: 'adj' });
    expect(wordnet.lemmasOf('full time')).toContainEqual({ lemma: 'full-time', pos: 'adj' });
    expect(relativesOf('door to door', 'synonym')).toContain('house-to-house');
  });

  it('finds the broader word a code uses for a resident word, and synonyms', () => {
    expect(relativesOf('chickens', 'hypernym')).toEqual(expect.arrayContaining(['poultry', 'fowl']));
    expect(relativesOf('pawnshop', 'synonym')).toContain("pawnbroker's shop");
    expect(relativesOf('hot', 'attribute')).toContain('temperature');
  });

  it('keeps to the part of speech it is asked for', () => {
    const nounOnly = wordnet.relatives('bar', { partsOfSpeech: ['noun'] }).map((r) => r.lemma);
    expect(nounOnly).toContain('barroom');
    expect(nounOnly).not.toContain('prohibit');
  });

  it('tells nouns from verbs and words from non-words', () => {
    expect(wordnet.nounShare('landlord')).toBe(1);
    expect(wordnet.nounShare('give')).toBeLessThan(0.2);
    expect(wordnet.isWord('permit')).toBe(true);
    expect(wordnet.isWord('pennit')).toBe(false);
    expect(wordnet.senseCount('give')).toBeGreaterThan(40);
  });
});
