/**
 * Prohibitions and required items as the City of Helen, GA code phrases them (issue 25; Georgia Municipal Code of
 * Ordinance Dataset, Secs. 26-28, 12-87 and 43-3, excerpts); the applications are invented.
 */
import { describe, expect, it } from 'vitest';
import { readSectionRules } from './code-rules';
import { reviewPermit } from './review-permit';
import { portOf, sectionsOf } from './sections.test-support';
import type { PermitSearchPort } from './types';

const section = sectionsOf('Helen Code');

const burning = section(28, 'Sec. 26-28', 'Open burning.', 'Sec. 26-28. - Open burning.\n(b)  Permits.\ne.  No permit issued shall authorize the burning of tires or other large rubber or synthetic rubber commodity.');
const bodyArt = section(87, 'Sec. 12-87', 'Temporary establishments/operators.', 'Sec. 12-87. - Temporary establishments/operators.\nTemporary body art and mobile body art establishments/operators are prohibited.');
const EVENTS = [
  'Sec. 43-3. - Application requirements and fees.',
  '(a)  Application. An application package shall be submitted to the city manager, a minimum of two months prior to the intended date of the special event (but no more than one year in advance thereof) and shall include the following:',
  '(1)  Request letter on organization letterhead providing a description of the special event and listing all persons in charge of the special event along with a principal designated agent for the special event. A photo identification card of the designated agent must be provided, and the designated agent shall be fully responsible for the compliance with all provisions.',
  '(6)  Identify any amplification of sound and apparatus to be used for amplification of sound.',
  'The use of glass containers within the area of any special event shall be prohibited.',
].join('\n');
const events = section(3, 'Sec. 43-3', 'Application requirements and fees.', EVENTS);

describe('prohibitions and required items as Helen phrases them', () => {
  it("denies what 'no permit issued shall authorize', and a ban whose subject is long and has a slash", async () => {
    const burn = (material: string) => `Application for Burning Permit\nName\tDana Sample\nMaterial to be burned\t${material}\nSignature\tDana Sample`;
    const tires = await reviewPermit({ text: burn('Brush pile, plus about 40 used tires') }, portOf([burning]));
    expect(tires.status).toBe('deny');
    expect(tires.rationale).toContain('No permit issued shall authorize the burning of tires');
    expect((await reviewPermit({ text: burn('Brush pile from clearing the back lot') }, portOf([burning]))).status).not.toBe('deny');
    const booth = await reviewPermit({ text: 'Body Art Establishment Permit Application\nOperator name\tSkyler Sample\nType of establishment\tTemporary (event)\nProcedures offered\tTattooing' }, portOf([bodyArt]));
    expect(booth.status).toBe('deny');
  });

  it('reads a ban at a place as a ban of the thing there, and a required item said in a sentence of its own', async () => {
    const rules = readSectionRules(events);
    expect(rules.submittals.map((s) => s.item)).toContain('photo identification card of the designated agent');
    const form = (glass: string, id: string) =>
      `Special Event Permit Application\nEvent name\tFall Sample Day\nRequest letter on letterhead\t[X] Attached\nPhoto ID of designated agent\t${id}\nGlass containers\t${glass}\nSignature\tJordan Sample`;
    // 'None' glass containers at a special event is not the banned thing; a missing photo ID is a missing item.
    const noId = await reviewPermit({ text: form('None - canned drinks only', 'Not included - will show my license at city hall') }, portOf([events]));
    expect(noId.status).toBe('needs_revision');
    expect(noId.rationale).not.toContain('glass containers within the area');
    expect(noId.rationale).toContain('photo identification card');
    const glass = await reviewPermit({ text: form('Beer served in glass containers at the bar', 'Attached') }, portOf([events]));
    expect(glass.status).toBe('deny');
  });
});

describe('how payment must be made', () => {
  // Helen, GA Sec. 6-26(c).
  const fees = section(26, 'Sec. 6-26', 'Expiration, renewal, payment of fee.', 'Sec. 6-26. - Expiration, renewal, payment of fee.\n(c)  The license fee shall be due and payable upon submission of the application to the city. Payment may be made only by certified check.');
  const letter = (payment: string) => `Dear City Clerk:\nEnclosed is our application for licenses to sell beer and wine by the glass at Sample Stube. For payment I have enclosed ${payment} for $1,500.00. Please let me know the hearing date.\nSincerely,\nPat Sample`;

  it("needs revision when a letter pays by business check where the code accepts only a certified check, and searches for how payment is made", async () => {
    const queries: string[] = [];
    const search: PermitSearchPort = { search: async (query) => (queries.push(query), [fees]) };
    const business = await reviewPermit({ text: letter("the restaurant's business check no. 2214") }, search);
    expect(business.status).toBe('needs_revision');
    expect(business.rationale).toContain('The code accepts payment only by certified check; the application pays by personal or business check.');
    expect(queries.some((q) => /payment of fee/.test(q))).toBe(true);
    const certified = await reviewPermit({ text: letter('a certified check') }, portOf([fees]));
    expect(certified.status).not.toBe('needs_revision');
    expect(certified.rationale).toContain('The application pays by certified check, which the code accepts.');
  });

  it('compares a share of an area with the code\'s percent limit, working it out from the two areas the form states', async () => {
    const tasting = section(72, 'Sec. 6-72', 'Ancillary wine, beer and malt beverage tasting license.', 'Sec. 6-72. - Ancillary wine, beer and malt beverage tasting license.\n(c)  Wine, beer or malt beverage tasting for customers shall be conducted only at a counter area constituting no more than ten percent of the entire floor area of the premises.');
    const form = (counter: string) => `Ancillary Wine, Beer and Malt Beverage Tasting License Application\nBusiness name\tSample Shop\nTotal floor area of premises\t1,800 sq ft\nTasting counter area\t${counter} counter at the back of the store\nSignature\tQ. Sample`;
    const small = await reviewPermit({ text: form('120 sq ft') }, portOf([tasting]));
    expect(small.status).toBe('approve');
    expect(small.rationale).toContain('Tasting counter area (6.7 %: 120 sq ft of 1,800 sq ft, the total floor area of premises) is within the code\'s maximum of 10 %');
    const large = await reviewPermit({ text: form('300 sq ft') }, portOf([tasting]));
    expect(large.status).toBe('needs_revision');
    expect(large.rationale).toContain('16.7 %');
  });
});
