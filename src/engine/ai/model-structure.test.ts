import { describe, expect, it } from 'vitest';
import { flattenSections } from '../structure';
import { buildModelTree } from './model-structure';
import type { ModelDivisor } from './schemas';

const page = (number: number, ...lines: string[]) => ({ number, text: lines.join('\n') });
const divisor = (divisor_type: string, title: string, start_page: number, extra: Partial<ModelDivisor> = {}): ModelDivisor => ({
  divisor_type,
  number: null,
  title,
  parent_title: null,
  start_page,
  end_page: start_page,
  ...extra,
});

const PAGES = [
  page(1, 'CITY OF RIVERGROVE PARK RULES', '', 'CHAPTER 2. PARKS', '', 'Rule 1. Dogs in', 'Parks', '', '(a) Dogs must be leashed.', '(b) Owners clean up after dogs.'),
  page(2, 'Rule 2. Quiet Hours No amplified sound after 10 p.m.', 'Quiet hours end at 7 a.m.', '', 'Rule 3. Snow Removal', '', 'Clear the walk within 24 hours.'),
];
const TYPES = ['chapter', 'section', 'subsection'];

describe('buildModelTree', () => {
  const { tree, dropped, kept } = buildModelTree(
    PAGES,
    [
      divisor('chapter', 'CHAPTER 2. PARKS', 1),
      divisor('section', 'Rule 1. Dogs in Parks', 1, { number: '1', parent_title: 'CHAPTER 2. PARKS' }),
      divisor('subsection', '(a)', 1, { number: 'a' }),
      divisor('subsection', '(b)', 1, { number: 'b' }),
      divisor('section', 'Rule 2. Quiet Hours', 2, { number: '2' }),
      divisor('section', 'Rule 4. Fireworks', 2, { number: '4' }),
      divisor('section', 'Rule 3. Snow Removal', 2, { number: '3' }),
      divisor('section', 'Rule 1. Dogs in Parks', 1, { number: '1' }),
    ],
    TYPES,
  );

  it('keeps only divisors printed in the pages, in document order, and says why the others were dropped', () => {
    expect(kept).toBe(6);
    expect(dropped).toEqual([
      { title: 'Rule 4. Fireworks', reason: 'not found in the page text' },
      { title: 'Rule 1. Dogs in Parks', reason: 'out of document order' },
    ]);
  });

  it('nests sections under their chapter, labels them by type and number, and cuts every body from the pages', () => {
    expect(tree.text).toBe('CITY OF RIVERGROVE PARK RULES');
    expect(flattenSections(tree).map((e) => [e.path.join(' › '), e.section.text])).toEqual([
      ['Chapter 2 › Section 1', '(a) Dogs must be leashed.\n(b) Owners clean up after dogs.'],
      ['Chapter 2 › Section 2', 'No amplified sound after 10 p.m.\nQuiet hours end at 7 a.m.'],
      ['Chapter 2 › Section 3', 'Clear the walk within 24 hours.'],
    ]);
  });

  it('reads a heading wrapped over two lines, a run-in heading, and page spans', () => {
    const [rule1, rule2, rule3] = flattenSections(tree).map((e) => e.section);
    expect(rule1).toMatchObject({ title: 'Rule 1. Dogs in Parks', startPage: 1, endPage: 1 });
    expect(rule2).toMatchObject({ runIn: true, startPage: 2, endPage: 2 });
    expect(rule3).toMatchObject({ startPage: 2, endPage: 2 });
    expect(tree.children[0]).toMatchObject({ type: 'chapter', label: 'Chapter 2', startPage: 1, endPage: 2 });
  });

  it('places subsections named by their designator inside their section text', () => {
    const rule1 = flattenSections(tree)[0].section;
    expect(rule1.children.map((c) => [c.number, c.text])).toEqual([['a', 'Dogs must be leashed.'], ['b', 'Owners clean up after dogs.']]);
    for (const c of rule1.children) expect(rule1.text.slice(c.offset, c.offset! + c.text.length)).toBe(c.text);
  });

  it('makes an empty tree when the model names nothing', () => {
    const empty = buildModelTree(PAGES, [], TYPES);
    expect(empty).toMatchObject({ kept: 0, dropped: [], tree: { type: 'document', children: [], startPage: 1, endPage: 2 } });
    expect(empty.tree.text).toContain('Rule 3. Snow Removal');
  });
});
