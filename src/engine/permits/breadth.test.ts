/**
 * The forms of law and application a code nobody tuned on brings (issue 25): codifiers' '(e)' lists, lists written in
 * one sentence, lists of what an application must set forth, fees set as a rate, filing deadlines; and applicants who
 * write 'Water Quality Resource Area' for the code's 'WQRA' or 'two red alder trees' for a count.
 * The sections are excerpts of the City of Hiawassee, GA code and the Rivergrove, OR tree ordinance.
 */
import { describe, expect, it } from 'vitest';
import { countInText } from './check-application';
import { readSectionRules } from './code-rules';
import { acronymsOf, readApplication } from './read-application';
import { reviewPermit } from './review-permit';
import { portOf, sectionsOf } from './sections.test-support';

const section = sectionsOf('Hiawassee Code');

const PROHIBITED_SIGNS = section(9, 'Sec. 28-9', 'Prohibited signs.', [
  'Sec. 28-9. - Prohibited signs.',
  'The following types of signs are prohibited throughout the city:',
  '(b)  Animated signs.',
  '(e)  Flashing signs.',
  '(h)  Signs on public rights-of-way other than publicly owned or maintained signs.',
  '(l)  Signs erected by nailing, fastening or affixing the sign in any manner to any tree, post, curve, utility pole, or other structure except as set forth herein.',
].join('\n'));
const APPLICATION_INFO = section(4, 'Sec. 28-4', 'Application information.', [
  'Sec. 28-4. - Application information.',
  'Applications for sign permits required by this chapter shall be filed by the sign owner or the owner\'s agent with the clerk. The application shall describe and set forth the following:',
  '(a)  The street address of the property upon which the sign is to be located and a plat map of the property, drawn to scale, showing all existing structures.',
  '(b)  The aggregate area for all signs on the parcel.',
  '(d)  Consent of the owner, or the owner\'s agent, granting permission for the placement or maintenance of the sign.',
].join('\n'));
const FEES = section(8, 'Sec. 28-8', 'Fees.', 'Sec. 28-8. - Fees.\nThe cost of the permitted sign shall be based on the size of the sign. The rate shall be $5.00 a square foot: i.e., if the sign is two feet by eight feet (standard size) the cost of the permit would be $80.00; 16 square feet at $5.00 a foot.');
const HOME_BUSINESS = section(172, 'Sec. 26-172', 'Home businesses.', 'Sec. 26-172. - Home businesses.\n(g)  Uses and activities prohibited. The following businesses, uses, and activities shall be prohibited in the area to which this section applies: kennels, stables, veterinarian clinics; medical and dental clinics; motor vehicle repair or small engine repair; barber shops and beauty shops; and adult uses. This section shall not be considered inclusive of all the types of businesses, uses, and activities prohibited by this section.');


describe('reading law written as codifiers write it', () => {
  it("reads '(e)' list items as prohibitions, and an item's alternatives one by one", () => {
    const rules = readSectionRules(PROHIBITED_SIGNS);
    expect(rules.prohibitions.map((p) => [...p.terms])).toContainEqual(['flash']);
    const nailing = rules.prohibitions.find((p) => p.terms.has('nail'))!;
    // 'except as set forth herein' names no exception of its own.
    expect(nailing.hasException).toBe(false);
    expect(nailing.alternatives?.map((a) => [...a])).toContainEqual(['util', 'pole']);
    expect(rules.prohibitions.find((p) => p.terms.has('public'))?.hasException).toBe(true);
  });

  it('reads a list written in one sentence after its colon', () => {
    const items = readSectionRules(HOME_BUSINESS).prohibitions.map((p) => p.item);
    expect(items).toEqual(['kennels, stables, veterinarian clinics', 'medical and dental clinics', 'motor vehicle repair or small engine repair', 'barber shops and beauty shops', 'adult uses']);
  });

  it("reads what an application 'shall describe and set forth', item by item", () => {
    const listed = readSectionRules(APPLICATION_INFO).submittals.filter((s) => s.listed);
    expect(listed.map((s) => s.item)).toEqual([
      'The street address of the property upon which the sign is to be located and a plat map of the property',
      'The aggregate area for all signs on the parcel',
      "Consent of the owner, or the owner's agent",
    ]);
  });

  it("reads 'It shall be unlawful … to top any street tree' as a prohibition of that act, and 'No applicant shall be entitled' as none", () => {
    const trees = readSectionRules(section(223, 'Sec. 14-223', 'Tree topping.', 'It shall be unlawful practice for any person, firm, or city department to top any street tree, park tree, or other tree on public property. Topping is defined as the severe cutting back of limbs.'));
    expect(trees.prohibitions).toEqual([expect.objectContaining({ subject: new Set(['top']), wholeSubject: true })]);
    const events = readSectionRules(section(38, 'Sec. 30-38', 'Special outdoor events.', 'No applicant shall be entitled to a special outdoor event permit as such permit is a mere privilege and not a right.'));
    expect(events.prohibitions).toEqual([]);
  });

  it('reads the least insurance an applicant must carry as a limit, but not a fee', () => {
    const rules = readSectionRules(section(126, 'Sec. 8-126', 'Registration.', '(3) An insurance policy in the amount of at least $15,000.00 per occurrence. The registration fee is $50.00.'));
    expect(rules.limits.map((l) => [l.kind, l.quantity.value, l.quantity.dimension])).toEqual([['min', 15000, 'money']]);
  });

  it("reads 'shall not be located closer than 25 feet to' as a least distance, its clause from a whole word", () => {
    const rules = readSectionRules(section(171, 'Sec. 26-171', 'Fences and walls.', '(c)  Gates. When gates for vehicular access are provided, said gates shall not be located closer than 25 feet to a public road right-of-way, to ensure safe ingress and egress.'));
    expect(rules.limits.map((l) => [l.kind, l.quantity.value, l.aspect])).toEqual([['min', 25, 'distance']]);
    expect([...rules.limits[0].local]).toEqual(expect.arrayContaining(['closer', 'public', 'road']));
    expect([...rules.limits[0].local].some((w) => w.length < 3)).toBe(false);
  });

  it('reads a fee set as a rate in prose, per square foot', () => {
    expect(readSectionRules(FEES).fees).toEqual([expect.objectContaining({ amount: 5, perUnit: 'square foot' })]);
  });

  it("reads a filing deadline on the applicant, but not the city's own deadline", () => {
    const tree = readSectionRules({ ...FEES, content: 'Within seven (7) days of any cutting, an application must be filed with the City providing information and evidence.' });
    expect(tree.limits).toEqual([expect.objectContaining({ kind: 'max', deadline: true, quantity: expect.objectContaining({ value: 7, dimension: 'time' }) })]);
    const city = readSectionRules({ ...FEES, content: 'The city shall process all sign permit applications within 30 business days of receipt.' });
    expect(city.limits).toEqual([]);
  });
});

describe('reading applicants who write it their own way', () => {
  it("takes a capitalised name's initials as the code's abbreviation, and counts what the words name", () => {
    expect(acronymsOf('inside the Water Quality Resource Area shown on the map')).toContain('WQRA');
    expect(countInText('a permit for two red alder trees on the slope', 'tree')).toBe(2);
    expect(countInText('Tree species: Bigleaf maple', 'tree')).toBe(1);
    expect(countInText('Trees on the lot: several', 'tree')).toBeNull();
    // A number on one line and the unit on the next belong to different phrases (the replacement plantings, not the cut).
    expect(countInText('a permit for two red alder trees. I will replace them with four western red\ncedar trees', 'tree')).toBe(2);
  });

  it('reads the time from the dated work to the dated application', () => {
    const facts = readApplication('Tree Cutting Permit\nDate tree was cut: March 2, 2026\nDate of this application: March 16, 2026');
    expect(facts.quantities).toContainEqual(expect.objectContaining({ value: 14, dimension: 'time', elapsed: true }));
  });
});

describe('deciding by the code own rules', () => {
  it('denies a sign zip-tied to utility poles, quoting the prohibition', async () => {
    const review = await reviewPermit({ text: 'Temporary Sign Permit Application\nSign type: Stake sign\nPlacement: zip-tied to utility poles at four intersections\nSignature: J. Sample' }, portOf([PROHIBITED_SIGNS]));
    expect(review.status).toBe('deny');
    expect(review.citations[0].quote).toContain('utility pole');
  });

  it('does not deny a home business for a word it shares with a listed kind of business', async () => {
    const review = await reviewPermit({ text: 'Home Business Land Use Permit Application\nType of business: Medical billing for physicians, from a home office\nClients: adults, by appointment only\nSignature: R. Sample' }, portOf([HOME_BUSINESS]));
    expect(review.status).not.toBe('deny');
  });

  it('denies a home business the code lists as prohibited, naming the item', async () => {
    const review = await reviewPermit({ text: 'Home Business Land Use Permit Application\nType of business: Small engine repair (lawn mowers, chainsaws)\nSignature: R. Sample' }, portOf([HOME_BUSINESS]));
    expect(review.status).toBe('deny');
    expect(review.rationale).toContain('motor vehicle repair or small engine repair');
  });

  it('asks for revision when the application says a listed item is not there, and when the rate is not paid', async () => {
    const text = 'Sign Permit Application\nSign type: Wall sign\nSize: 4 ft x 10 ft\nAggregate sign area: 40 sq ft\nPlat map: Not attached - will bring later\nOwner consent: signed, attached\nFee enclosed: $120.00\nSignature: D. Sample';
    const review = await reviewPermit({ text }, portOf([APPLICATION_INFO, FEES]));
    expect(review.status).toBe('needs_revision');
    const messages = review.findings.map((f) => f.message).join('\n');
    expect(messages).toMatch(/plat map of the property", which it says it does not yet have/);
    expect(messages).not.toMatch(/Consent of the owner/);
    expect(messages).toContain('The fee paid ($120) is less than the $200');
  });

  it("reads how long dated dates last, counting both ends, and a count of 'consecutive days' as days", () => {
    const days = (text: string) => readApplication(text).quantities.filter((q) => q.dimension === 'time').map((q) => [q.label, q.value]);
    expect(days('Special Event License Application\nEvent dates: October 2 - October 13, 2026')).toEqual([['Event dates', 12]]);
    expect(days('Special Event License Application\nDates of event: 6/5/2026 - 6/7/2026')).toEqual([['Dates of event', 3]]);
    expect(days('Special Event License Application\nEvent dates: October 2 - October 13, 2026 (11 consecutive days)')).toEqual([['Event dates', 11]]);
    expect(days('Special Event License Application\nDate of application: June 1, 2026')).toEqual([]);
  });

  it("holds a cover letter's figure to the limit it is over: a policy below the least insurance, an event longer than allowed", async () => {
    const registration = section(126, 'Sec. 8-126', 'Certificate of registration.', 'Sec. 8-126. - Certificate of registration.\nThe animal control officer shall issue a certificate of registration to the owner of a potentially dangerous dog if the owner presents sufficient evidence of:\n(3)  An insurance policy in the amount of at least $15,000.00 per occurrence.');
    const letter = (amount: string) =>
      `Dear City Clerk:\nI am writing to apply for the annual certificate of registration for my dog, classified as a potentially dangerous dog, so that I may keep him at my home. For liability, I have added an endorsement to my homeowner's policy covering injury by the dog in the amount of ${amount} per occurrence; a copy is enclosed.\nSincerely,\nSam Sample`;
    const short = await reviewPermit({ text: letter('$10,000') }, portOf([registration]));
    expect(short.status).toBe('needs_revision');
    expect(short.rationale).toContain('under the code\'s minimum of $15,000');
    const enough = await reviewPermit({ text: letter('$25,000') }, portOf([registration]));
    expect(['approve', 'maybe_approve']).toContain(enough.status);

    const event = section(9, 'Sec. 4-9', 'Temporary special event license.', 'Sec. 4-9. - Temporary special event license.\n(a)  Non-profit civic organizations desiring to sell beer and wine at a special event may apply for a temporary special event license, for a period not to exceed two days, which cannot include Christmas Day.');
    const festival = (run: string) => `Dear City Clerk:\nI am writing on behalf of a non-profit civic organization to apply for a temporary special event license to serve beer and wine at our harvest festival. The festival will run for ${run}, on the lawn of 88 Sample Road, whose owner has approved the event in writing.\nSincerely,\nSam Sample`;
    const long = await reviewPermit({ text: festival('three days, October 9-11, 2026') }, portOf([event]));
    expect(long.status).toBe('needs_revision');
    expect(long.rationale).toContain("over the code's maximum of 2 days");
    expect(['approve', 'maybe_approve']).toContain((await reviewPermit({ text: festival('two days, October 10-11, 2026') }, portOf([event]))).status);
  });

  it('holds a figure to the limit of the section headed by the kind of permit asked for', async () => {
    const events = section(38, 'Sec. 30-38', 'Special outdoor events.', 'Sec. 30-38. - Special outdoor events.\n(b)  A special outdoor event shall not exceed 30 consecutive days, and events on the same premises must be separated by at least five consecutive days.');
    const licences = section(83, 'Sec. 4-83', 'Temporary licenses.', 'Sec. 4-83. - Temporary licenses.\n(a)  A temporary license may be issued to any person, for a period not to exceed ten days in any one year, for an approved special event with food vendors and live music.');
    const text = 'Special Outdoor Event Permit Application\nEvent\tSpring Sidewalk Jamboree (live bands, vendors)\nDates\tMay 15 - May 17, 2026 (3 days)\nSignature\tD. Sample';
    const review = await reviewPermit({ text }, portOf([licences, events]));
    const dates = review.findings.find((f) => f.message.startsWith('Dates'))!;
    expect(dates.section?.sectionLabel).toBe('Sec. 30-38');
  });

  it("takes no age and no time gone by in a letter for how long what it asks for lasts", () => {
    const letter = readApplication('Dear Clerk:\nI am 41 years old and have run the store for the past five years without a violation. The sale will run for three days in May.\nSincerely,\nSam Sample');
    expect(letter.quantities.filter((q) => q.dimension === 'time').map((q) => q.value)).toEqual([3]);
  });

  it('points the reviewer to the section that speaks of the permit when it states nothing to check', async () => {
    const devices = section(67, 'Sec. 28-67', 'Issuance of game and/or entertainment permit.', 'Sec. 28-67. - Issuance of game and/or entertainment permit.\nA written permit, in addition to a business license, will be required for each and every jukebox, pool table, video game, pinball machine, or other game or entertainment device. The permit will reflect the total number of games permitted.');
    const other = section(12, 'Sec. 28-12', 'Business license.', 'Sec. 28-12. - Business license.\nEvery business in the city shall hold a business license; a game room is a business.');
    const review = await reviewPermit({ text: 'Game and Entertainment Device Permit\nBusiness name: Sample Billiards\nPool tables: 4\nJukebox: 1\nSignature: A. Sample' }, portOf([other, devices]));
    expect(review.status).toBe('maybe_approve');
    expect(review.rationale).toContain('review it by hand against Sec. 28-67');
    expect(review.citations.map((c) => c.section)).toEqual(['Sec. 28-67']);
    expect(review.citations[0].quote).toMatch(/^A written permit, in addition to a business license/);
  });

  it('recommends denial when an emergency cutting was reported after the filing deadline', async () => {
    const deadline = section(5, 'Section 5.100', 'Tree Cutting', 'a. Emergency Tree Cutting Permit. Within seven (7) days of any cutting, an application must be filed with the City providing information and evidence as may be reasonably required justifying the Emergency Tree Cutting.');
    const text = 'Tree Cutting Permit Application\nPermit type requested [X] Emergency [ ] Non-WQRA\nTree cut\tOregon white oak, 24 inches DBH\nDate tree was cut\tMarch 2, 2026\nDate of this application\tMarch 16, 2026\nSignature\tA. Notreal';
    const review = await reviewPermit({ text }, portOf([deadline]));
    expect(review.status).toBe('deny');
    expect(review.rationale).toContain('filed 14 days after the work; the code requires it within 7 days');
    expect(review.citations[0].quote).toContain('Within seven (7) days of any cutting');
  });
});
