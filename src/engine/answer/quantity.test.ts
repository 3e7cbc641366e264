import { describe, expect, it } from 'vitest';
import { testWordNet } from '../lexicon/wordnet.testing';
import { MemoryIndex, runSearch } from '../retrieve';
import { composeAnswer } from './compose-answer';
import { statesQuantity } from './quantity';

const wordnet = testWordNet();

type Section = { id: string; sectionLabel: string; heading: string; content: string };

// Real sections, abridged: DC Code §§ 50-2201.04, 8-902, 25-601, 47-2907, 42-3404.33 and Rivergrove Ord. 81-2011 § 7.
const RECKLESS_DRIVING: Section = {
  id: '50-2201.04',
  sectionLabel: '§ 50-2201.04',
  heading: 'Speeding and reckless driving',
  content: [
    '§ 50-2201.04. Speeding and reckless driving.',
    '',
    '(a) No vehicle shall be operated at a greater rate of speed than permitted by the regulations adopted under the authority of this part.',
    '',
    '(b) A person commits the offense of reckless driving if the person drives a motor vehicle on any highway in the District:',
    '  (1) At a speed of 20 miles per hour or more in excess of the speed limit; or',
    '  (2) In any other manner that displays a conscious disregard of the risk of causing property damage or bodily injury to any person.',
    '',
    '(c) A person commits the offense of aggravated reckless driving if the person drives a motor vehicle on any highway in the District:',
    '  (1) At a speed of 30 miles per hour or more above the speed limit; or',
    '  (2) At a speed of 20 miles per hour or more above the speed limit.',
  ].join('\n'),
};
const MOBILITY_DEVICES: Section = {
  id: '50-2201.04a',
  sectionLabel: '§ 50-2201.04a',
  heading: 'Operation of personal mobility devices',
  content: [
    '§ 50-2201.04a. Operation of personal mobility devices.',
    '',
    'A personal mobility device shall not be operated:',
    '',
    '(2) By a person under 16 years of age;',
    '',
    '(3) Above the maximum speed limit of 10 miles per hour;',
  ].join('\n'),
};
const DUMPING: Section = {
  id: '8-902',
  sectionLabel: '§ 8-902',
  heading: 'Prohibition and penalties',
  content: [
    '§ 8-902. Prohibition and penalties.',
    '',
    '(a) It shall be unlawful for any person to dispose or cause or permit the disposal of solid waste, hazardous waste, or medical waste in or upon any street, lot, park, public place, or any other public or private area, whether or not for a commercial purpose, unless the site is authorized for the disposal of solid waste, hazardous waste or medical waste by the Mayor.',
    '',
    '(b)(1) Any person who violates subsection (a) of this section shall be liable to arrest.',
    '  (2) Any person who disposes of solid waste which is neither hazardous nor medical waste in violation of subsection (a) of this section, shall be guilty of a misdemeanor, and shall be subject to a fine not to exceed $5,000 for the first offense and $10,000 for each subsequent offense, or shall be imprisoned for a period not to exceed 90 days, or both.',
  ].join('\n'),
};
const PROTEST: Section = {
  id: '25-601',
  sectionLabel: '§ 25-601',
  heading: 'Standing to file protest against a license',
  content: [
    '§ 25-601. Standing to file protest against a license.',
    '',
    '(a) The following persons may protest the issuance or renewal of a license, the approval of a substantial change in the nature of operation as determined by the Board under § 25-404, or the transfer of a license to a new location:',
    '  (1)(A) An abutting property owner;',
    '  (2) A group of no fewer than 5 residents or property owners of the District sharing common grounds for their protest; provided, that in a moratorium zone established under § 25-351 (or in existence as of May 3, 2001), a group of no fewer than 3 residents or property owners of the District sharing common grounds for their protest;',
    '  (3) A citizens association incorporated under the laws of the District of Columbia located within the affected area; provided, that the following conditions are met:',
    '    (B) A resolution concerning the license application has been duly approved at a duly called meeting, with notice of the meeting given to the voting body and the applicant at least 7 days before the date of the meeting;',
  ].join('\n'),
};
const PROTEST_PERIOD: Section = {
  id: '25-101',
  sectionLabel: '§ 25-101',
  heading: 'Definitions',
  content: '§ 25-101. Definitions.\n\n(41) "Protest period" means a 45-day period during which an objection to the issuance or renewal, substantial change in operation under § 25-404, or transfer to new location, may be filed.',
};
const RESTAURANTS: Section = {
  id: '47-2907',
  sectionLabel: '§ 47-2907',
  heading: 'Restaurants, hotels, barber shops, bathing houses, ice cream saloons, and soda fountains required to serve well-behaved persons',
  content:
    '§ 47-2907. Restaurants, hotels, barber shops, bathing houses, ice cream saloons, and soda fountains required to serve well-behaved persons.\n\nAny restaurant keeper or proprietor, any hotel keeper or proprietor, refusing to sell or wait upon any respectable well-behaved person, without regard to race, color, or previous condition of servitude, shall be deemed guilty of a misdemeanor, and upon conviction in a court having jurisdiction, shall be fined $100, and shall forfeit his or her license as keeper or owner of a restaurant.',
};
const AUTHORITY_EMPLOYEES: Section = {
  id: '6-215',
  sectionLabel: '§ 6-215',
  heading: 'Status of Authority employees',
  content:
    '§ 6-215. Status of Authority employees.\n\n(d) The Authority shall be bound by all existing collective bargaining agreements with labor organizations until successor agreements have been negotiated. Except as specifically provided in this chapter, the Authority shall be subject to all general laws applicable to public employers in the District of Columbia, including laws concerning human rights, wages and hours, and occupational safety and health.',
};
const DISTRICT_PURCHASE: Section = {
  id: '42-3404.33',
  sectionLabel: '§ 42-3404.33',
  heading: 'Limitations on the District as purchaser of a housing accommodation',
  content: [
    '§ 42-3404.33. Limitations on the District as purchaser of a housing accommodation.',
    '',
    '(b)(1) After purchasing a housing accommodation, the Mayor, or an assignee of the Mayor, shall maintain affordable rents for a tenant who lived in a rental unit in the housing accommodation on the date the offer of sale was provided to the Mayor, as follows:',
    '  (A) For the first 12 months, the monthly rent, including utilities, shall not be greater than the monthly rent, including utilities, on the date the offer of sale was provided to the Mayor; and',
    '  (B) After the first 12 months, the monthly rent shall be subject to allowable percentage increases annually.',
  ].join('\n'),
};
const TEMPORARY_SIGNS: Section = {
  id: '7',
  sectionLabel: 'Section 7',
  heading: 'Temporary Signs',
  content: [
    'Section 7. Temporary Signs.',
    '',
    '1. Freestanding signs not exceeding four square feet, four linear feet in any direction',
    'and four feet maximum height, during the period from 120 days before a public election or the',
    'time the election is called, whichever is earlier, to five days after the public election.',
    '',
    '2. One temporary sign not exceeding four square feet, four linear feet in any',
    'direction and four feet maximum height, which is erected for a maximum of eight days in any',
    'calendar month and is removed by sunset on any day it is erected.',
  ].join('\n'),
};
const TRASH_NOISE: Section = {
  id: '8-731',
  sectionLabel: '§ 8-731',
  heading: 'Complaints of trash collection noise violations; hearings; notice of infraction',
  content: [
    '§ 8-731. Complaints of trash collection noise violations; hearings; notice of infraction.',
    '',
    '(a) Any person may file a complaint of a trash collection noise violation with the Mayor.',
    '',
    '(b) A complaint under subsection (a) of this section shall be submitted in written form prescribed by the Mayor and made available on the District of Columbia website. The complaint shall be submitted within one week of the alleged violation and shall be signed by an original complainant who shall attest to its accuracy, under penalty of perjury.',
  ].join('\n'),
};
const SIGNS_IN_RIGHT_OF_WAY: Section = {
  id: '7b',
  sectionLabel: 'Section 7',
  heading: 'Temporary Signs',
  content: [
    'Temporary signs allowed in',
    'the right-of-way shall include:',
    '',
    'a. Signs owned or erected by a governmental entity.',
    '',
    'b. Portable signs limited to a maximum of four square feet, four linear feet in any',
    'direction and four feet maximum height, displayed only on weekends and holidays,',
    'placed at street intersections in relative close proximity to a property for sale or lease',
    'during the time of that display.',
  ].join('\n'),
};

// Real sections of the City of Adairsville, GA code (Georgia Municipal Code of Ordinance Dataset), abridged.
const COUNCIL: Section = {
  id: '1-2.10',
  sectionLabel: 'Sec. 1-2.10',
  heading: 'City council creation; number; election',
  content: [
    'Sec. 1-2.10. - City council creation; number; election.',
    'The legislative authority of the government of this city, except as otherwise specifically provided in this Charter, shall be vested in a city council to be composed of a mayor and four councilmembers. The city council established in this Charter shall in all respects be a successor to and continuation of the city governing authority under prior law. The mayor and councilmembers shall be elected in the manner provided by this Charter.',
  ].join('\n'),
};
const AUTHORITY: Section = {
  id: 'A-2',
  sectionLabel: 'Sec. A-2',
  heading: 'Downtown development authority',
  content: [
    'Sec. A-2. - Downtown development authority.',
    'Members. The authority shall consist of five members who shall serve for a term of five years and who shall be eligible for reappointment. The members shall be appointed by the mayor and city council.',
  ].join('\n'),
};

/** Searches an in-memory index of `code` as the search service does and composes the offline answer. */
// Real sections of the Milledgeville, GA charter and code (Secs. 12, 12.1, 15, 72(b), 10-75, 14-48) and the Dawsonville, GA code
// (Secs. 4-62, 4-125(j)), abridged, from the Georgia Municipal Code of Ordinance Dataset (University of Georgia).
const MILLEDGEVILLE: Section[] = [
  {
    id: '12',
    sectionLabel: 'Sec. 12',
    heading: 'Adoption of ordinances; procedure',
    content: [
      'Sec. 12. - Adoption of ordinances; procedure.',
      '(a)  In addition to other acts required by general state law or by specific provisions of this charter to be done by ordinance, acts of the city council which have the force and effect of law shall be done by ordinance.',
      '(b)  Four councilmembers shall constitute a quorum and shall be authorized to transact business of the city council; provided, however, that, when there are no more than four members of council present, it shall require at least three votes to pass any measure, except as otherwise provided in this charter.',
      '(c)  Whenever in this charter a majority vote of councilmembers is required, it shall mean the affirmative vote of at least four councilmembers or, in the case of a tie, the affirmative vote of the mayor and three councilmembers.',
    ].join('\n'),
  },
  {
    id: '12.1',
    sectionLabel: 'Sec. 12.1',
    heading: 'Meetings of city council',
    content: [
      'Sec. 12.1. - Meetings of city council.',
      '(a)  The city council shall hold regular meetings at such times and places as prescribed by ordinance.',
      '(b)  Special meetings of the city council may be held on call of the mayor or three members of the city council. Notice of such special meetings shall be served on all other members personally, or by telephone personally, at least 24 hours in advance of the meeting.',
    ].join('\n'),
  },
  {
    id: '15',
    sectionLabel: 'Sec. 15',
    heading: 'Qualifications for offices of mayor and aldermen',
    content: [
      'Sec. 15. - Qualifications for offices of mayor and aldermen.',
      'No person shall be eligible to the office of mayor of said city who has not been a resident thereof for one (1) year or more continuously preceding his election, and who has not attained the age of twenty-five (25) years. Nor shall any person be eligible to the office of alderman of said city who has not been a resident thereof for a like period and who has not attained the age of twenty-one (21) years.',
    ].join('\n'),
  },
  {
    id: '72',
    sectionLabel: 'Sec. 72',
    heading: 'Conveyance of land for the benefit of Georgia Military College',
    content: [
      'Sec. 72. - Conveyance of land for the benefit of Georgia Military College.',
      '(b)  The mayor and aldermen of the City of Milledgeville be, and they are hereby authorized and empowered to release, grant and convey to the board of trustees of Georgia Military College the title and interest of the City of Milledgeville in three and forty-seven hundredths (3.47) acres of land, with all the improvements thereon, in the northeast corner of the "Old Capitol Square" in Milledgeville, known as the barracks property.',
    ].join('\n'),
  },
  {
    id: '10-75',
    sectionLabel: 'Sec. 10-75',
    heading: 'Regulations',
    content: [
      'Sec. 10-75. - Regulations.',
      'The following rules and regulations shall govern the conduct of the business of operating and maintaining a public dance hall within the city:',
      '(3)  No public dance hall shall be located at any place within the city, the operation and maintenance of which will tend to disturb the peace and tranquility of the neighbors thereof.',
    ].join('\n'),
  },
  {
    id: '14-48',
    sectionLabel: 'Sec. 14-48',
    heading: 'Barking, noisy dogs',
    content: [
      'Sec. 14-48. - Barking, noisy dogs.',
      'No person shall keep or harbor a dog which, by loud and frequent barking, howling, yelping, growling or any other noise, causes serious disturbance to any of the people of the city. Such dog shall be impounded upon written complaint of four or more citizens living within 500 feet of any property upon which such dog is confined, pending a determination by the municipal court judge of whether or not such dog is creating a serious disturbance.',
    ].join('\n'),
  },
];
const DAWSONVILLE_ANIMALS: Section[] = [
  {
    id: '4-62',
    sectionLabel: 'Sec. 4-62',
    heading: 'Fees and requirements for violations and impounds',
    content: [
      'Sec. 4-62. - Fees and requirements for violations and impounds.',
      '(a)  The fees, with respect to services performed in connection with the enforcement of this article, shall be as established by the city council, as amended from time to time.',
      '(b)  The fees established and collected under this article are not penalties, but are imposed for the sole purpose of defraying expenses borne by the city for animal control and welfare under this article. Such fees shall include, but not be limited to, the following:',
      '(1)  An impounding fee of $50.00.',
      '(2)  A boarding fee of $10.00 per day.',
      '(c)  In no event shall any animal be redeemed by its lawful possessor, owner, or custodian unless those fees established for boarding the animal as provided for above are paid in accordance with state law.',
    ].join('\n'),
  },
  {
    id: '4-125',
    sectionLabel: 'Sec. 4-125',
    heading: 'Requirements for possessing dangerous or vicious dogs',
    content: [
      'Sec. 4-125. - Requirements for possessing dangerous or vicious dogs.',
      '(j)  Authority of animal control office to ensure compliance. An animal control officer is authorized to make whatever inquiry is deemed necessary to ensure compliance with the provisions of this article.',
    ].join('\n'),
  },
];

// Dawsonville, GA zoning (Secs. 1402 and 719), abridged, from the same dataset: a district's list of permitted uses and
// the section on the use itself.
const DAWSONVILLE_RENTALS: Section[] = [
  {
    id: '1402',
    sectionLabel: 'Sec. 1402',
    heading: 'Permitted uses',
    content: ['Sec. 1402. - Permitted uses.', '1.  Single-family attached dwellings (townhouses), provided that no dwelling is located closer than 50 feet to a R-1 district boundary.', '2.  Two-family dwellings (duplexes).', '7.  Short-term home rentals.'].join('\n'),
  },
  {
    id: '719',
    sectionLabel: 'Sec. 719',
    heading: 'Short-term home rentals',
    content: ['Sec. 719. - Short-term home rentals.', 'Short-term home rentals in accord with the definition of "short-term rental" that also comply with the following requirements:', 'a.  Only one rental residence is allowed per parcel.', 'b.  Must obtain a permit from the city planning and zoning department.'].join('\n'),
  },
];

async function answerFrom(code: readonly Section[], question: string) {
  const index = new MemoryIndex(wordnet);
  index.add(code.map((c) => ({ ...c, documentName: 'code', sectionNumber: c.id })));
  const { plan, results } = await runSearch(index.port(), question, { limit: 5 });
  const hits = results.map((r) => ({ ...code.find((c) => c.id === r.row.id)!, chunkId: results.indexOf(r) + 1, documentName: 'code', citation: null, pageNumber: 1, score: r.score, coverage: r.coverage }));
  return composeAnswer({ question, plan, hits });
}

const firstSentence = (content: string) => content.split('\n\n')[0];

describe('a quantity of what is asked, not of something else', () => {
  it('does not read a speed above the speed limit as the speed limit', async () => {
    const answer = await answerFrom([RECKLESS_DRIVING], 'What is the speed limit on a highway in the District?');
    expect(answer.apology).toBe(true);
    expect(answer.content).toMatch(/^I'm sorry, but I couldn't find a distance or measurement that answers that question/);
    expect(answer.content).toContain('§ 50-2201.04');
    expect(answer.citations).toEqual([]);
    // A limit stated as one is read as the limit.
    const device = await answerFrom([RECKLESS_DRIVING, MOBILITY_DEVICES], 'What is the speed limit for a personal mobility device?');
    expect(device.apology).toBe(false);
    expect(firstSentence(device.content)).toMatch(/maximum speed limit of 10 miles per hour/);
  });

  it('answers "how many N" only with a number of N (or the code’s word for it)', async () => {
    const cans = await answerFrom([DUMPING], 'How many bags of solid waste may a person dispose of on a street?');
    expect(cans.apology).toBe(true);
    expect(cans.content).toMatch(/^I'm sorry, but I couldn't find a number of 'bags' that answers that question/);
    expect(cans.reasonings.at(-1)).toBe("The question asks for a number of 'bags', and no relevant sentence in the sources states one");

    // A 45-day protest period is no number of neighbours; the code counts them as residents.
    const question = 'How many neighbors does it take to file a protest against the renewal of a license?';
    const period = await answerFrom([PROTEST_PERIOD, RESTAURANTS], question);
    expect(period.apology).toBe(true);
    expect(period.content).toMatch(/^I'm sorry, but I couldn't find a number of 'neighbors'/);
    const neighbors = await answerFrom([PROTEST, PROTEST_PERIOD], question);
    expect(neighbors.apology).toBe(false);
    expect(firstSentence(neighbors.content)).toMatch(/A group of no fewer than 5 residents or property owners/);
  });

  it('reads what is counted up to the verb: "how many people sit on the city council" asks for a number of people', async () => {
    const code = [AUTHORITY, COUNCIL, DUMPING, PROTEST, PROTEST_PERIOD, RESTAURANTS, TRASH_NOISE, TEMPORARY_SIGNS];
    const council = await answerFrom(code, 'How many people sit on the city council?');
    expect(council.apology).toBe(false);
    expect(firstSentence(council.content)).toMatch(/composed of a mayor and four councilmembers/);
    // What must sign is asked as a number of voters, not a number of 'sign'.
    const petition = await answerFrom(code, 'How many voters must sign a petition for a recall election?');
    expect(petition.content).not.toMatch(/number of 'sign'/);
  });

  it('does not take a year, a date or a section number for a count', async () => {
    const preface: Section = {
      id: 'Preface',
      sectionLabel: 'Preface',
      heading: 'Preface: Code of Ordinances of the city council',
      content: 'The Code of Ordinances of the city was published in 2016 by order of the city council. Sec. 2-10 on the city council was amended on 6/13/2011 by Ord. No. 2011-02.',
    };
    const others = [DUMPING, PROTEST, PROTEST_PERIOD, RESTAURANTS, TRASH_NOISE, TEMPORARY_SIGNS];
    const council = await answerFrom([preface, COUNCIL, ...others], 'How many people sit on the city council?');
    expect(firstSentence(council.content)).toMatch(/composed of a mayor and four councilmembers/);
    const without = await answerFrom([preface, ...others], 'How many people sit on the city council?');
    expect(without.apology).toBe(true);
    expect(without.content).not.toMatch(/2016|2011/);
  });

  it('does not read a fine as a wage', async () => {
    const answer = await answerFrom([RESTAURANTS, AUTHORITY_EMPLOYEES], 'What is the minimum wage of a restaurant keeper?');
    expect(answer.apology).toBe(true);
    expect(answer.content).toMatch(/^I'm sorry, but I couldn't find a dollar amount that answers that question/);
  });

  it('answers "how many nights a year" only with a number of days or nights per period', async () => {
    const nights = await answerFrom([DISTRICT_PURCHASE], 'How many nights a year may the monthly rent of a rental unit rise?');
    expect(nights.apology).toBe(true);
    expect(nights.content).toMatch(/^I'm sorry, but I couldn't find a number of 'nights' per year that answers that question/);

    const days = await answerFrom([TEMPORARY_SIGNS], 'How many days a month can a temporary sign stay up?');
    expect(days.apology).toBe(false);
    expect(firstSentence(days.content)).toMatch(/maximum of eight days in any calendar month/);
  });

  it('answers "which day" only with a day of the week, a date or a recurrence', async () => {
    const pickup = await answerFrom([TRASH_NOISE], 'Which day of the week is trash collection?');
    expect(pickup.apology).toBe(true);
    expect(pickup.content).toMatch(/^I'm sorry, but I couldn't find a day or date that answers that question/);

    const portable = await answerFrom([SIGNS_IN_RIGHT_OF_WAY], 'Which days may portable signs be displayed in the right-of-way?');
    expect(portable.apology).toBe(false);
    expect(firstSentence(portable.content)).toMatch(/displayed only on weekends and holidays/);
  });
});

describe('a count asked for ("how many people sit on …")', () => {
  const ask = { type: 'count' as const, named: [], counted: null, perPeriod: null };
  it('is stated by a number that counts, not by a measure of time, age, money, length or the clock', () => {
    // Charter sentences as Helen, GA phrases them (Secs. 2.10 and 2.29, Georgia Municipal Code of Ordinance Dataset).
    expect(statesQuantity(ask, 'The legislative authority of the government of this city shall be vested in a city commission to be composed of five commission members.')).toBe(true);
    expect(statesQuantity(ask, 'In the event that no decision is reached at such first regular meeting, the city commission shall elect from its membership, within ten days following such meeting, the mayor pro tempore.')).toBe(false);
    expect(statesQuantity(ask, 'No person shall be eligible to serve as a commission member unless he or she is 21 years of age.')).toBe(false);
    expect(statesQuantity(ask, 'The fee shall be $500.')).toBe(false);
    expect(statesQuantity(ask, 'Meetings shall adjourn by 10:00 p.m. and no structure shall exceed 30 feet.')).toBe(false);
    expect(statesQuantity(ask, 'Seven members shall constitute a quorum, of whom 2 shall be residents.')).toBe(true);
  });
});

describe('questions about a council, an age, and the people who must complain (Milledgeville and Dawsonville, GA)', () => {
  it('answers how many must be at a meeting with the quorum, and reads "council members" as the code\'s "councilmembers"', async () => {
    const answer = await answerFrom(MILLEDGEVILLE, 'How many council members have to be at a city council meeting before they can do any business?');
    expect(answer.apology).toBe(false);
    expect(firstSentence(answer.content)).toMatch(/^Four councilmembers shall constitute a quorum/);
  });

  it('reads "how old" as asking for an age, and "run for mayor" as the qualifications for the office', async () => {
    const answer = await answerFrom(MILLEDGEVILLE, 'How old do you have to be to run for mayor of Milledgeville?');
    expect(answer.apology).toBe(false);
    expect(answer.citations[0]?.sectionLabel).toBe('Sec. 15');
    expect(firstSentence(answer.content)).toMatch(/attained the age of twenty-five \(25\) years/);
  });

  it('counts neighbors in the code\'s word for people ("four or more citizens living within 500 feet")', async () => {
    const answer = await answerFrom(MILLEDGEVILLE, 'The dog behind my house howls all night. How many neighbors have to complain before the city will pick it up?');
    expect(answer.apology).toBe(false);
    expect(firstSentence(answer.content)).toMatch(/four or more citizens living within 500 feet/);
  });

  it('does not take "got" and "took" for what the question is about', async () => {
    const answer = await answerFrom(DAWSONVILLE_ANIMALS, 'My dog got out and animal control took him. How much will it cost to get him back?');
    expect(answer.apology).toBe(false);
    expect(answer.content).toMatch(/impounding fee of \$50\.00/);
  });
});

describe('a bare item of a list does not lead an answer', () => {
  it("answers from the section on short-term rentals, not with a district's 'Short-term home rentals.'", async () => {
    const answer = await answerFrom(DAWSONVILLE_RENTALS, "Do I need the city's permission to rent out my house as a short-term home rental?");
    expect(answer.apology).toBe(false);
    expect(firstSentence(answer.content)).not.toMatch(/^(?:Yes|No)?[,.]?\s*Short-term home rentals\. \[/);
    expect(answer.content).toContain('Must obtain a permit from the city planning and zoning department');
  });
});

