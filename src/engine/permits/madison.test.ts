/**
 * Limits and fees as the City of Madison, GA code phrases them (issue 25; Georgia Municipal Code of Ordinance Dataset,
 * Secs. 6-341, 14-73, 22-183, 24-72, 38-35, 47-62 and 62-49, excerpts); the applications are invented.
 */
import { describe, expect, it } from 'vitest';
import { readSectionRules } from './code-rules';
import { reviewPermit } from './review-permit';
import { portOf, sectionsOf } from './sections.test-support';

const section = sectionsOf('Madison Code');

describe('limits and fees as Madison phrases them', () => {
  it("reads 'No fire may be burned closer than 500 feet to any building' as a least distance", async () => {
    const distances = section(62, 'Sec. 47-62', 'Distances of burns.', 'Sec. 47-62. - Distances of burns.\nNo fire may be burned closer than 500 feet to any building, structure or any other improvement to the subject real property.');
    expect(readSectionRules(distances).limits.map((l) => [l.kind, l.quantity.raw])).toEqual([['min', '500 feet']]);
    const burn = await reviewPermit({ text: 'Open Burning Permit\nName\tSkyler Sample\nWhat will be burned\tLeaves and storm limbs\nDistance to the nearest building\t80 feet\nSignature\tSkyler Sample' }, portOf([distances]));
    expect(burn.status).toBe('needs_revision');
    expect(burn.rationale).toContain("under the code's minimum of 500 ft");
  });

  it('refuses a use on a lot smaller than the least lot the code allows it on: a lot cannot be revised', async () => {
    const chickens = section(73, 'Sec. 14-73', 'Number of livestock, chickens and small mammals; acreage restrictions, setbacks.', 'Sec. 14-73. - Number of livestock, chickens and small mammals; acreage restrictions, setbacks.\n(c)  Small mammals. On lots of at least one acre, small mammals housed outside such as rabbits, guinea pigs and other small mammals kept for personal, non-commercial, purposes may be permitted provided the following requirements are met.');
    const form = (lot: string) => `Small Mammal Permit Application - rabbits kept outside\nOwner\tJordan Sample\nLot size\t${lot}\nNumber of rabbits\t3\nSignature\tJordan Sample`;
    const small = await reviewPermit({ text: form('0.38 acres') }, portOf([chickens]));
    expect(small.status).toBe('deny');
    expect(small.rationale).toContain("A lot's size cannot be changed by revising the application.");
    expect((await reviewPermit({ text: form('2 acres') }, portOf([chickens]))).status).not.toBe('deny');
  });

  it("takes a cap on what a fee may be ('such fees shall not exceed $80.00 per acre') for no fee", () => {
    const fees = section(35, 'Sec. 38-35', 'Permit fees.', 'Sec. 38-35. - Permit fees.\nThe city may charge fees as authorized by O.C.G.A. § 12-5-23, provided that such fees shall not exceed $80.00 per acre of land-disturbing activity.');
    expect(readSectionRules(fees).fees).toEqual([]);
  });

  it("holds an insurance policy's amount to the least cover the code asks for, read from a field labelled 'policy'", async () => {
    const cover = section(49, 'Sec. 62-49', 'Deposits, financial responsibility and indemnification.', 'Sec. 62-49. - Deposits, financial responsibility and indemnification.\n(e)  To secure the applicant\'s indemnification hereunder, applicant agrees to maintain at all times during the permitted event a policy or policies of comprehensive general public liability insurance, including personal injury and property damage coverage, in the amount of not less than $500,000.00 for bodily injury or death to any one person, not less than $1,000,000.00 per occurrence of bodily injury or death, and not less than $500,000.00 for property damage. The applicant acknowledges that City makes no warranty, express or implied, concerning the streets and roads or other engineering considerations involved in approving the application.');
    const form = (amount: string) => `Parade, Assembly and Road Closing Permit Application\nOrganization\tSample Striders Running Club\nEvent policy, Sample Insurance Co.\t${amount} per occurrence\nPolicy number\tGL-20931\nSignature\tTaylor Sample`;
    const short = await reviewPermit({ text: form('$300,000') }, portOf([cover]));
    expect(short.status).toBe('needs_revision');
    expect(short.rationale).toContain("Event policy, Sample Insurance Co. ($300,000) is under the code's minimum of");
    expect((await reviewPermit({ text: form('$2,000,000') }, portOf([cover]))).status).not.toBe('needs_revision');
  });

  it("holds a letter's event length to a limit the code states twice, and never to a lead time ('at least 30 days prior')", async () => {
    const temporary = section(341, 'Sec. 6-341', 'Restaurants; temporary licenses; private clubs; caterers; arts and entertainment district.', [
      'Sec. 6-341. - Restaurants; temporary licenses; private clubs; caterers; arts and entertainment district.',
      '(a)  Restaurants. If the city anticipates that the establishment will qualify for a license, it may vote to award the applicant a temporary license not to exceed 90 days.',
      '(3)  Such temporary licenses shall be limited to a three-day special event license for consumption of malt beverages and wine.',
      'c.  Not hold more than 18 days and/or nights of such sales per calendar year. A license shall only be granted for a period not to exceed three days and/or nights per event;',
      '(c)  Private clubs. Among those limitations is a requirement that beer and wine only be served with food at special events that have received the approval of the city upon proper written application, said application to be filed at least 30 days prior to the proposed special event.',
    ].join('\n'));
    expect(readSectionRules(temporary).limits.filter((l) => /30 days/.test(l.quantity.raw)).map((l) => l.aspect)).toEqual(['lead']);
    const letter = (days: string) => `Dear Mayor and Council:\nOn behalf of the Sample Heritage Society, I am applying for a temporary special event license to sell beer and wine at our annual fundraiser. The festival will run for ${days}, from Wednesday, October 14, 2026. A catered supper will be served every night.\nSincerely,\nRiley Sample`;
    const long = await reviewPermit({ text: letter('four days') }, portOf([temporary]));
    expect(long.status).toBe('needs_revision');
    expect(long.rationale).toContain("is over the code's maximum of 3 days");
    expect((await reviewPermit({ text: letter('two days') }, portOf([temporary]))).rationale).not.toContain('30 days');
  });

  it("holds each figure to the paragraph that names it: 'Directional signs.' limits the form's directional signs only", async () => {
    const signs = section(183, 'Sec. 22-183', 'Advertising signs.', 'Sec. 22-183. - Advertising signs.\n(a)  Signs permitted. Only the following signs may be displayed for the purpose of advertising a pending garage sale:\n(1)  Location of signs. Two signs of not more than four square feet each may be displayed on the property of the residence where the garage sale is to be conducted.\n(2)  Directional signs. Two signs of not more than two square feet each for the purpose of giving direction to the residence where the garage sale is to be or is being conducted provided that permission to erect such signs is received from the owners of the property upon which such signs are to be placed.');
    const sale = await reviewPermit({ text: 'Garage / Yard Sale Permit Application\nName\tCasey Sample\nSigns at the house\tTwo signs, each 2 ft x 2 ft, in our front yard\nDirectional signs\tTwo signs, each 1 ft x 2 ft, at the corner (owner\'s written OK attached)\nSignature\tCasey Sample' }, portOf([signs]));
    expect(sale.rationale).toContain("Signs at the house (4 sq ft) is within the code's maximum of 4 sq ft.");
    expect(sale.rationale).toContain("Directional signs (2 sq ft) is within the code's maximum of 2 sq ft.");
    expect(sale.status).not.toBe('needs_revision');
    // On a sign permit the paragraph's 'signs' names no field apart: the height is still held to it.
    const heights = section(9, 'Sec. 9-9', 'Signs.', 'Sec. 9-9. - Signs.\n(3)  Freestanding signs. No freestanding sign shall exceed eight feet in height.');
    const tall = await reviewPermit({ text: 'Sign Permit Application\nKind of sign\tFreestanding sign\nSign width\t4 ft\nHeight\t12 ft\nSignature\tCasey Sample' }, portOf([heights]));
    expect(tall.rationale).toContain("Height (12 ft) is over the code's maximum of 8 ft");
  });

  it("denies what the code says 'will' not be done ('No further grave plots will be sold … in Old Cemetery')", async () => {
    const cemetery = section(72, 'Sec. 24-72', 'Old Cemetery and New Cemetery.', 'Sec. 24-72. - Old Cemetery and New Cemetery.\nNo further grave plots will be sold by the city in Old Cemetery or New Cemetery.');
    const letter = (where: string) => `Dear City Clerk:\nWe would like to buy two burial plots in the ${where}, so that we can one day be laid to rest there. We will pay the resident price for each grave.\nSincerely,\nMorgan Sample`;
    const old = await reviewPermit({ text: letter('Old Cemetery') }, portOf([cemetery]));
    expect(old.status).toBe('deny');
    expect(old.rationale).toContain('No further grave plots will be sold');
    expect(old.facts.quantities).toEqual([]);
    expect((await reviewPermit({ text: letter('Fairview Cemetery') }, portOf([cemetery]))).status).not.toBe('deny');
  });

  it("holds a sidewalk cafe's seats to 'not exceed 30 percent of the seating in the restaurant'", async () => {
    const seating = section(388, 'Sec. 22-388', 'Incidental seating limitations.', 'Sec. 22-388. - Incidental seating limitations.\nSeating in the sidewalk cafe area shall not exceed 30 percent of the seating in the restaurant to which the sidewalk cafe is incidental.');
    const form = (outside: number) => `Sidewalk Cafe License Application\nRestaurant\tSample Bistro\nSeats inside the restaurant\t48 seats (dining room)\nNumber of outdoor seats\t${outside} seats\nSignature\tRory Sample`;
    const many = await reviewPermit({ text: form(20) }, portOf([seating]));
    expect(many.status).toBe('needs_revision');
    expect(many.rationale).toContain("Number of outdoor seats (41.7 %: 20 of 48, the seats inside the restaurant) is over the code's maximum of 30 %.");
    const few = await reviewPermit({ text: form(12) }, portOf([seating]));
    expect(few.status).not.toBe('needs_revision');
    expect(few.rationale).toContain('(25 %: 12 of 48');
  });
});

