import { describe, expect, it } from 'vitest';
import { extractStructure, flattenSections } from './extract-structure';
import type { DivisorNode } from './types';

const page = (number: number, ...lines: string[]) => ({ number, text: lines.join('\n') });
/** Subsection outline of a node: '(a)', '(a)(1)', … in document order. */
const outline = (node: DivisorNode, prefix = ''): string[] =>
  node.children.flatMap((c) => [prefix + c.label, ...outline(c, prefix + c.label)]);
const section = (tree: DivisorNode, number: string) => flattenSections(tree).find((e) => e.section.number === number)!.section;

describe('extractStructure: containers and sections', () => {
  const pages = [
    page(1, 'CODE OF THE DISTRICT OF COLUMBIA', '', 'TITLE 25. ALCOHOLIC BEVERAGES.', '', 'CHAPTER 7. STANDARDS OF OPERATION.', '',
      'Subchapter III. Hours; Noise Restrictions.', '', '§ 25-722. Hours for off-premises licensees.', '', '(a) A licensee may sell between 7:00 a.m. and midnight.', ''),
    page(2, '§ 25-723. Hours of sale and service.', '', '(a) The licensee may serve, as provided in', '§ 25-722. The Board shall not extend these hours.', '',
      '(b) Except as provided in § 25-724:', '  (1) 2:00 a.m. and 6:00 a.m.;', ''),
    page(3, '  (2) 3:00 a.m. and 6:00 a.m.', '', '(May 3, 2001, D.C. Law 13-298, § 101.)', '', 'CHAPTER 8. ENFORCEMENT.', '', 'This chapter governs enforcement.', '',
      '§ 25-801. Inspections.', '', 'The Board may inspect.'),
  ];
  const tree = extractStructure(pages);

  it('nests title › chapter › subchapter › section and keeps front matter as the root text', () => {
    expect(tree.text).toBe('CODE OF THE DISTRICT OF COLUMBIA');
    expect(flattenSections(tree).map((e) => e.path.join(' › '))).toEqual([
      'Title 25 › Chapter 7 › Subchapter III › § 25-722',
      'Title 25 › Chapter 7 › Subchapter III › § 25-723',
      'Title 25 › Chapter 8 › § 25-801',
    ]);
    const chapter8 = tree.children[0].children[1];
    expect(chapter8).toMatchObject({ type: 'chapter', number: '8', label: 'Chapter 8', heading: 'ENFORCEMENT', text: 'This chapter governs enforcement.' });
    expect(tree.children[0]).toMatchObject({ startPage: 1, endPage: 3 });
  });

  it('gives a section its heading line, heading text, full text and page span', () => {
    const s = section(tree, '25-723');
    expect(s).toMatchObject({ title: '§ 25-723. Hours of sale and service.', heading: 'Hours of sale and service', startPage: 2, endPage: 3 });
    expect(s.text.startsWith('(a) The licensee may serve')).toBe(true);
    expect(s.text.endsWith('(May 3, 2001, D.C. Law 13-298, § 101.)')).toBe(true);
    expect(s.pageMarks.map((m) => m.page)).toEqual([2, 3]);
    expect(outline(s)).toEqual(['(a)', '(b)', '(b)(1)', '(b)(2)']);
    const b = s.children[1];
    expect(b).toMatchObject({ startPage: 2, endPage: 3 });
    expect(s.text.slice(b.offset!, b.offset! + b.text.length)).toBe(b.text);
  });

  it('does not take a cross-reference wrapped to the start of a line for a heading', () => {
    expect(flattenSections(tree).filter((e) => e.section.number === '25-722')).toHaveLength(1);
    expect(section(tree, '25-723').children[0].text).toContain('§ 25-722. The Board shall not extend');
  });

  it('leaves the history note out of the last subsection', () => {
    const b = section(tree, '25-723').children[1];
    expect(b.text).not.toContain('D.C. Law');
  });

  it('is deterministic', () => {
    expect(extractStructure(pages)).toEqual(tree);
  });
});

describe('extractStructure: subsection designators', () => {
  const one = (...lines: string[]) => section(extractStructure([page(1, '§ 1-101. Test.', '', ...lines)]), '1-101');

  it('reads (i) after (h) as a letter and (i) under (A) as a roman numeral, with indentation', () => {
    const s = one('(g) G.', '', '(h) H:', '  (1) One:', '    (A) Big A:', '      (i) roman one;', '      (ii) roman two.', '    (B) Big B.', '', '(i) Letter i.', '', '(j) Letter j.');
    expect(outline(s)).toEqual(['(g)', '(h)', '(h)(1)', '(h)(1)(A)', '(h)(1)(A)(i)', '(h)(1)(A)(ii)', '(h)(1)(B)', '(i)', '(j)']);
  });

  it('does the same without indentation, from the designator sequence alone', () => {
    const s = one('(h) H:', '(1) One:', '(A) Big A:', '(i) roman one;', '(ii) roman two.', '(B) Big B.', '(2) Two.', '(i) Letter i.', '(j) Letter j.');
    expect(outline(s)).toEqual(['(h)', '(h)(1)', '(h)(1)(A)', '(h)(1)(A)(i)', '(h)(1)(A)(ii)', '(h)(1)(B)', '(h)(2)', '(i)', '(j)']);
  });

  it('continues a long list past (z) and reads (ii) after (hh) as a letter', () => {
    const s = one('(gg) Finding gg.', '', '(hh) Finding hh.', '', '(ii) Finding ii.', '', '(jj) Finding jj.');
    expect(outline(s)).toEqual(['(gg)', '(hh)', '(ii)', '(jj)']);
  });

  it('nests merged designators and resumes at the right level', () => {
    const s = one('(b) B.', '', '(b-1) B-1.', '', '(c)(1) Except:', '  (A) On a holiday;', '  (B) On a weekend.', '  (2) A licensee.', '', '[(c-2)](1) Notwithstanding.', '  (2) After.', '', '(d) [Repealed].');
    expect(outline(s)).toEqual(['(b)', '(b-1)', '(c)', '(c)(1)', '(c)(1)(A)', '(c)(1)(B)', '(c)(2)', '(c-2)', '(c-2)(1)', '(c-2)(2)', '(d)']);
  });

  it('reads (C)(i)(I) chains and their continuations', () => {
    const s = one('For the purposes of this title, the term:', '  (22A) "Store" means a store that:', '    (C)(i)(I) Has 50%; or', '      (II) Has 6,000 square feet; and',
      '      (ii) For the purposes of this subparagraph, the term.', '  (22B) "Game" has the meaning.');
    expect(outline(s)).toEqual(['(22A)', '(22A)(C)', '(22A)(C)(i)', '(22A)(C)(i)(I)', '(22A)(C)(i)(II)', '(22A)(C)(ii)', '(22B)']);
  });

  it('reads ordinance style A. / 1. / a. lists', () => {
    const s = one('A. Temporary signs:', '1. No internal lighting.', '2. Kept neat, and', 'wrapped onto a second line.', 'a. sub-item a.', 'b. sub-item b.', '3. Not a hazard.', 'B. Other signs.', 'D. Skipped C.');
    expect(outline(s)).toEqual(['(A)', '(A)(1)', '(A)(2)', '(A)(2)(a)', '(A)(2)(b)', '(A)(3)', '(B)', '(D)']);
  });

  it('does not open a subsection for a figure after a spelled-out number, or an out-of-order number in wrapped text', () => {
    const s = one('1. The warranty lasts for a period of five', '(5) years.', '2. Limits apply (1) based on findings, or', '(2) under a settlement agreement.');
    expect(outline(s)).toEqual(['(1)', '(2)']);
  });

  it('names subsection levels after the divisor types listed below section', () => {
    const tree = extractStructure([page(1, '§ 1-101. Test.', '', '(a) A:', '  (1) One:', '    (A) Big A.')], { divisorTypes: ['chapter', 'section', 'subsection', 'paragraph'] });
    const a = tree.children[0].children[0];
    expect([a.type, a.children[0].type, a.children[0].children[0].type]).toEqual(['subsection', 'paragraph', 'paragraph']);
  });
});

describe('extractStructure: ordinances', () => {
  it('skips a table of contents so that every section appears once', () => {
    const tree = extractStructure([
      page(1, 'CITY OF RIVERGROVE MUNICIPAL SIGN ORDINANCE', '', 'TABLE OF CONTENTS', '', 'Section Number', '', 'Section 1.    Title.', '', 'Section 2.    Purpose.', '',
        'Section 3.    Definitions.', '', '', '1'),
      page(2, 'Section 1.     Title.', '', 'This ordinance shall be known as the "Rivergrove Sign Ordinance."', '', 'Section 2.     Purpose.', '', 'The purpose is safety.', '',
        'Section 3.     Definitions.', '', 'Banner—A sign made of fabric.'),
    ]);
    const sections = flattenSections(tree).map((e) => e.section);
    expect(sections.map((s) => [s.label, s.startPage])).toEqual([['Section 1', 2], ['Section 2', 2], ['Section 3', 2]]);
    expect(tree.text).toContain('Section 2.    Purpose.');
  });

  it('drops dot-leader contents lines and a heading repeated right before the real one', () => {
    const tree = extractStructure([
      page(1, 'Sec. 4-1. Purpose ............ 2', 'Sec. 4-2. Definitions ........ 3', '', 'Section 5.100. Tree Cutting is amended to read as follows:', '', 'Section 5.100. Tree Cutting', '', '(A) AUTHORITY', 'The regulations are adopted.'),
    ]);
    const sections = flattenSections(tree).map((e) => e.section);
    expect(sections.map((s) => s.label)).toEqual(['Section 5.100']);
    expect(sections[0].children[0]).toMatchObject({ label: '(A)', heading: 'AUTHORITY' });
  });

  it('keeps a run-in heading on its line and the text after it in the body', () => {
    const tree = extractStructure([
      page(1, 'NOW, THEREFORE, BE IT RESOLVED by the City Council of Rivergrove:', '', 'Section 1: The City hereby amends the Planning Fee Schedule adopted in Resolution 259-',
        '2018 as set forth in Exhibit "1", to become effective January 1, 2019.', '', 'Sec. 4-12. Definitions. As used in this chapter, the term "sign" means a sign.'),
      page(2, 'Exhibit 1', '', 'FEE SCHEDULE', '', 'BUILDING PERMIT (CITY FEE)     $25.00'),
    ]);
    const [s1, s2] = flattenSections(tree).map((e) => e.section);
    expect(s1).toMatchObject({ title: 'Section 1:', heading: '', runIn: true });
    expect(s1.text.startsWith('The City hereby amends')).toBe(true);
    expect(s2).toMatchObject({ title: 'Sec. 4-12. Definitions.', heading: 'Definitions', runIn: true });
    expect(s2.text).toBe('As used in this chapter, the term "sign" means a sign.');
    expect(tree.children[2]).toMatchObject({ type: 'appendix', label: 'Exhibit 1', startPage: 2 });
    expect(tree.children[2].text).toContain('$25.00');
  });

  it('reads a caption standing on the line after a bare designator, and the contents list written that way (text taken from a PDF)', () => {
    // The Rivergrove sign ordinance as pdftotext writes it: designator, blank line, caption, blank line, body.
    const tree = extractStructure([
      page(1, 'CITY OF RIVERGROVE MUNICIPAL SIGN ORDINANCE', 'TABLE OF CONTENTS', 'Section Number', 'Section 1.', '', 'Title.', '', 'Section 2.', '', 'Purpose.', '',
        'Section 12.', '', 'Enforcement of Sign Code by City Manager.', '', '1'),
      page(2, 'Section 1.', '', 'Title.', '', 'This ordinance shall be known as the "Rivergrove Sign Ordinance."', '', 'Section 2.', '', 'Purpose.', '',
        'The purpose of this ordinance is to protect the health and safety of the people of Rivergrove.', '', 'Section 12.', '',
        'Enforcement of Rivergrove Sign Ordinance by City Manager.', '', 'A.', '', 'The City Manager shall enforce this ordinance.'),
    ]);
    const sections = flattenSections(tree).map((e) => e.section);
    expect(sections.map((s) => [s.label, s.heading, s.startPage])).toEqual([
      ['Section 1', 'Title', 2],
      ['Section 2', 'Purpose', 2],
      ['Section 12', 'Enforcement of Rivergrove Sign Ordinance by City Manager', 2],
    ]);
    expect(sections[1].text).toBe('The purpose of this ordinance is to protect the health and safety of the people of Rivergrove.');
  });

  it('does not take a short first sentence or a subsection letter after a bare designator for a caption', () => {
    const tree = extractStructure([
      page(1, 'Section 2.', '', 'This ordinance takes effect immediately.', '', 'Section 9.', 'A.', '', 'Nonconforming signs may continue to exist.'),
    ]);
    const [s2, s9] = flattenSections(tree).map((e) => e.section);
    expect(s2).toMatchObject({ heading: '', text: 'This ordinance takes effect immediately.' });
    expect(s9.heading).toBe('');
  });

  it('reads a bare designator opening a page as a heading even when the last page ended mid-line (a form\'s blanks)', () => {
    // Resolution 259-2018 as text: the notary block of Exhibit 2 ends its page with "of", and Exhibit 3 opens the next.
    const tree = extractStructure([
      page(1, 'Exhibit 2', 'CITY OF RIVERGROVE', 'AGREEMENT TO MEET COSTS OF DEVELOPMENT REVIEW', 'Notary Public for Oregon', 'My commission expires:', '', ', 20___ by', 'of'),
      page(2, 'Exhibit 3', 'CITY OF RIVERGROVE', 'AGREEMENT TO MEET COSTS OF APPEAL', 'This Agreement to Meet Costs of Appeal is entered into.'),
    ]);
    expect(tree.children.map((c) => [c.label, c.startPage])).toEqual([['Exhibit 2', 1], ['Exhibit 3', 2]]);
    expect(tree.children[1].text).toContain('COSTS OF APPEAL');
  });

  it('joins a caption wrapped over lines', () => {
    const tree = extractStructure([page(1, '§ 25-713. Retail licensee required to post current legal drinking age and', 'notice of requirement to produce valid identification displaying proof of', 'age.',
      'A retail licensee shall post a notice.')]);
    const s = tree.children[0];
    expect(s.heading).toBe('Retail licensee required to post current legal drinking age and notice of requirement to produce valid identification displaying proof of age');
    expect(s.text).toBe('A retail licensee shall post a notice.');
  });
});

describe('extractStructure: divisor type order', () => {
  const pages = [page(1, 'ARTICLE I. GENERAL', '', 'CHAPTER 1. NAME', '', 'Sec. 1-1. Name.', '', 'The city is named.', '', 'CHAPTER 2. LIMITS', '', 'Sec. 2-1. Limits.', '', 'The limits are set.')];

  it('infers nesting from the order in which types first appear', () => {
    expect(flattenSections(extractStructure(pages)).map((e) => e.path.join(' › '))).toEqual(['Article I › Chapter 1 › Sec. 1-1', 'Article I › Chapter 2 › Sec. 2-1']);
  });

  it('follows divisorTypes when given', () => {
    const tree = extractStructure(pages, { divisorTypes: ['chapter', 'article', 'section'] });
    expect(flattenSections(tree).map((e) => e.path.join(' › '))).toEqual(['Chapter 1 › Sec. 1-1', 'Chapter 2 › Sec. 2-1']);
    expect(tree.children.map((c) => c.label)).toEqual(['Article I', 'Chapter 1', 'Chapter 2']);
  });

  it('keeps title above chapter even when a chapter comes first', () => {
    const tree = extractStructure([page(1, 'CHAPTER 9. TAIL', '', '§ 1-901. A.', '', 'Text.', '', 'TITLE 2. NEXT', '', 'CHAPTER 1. HEAD', '', '§ 2-101. B.', '', 'Text.')]);
    expect(flattenSections(tree).map((e) => e.path.join(' › '))).toEqual(['Chapter 9 › § 1-901', 'Title 2 › Chapter 1 › § 2-101']);
  });

  it('returns an empty root for empty input', () => {
    expect(extractStructure([])).toMatchObject({ type: 'document', text: '', children: [] });
  });
});
