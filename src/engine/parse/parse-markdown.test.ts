import { describe, expect, it } from 'vitest';
import { extractStructure, flattenSections } from '../structure';
import { parseDocument } from './parse-document';
import { parseMarkdown } from './parse-markdown';
import { readFixture } from './test-corpus';

const md = (text: string) => parseMarkdown(new TextEncoder().encode(text));
const textOf = (text: string) => md(text).pages.map((p) => p.text).join('\n\n');
const sectionsOf = (text: string) => flattenSections(extractStructure(md(text).pages));

describe('parseMarkdown on a real code excerpt (China Grove, NC, Chapter 10)', () => {
  it('opens each "### Sec." heading as its section under the chapter and article headings, front matter dropped', async () => {
    const doc = await parseDocument(readFixture('china-grove-ch10-excerpt.md'), 'md');
    expect(doc.warnings).toEqual([]);
    const text = doc.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/title: "Chapter 10/);
    expect(text).not.toMatch(/^#/m);
    const sections = flattenSections(extractStructure(doc.pages));
    expect(sections.map((s) => s.path.join(' › '))).toEqual(['Chapter 10 › Article I › Sec. 10-7', 'Chapter 10 › Article I › Sec. 10-8']);
    const [keeping, livestock] = sections.map((s) => s.section);
    expect(keeping.heading).toBe('Permission for keeping certain animals');
    expect(keeping.children.map((c) => c.label)).toEqual(['(a)', '(b)', '(c)']);
    expect(keeping.children[1].children.map((c) => c.label)).toEqual(['(1)', '(2)', '(3)', '(4)', '(5)']);
    expect(livestock.text).toMatch(/^No person shall keep livestock within 200 feet/);
  });
});

describe('parseMarkdown', () => {
  it('writes emphasis, links and lists as plain text and drops link targets, images and HTML comments', () => {
    const text = textOf([
      '## Sec. 4-2. Permits.',
      '',
      'A **permit** from the *town manager* is required; see [Sec. 4-1](https://example.org/4-1) and the ![seal](seal.png) map.',
      '<!-- editor: check this against the 2019 amendment -->',
      '',
      '- (a) Residential permits.',
      '- (b) Commercial permits.',
      '',
      '1. First',
      '2. Second',
    ].join('\n'));
    expect(text).toContain('A permit from the town manager is required; see Sec. 4-1 and the  map.');
    expect(text).not.toMatch(/example\.org|seal\.png|editor:|\*\*|\[/);
    expect(text).toContain('(a) Residential permits.\n(b) Commercial permits.');
    expect(text).toContain('1. First\n2. Second');
  });

  it('keeps a table as one line per row, cells joined', () => {
    const text = textOf(['## Sec. 5-3. Fees.', '', '| Permit | Fee |', '| --- | --- |', '| Fence | $25 |', '| Deck | $50 |'].join('\n'));
    expect(text).toContain('Permit | Fee\nFence | $25\nDeck | $50');
  });

  it('reads setext headings and designators in every form the PDFs use', () => {
    const sections = sectionsOf([
      'ARTICLE III',
      '===========',
      '',
      'Sec. 2-8. Voter registration accessibility.',
      '--------------------------------------------',
      '',
      'The clerk shall keep forms.',
      '',
      '### § 12-3 Noise',
      '',
      'No loud music after 10 p.m.',
      '',
      '#### Section 5.080 Fences',
      '',
      'Fences may not exceed six feet.',
      '',
      '##### 4.2.6 Accessory Dwellings',
      '',
      'One accessory dwelling per lot.',
    ].join('\n'));
    expect(sections.map((s) => [s.section.label, s.section.heading])).toEqual([
      ['Sec. 2-8', 'Voter registration accessibility'],
      ['§ 12-3', 'Noise'],
      ['Section 5.080', 'Fences'],
      ['4.2.6', 'Accessory Dwellings'],
    ]);
    expect(sections[0].path).toEqual(['Article III', 'Sec. 2-8']);
  });

  it('makes headings without a designator the path above the sections, and keeps deeper ones as section text', () => {
    const sections = sectionsOf([
      '# Land Use Code',
      '## General Provisions',
      '### Sec. 1-1. Title.',
      'This code is the Land Use Code.',
      '#### Editor\'s note',
      'Adopted in 1998.',
      '## Enforcement',
      '### Sec. 1-9. Penalty.',
      'A fine of $100.',
    ].join('\n'));
    expect(sections.map((s) => s.path.join(' › '))).toEqual(['Land Use Code › General Provisions › Sec. 1-1', 'Land Use Code › Enforcement › Sec. 1-9']);
    expect(sections[0].section.text).toContain("Editor's note\n\nAdopted in 1998.");
  });

  it('keeps a section inside a division printed at the same heading level (as Municode exports do)', () => {
    const sections = sectionsOf(['# CHAPTER 50. STREETS', '## ARTICLE VI. SIDEWALKS', '### DIVISION 1. GENERALLY', '### Sec. 50-159. Obstructions.', 'Text.', '### DIVISION 2. PERMITS', '### Sec. 50-170. Permit required.', 'Text.', '## ARTICLE VII. TREES', '### Sec. 50-200. Planting.', 'Text.'].join('\n'));
    expect(sections.map((s) => s.path.join(' › '))).toEqual([
      'Chapter 50 › Article VI › Division 1 › Sec. 50-159',
      'Chapter 50 › Article VI › Division 2 › Sec. 50-170',
      'Chapter 50 › Article VII › Sec. 50-200',
    ]);
  });

  it('opens a section at a bold designator that starts a paragraph, and keeps a paragraph\'s lines apart', () => {
    const sections = sectionsOf([
      '# Chapter 5. Animals',
      '',
      '**Sec. 5-1. Dogs at large.** No dog shall run at large.',
      '',
      '**Sec. 5-2. Kennels &amp; catteries.** A kennel needs a permit:',
      '(1) for four dogs &amp; more;',
      '(2) for any cattery.',
    ].join('\n'));
    expect(sections.map((s) => [s.path.join(' › '), s.section.heading])).toEqual([
      ['Chapter 5 › Sec. 5-1', 'Dogs at large'],
      ['Chapter 5 › Sec. 5-2', 'Kennels & catteries'],
    ]);
    expect(sections[0].section.text).toBe('No dog shall run at large.');
    expect(sections[1].section.children.map((c) => c.title)).toEqual(['(1) for four dogs & more;', '(2) for any cattery.']);
  });

  it('does not open a section at a body line that only starts like a heading', () => {
    // As a TXT line, "Section 9. Lots shall be fenced." would open a Section 9; here it is a paragraph of Sec. 7-1.
    const sections = sectionsOf(['### Sec. 7-1. Scope.', '', 'These rules replace the 1990 code, which read:', '', 'Section 9. Lots shall be fenced.', '', '### Sec. 7-2. Lots.', '', 'Lots are measured.'].join('\n'));
    expect(sections.map((s) => s.section.label)).toEqual(['Sec. 7-1', 'Sec. 7-2']);
    expect(sections[0].section.text).toContain('Section 9. Lots shall be fenced.');
  });

  it('accepts a file without headings as text, with a note that no sections were marked', () => {
    const doc = md('Minutes of the council meeting.\n\nThe council discussed parking on Main Street.\n');
    expect(doc.pages.map((p) => p.text).join('\n')).toContain('The council discussed parking on Main Street.');
    expect(doc.pages.every((p) => !p.headings)).toBe(true);
    expect(doc.warnings.join(' ')).toMatch(/No headings .* were found .* read as plain text/);
  });
});
