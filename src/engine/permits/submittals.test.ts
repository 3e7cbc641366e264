/**
 * Required submittals as codes phrase them and applicants answer them (issue 25): an item with alternatives
 * ('post-demolition or relocation plans'), an item appended to the application ('shall have appended thereto, or as a
 * part thereof, an oath'), a list of contents that ends where the next subsection begins, a letter that says an item is
 * still to come, and the code's own name for the licence a letter asks for. The sections are excerpts of the City of
 * Darien, GA code (Georgia Municipal Code of Ordinance Dataset); the applications are invented.
 */
import { describe, expect, it } from 'vitest';
import { readSectionRules } from './code-rules';
import { readApplication } from './read-application';
import { reviewPermit } from './review-permit';
import { portOf, sectionsOf } from './sections.test-support';
import type { PermitSearchPort } from './types';

const section = sectionsOf('Darien Code');

const demolition = section(113, 'Sec. 38-113', 'Application for certificate of appropriateness.', 'Sec. 38-113. - Application for certificate of appropriateness.\n(c)  Applications involving demolition or relocation shall be accompanied by post-demolition or relocation plans for the site.');

const ALCOHOL_LICENCES = [
  'Sec. 18-66. - Procedures regarding issuance, revocation, suspension of alcoholic beverage licenses.',
  '(a)  Any person desiring to obtain an alcoholic beverage license shall make written application by completing and filing a form of application to be provided by the city clerk.',
  '(b)  The application to be made shall provide for setting forth the following information:',
  '(1)  Name and address of the applicant.',
  '(2)  Licenses being applied for.',
  '(c)  The application shall have appended thereto, or as a part thereof, an oath which shall be taken and subscribed by the applicant before an officer of the state authorized to administer oaths that the facts stated in the application are true.',
  '(e)  All applications for new alcoholic beverage licenses shall be accompanied by cash or certified check for the payment of the license fee prescribed by the governing authority for the license applied for.',
].join('\n');
const procedures = section(66, 'Sec. 18-66', '- Procedures regarding issuance, revocation, suspension of alcoholic beverage licenses', ALCOHOL_LICENCES);

const letter = (oath: string, payment: string) =>
  `Dear City Clerk:\nPlease accept the enclosed application for a retail package beer and wine license for Sample Bait & Grocery at 2205 Fakeport Road. I am the sole owner and the person in control of the business. ${payment} I signed the application form, but ${oath} Thank you for your help.\nSincerely,\nPat Sample`;

describe('required submittals', () => {
  it("needs revision when a form says one alternative of 'post-demolition or relocation plans' is not yet decided", async () => {
    const form = (plans: string) => `Application for demolition or relocation within a historic district\nOwner\tRiley Sample\nStructure to be demolished\tMetal storage building, 24 ft x 40 ft\nPost-demolition plans for the site\t${plans}\nOwner signature\tRiley Sample`;
    const lacking = await reviewPermit({ text: form('Not yet decided - will send plans later') }, portOf([demolition]));
    expect(lacking.status).toBe('needs_revision');
    expect(lacking.rationale).toContain('The code requires a post-demolition or relocation plans, which the application says is not included.');
    const given = await reviewPermit({ text: form('New two-car garage, site plan sheet A1 attached') }, portOf([demolition]));
    expect(given.status).not.toBe('needs_revision');
    expect(given.rationale).toContain('The application includes the required post-demolition or relocation plans.');
  });

  it("ends a list of contents where a subsection of another style begins, and reads '(c) … shall have appended thereto … an oath'", () => {
    const rules = readSectionRules(procedures);
    expect(rules.submittals.filter((s) => s.listed).map((s) => s.item)).toEqual(['Licenses being applied for']);
    expect(rules.submittals.filter((s) => !s.listed).map((s) => s.item)).toEqual(['oath', 'cash or certified check']);
  });

  it("reads a letter's 'the oath … has not yet been notarized' as an item still to come, and its 'enclosed … certified check' as given", async () => {
    const facts = readApplication(letter('the oath on page 3 has not yet been notarized.', 'I have enclosed a certified check for the license fee.'));
    expect(facts.permitType).toBe('retail package beer and wine license');
    expect(facts.deniedText).toContain('oath');
    // 'will follow our licensed hours' keeps a promise; 'the survey will follow' says an item is still to come.
    expect(readApplication('Dear Clerk:\nService on the patio will follow our licensed hours. The survey will follow under separate cover.\nSincerely,\nPat Sample').deniedText).toBe('The survey');
    const lacking = await reviewPermit({ text: letter('the oath on page 3 has not yet been notarized.', 'I have enclosed a certified check for the license fee.') }, portOf([procedures]));
    expect(lacking.status).toBe('needs_revision');
    expect(lacking.rationale).toContain('The code requires an oath, which the application says is not included.');
    expect(lacking.rationale).not.toContain('certified check, which');
    const complete = await reviewPermit({ text: letter('the oath on page 3 was sworn before a notary public on May 2.', 'I have enclosed a certified check for the license fee.') }, portOf([procedures]));
    expect(complete.status).not.toBe('needs_revision');
    const personal = await reviewPermit({ text: letter('the oath on page 3 was sworn before a notary public on May 2.', 'I have enclosed my personal check for the license fee.') }, portOf([procedures]));
    expect(personal.rationale).toContain('The code requires a cash or certified check, which the application does not include.');
  });

  it("searches once more under the code's own name for the licence a letter asks for", async () => {
    const sunday = section(67, 'Sec. 18-67', '- Sunday sales of alcoholic beverages', 'Sec. 18-67. - Sunday sales of alcoholic beverages.\nIt shall be lawful for any holder of an alcoholic beverage license with a Sunday sales endorsement to sell beer and wine on Sundays.');
    const premises = section(60, 'Sec. 18-60', '- Consumption on premises', 'Sec. 18-60. - Consumption on premises.\nIt shall be a violation for any licensee to permit any alcoholic beverage, beer or wine to be consumed on the licensed premises of a package store.');
    const queries: string[] = [];
    const search: PermitSearchPort = {
      search: async (query) => {
        queries.push(query);
        return /alcoholic beverage/i.test(query) ? [procedures] : [sunday, premises];
      },
    };
    const review = await reviewPermit({ text: letter('the oath on page 3 has not yet been notarized.', 'I have enclosed a certified check for the license fee.') }, search);
    expect(queries).toContainEqual(expect.stringMatching(/^alcoholic beverages? license application shall include$/));
    expect(review.citations.map((c) => c.section)).toContain('Sec. 18-66');
    expect(review.status).toBe('needs_revision');
  });

  it('does not ask a licensee for what an applicant for the licence must attach', async () => {
    const ownership = section(3, 'Sec. 4-3', '- Application for license', "Sec. 4-3. - Application for license.\nEach applicant for an alcoholic beverage license shall attach to the application evidence of ownership of the building or proposed building, or a copy of the lease if the applicant is leasing the building.");
    const patio = (who: string) => `Dear Mayor and Council:\n${who} We request approval to serve malt beverages and wine on a new outdoor patio enclosed by a 42-inch railing; a site plan is attached.\nSincerely,\nPat Sample`;
    const licensee = await reviewPermit({ text: patio('Sample Grill holds a current license for the sale of malt beverages and wine for consumption on the premises.') }, portOf([ownership]));
    expect(licensee.rationale).not.toContain('evidence of ownership');
    const newcomer = await reviewPermit({ text: patio('Sample Grill is applying for an alcoholic beverage license for the sale of malt beverages and wine.') }, portOf([ownership]));
    expect(newcomer.status).toBe('needs_revision');
    expect(newcomer.rationale).toContain('The code requires an evidence of ownership of the building or proposed building, which the application does not include.');
  });
});
