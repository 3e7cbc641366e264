import { describe, expect, it } from 'vitest';
import { DIVISOR_METADATA_MESSAGE, type DivisorNode } from '../../../contracts/workbench';
import {
  deleteDivisorsMessage,
  divisorLabel,
  divisorPages,
  flattenDivisors,
  moveItem,
  parseDivisorMetadata,
  subtreeIds,
} from './divisors';

const node = (id: number, children: DivisorNode[] = [], extra: Partial<DivisorNode> = {}): DivisorNode => ({
  id,
  divisor_type: 'section',
  number: null,
  title: `Node ${id}`,
  content_preview: null,
  parent_id: null,
  start_page: null,
  end_page: null,
  metadata: {},
  children,
  ...extra,
});

describe('parseDivisorMetadata', () => {
  it('takes blank as {} and a JSON object as itself', () => {
    expect(parseDivisorMetadata('  ')).toEqual({ ok: true, value: {} });
    expect(parseDivisorMetadata('{"source":"toc"}')).toEqual({ ok: true, value: { source: 'toc' } });
  });

  it('refuses arrays, scalars and invalid JSON with the spec message', () => {
    for (const text of ['[1]', '"text"', '42', 'null', '{ nope']) {
      expect(parseDivisorMetadata(text)).toEqual({ ok: false, error: DIVISOR_METADATA_MESSAGE });
    }
  });
});

describe('divisor tree helpers', () => {
  const tree = [node(1, [node(2, [node(3)]), node(4)]), node(5)];

  it('flattens parents before children and collects a subtree', () => {
    expect(flattenDivisors(tree).map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
    expect(subtreeIds(tree[0])).toEqual([1, 2, 3, 4]);
  });

  it('formats pages, labels and the bulk delete question', () => {
    expect(divisorPages({ start_page: 3, end_page: 7 })).toBe('pp. 3–7');
    expect(divisorPages({ start_page: 3, end_page: 3 })).toBe('p. 3');
    expect(divisorPages({ start_page: null, end_page: null })).toBeNull();
    expect(divisorLabel({ number: '§ 25-723', title: 'Hours of sale' })).toBe('§ 25-723 Hours of sale');
    expect(divisorLabel({ number: '25-723', title: '§ 25-723. Hours of sale' })).toBe('§ 25-723. Hours of sale');
    expect(deleteDivisorsMessage(3)).toBe('Are you sure you want to delete 3 divisor(s)?');
  });

  it('moves an item within bounds only', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
