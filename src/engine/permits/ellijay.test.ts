/**
 * Rules as the Code of Ellijay, GA phrases them (issue 25; Georgia Municipal Code of Ordinance Dataset, Appendix A
 * Sec. 8.5 and Sec. 82-82, excerpts); the applications are invented.
 */
import { describe, expect, it } from 'vitest';
import { readApplication } from './read-application';
import { reviewPermit } from './review-permit';
import { portOf, sectionsOf } from './sections.test-support';

const section = sectionsOf('Ellijay Code');

const HOME_OCCUPATIONS = section(
  85,
  'Sec. 8.5',
  'Home occupations.',
  [
    'Sec. 8.5. - Home occupations.',
    'The conduct of business in residential units may be permitted under the provisions of this section.',
    '8.5-3.  A home occupation is subordinate to the use of a dwelling unit for residential purposes. No more than 25 percent of the floor area of the dwelling unit may be used in connection with a home occupation or for storage purposes in connection with a home occupation;',
    '8.5-11.  Permitted residential home occupations: ',
    'a.  Architectural services ',
    'i.  Dressmaking, sewing, tailoring, contract sewing (one machine) ',
    'p.  In-home child care, but not more than six children at a time, including the caregiver\'s own preschool children ',
    '8.5-12.  Prohibited residential home occupations: ',
    'a.  Ambulance service ',
    'e.  Contracting, masonry, plumbing or painting ',
    'h.  Veterinary uses (including care, grooming or boarding) ',
  ].join('\n'),
);

const homeOccupation = (business: string) =>
  `Home Occupation Permit Application\nApplicant\tJo Sample\nZoning district\tR-1\nDescribe the business\t${business}\nWhere in the home\tSpare room, about 150 of our 1,650 sq ft\nSignature\tJo Sample`;

describe('rules as Ellijay phrases them', () => {
  it("denies a kind a 'Prohibited residential home occupations:' list gives as an example ('(including care, grooming or boarding)')", async () => {
    const review = await reviewPermit({ text: homeOccupation('Dog grooming by appointment - baths and nail trims') }, portOf([HOME_OCCUPATIONS]));
    expect(review.status).toBe('deny');
    expect(review.rationale).toContain('Veterinary uses (including care, grooming or boarding)');
  });

  it('does not deny a kind the same section permits by name, though a word of it is an example of a banned kind', async () => {
    const review = await reviewPermit({ text: homeOccupation('In-home child care for four children') }, portOf([HOME_OCCUPATIONS]));
    expect(review.status).not.toBe('deny');
    expect(review.rationale).not.toContain('Veterinary');
  });

  it("reads a letter's 'will bring in the doctor's certificate then' as the certificate missing, across a wrapped line", async () => {
    const permits = section(
      82,
      'Sec. 82-82',
      "Application for taxicab driver's permit.",
      "Sec. 82-82. - Application for taxicab driver's permit.\n(b)  Each application shall be accompanied by a certificate from a reputable physician of the city certifying that, in his opinion, the applicant is not afflicted with any disease or infirmity which might make him an unsafe or unsatisfactory driver.",
    );
    const letter = (last: string) =>
      `Dear Mayor and Council Members:\nI am applying for a taxicab driver's permit so that I can drive for a cab company of the city.\nI have driven a shuttle van for four years. ${last}\nSincerely,\nLee Sample`;
    const later = "I plan to see my doctor after the permit is approved and will bring in the\ndoctor's certificate then.";
    expect(readApplication(letter(later)).deniedText).toContain("doctor's certificate");
    const review = await reviewPermit({ text: letter(later) }, portOf([permits]));
    expect(review.status).toBe('needs_revision');
    expect(review.rationale).not.toContain('includes the required certificate');
    const enclosed = await reviewPermit({ text: letter("My doctor's certificate is enclosed.") }, portOf([permits]));
    expect(enclosed.rationale).toContain('includes the required certificate');
  });

  it("reads no limit from the items of a list of signs that 'shall be exempt from the permit requirements'", async () => {
    const signs = section(
      124,
      'Sec. 12.4',
      'Sign types.',
      [
        'Sec. 12.4. - Sign types.',
        'One or more free-standing signs shall be allowed per property in accordance with the following, in sequence:',
        '1.  For single business premises on parcels less than one acre in size, one pole sign is allowed with up to 24 square feet of sign area. Maximum height is 20 feet.',
        '(4)  Signs exempt from permit requirements.',
        'a.  The following types of signs shall be exempt from the permit requirements of this article:',
        '1.  Permanent free-standing signs, having a sign area of less than four square feet each, provided it is located five feet from the public right-of-way, does not block vehicle sight visibility, and does not exceed three feet in height.',
      ].join('\n'),
    );
    const form = 'Sign Permit Application - Permanent Free-Standing Sign\nBusiness\tSample Tire & Lube\nProperty\tparcel 0.7 acre; zoned GC General Commercial\nType\tPole sign\nSize\t22 sq ft per face\nHeight\t16 ft above the road grade\nSignature\tPat Sample';
    const review = await reviewPermit({ text: form }, portOf([signs]));
    expect(review.rationale).not.toContain("maximum of 3 ft");
    // The parcel's acreage chooses the rule; it is no sign area, and 'less than one acre' is no limit on it.
    expect(review.rationale).not.toMatch(/Property \([\d,]+ sq ft\)/);
    expect(review.rationale).toContain("Size (22 sq ft) is within the code's maximum of 24 sq ft.");
    expect(review.status).not.toBe('needs_revision');
  });

  it("holds a lot's acreage to a lot size the code sets ('On lots of at least one acre, chickens … may be kept')", async () => {
    const fowl = section(
      73,
      'Sec. 14-73',
      'Number of chickens; acreage restrictions.',
      'Sec. 14-73. - Number of chickens; acreage restrictions.\n(b)  Chickens. On lots of at least one acre, chickens (hens only, no roosters) may be kept for personal, non-commercial, purposes. Coops shall not exceed 200 square feet.',
    );
    const form = (lot: string) => `Request to Keep Backyard Chickens\nLot size\t${lot}\nWhat kind and how many\t4 laying hens\nCoop and run\t24 sq ft\nSignature\tJamie Sample`;
    expect((await reviewPermit({ text: form('0.38 acre') }, portOf([fowl]))).rationale).toMatch(/Lot size \([\d,.]+ sq ft\) is under the code's minimum of 43,560 sq ft/);
    const big = await reviewPermit({ text: form('2 acres') }, portOf([fowl]));
    expect(big.rationale).not.toMatch(/Lot size \([\d,.]+ sq ft\) is (?:under|over)/);
    expect(big.rationale).not.toMatch(/Coop and run \(24 sq ft\) is under/);
  });
});

