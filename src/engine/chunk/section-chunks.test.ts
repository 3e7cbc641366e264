import { describe, expect, it } from 'vitest';
import { extractStructure } from '../structure/extract-structure';
import { sectionChunks } from './section-chunks';
import { rangeSuffix } from './section-chunks-split';

const page = (number: number, ...lines: string[]) => ({ number, text: lines.join('\n') });
const long = (label: string, n: number) => `${label} ${'The licensee shall comply with this requirement at all times. '.repeat(n).trim()}`;

describe('sectionChunks', () => {
  const tree = extractStructure([
    page(1, 'CODE OF THE DISTRICT OF COLUMBIA', '', 'TITLE 25. ALCOHOLIC BEVERAGES.', '', 'CHAPTER 7. STANDARDS OF OPERATION.', '', 'This chapter sets standards.', '',
      'Subchapter III. Hours.', '', '§ 25-722. Short section.', '', '(a) A licensee may sell.', ''),
    page(2, '§ 25-723. Hours of sale and service.', '', 'Lead-in text.', '', long('(a)', 6), '', long('(b)', 6), '', '(c)(1) Except as follows:', long('  (A)', 5), long('  (B)', 5)),
    page(3, long('  (2)', 5), long('  (3)', 5), long('  (4)', 5), '', long('(d)', 6), '', '(May 3, 2001, D.C. Law 13-298, § 101.)'),
  ]);
  const chunks = sectionChunks(tree, { chunkSize: 1000, documentName: 'DC Code Title 25' });
  const of = (n: string) => chunks.filter((c) => c.metadata.section_number === n);

  it('keeps a short section whole, with its citation path, the headings of its chapter and subchapter, and metadata', () => {
    expect(of('25-722')).toEqual([{
      pageNumber: 1,
      content: '§ 25-722. Short section.\n\n(a) A licensee may sell.',
      citation: 'Title 25 › Chapter 7 › Subchapter III › § 25-722',
      metadata: { divisor_type: 'section', section_number: '25-722', section_label: '§ 25-722', heading: 'Short section', pages: [1], path: ['Title 25', 'Chapter 7', 'Subchapter III', '§ 25-722'], context: ['ALCOHOLIC BEVERAGES', 'STANDARDS OF OPERATION', 'Hours'] },
    }]);
  });

  it('splits a long section at subsection boundaries, each piece headed and cited by its range', () => {
    const pieces = of('25-723');
    for (const c of pieces) {
      expect(c.content.startsWith('§ 25-723. Hours of sale and service.\n\n')).toBe(true);
      expect(c.content.length).toBeLessThanOrEqual(1000);
      expect(c.metadata.path).toEqual(['Title 25', 'Chapter 7', 'Subchapter III', '§ 25-723']);
    }
    expect(pieces[0].content).toContain('Lead-in text.');
    expect(pieces.map((c) => c.citation.split(' › ').pop())).toEqual(['§ 25-723(a)–(b)', '§ 25-723(c)(1)', '§ 25-723(c)(2)–(4)', '§ 25-723(d)']);
    expect(pieces.map((c) => c.metadata.subsections)).toEqual([['a', 'b'], ['c(1)'], ['c(2)', 'c(3)', 'c(4)'], ['d']]);
    // Nothing is lost: the pieces' bodies put back together are the section text.
    const bodies = pieces.map((c) => c.content.slice('§ 25-723. Hours of sale and service.\n\n'.length));
    expect(bodies.join(' ').replace(/\s+/g, ' ')).toBe(tree.children[0].children[0].children[0].children[1].text.replace(/\s+/g, ' '));
    expect(pieces.at(-1)!.content).toContain('D.C. Law 13-298');
  });

  it('dates each piece by the page its content starts on', () => {
    const pieces = of('25-723');
    expect(pieces[0].pageNumber).toBe(2);
    expect(pieces.at(-1)!.pageNumber).toBe(3);
    const c2 = pieces.find((c) => c.metadata.subsections?.includes('c(2)'))!;
    expect(c2.metadata.pages).toContain(3);
  });

  it('cites front matter by the document name and a chapter’s own text by the chapter', () => {
    expect(chunks[0]).toMatchObject({ content: 'CODE OF THE DISTRICT OF COLUMBIA', citation: 'DC Code Title 25', metadata: { divisor_type: 'document', path: [] } });
    expect(chunks[1]).toMatchObject({ content: 'CHAPTER 7. STANDARDS OF OPERATION.\n\nThis chapter sets standards.', citation: 'Title 25 › Chapter 7', metadata: { divisor_type: 'chapter', heading: 'STANDARDS OF OPERATION' } });
    expect(chunks.every((c) => c.content.trim())).toBe(true);
  });

  it('cuts a section without subsections at sentences and leaves an over-long sentence whole', () => {
    const sentence = `The Board shall ${'consider every relevant factor and '.repeat(40)}decide.`;
    const t = extractStructure([page(1, '§ 1-101. Long.', '', `${'Short sentence here. '.repeat(30)}${sentence} Final words.`)]);
    const pieces = sectionChunks(t, { chunkSize: 500 });
    expect(pieces.every((c) => c.content.startsWith('§ 1-101. Long.'))).toBe(true);
    expect(pieces.filter((c) => c.content.length > 500).map((c) => c.content.slice(16))).toEqual([sentence]);
    expect(pieces.every((c) => c.citation === '§ 1-101' && c.metadata.subsections === undefined)).toBe(true);
  });

  it('keeps a run-in heading on the first line of its chunk', () => {
    const t = extractStructure([page(1, 'Section 1: The City hereby amends the Planning Fee Schedule adopted in Resolution 259-', '2018, effective January 1, 2019.')]);
    expect(sectionChunks(t)).toMatchObject([{ content: 'Section 1: The City hereby amends the Planning Fee Schedule adopted in Resolution 259-\n2018, effective January 1, 2019.', citation: 'Section 1' }]);
  });

  it('makes nothing of an empty document and a heading-only section', () => {
    expect(sectionChunks(extractStructure([]))).toEqual([]);
    expect(sectionChunks(extractStructure([page(1, '§ 6-751.03. Locations.')]))).toMatchObject([{ content: '§ 6-751.03. Locations.', citation: '§ 6-751.03' }]);
  });
});

describe('rangeSuffix', () => {
  it('writes subsection ranges the way citations do', () => {
    expect(rangeSuffix([])).toBe('');
    expect(rangeSuffix([['c']])).toBe('(c)');
    expect(rangeSuffix([['c'], ['d'], ['e']])).toBe('(c)–(e)');
    expect(rangeSuffix([['c', '2'], ['c', '3'], ['c', '4']])).toBe('(c)(2)–(4)');
    expect(rangeSuffix([['c', '2'], ['d']])).toBe('(c)(2)–(d)');
  });
});
