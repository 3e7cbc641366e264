/**
 * Rules as the Code of Dahlonega, GA phrases them (issue 25; Georgia Municipal Code of Ordinance Dataset, Secs. 10-54,
 * 10-118 and 902, excerpts); the applications are invented.
 */
import { describe, expect, it } from 'vitest';
import { reviewPermit } from './review-permit';
import { portOf, sectionsOf } from './sections.test-support';

const section = sectionsOf('Dahlonega Code');

describe('rules as Dahlonega phrases them', () => {
  it("bans each thing of a list ('Monuments or stones of any kind, or enclosures, walls or coping, shall not be permitted on any graves')", async () => {
    const monuments = section(54, 'Sec. 10-54', 'Monument restrictions in cemetery.', 'Sec. 10-54. - Monument restrictions in cemetery.\nMonuments or stones of any kind, or enclosures, walls or coping, shall not be permitted on any graves and plots. Only individual bronze memorial tablets or markers and bronze family name markers shall be allowed, and they must be set level with the ground within the family plot.');
    const letter = (what: string) => `Dear City Clerk:\nMy mother was buried in our family plot in Memorial Park Cemetery. We would like to put ${what} around the two graves in the plot. Please let us know what permit or fee is needed.\nSincerely,\nJune Sample`;
    const coping = await reviewPermit({ text: letter('a low granite coping border') }, portOf([monuments]));
    expect(coping.status).toBe('deny');
    expect(coping.rationale).toContain('Monuments or stones of any kind, or enclosures, walls or coping, shall not be permitted');
    expect((await reviewPermit({ text: letter('flowers in season') }, portOf([monuments]))).status).not.toBe('deny');
  });

  it("leaves to the city a ban it lifts by permission ('… between 9:00 p.m. and 7:00 a.m. …, except as permitted by formal written permission of the city')", async () => {
    const hours = section(118, 'Sec. 10-118', 'Restricted hours of visitation.', 'Sec. 10-118. - Restricted hours of visitation.\n(a)  It shall be unlawful for any person to visit, loiter, wander, stroll, or otherwise be on or within the grounds of Mount Hope Cemetery between the hours of 9:00 p.m. and 7:00 a.m. from April 1, until October 31, and between the hours of 6:00 p.m. and 7:00 a.m. from November 1, until March 31, except as permitted by formal written permission of the city.');
    const tours = await reviewPermit({ text: 'Cemetery After-Hours Visit Request\nOrganizer\tSample Ghost Tours LLC\nWhat\tLantern-lit walking tours inside the grounds of Mount Hope Cemetery\nWhen\tFridays in October, 9:00 p.m. to 10:30 p.m.\nSignature\tMorgan Sample' }, portOf([hours]));
    expect(tours.status).toBe('maybe_approve');
    expect(tours.rationale).toContain('unless an exception applies');
  });

  it('settles nothing from the sections found when the form names no kind of permit', async () => {
    const lots = section(902, 'Sec. 902', 'R-1 district; general requirements.', 'Sec. 902. - R-1 district; general requirements.\nLots for any accessory use in the R-1 district shall be at least two acres in size.');
    const form = (title: string) => `${title}\nName\tBlake Sample\nDescription\tFly a small camera drone over my own yard to take photos of my garden\nLot size\t1.4 acres\nSignature\tBlake Sample`;
    const inquiry = await reviewPermit({ text: form('CITY OF DAHLONEGA - General Permit Inquiry') }, portOf([lots]));
    expect(inquiry.status).toBe('maybe_approve');
    expect(inquiry.rationale).toContain('The form names no kind of permit');
    const named = await reviewPermit({ text: form('Accessory Use Permit Application') }, portOf([lots]));
    expect(named.rationale).not.toContain('names no kind of permit');
    expect(named.rationale).toContain("Lot size (60,984 sq ft) is under the code's minimum of 87,120 sq ft.");
  });

  it("asks for the umbrella cover a form says it does not carry, from the insurance section of the sidewalk dining article", async () => {
    const inArticle = (label: string, heading: string, content: string) => ({ ...section(Number(label.replace(/\D/g, '')), label, heading, content), citation: `Part II › Article III › ${label}` });
    const setup = inArticle('Sec. 8-78', 'Requirements.', 'Sec. 8-78. - Requirements.\nSidewalk dining shall leave a clear sidewalk of at least five feet for pedestrians.');
    const insurance = inArticle('Sec. 8-81', 'Liability insurance.', 'Sec. 8-81. - Liability insurance.\nThe approved applicant shall be required to have general liability insurance providing for the following limits naming the city as an additional insured in the following minimum amounts: $500,000 per person; and $1,000,000 per occurrence, with an additional $1,000,000 umbrella coverage. This regulation is not applicable as to private property.');
    const form = (cover: string) => `Outdoor Dining Permit Application (Public Sidewalk)\nRestaurant\tSample Grill\nClear sidewalk left\t7 ft\nInsurance\tGeneral liability: $500,000 per person / $1,000,000 per occurrence; city named additional insured. ${cover}\nSignature\tDrew Sample`;
    const none = await reviewPermit({ text: form('We do not carry umbrella coverage.') }, portOf([setup, insurance]));
    expect(none.status).toBe('needs_revision');
    expect(none.rationale).toContain('The application says it does not carry umbrella cover; the code requires $1,000,000 of it.');
    expect(none.citations.map((c) => c.section)).toContain('Sec. 8-81');
    const carried = await reviewPermit({ text: form('Umbrella policy: $1,000,000.') }, portOf([setup, insurance]));
    expect(carried.rationale).not.toContain('does not carry');
  });
});

