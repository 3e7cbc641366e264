import { describe, expect, it } from 'vitest';
import { readListings } from './read-listings';

const HEADER = 'program_number,program_title,popular_name,agency,sub_agency,objective,applicant_types,assistance_types,obligations_fy2023,obligations_fy2024,obligations_fy2025_estimate_or_actual,fiscal_year,sam_url';

describe('readListings', () => {
  it('reads rows by column name, splitting multi-valued fields and dropping placeholders', () => {
    const file = readListings(
      `${HEADER}\n97.044,Assistance to Firefighters Grant,(Fire Grants),Department of Homeland Security,N/A,Equip fire departments.,"Local (includes State-designated Indian Tribes, excludes institutions of higher education and hospitals; U.S. Territories and possessions",Project Grants,360000000.0,"$370,000,000",,2024,https://sam.gov/fal/x/view\n`,
    );
    expect(file.format).toBe('ordo');
    expect(file.rejected).toEqual([]);
    expect(file.listings).toHaveLength(1);
    expect(file.listings[0].line).toBe(2);
    expect(file.listings[0].listing).toMatchObject({
      programNumber: '97.044',
      popularName: '(Fire Grants)',
      subAgency: null,
      applicantTypes: ['Local (includes State-designated Indian Tribes, excludes institutions of higher education and hospitals', 'U.S. Territories and possessions'],
      obligations: { fy2023: 360_000_000, fy2024: 370_000_000, fy2025: null },
      fiscalYear: 2024,
    });
    expect(file.fields).toContain('objective');
    expect(file.fields).not.toContain('categories');
  });

  it('rejects bad rows one by one with their line and reason, keeping the rest', () => {
    const file = readListings(
      [
        'program_number,program_title,obligations_fy2023,sam_url',
        '10.001,Agricultural Research,100,',
        '10.1,Bad number,,',
        ',No number,,',
        '10.002,,,',
        '10.003,Money,"lots",',
        '10.004,Link,,ftp://example.org',
        '10.001,Duplicate,,',
        '10.005,Too,many,cells,here',
        '10.006,Fine,,https://sam.gov/x',
      ].join('\n'),
    );
    expect(file.listings.map((l) => l.listing.programNumber)).toEqual(['10.001', '10.006']);
    expect(file.rejected).toEqual([
      { line: 3, programNumber: '10.1', reason: expect.stringMatching(/"10.1" is not an Assistance Listing number/) },
      { line: 4, programNumber: null, reason: 'The program number is empty.' },
      { line: 5, programNumber: '10.002', reason: 'The program title is empty.' },
      { line: 6, programNumber: '10.003', reason: expect.stringMatching(/obligations_fy2023 "lots" is not a dollar amount/) },
      { line: 7, programNumber: '10.004', reason: expect.stringMatching(/sam_url .* is not a web address/) },
      { line: 8, programNumber: '10.001', reason: 'Program number 10.001 already appears on line 2.' },
      { line: 9, programNumber: '10.005', reason: 'The row has 5 cells but the header has 4 columns.' },
    ]);
    expect(file.rowCount).toBe(9);
  });

  it("accepts SAM.gov's column names, numbered sections and prose obligations", () => {
    const file = readListings(
      '"Program Title","Program Number","Popular Name (020)","Federal Agency (030)","Objectives (050)","Types of Assistance (060)","Applicant Eligibility (081)","Obligations (122)","URL","Website Address (153)"\n' +
        '"Assistance to Firefighters Grant","97.044","(Fire Grants)","FEDERAL EMERGENCY MANAGEMENT AGENCY, HOMELAND SECURITY, DEPARTMENT OF","To equip fire departments.","PROJECT GRANTS","Local fire departments","(Project Grants) FY 23 $360,000,000.00; FY 24 est $370,000,000.00; FY 25 est Estimate Not Available","https://sam.gov/fal/x/view","https://www.fema.gov"\n',
    );
    expect(file.format).toBe('sam_gov');
    expect(file.ignoredColumns).toEqual(['Website Address (153)']);
    expect(file.listings[0].listing).toMatchObject({
      programNumber: '97.044',
      title: 'Assistance to Firefighters Grant',
      agency: 'FEDERAL EMERGENCY MANAGEMENT AGENCY, HOMELAND SECURITY, DEPARTMENT OF',
      objective: 'To equip fire departments.',
      assistanceTypes: ['PROJECT GRANTS'],
      applicantTypes: ['Local fire departments'],
      obligations: { fy2023: 360_000_000, fy2024: 370_000_000, fy2025: null },
      samUrl: 'https://sam.gov/fal/x/view',
    });
  });

  it('refuses a file whose columns match neither naming, listing what it found and what it needs', () => {
    expect(() => readListings('name,amount\nFire,100\n')).toThrow(
      'The file\'s columns do not match the Assistance Listings format. Found: "name", "amount". It needs program_number (or "Program Number") and program_title (or "Program Title"); the other columns (objective, applicant_types, assistance_types, …) are optional.',
    );
    expect(() => readListings('program_number;program_title\n10.001;X\n')).toThrow(/separated by something other than commas/);
  });

  it('refuses a header without rows and malformed quoting as a whole', () => {
    expect(() => readListings('program_number,program_title\n\n')).toThrow('The file has a header row but no listings under it.');
    expect(() => readListings('program_number,program_title\n10.001,"Open\n')).toThrow(/^Line 2: a quoted field opens here and never closes/);
  });
});
