import { describe, expect, it } from 'vitest';
import { describeApplicants, factsFromText, formatDollars, summarizeGrantEligibility } from './eligibility-summary';

describe('the eligibility summary', () => {
  it('puts applicant types in everyday words, once each', () => {
    expect(
      describeApplicants([
        'Local (includes State-designated Indian Tribes, excludes institutions of higher education and hospitals',
        'Federally Recognized lndian Tribal Governments',
        'Nonprofit with 501C3 IRS Status (Other than Institution of Higher Education)',
        'Other (specify)',
        'Federally Recognized Indian Tribal Governments',
      ]),
    ).toEqual(['local governments (cities, counties, townships, special districts)', 'federally recognized tribes', 'nonprofits with 501(c)(3) status']);
  });

  it('says who may apply, for what and how large the program is, from the listing alone', () => {
    const summary = summarizeGrantEligibility({
      title: 'Clean School Bus Program',
      applicantTypes: ['County Government', 'Special District Government'],
      assistanceTypes: ['Project Grants', 'Direct Payments for a Specified Use'],
      objective: 'To replace existing school buses with zero-emission school buses. A second sentence is left out.',
      obligations: { fy2023: 965_000_000, fy2024: null, fy2025: 1_200_000_000 },
    });
    expect(summary).toBe(
      [
        'Who may apply: counties and special districts.',
        'For what: Project grants and direct payments for a specified use. To replace existing school buses with zero-emission school buses.',
        'Typical size: $1.2 billion obligated in FY 2025 (FY 2023: $965 million), across all of the program\'s awards.',
      ].join('\n'),
    );
  });

  it('lists at most six kinds of applicant and counts the rest', () => {
    const types = ['State', 'County Government', 'City or Township Government', 'Special District Government', 'Independent School District', 'Federal', 'Interstate', 'Intrastate'];
    expect(summarizeGrantEligibility({ title: 'x', applicantTypes: types, assistanceTypes: [], objective: null, obligations: { fy2023: null, fy2024: null, fy2025: null } }).split('\n')[0]).toBe(
      'Who may apply: states, counties, cities and townships, special districts, school districts, federal agencies and 2 more kinds of applicant.',
    );
  });

  it('reads the labelled text a card sends, and takes unlabelled text as the objective', () => {
    expect(factsFromText('Program: X\nApplicant types: State; County Government\nAssistance types: Formula Grants\nObjective: To help.\nObligations: FY 2024: $1,000')).toEqual({
      title: 'X',
      applicantTypes: ['State', 'County Government'],
      assistanceTypes: ['Formula Grants'],
      objective: 'To help.',
      obligations: { fy2023: null, fy2024: 1000, fy2025: null },
    });
    expect(factsFromText('Funds parks.').objective).toBe('Funds parks.');
  });

  it('writes dollars the way a budget line reads', () => {
    expect(formatDollars(370_000_000)).toBe('$370 million');
    expect(formatDollars(1_330_094_030)).toBe('$1.3 billion');
    expect(formatDollars(850_000)).toBe('$850,000');
  });
});
