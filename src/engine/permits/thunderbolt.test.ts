/**
 * Prohibitions and required items as the Town of Thunderbolt, GA code phrases them (issue 25; Georgia Municipal Code
 * of Ordinance Dataset, Secs. 5-208, 5-331, 6-205, 10-101 and Appendix A, Art. XI, excerpts); the applications are
 * invented.
 */
import { describe, expect, it } from 'vitest';
import { readSectionRules } from './code-rules';
import { reviewPermit } from './review-permit';
import { portOf, sectionsOf } from './sections.test-support';
import { sentencesOf } from './text';

const section = sectionsOf('Thunderbolt Code');

const burning = section(101, 'Sec. 10-101', 'Permit.', ['Sec. 10-101. - Permit.', '1.  A permit shall be obtained from the local Georgia Forestry Commission Office for all burning of natural vegetation.', '2.  It is unlawful to burn manmade materials such as tires, shingles, plastic, lumber, or household garbage. Permits are issued only for natural vegetative materials.'].join('\n'));
const river = section(208, 'Sec. 5-208', 'Other construction regulations.', ['Sec. 5-208. - Other construction regulations.', '2.  Construction along Wilmington River. That from and after the passage of this chapter, it shall be unlawful for any person or persons, firm or corporation to build docks, railways, floating docks or fill in lands along the Wilmington River within the corporate limits of the Town of Thunderbolt, without first obtaining a permit from the mayor and alder members of the Town of Thunderbolt.'].join('\n'));
const bedAndBreakfast = section(11, 'Appendix A › Article XI', 'SPECIAL USE REGULATIONS', ['1.  Bed and breakfast ordinance. There are two types of bed and breakfast uses defined in this ordinance.', 'Bed and breakfast (residential). Limited to no more than five rental units. Food service limited to breakfast for guests only. Under no circumstances will an alcoholic beverage license be issued. No less than one off street parking space per rental unit.'].join('\n'));
const excavation = section(331, 'Sec. 5-331', 'Street excavations.', ['Sec. 5-331. - Street excavations.', '(E)  Before an excavation permit is issued, the applicant shall deposit with the clerk of council or approved representative of the town a surety bond or cashier check in favor of the town in the amount of 125 percent of the estimated cost of any excavation(s) and restoration.'].join('\n'));
const homeOccupation = section(205, 'Sec. 6-205', 'Home occupation.', ['Sec. 6-205. - Home occupation.', 'B.  Application . Said application shall describe and set forth the following: ', '1.  The type and purpose of the business to be conducted within the dwelling. ', '6.  Written consent of the owner, or his agent, granting permission for the use of the dwelling for conduct of a home occupation. ', '7.  Names and addresses of all adjoining property owners. '].join('\n'));

describe('prohibitions and required items as Thunderbolt phrases them', () => {
  it("denies burning one of a ban's examples ('such as tires, shingles, …'), not the vegetation the permit is for", async () => {
    const burn = (what: string) => `Open Burning Permit Request\nName\tSam Sample\nWhat will be burned\t${what}\nSignature\tSam Sample`;
    const shingles = await reviewPermit({ text: burn('Old roof shingles and rotten lumber from re-roofing the back porch') }, portOf([burning]));
    expect(shingles.status).toBe('deny');
    expect(shingles.rationale).toContain('It is unlawful to burn manmade materials such as tires, shingles');
    expect((await reviewPermit({ text: burn('A pile of pine limbs and leaves from the yard') }, portOf([burning]))).status).not.toBe('deny');
  });

  it("reads 'unlawful to build docks … without first obtaining a permit' as the permit applied for, not a ban", async () => {
    expect(readSectionRules(river).prohibitions).toEqual([]);
    const dock = await reviewPermit({ text: 'Application for Dock Permit - Wilmington River\nOwner\tBlake Sample\nPrivate residential dock\t4 ft x 180 ft fixed walkway, floating dock\nSignature\tBlake Sample' }, portOf([river]));
    expect(dock.status).not.toBe('deny');
  });

  it("denies what 'under no circumstances will … be issued' in the paragraph that says for what, and nothing else", async () => {
    const letter = (place: string) => `Dear Clerk:\nPlease accept our Application for Malt Beverage License for ${place}. We would like to sell beer and wine by the glass to our guests.\nSincerely,\nPat Sample`;
    const review = await reviewPermit({ text: letter('Sample Marsh House Bed & Breakfast in the R-1 district') }, portOf([bedAndBreakfast]));
    expect(review.status).toBe('deny');
    expect(review.rationale).toContain('Under no circumstances will an alcoholic beverage license be issued.');
    expect((await reviewPermit({ text: letter('Sample Oyster Bar on the river') }, portOf([bedAndBreakfast]))).status).not.toBe('deny');
  });

  it('needs revision when a bond the applicant must deposit is said not to be provided', async () => {
    const form = (bond: string) => `Right-of-Way Excavation Permit Application\nCompany\tSample Plumbing, Inc.\nPurpose\tReplace a sewer lateral\nSurety bond or cashier's check\t${bond}\nSignature\tDrew Sample`;
    const missing = await reviewPermit({ text: form('Not provided - we have never been asked for one') }, portOf([excavation]));
    expect(missing.status).toBe('needs_revision');
    expect(missing.rationale).toContain('surety bond or cashier check');
    expect((await reviewPermit({ text: form("Cashier's check no. 4410 for $8,500 attached") }, portOf([excavation]))).status).not.toBe('needs_revision');
  });

  it("reads a numbered list whose markers stand apart from their items ('1.  The type …')", async () => {
    expect(sentencesOf('The following:\n1.  The type. Second.').map((s) => s.text)).toEqual(['The following:', '1.  The type.', 'Second.']);
    expect(readSectionRules(homeOccupation).submittals.map((s) => s.item)).toContain('Written consent of the owner, or his agent');
    const review = await reviewPermit({ text: "Home Occupation Business License Application\nApplicant\tJamie Sample\nType and purpose of business\tPiano lessons\nOwner's written consent\tNot attached - my landlord is traveling\nSignature\tJamie Sample" }, portOf([homeOccupation]));
    expect(review.status).toBe('needs_revision');
    expect(review.rationale).toContain('Written consent of the owner');
  });

  it('asks for an item the section on this kind of permit requires and the application does not show, not for one of another section', async () => {
    const permitSection = section(3311, 'Sec. 5-331', 'Excavation permit and application.', ['Sec. 5-331. - Excavation permit and application.', 'C.  Application for permit. The application for permit shall be accompanied by two sets of plans (11" x 17"), showing the extent of the proposed excavation work, the dimensions, and elevations of both the existing ground prior to said excavation and of the proposed excavation surfaces.'].join('\n'));
    const form = (extra: string) => `Right-of-Way Excavation Permit Application\nCompany\tSample Plumbing, Inc.\nPurpose\tReplace a sewer lateral under the sidewalk${extra}\nSignature\tDrew Sample`;
    const without = await reviewPermit({ text: form('') }, portOf([permitSection]));
    expect(without.status).toBe('needs_revision');
    expect(without.rationale).toContain('two sets of plans');
    expect((await reviewPermit({ text: form('\nPlans\tTwo sets of plans (11 x 17) attached') }, portOf([permitSection]))).status).not.toBe('needs_revision');
    // The same kind of requirement in a section about something else (stormwater plans of a development) is only a
    // point to confirm for a garage sale.
    const stormwater = section(320, 'Sec. 5-320', 'Stormwater management plan requirements.', ['Sec. 5-320. - Stormwater management plan requirements.', 'The Town of Thunderbolt shall require from the developer a surety or cash bond, irrevocable letter of credit, or other means of security acceptable to the town.'].join('\n'));
    const sale = await reviewPermit({ text: 'Garage Sale Permit\nName\tTaylor Sample\nAddress of the sale\t23 Sample Marsh Lane\nDays\tFriday and Saturday\nSignature\tTaylor Sample' }, portOf([stormwater]));
    expect(sale.status).not.toBe('needs_revision');
  });

  it('names the section headed by the kind of permit when the findings come from other sections', async () => {
    const garageSales = section(212, 'Sec. 6-212', 'Garage sales.', ['Sec. 6-212. - Garage sales.', '3.  Any person who conducts a garage sale must remove all signs posted in connection with the garage sale not later than 9:00 a.m. on the Monday following the garage sale.'].join('\n'));
    const signs = section(13, 'Appendix A › Article XIII', 'SIGN ORDINANCE', ['Temporary signs for a garage sale shall not exceed six square feet in area.'].join('\n'));
    const form = 'Garage Sale Permit\nName\tTaylor Sample\nAddress of the sale\t23 Sample Marsh Lane\nSign\tOne 4 sq ft sign in the front yard\nSignature\tTaylor Sample';
    const review = await reviewPermit({ text: form }, portOf([signs, garageSales]));
    expect(review.citations.map((c) => c.section)).toEqual(['Appendix A › Article XIII', 'Sec. 6-212']);
    expect(review.rationale).toContain("Sec. 6-212 is the code's section on this kind of permit");
    // A section not headed by the kind of permit is not named for it.
    const other = await reviewPermit({ text: form }, portOf([signs, { ...garageSales, heading: 'Miscellaneous.' }]));
    expect(other.citations.map((c) => c.section)).toEqual(['Appendix A › Article XIII']);
  });

  it('holds each sum of a list of least insurance amounts to its own line, under a heading that lists several works', async () => {
    const trees = section(329, 'Sec. 5-329', '[Master plan governing tree maintenance, planting, and removal.]', ['Sec. 5-329. - [Master plan governing tree maintenance, planting, and removal.]', 'G.  Insurance . Before any permits shall be issued, each applicant shall first file evidence of possession of worker compensation and liability insurance in the minimum amounts of $1,000,000.00 for bodily injury or death and $100,000.00 property damage indemnifying the town.'].join('\n'));
    const form = (injury: string) => `Tree Work Permit Application\nCompany name\tSample Arbor Care, LLC\nTree(s) and work\tWater oak, dead - remove and grind the stump\nLiability - bodily injury or death\t${injury} each occurrence\nLiability - property damage\t$100,000 each occurrence\n[X] Removal [ ] Planting\nSignature\tCasey Sample`;
    const short = await reviewPermit({ text: form('$500,000') }, portOf([trees]));
    expect(short.status).toBe('needs_revision');
    expect(short.rationale).toContain("Liability - bodily injury or death ($500,000) is under the code's minimum of $1,000,000.");
    expect(short.rationale).toContain("Liability - property damage ($100,000) is within the code's minimum of $100,000.");
    expect((await reviewPermit({ text: form('$1,000,000') }, portOf([trees]))).status).toBe('approve');
  });

  it('reads what each figure of a field measures from its own clause, and the item a code asks be given to the town', async () => {
    const fences = section(207, 'Sec. 5-207', 'Walls and fences.', 'Sec. 5-207. - Walls and fences.\n(A)  In residential districts walls and fences shall not exceed six feet in height in side yards, nor eight feet in height in rear yards.');
    const review = await reviewPermit({ text: 'Building Permit Application - Fence or Wall\nOwner\tMorgan Sample\nSide and rear yards\t6 ft high cedar board privacy fence, natural finish, 210 linear ft along both side lot lines\nSignature\tMorgan Sample' }, portOf([fences]));
    expect(review.rationale).not.toContain('210 ft');
    expect(['approve', 'maybe_approve']).toContain(review.status);
    const declaration = section(326, 'Sec. 5-326', 'Stormwater.', 'Sec. 5-326. - Stormwater.\nIf the responsible party is an owner\'s association, the responsible party shall submit to the Town of Thunderbolt a copy of a recorded declaration that provides for maintenance.');
    expect(readSectionRules(declaration).submittals.map((x) => x.item)).toEqual(['copy of a recorded declaration']);
  });
});
