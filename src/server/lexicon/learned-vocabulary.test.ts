import { describe, expect, it } from 'vitest';
import { stem } from '../../engine/retrieve';
import { loadLearnedVocabulary } from './learned-vocabulary';

describe('loadLearnedVocabulary', () => {
  it('reads the committed model: other Georgia codes call a fence a wall and a garage sale a rummage sale', async () => {
    const vocabulary = await loadLearnedVocabulary();
    expect(vocabulary).not.toBeNull();
    expect(vocabulary!.size).toBeGreaterThan(2000);
    expect(vocabulary!.relativesOf(stem('fence'), 'similar').map((n) => n.term)).toContain(stem('wall'));
    expect(vocabulary!.relativesOf(stem('garage'), 'similar').map((n) => n.term)).toContain(stem('rummage'));
  });
});
