import { describe, expect, it } from 'vitest';
import { extractStructure, flattenSections } from './extract-structure';
import { numberShape, readConfusables } from './ocr-designators';

const page = (number: number, ...lines: string[]) => ({ number, text: lines.join('\n') });
const labels = (pages: { number: number; text: string }[]) => flattenSections(extractStructure(pages)).map((e) => e.section.label);

describe('section numbers misread by OCR', () => {
  it('reads a confusable letter as its digit when the document numbers its sections that way', () => {
    // A scanned Rivergrove-style ordinance: 'Section 5.09Q' is 5.090 and 'Section 5.1OO' is 5.100.
    const pages = [
      page(1, 'Section 5.080. Purpose', '', 'The purpose of this section is to protect trees.', '', 'Section 5.09Q. Definitions', '', 'Tree means a woody plant.'),
      page(2, 'Section 5.1OO. Tree Cutting', '', 'No person shall cut a tree without a pennit.', '', 'Section 5.110. Penalties', '', 'A violation is an infraction.'),
    ];
    expect(labels(pages)).toEqual(['Section 5.080', 'Section 5.090', 'Section 5.100', 'Section 5.110']);
  });

  it('keeps real letters, and letters in a document whose numbers take another shape', () => {
    expect(labels([page(1, '§ 6-751.05. Detectors.', '', 'Owners install detectors.', '', '§ 6-751.05a. Program.', '', 'The Mayor runs a program.', '', '§ 6-751.06. Fines.', '', 'Fines apply.')])).toEqual(
      ['§ 6-751.05', '§ 6-751.05a', '§ 6-751.06'],
    );
    // One numbered section, one lettered: no shape is dominant enough to read 'Section 4I' as 41.
    expect(labels([page(1, 'Section 4. Scope', '', 'This applies citywide.', '', 'Section 4I. Signs', '', 'Signs need permits.')])).toEqual(['Section 4', 'Section 4I']);
  });

  it('reads shapes and confusables', () => {
    expect(numberShape('5.090')).toBe('1.3');
    expect(numberShape('25-723')).toBe('2-3');
    expect(numberShape('5.09Q')).toBeNull();
    expect(readConfusables('5.1O0')).toBe('5.100');
    expect(readConfusables('l7.24.04O')).toBe('17.24.040');
  });
});
