/**
 * Forms and required items as the City of Hahira, GA code and its applicants phrase them (issue 25; Georgia Municipal
 * Code of Ordinance Dataset, Secs. 70-113 and 86-52, excerpts); the applications are invented.
 */
import { describe, expect, it } from 'vitest';
import { readApplication } from './read-application';
import { reviewPermit } from './review-permit';
import { portOf, sectionsOf } from './sections.test-support';

const section = sectionsOf('Hahira Code');

describe('forms and required items as Hahira phrases them', () => {
  it("takes a form titled as a request ('Outdoor Burning Request') for the kind of permit asked for", () => {
    expect(readApplication('CITY OF HAHIRA, GEORGIA - Fire Department\nOutdoor Burning Request\n\nName\tSkyler Sample').permitType).toBe('Outdoor Burning Request');
  });

  it("needs revision when a bond each applicant 'shall be required to file' is said not to be filed", async () => {
    const bond = section(113, 'Sec. 70-113', 'Bond required.', 'Sec. 70-113. - Bond required.\nEach applicant for an excavation permit shall be required to file a surety bond with the city clerk in an amount set from time to time by the council.');
    const form = (filed: string) => `Street Excavation Permit Application\nApplicant\tSample Warehouse Co.\nPurpose\tLay a 2 in conduit across the street\nSurety bond\t${filed}\nSignature\tMorgan Sample`;
    const none = await reviewPermit({ text: form('None - our liability insurance covers the work') }, portOf([bond]));
    expect(none.status).toBe('needs_revision');
    expect(none.rationale).toContain('The code requires a surety bond, which the application says is not included.');
    expect((await reviewPermit({ text: form('Bond no. SB-4410 filed with the city clerk 03/02/2026') }, portOf([bond]))).status).not.toBe('needs_revision');
  });

  it('needs revision, not denial, when a filing is late and the code charges a penalty for lateness', async () => {
    const carts = section(113, 'Sec. 78-113', 'Registration.', 'Sec. 78-113. - Registration.\n(a)  New owners must register a cart within ten business days within change of ownership at a cost of $10.00. If the registration is not transferred within ten business days, a $20.00 penalty will be applied in addition to the $10.00 transfer charge.');
    const form = (bought: string) => `Motorized Cart (Golf Cart) Registration\nOwner name: Emerson Sample\nSerial number: EZR21-0088431\nDate you bought the cart: Purchased ${bought} (bill of sale attached)\nFee enclosed: $10.00 transfer fee\nSignature / date: Emerson Sample 04/20/2026`;
    const late = await reviewPermit({ text: form('March 2, 2026') }, portOf([carts]));
    expect(late.status).toBe('needs_revision');
    expect(late.rationale).toContain('The application was filed 49 days after the event; the code requires it within 10 days and charges for lateness');
    expect(late.facts.quantities.some((q) => /serial/i.test(q.label))).toBe(false);
    expect((await reviewPermit({ text: form('April 14, 2026') }, portOf([carts]))).status).not.toBe('needs_revision');
  });

  it("needs revision when the instrument an applicant 'shall file with the city clerk' is not signed", async () => {
    const agent = section(193, 'Sec. 22-193', 'Appointment of city clerk as agent.', 'Sec. 22-193. - Appointment of city clerk as agent.\nBefore any license as herein provided shall be issued for engaging in business as peddler or itinerant merchant in this city, the applicant for such license shall file with the city clerk an instrument nominating and appointing the city clerk as his true and lawful agent.');
    const form = (appointment: string) => `Peddler / Itinerant Merchant License Application\nName of applicant: Jordan Sample\nWhat will be sold: Fresh tomatoes and peaches\nAppointment of the city clerk as agent: ${appointment}\nSignature / date: Jordan Sample 05/11/2026`;
    const unsigned = await reviewPermit({ text: form('Not signed - I did not know what it was for') }, portOf([agent]));
    expect(unsigned.status).toBe('needs_revision');
    expect(unsigned.rationale).toContain('instrument nominating and appointing the city clerk');
    expect((await reviewPermit({ text: form('Instrument nominating and appointing the city clerk signed and filed 05/11/2026') }, portOf([agent]))).status).not.toBe('needs_revision');
  });
  it("knows a required plan by its head ('a detailed plan of the site drawn to scale … indicating …'), not by what it must show", async () => {
    const landscape = section(52, 'Sec. 86-52', 'Landscape permit.', 'Sec. 86-52. - Landscape permit.\nThe application shall be accompanied by a detailed plan of the site drawn to scale on a scale of one inch equals 20 feet or larger indicating or exhibiting the following: Proposed and existing buildings.');
    const form = (attached: string) => `Landscape Permit Application\nOwner\tSample Holdings, LLC\nWork\tNew parking lot islands and street yard trees\nAttached\t${attached}\nSignature\tMorgan Sample`;
    const drawn = await reviewPermit({ text: form('Site drawing to scale; tree inventory') }, portOf([landscape]));
    expect(drawn.rationale).toContain('The application includes the required detailed plan of the site.');
    expect(drawn.status).not.toBe('needs_revision');
    // The section on landscape permits asks for it: an application without it is asked for it.
    const none = await reviewPermit({ text: form('Tree inventory') }, portOf([landscape]));
    expect(none.status).toBe('needs_revision');
    expect(none.rationale).toContain('detailed plan of the site');
  });
});
