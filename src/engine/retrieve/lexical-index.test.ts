import { describe, expect, it } from 'vitest';
import { LexicalIndex, type LexicalRow } from './lexical-index';
import { MemoryIndex } from './memory-index';
import { prepareChunk } from './prepare-chunk';
import { runSearch } from './search';

const row = (id: string, documentId: string, sectionNumber: string, text: string, heading = ''): LexicalRow => ({ id, documentId, ...prepareChunk({ content: text, heading, sectionNumber }) });

describe('the in-memory lexical index', () => {
  it('counts chunks per term across documents and forgets a removed document', () => {
    const index = new LexicalIndex();
    index.addDocument('a', [row('1', 'a', '1', 'A tree cutting permit is required.'), row('2', 'a', '2', 'Signs need no permit.')]);
    index.addDocument('b', [row('3', 'b', '1', 'A tree may be planted.')]);
    expect(index.size).toBe(3);
    expect(index.documentFrequency('tree')).toBe(2);
    index.removeDocument('a');
    expect(index.size).toBe(1);
    expect(index.documentFrequency('tree')).toBe(1);
    expect(index.documentFrequency('permit')).toBe(0);
    expect(index.stats(['tree', 'permit'])).toEqual({ n: 1, avgLength: expect.any(Number), df: { tree: 1 } });
  });

  it('replaces a document when it is indexed again (no duplicate chunks)', () => {
    const index = new LexicalIndex();
    index.addDocument('a', [row('1', 'a', '1', 'Old text about fees.')]);
    index.addDocument('a', [row('1', 'a', '1', 'New text about permits.')]);
    expect(index.size).toBe(1);
    expect(index.documentFrequency('fee')).toBe(0);
    expect(index.documentFrequency('permit')).toBe(1);
  });

  it('chooses the best candidates by BM25, heading words counting more, within the allowed documents', () => {
    const index = new LexicalIndex();
    index.addDocument('a', [
      row('1', 'a', '5.100', 'Cutting any tree requires a permit from the city.', 'Tree Cutting'),
      row('2', 'a', '7', 'Temporary signs may be placed for an election.', 'Temporary Signs'),
      row('3', 'a', '8', 'Signs attached to a tree are prohibited.', 'Prohibited Signs'),
    ]);
    index.addDocument('b', [row('4', 'b', '1', 'Tree tree tree.')]);
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    expect(ids(index.candidates([{ term: 'tree', weight: 1 }, { term: 'cut', weight: 1 }], [], 2))[0]).toBe('1');
    expect(ids(index.candidates([{ term: 'tree', weight: 1 }], [], 10, new Set(['a'])))).not.toContain('4');
    // A named section is a candidate whatever its words.
    expect(ids(index.candidates([{ term: 'tree', weight: 1 }], ['7'], 1))).toContain('2');
    // Rows carry the counts of the terms asked for (and only those), for exact scoring.
    const [best] = index.candidates([{ term: 'tree', weight: 1 }], [], 1, new Set(['a']), ['tree', 'permit']);
    expect(best).toMatchObject({ id: '1', sectionNumber: '5.100', terms: { tree: 1, permit: 1 } });
  });
});

describe('following cross-references', () => {
  it('brings the section a provision defers to up beside it', async () => {
    const index = new MemoryIndex();
    const section = (n: string, heading: string, body: string) => ({ id: n, content: `Section ${n}. ${heading}.\n\n${body}`, heading, sectionNumber: n, sectionLabel: `Section ${n}`, documentName: 'fees' });
    index.add([
      section('2', 'Tree removal permits', 'A tree removal permit is issued on payment of the fee set in Section 9.'),
      // Shares no word with the question: only the reference can bring it.
      section('9', 'Schedule', 'As posted on the board at City Hall.'),
      ...['3', '4', '5', '6'].map((n) => section(n, 'Other rules', 'Fees for signs and fences are set elsewhere.')),
    ]);
    const labels = async (features: object) => (await index.search('What is the fee for a tree removal permit?', { limit: 3, features })).map((r) => r.sectionLabel);
    expect(await labels({ references: true })).toContain('Section 9');
    expect(await labels({ references: false })).not.toContain('Section 9');
  });
});

describe('search over a port', () => {
  it('returns the plan with each term’s document frequency and IDF in the index searched', async () => {
    const index = new MemoryIndex();
    index.add([{ id: '1', content: 'Dogs must be licensed.', documentName: 'a' }, { id: '2', content: 'Cats need no license.', documentName: 'a' }]);
    const { plan } = await runSearch(index.port(), 'dog license zebra');
    const term = (t: string) => plan.terms.find((x) => x.term === t);
    expect(term('dog')?.df).toBe(1);
    expect(term('zebra')?.df).toBe(0);
    expect(term('zebra')!.idf!).toBeGreaterThan(term('dog')!.idf!);
  });
});
