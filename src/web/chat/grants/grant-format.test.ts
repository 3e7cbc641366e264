import { describe, expect, it } from 'vitest';
import { describeImport, describeObligations, shortApplicantTypes } from './grant-format';

describe('grant card text', () => {
  it('lists the reported fiscal years newest first and says nothing when none is reported', () => {
    expect(describeObligations({ fy2023: 360_000_000, fy2024: 370_000_000, fy2025: null })).toBe('FY 2024: $370 million · FY 2023: $360 million');
    expect(describeObligations({ fy2023: null, fy2024: null, fy2025: null })).toBeNull();
  });

  it('shortens applicant types and fixes the listings\' "lndian" typo', () => {
    expect(
      shortApplicantTypes({
        applicant_types: [
          'Local (includes State-designated Indian Tribes, excludes institutions of higher education and hospitals',
          'Federally Recognized lndian Tribal Governments',
          'Local (includes State-designated lndian Tribes, excludes institutions of higher education and hospitals',
        ],
      }),
    ).toEqual(['Local', 'Federally Recognized Indian Tribal Governments']);
  });

  it('sums up an import report', () => {
    expect(describeImport({ file_name: 'x.csv', format: 'ordo', rows: 2506, added: 2500, updated: 4, unchanged: 1, rejected: [{ line: 9, program_number: null, reason: 'x' }], ignored_columns: [] })).toBe(
      '2,506 rows: 2,500 added, 4 updated, 1 unchanged, 1 rejected',
    );
  });
});
