/**
 * Rules as the Code of Tybee Island, GA phrases them (issue 25; Georgia Municipal Code of Ordinance Dataset, Secs.
 * 3-090, 34-85, 34-261 and 66-266, excerpts); the applications are invented.
 */
import { describe, expect, it } from 'vitest';
import { readSectionRules } from './code-rules';
import { readApplication } from './read-application';
import { reviewPermit } from './review-permit';
import { portOf, sectionsOf } from './sections.test-support';

const section = sectionsOf('Tybee Island Code');

describe('rules as Tybee Island phrases them', () => {
  it("denies what 'No such business operation will be allowed …' bans for the business the section licenses", async () => {
    const sites = section(85, 'Sec. 34-85', 'Business site locations; parking area.', 'Sec. 34-85. - Business site locations; parking area.\n(a)  Beach equipment rental businesses may be located at the ends of Third Street and Tybrisa Street, and no other locations shall be permissible without the approval of the mayor and council. (No such business operation will be allowed to be located at the end of any alleys, lanes, or unopened streets or rights-of-way.)');
    const form = (spot: string) => `Beach Equipment Rental License Application\nBusiness name\tSample Shade Rentals, LLC\nItems for rent\tBeach chairs and umbrellas\nRequested location on the sand\t${spot}\nSignature\tHarper Sample`;
    const alley = await reviewPermit({ text: form('Beach end of Alley 7, by the dune crossover') }, portOf([sites]));
    expect(alley.status).toBe('deny');
    expect(alley.rationale).toContain('No such business operation will be allowed');
    expect((await reviewPermit({ text: form('Beach end of Tybrisa Street') }, portOf([sites]))).status).not.toBe('deny');
  });

  it("reads the list after 'Such application should include:' and finds an item the form answers 'None'", async () => {
    const application = section(261, 'Sec. 34-261', 'Application.', 'Sec. 34-261. - Application.\n(c)  Registrant for a short-term vacation rental shall submit, on an annual basis a registration for a short-term vacation rental to the City of Tybee Island. Such application should include:\n(1)  The complete street address of the STVR;\n(4)  The name, address and telephone number of a short-term vacation rental agent or local emergency contact if applicable; and,\n(5)  Any other information that this chapter requires the owner to provide to the city as part of the registration for a short-term vacation rental.');
    const form = (contact: string) => `Short-Term Vacation Rental Registration\nRental property address\t7 Sample Lane, Unit A\nRental agent / management company\tNone - we manage it ourselves\nLocal emergency contact on Tybee\t${contact}\nSignature\tCasey Sample`;
    const none = await reviewPermit({ text: form('None - guests text our cell phone') }, portOf([application]));
    expect(none.status).toBe('needs_revision');
    expect(none.rationale).toContain('local emergency contact');
    expect(none.rationale).not.toContain('Any other information');
  });

  it("holds a letter's policy limit to 'minimum general liability coverage of $1,000,000.00'", async () => {
    const insurance = section(266, 'Sec. 66-266', 'Insurance.', 'Sec. 66-266. - Insurance.\nAny pedicab company desiring a license to do business shall give and maintain a policy of comprehensive general liability insurance from an insurance company authorized to do business in the State of Georgia for each pedicab in use as a transportation vehicle, with minimum general liability coverage of $1,000,000.00.');
    const letter = (limit: string) => `Dear City Clerk:\nSample Spokes Pedicabs, LLC applies for a 2026 license to run a pedicab business on Tybee Island. Our three drivers will each apply for a driver's permit. For insurance we carry one general liability policy covering all three pedicabs, with a limit of ${limit}.\nSincerely,\nJamie Sample`;
    expect(readApplication(letter('$500,000'), '').permitType).toBe('2026 license to run a pedicab business');
    const short = await reviewPermit({ text: letter('$500,000') }, portOf([insurance]));
    expect(short.status).toBe('needs_revision');
    expect(short.rationale).toContain("The amount the application states ($500,000) is under the code's minimum of $1,000,000.");
    expect((await reviewPermit({ text: letter('$2,000,000') }, portOf([insurance]))).status).not.toBe('needs_revision');
  });

  it("takes a bare 'SIGNATURE' over the signature line for the form's last heading, not an unsigned line", () => {
    const form = (line: string) => `General Permit Request\nName\tSky Sample\nWhat would you like to do?\tKeep two beehives\nSIGNATURE\nSignature / date\t${line}`;
    expect(readApplication(form('Sky Sample 04/02/2026'), '').signatures).toEqual([{ label: 'Signature / date', signed: true }]);
    expect(readApplication(form(''), '').signatures).toEqual([{ label: 'Signature / date', signed: false }]);
    expect(readApplication('General Permit Request\nName\tSky Sample\nSignature', '').signatures).toEqual([{ label: 'Signature', signed: false }]);
  });

  it("reads no least distance from 'but not less than the average setback … of all lots within 200 feet'", () => {
    const setbacks = section(90, 'Sec. 3-090', 'Schedule of development regulations.', 'Sec. 3-090. - Schedule of development regulations.\n(1)  In any residential district where the average front setback distance for existing buildings on all lots located wholly or partly within 200 feet to each side of any lot is less than the minimum setback required in such zoning district, the front setback on such lot may be less than the required setback but not less than the existing average setback distance for all lots within 200 feet to each side.\n(2)  No accessory structure shall be placed within five feet of a side lot line.');
    expect(readSectionRules(setbacks).limits.map((l) => [l.kind, l.quantity.raw])).toEqual([['min', 'five feet']]);
  });
});
