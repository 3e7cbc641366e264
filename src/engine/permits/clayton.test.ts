/**
 * Prohibitions, items and limits as the City of Clayton, GA code phrases them (issue 25; Georgia Municipal Code of
 * Ordinance Dataset, Secs. 4-28, 4-184, 4-189 and 46-43, excerpts); the applications are invented.
 */
import { describe, expect, it } from 'vitest';
import { readSectionRules } from './code-rules';
import { reviewPermit } from './review-permit';
import { portOf, sectionsOf } from './sections.test-support';

const section = sectionsOf('Clayton Code');

const homeOccupations = section(43, 'Sec. 46-43', 'Home occupations.', [
  'Sec. 46-43. - Home occupations.',
  '(a)  A home occupation shall conform to the following requirements:',
  '(9)  The following uses are specifically prohibited as home occupations (not all inclusive): cabinet shops and/or metal cutting; doctors, dentists or other medical professions; automobile repair or related work, small engine repair shops, and landscaping, nursery or greenhouse operations.',
  '(b)  The failure of a home occupation licensee to comply with any of the above conditions shall be reasonable grounds for revocation of a home occupation business license.',
].join('\n'));

const growlers = section(189, 'Sec. 4-189', 'Growler; regulation of growler sales.', [
  'Sec. 4-189. - Growler; regulation of growler sales.',
  'Businesses licensed to sell distilled spirits by the package, may fill growlers with malt beverages at the licensed location subject to the following requirements:',
  "(1)  At least 90 percent of the licensee's total gross sales are from packaged sale of malt beverages and/or wine or the licensee's premises have a minimum of 400 square feet of floor space dedicated to the display of malt beverages and/or wine offered for sale.",
].join('\n'));

describe('prohibitions, items and limits as Clayton phrases them', () => {
  it("denies a use 'specifically prohibited as home occupations', and reads no ban into the revocation clause after the list", async () => {
    const form = (business: string) => `Home Occupation Business License Application\nApplicant\tJordan Sample\nType of business\t${business}\nSignature\tJordan Sample`;
    const shop = await reviewPermit({ text: form('Cabinet shop - I build kitchen cabinets') }, portOf([homeOccupations]));
    expect(shop.status).toBe('deny');
    expect(shop.rationale).toContain('cabinet shops');
    expect(shop.rationale).not.toContain('The failure of a home occupation licensee');
    expect((await reviewPermit({ text: form('Piano tutoring, one student at a time') }, portOf([homeOccupations]))).status).not.toBe('deny');
  });

  it("reads the item a licensee 'shall submit to the city', without the body it goes to or the examples in brackets", () => {
    const sales = section(184, 'Sec. 4-184', 'Food sales requirements for consumption on the premises licensees.', 'Sec. 4-184. - Food sales requirements for consumption on the premises licensees.\nWithin 120 days after having been issued a consumption on the premises license, the licensee shall submit to the city a statement or other satisfactory evidence (including but not limited to register receipts, sales tax reports or other accounting records) showing that the income requirements set forth in the above provisions have been met.');
    expect(readSectionRules(sales).submittals.map((s) => s.item)).toEqual(['statement or other satisfactory evidence']);
  });

  it("takes two least amounts joined by 'or' as two ways to qualify, not a shortfall when one is missed", async () => {
    const form = (share: string, floor: string) => `Growler Filling Permit\nBusiness\tSample Package Store\nShare of sales from packaged beer and wine\t${share}\nFloor space used to display beer and wine\t${floor}\nSignature\tCasey Sample`;
    const either = await reviewPermit({ text: form('55%', '520 sq ft') }, portOf([growlers]));
    expect(either.status).toBe('maybe_approve');
    expect(either.rationale).toContain('The code allows another way to qualify in the same sentence');
    expect(readSectionRules(growlers).limits.every((l) => l.either)).toBe(true);
  });
  it('charges a rate per acre on acres the application states, never on a count of people', async () => {
    const rate = section(65, 'Sec. 18-65', 'Land disturbance permit fees.', 'Sec. 18-65. - Land disturbance permit fees.\nThe land disturbance permit fee shall be $3,000.00 per acre or fraction thereof of the proposed land-disturbing activity.');
    const form = (extra: string) => `Land Disturbance Permit Application\nApplicant\tSample Builders, LLC\nNumber of workers on site\t150\n${extra}Fee paid\t$100\nSignature\tMorgan Sample`;
    const people = await reviewPermit({ text: form('') }, portOf([rate]));
    expect(people.rationale).not.toContain('150 ×');
    expect(people.rationale).toContain('does not state how many');
    expect((await reviewPermit({ text: form('Area disturbed\t2 acres\n') }, portOf([rate]))).rationale).toContain('$6000');
  });
  it('refuses an applicant the code bars (a licence revoked elsewhere), and not one whose letter says the bar does not apply', async () => {
    const qualifications = section(28, 'Sec. 4-28', 'Qualifications for licensure.', [
      'Sec. 4-28. - Qualifications for licensure.',
      'No alcoholic beverage license shall be granted to any applicant, unless that applicant meets the following qualifications, in addition to all other requirements of this chapter:',
      '(4)  No applicant who has a criminal record (except minor traffic offenses) shall be granted a license.',
      '(5)  No license shall be issued to an applicant who has previously had revoked, within five years next preceding his application, any license issued to him by any city or county in this or any other state to sell alcoholic beverages of any kind.',
    ].join('\n'));
    const letter = (past: string) => `Dear City Clerk:\nPlease accept my application for a beer and wine license for Sample Grill. I have no criminal record. ${past}\nSincerely,\nPat Sample`;
    const revoked = await reviewPermit({ text: letter('In 2023 North Carolina revoked the beer and wine license issued to me for my former restaurant.') }, portOf([qualifications]));
    expect(revoked.status).toBe('deny');
    expect(revoked.rationale).toContain('The application shows an applicant the code bars: "No license shall be issued to an applicant who has previously had revoked');
    expect(revoked.rationale).not.toContain('criminal record (except');
    const clean = await reviewPermit({ text: letter('My license has never been revoked or suspended.') }, portOf([qualifications]));
    expect(clean.status).not.toBe('deny');
  });

  it('reads no application fee from an excise tax the code levies per liter', () => {
    const excise = section(1104, 'Sec. 4-1104', 'Excise taxes.', [
      'Sec. 4-1104. - Excise taxes.',
      '(a)  Wine wholesalers. There is hereby set and levied on the sale of wine an excise tax in the sum of $0.22 per liter and a proportionate tax at the same rate on all fractional parts of a liter.',
      '(b)  Farm wineries. There is hereby set and levied on the first sale or use of wine by the package and wine sold for consumption on the premises an excise tax in the sum of $0.22 per liter and a proportionate tax at the same rate on all fractional parts of a liter.',
      '(1)  Package sales. There is hereby set and levied on the sale of distilled spirits by the package, an excise tax in the sum of $0.22 per liter and a proportionate tax at the same rate on all fractional parts of a liter.',
    ].join('\n'));
    expect(readSectionRules(excise).fees).toEqual([]);
  });
});
