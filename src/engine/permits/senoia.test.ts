/**
 * Rules as the Code of Senoia, GA phrases them (issue 25; Georgia Municipal Code of Ordinance Dataset, Secs. 52-6,
 * 66-102 and 74-265, excerpts); the applications are invented.
 */
import { describe, expect, it } from 'vitest';
import { readApplication } from './read-application';
import { reviewPermit } from './review-permit';
import { portOf, sectionsOf } from './sections.test-support';
import type { CodeSection, PermitSearchPort } from './types';

const section = sectionsOf('Senoia Code');

/** A port that finds the given sections for every query and keeps the queries asked. */
function recording(sections: CodeSection[]): PermitSearchPort & { queries: string[] } {
  const queries: string[] = [];
  return { queries, search: async (query) => (queries.push(query), sections) };
}

describe('rules as Senoia phrases them', () => {
  it('charges the registration fee, not the penalty for registering late', async () => {
    const carts = section(102, 'Sec. 66-102', 'Registration/transfer requirements.', 'Sec. 66-102. - Registration/transfer requirements.\n(a)  Motorized carts. It shall be the duty of every owner of an electric or gasoline-powered motorized cart to register the cart with the city within ten business days of the date of purchase.\n(1)  Registration fee. The registration fee for motorized carts shall be $12.00, and the registration shall be effective until the next regular registration period.\n(2)  Registration deadline. If the cart is not registered within ten business days of purchase, a $20.00 penalty will be applied in addition to the registration fee.\n(3)  Transfers. Upon occurrence of a sale of the cart to another person, the registration must be transferred to the new owner within ten business days of the change in ownership at a cost of $5.00. If the registration is not transferred within ten business days, a $20.00 penalty will be applied in addition to the $5.00 transfer fee.\n(4)  Special events. Council may, at its discretion, waive registration requirements for special events of a limited duration.');
    const form = 'Motorized Cart (Golf Cart) Registration\nRegister within ten business days of purchase.\nOwner\tSam Sample\nCart make and model\tSample Cart 4-seat electric\nDate of purchase\t03/02/2026\nDate of application\t03/10/2026\nFee paid\t$12.00\nSignature\tSam Sample';
    const review = await reviewPermit({ text: form }, portOf([carts]));
    expect(review.rationale).not.toContain('$20');
    expect(review.status).not.toBe('needs_revision');
  });

  it("ties a limit to the form's field its clause names: the sign's area is not the home occupation's area", async () => {
    const homes = section(265, 'Sec. 74-265', 'Accessory uses and home occupations.', 'Sec. 74-265. - Accessory uses and home occupations.\n(b)  Home occupations shall be subject to the following:\n(1)  There shall be no exterior evidence of the home occupation, other than non-illuminated identification sign having an area of not more than two square feet, which shall be attached wholly to the dwelling structure within which the home occupation is conducted.\n(4)  No more than 30 percent of the dwelling unit may be used for the conduct of the home occupation.');
    const form = (sign: string) => `Home Occupation Application\nApplicant\tJo Sample\nBusiness\tBookkeeping for small businesses\nWhere in the home\tSpare bedroom, about 180 sq ft of our 2,100 sq ft house\nSign\t${sign}\nSignature\tJo Sample`;
    const small = await reviewPermit({ text: form('2 sq ft identification sign attached to the house') }, portOf([homes]));
    expect(small.rationale).not.toMatch(/Where in the home \([\d,]+ sq ft\) is over/);
    expect(small.status).not.toBe('needs_revision');
    const big = await reviewPermit({ text: form('6 sq ft identification sign attached to the house') }, portOf([homes]));
    expect(big.status).toBe('needs_revision');
    expect(big.rationale).toContain("Sign (6 sq ft) is over the code's maximum of 2 sq ft");
  });

  it("holds the cover a sponsor 'shall provide … in the amount of $1,000,000.00' as the least it may carry", async () => {
    const events = section(11, 'Sec. 58-11', 'Special events permits.', 'Sec. 58-11. - Special events permits.\n(a)  A special events permit shall be required for an activity hosted by a private organization.\n(3)  Sponsor shall provide liability insurance for the event in the amount of $1,000,000.00 and name the city as an additional insured.');
    const form = (cover: string) => `Special Events Permit Application\nEvent title\tKids Fishing Derby\nSponsor\tSample Anglers Club\nLiability insurance\t${cover} per occurrence\nSignature\tPat Sample`;
    const short = await reviewPermit({ text: form('$300,000') }, portOf([events]));
    expect(short.status).toBe('needs_revision');
    expect(short.rationale).toContain("Liability insurance ($300,000) is under the code's minimum of $1,000,000.");
    expect((await reviewPermit({ text: form('$1,000,000') }, portOf([events]))).rationale).not.toContain('is under the code');
  });

  it("asks for what a paragraph opening 'When site plan review … is required' lists only when it is", async () => {
    const trees = section(223, 'Sec. 40-223', 'Preservation of protected and specimen trees.', 'Sec. 40-223. - Preservation of protected and specimen trees.\nIt shall be unlawful for any person or corporation to remove or cause the removal of any protected or specimen tree without having first received approval either through the process of site plan review, in the case of new development, or in the form of a tree-removal permit.\n(1)  Approval through site plan review. When site plan review by the planning commission is required for any development, the actual or schematic locations of all protected or specimen trees shall be shown on all site plans by location, species and size. The site plans shall be submitted to the zoning administrator for evaluation and recommendation before submission to the planning commission.\n(2)  Approval through tree-removal permit. The zoning administrator shall approve an application for the removal of a protected tree that is diseased, dead or dying.');
    const letter = 'Dear Zoning Administrator:\nI am applying for a permit to remove one tree from my back yard. It is a 30-inch water oak that an arborist found dying of root rot; his written appraisal is enclosed. The reason for the removal is that the tree is dying and leans toward the house.\nSincerely,\nLee Sample';
    const review = await reviewPermit({ text: letter }, portOf([trees]));
    expect(review.findings.filter((f) => f.kind === 'submittal_missing').map((f) => f.message)).toEqual([]);
    expect(review.status).not.toBe('needs_revision');
  });

  it("names the permit a letter asks for in 'I am asking for a permit to burn it instead'", () => {
    const letter = 'Dear Chief:\nAfter the storms we have a pile of limbs and pine straw in the back corner of the lot. Hauling it away would take many trips, so I am asking for a permit to burn it instead.\nThank you,\nRiley Sample';
    expect(readApplication(letter, '').permitType).toBe('permit to burn it');
  });

  it("asks the code for bans on the thing itself, without the form's words, and never for 'sec'", async () => {
    const signs = section(6, 'Sec. 52-6', 'Prohibited signs.', 'Sec. 52-6. - Prohibited signs.\nThe following signs are prohibited:\n(1)  Signs that flash, rotate or move.');
    const port = recording([signs, { ...signs, chunkId: 7, sectionLabel: 'Sec. 52-7', citation: 'Sec. 52-7', heading: 'Ground signs.', content: 'Sec. 52-7. - Ground signs.\nGround signs shall not exceed six feet in height.' }]);
    await reviewPermit({ text: 'Sign Permit Application\nBusiness\tSample Vet Clinic\nSign type\tGround sign\nHeight\t5 ft\nSignature\tSam Sample' }, port);
    expect(port.queries).toContain('prohibited Sign');
    expect(port.queries.some((q) => /^sec\b/i.test(q))).toBe(false);
  });

  it("names a licence's thing without the paper's words, and never by the history notes every section ends with", async () => {
    const halls = section(201, 'Sec. 18-201', 'Definition.', 'Sec. 18-201. - Definition.\nA pool or billiard hall is any place offering two or more billiard tables for use by the public.\n(Ord. No. 07-03, § 1, 6-4-2007)');
    const port = recording([halls, { ...halls, chunkId: 202, sectionLabel: 'Sec. 18-202', citation: 'Sec. 18-202', heading: 'License required.', content: 'Sec. 18-202. - License required.\nNo person shall operate a pool hall without first obtaining a license.\n(Ord. No. 07-03, § 1, 6-4-2007)' }]);
    await reviewPermit({ text: 'Pool / Billiard Hall License Application\nBusiness\tSample Cue Club\nNumber of tables\t8\nSignature\tSam Sample' }, port);
    expect(port.queries).toContain('prohibited Pool Billiard Hall');
    expect(port.queries.some((q) => /^ord\b/i.test(q))).toBe(false);
  });
});
