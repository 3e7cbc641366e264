/**
 * Limits and fees as the City of Madison, GA code phrases them (issue 25; Georgia Municipal Code of Ordinance Dataset,
 * Secs. 14-73, 38-35 and 47-62, excerpts); the applications are invented.
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
});
