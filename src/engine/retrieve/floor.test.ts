import { describe, expect, it } from 'vitest';
import { fuseWithFloor } from './floor';
import { LexicalIndex, type LexicalRow } from './lexical-index';
import { prepareChunk } from './prepare-chunk';
import type { IndexRow, RankedRow } from './search';

function row(id: string, documentId: string, sectionNumber: string | null, content: string): LexicalRow {
  return { id, documentId, ...prepareChunk({ content, sectionNumber }) };
}

const indexRow = (id: string, documentId: string, sectionNumber: string | null): IndexRow =>
  ({ id, documentId, sectionNumber, terms: {}, length: 10, headingTerms: [], citationTerms: [], references: [], definedTerms: [], definitions: [] }) as unknown as IndexRow;
const ranked = (r: IndexRow, score: number, sectionMatch = false): RankedRow<IndexRow> => ({ row: r, score, coverage: 1, sectionMatch });

describe('plain BM25 over whole sections', () => {
  const index = new LexicalIndex();
  index.addDocument('code', [
    // One section cut into two chunks: 'fence' in one, 'height' in the other.
    row('a1', 'code', '5-1', 'A fence shall be of wood, metal or masonry and kept in good repair.'),
    row('a2', 'code', '5-1', 'Its height shall not exceed six feet in a rear yard.'),
    row('b1', 'code', '5-2', 'The height of a building is measured from the average grade.'),
    row('c1', 'code', '7-3', 'Dogs shall be kept on a leash in every park.'),
  ]);
  index.addDocument('other', [row('d1', 'other', '5-1', 'A fence permit costs twenty dollars.')]);

  it('scores a section as one text, so words spread over its chunks count together, and names its best chunk', () => {
    const hits = index.plainSections(['fenc', 'height'], 10);
    expect(hits[0]).toMatchObject({ section: 'code\u00005-1' });
    expect(['a1', 'a2']).toContain(hits[0].rowId);
    expect(hits.map((h) => h.section)).not.toContain('code\u00007-3');
  });

  it('keeps sections of the same number in different documents apart, and searches only the allowed documents', () => {
    expect(index.plainSections(['fenc'], 10).map((h) => h.section).sort()).toEqual(['code\u00005-1', 'other\u00005-1']);
    expect(index.plainSections(['fenc'], 10, new Set(['other'])).map((h) => h.rowId)).toEqual(['d1']);
    index.removeDocument('other');
    expect(index.plainSections(['fenc'], 10).map((h) => h.rowId)).not.toContain('d1');
  });
});

describe('the floor', () => {
  const a = indexRow('a', 'd', '1');
  const b = indexRow('b', 'd', '2');
  const c = indexRow('c', 'd', '3');
  const d = indexRow('d', 'd', '4');
  const e = indexRow('e', 'd', '5');
  const ordo = [ranked(a, 10), ranked(b, 9), ranked(c, 8), ranked(d, 7)];

  it('guarantees plain BM25’s best section a place among the first three, bringing in one the ranking lacked', () => {
    const plain = [{ section: 'd\u00005', rowId: 'e', score: 5 }];
    const out = fuseWithFloor(ordo, plain, [ranked(e, 1)], { mode: 'guarantee', guarantees: [[1, 3]] });
    expect(out.map((r) => r.row.id)).toEqual(['a', 'b', 'e', 'c', 'd']);
    // Already high enough: nothing moves.
    const kept = fuseWithFloor(ordo, [{ section: 'd\u00002', rowId: 'b', score: 5 }], [], { mode: 'guarantee', guarantees: [[1, 3]] });
    expect(kept.map((r) => r.row.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('blends: a section plain BM25 ranks first moves up when the ranking is close, not when it is sure', () => {
    const close = [ranked(a, 10), ranked(b, 9.8), ranked(c, 9.7)];
    const plain = [{ section: 'd\u00003', rowId: 'c', score: 8 }];
    expect(fuseWithFloor(close, plain, [], { mode: 'blend', blend: 0.2 }).map((r) => r.row.id)).toEqual(['c', 'a', 'b']);
    const sure = [ranked(a, 10), ranked(b, 5), ranked(c, 2)];
    expect(fuseWithFloor(sure, plain, [], { mode: 'blend', blend: 0.2 }).map((r) => r.row.id)).toEqual(['a', 'b', 'c']);
  });
});
