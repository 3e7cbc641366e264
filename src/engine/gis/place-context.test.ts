import { describe, expect, it } from 'vitest';
import { factsConditioningSections, placeContext, placeQuestion, placeStatement } from './place-context';

// The address data the DC demo's lookup gives for 1629 Connecticut Avenue NW.
const DUPONT = {
  address: '1629 CONNECTICUT AVENUE NW',
  wards: { ward: 'Ward 2', council_member: 'Jack Evans' },
  election_precincts: { precinct: 'Precinct 14' },
  anc: 'ANC 2B',
  smd: 'SMD 2B03',
  schools: { elementary: 'Ross', middle: 'Shaw', high: 'Cardozo' },
  police_district: 'Second District',
  historic_district: 'Dupont Circle Historic District',
};

const named = (question: string) => placeContext(question, DUPONT).named.map((f) => f.field);

describe('placeContext: which facts a question names', () => {
  it('finds the kind of place the question names', () => {
    expect(named('What restrictions apply to liquor stores in my ward?')).toEqual(['wards.ward']);
    expect(named('Can a nightclub open in a historic district?')).toEqual(['historic_district']);
    expect(named('Which precinct do I vote in?')).toEqual(['election_precincts.precinct']);
    expect(named('Which school is my child zoned for?')).toEqual(['schools.elementary', 'schools.middle', 'schools.high']);
  });

  it('finds a place named by its value', () => {
    expect(named('Are there special rules for Dupont Circle?')).toEqual(['historic_district']);
  });

  it('names nothing for a question that does not depend on place', () => {
    expect(named('How late can a bar serve drinks on Saturday?')).toEqual([]);
    // "District" alone is the District of Columbia as often as a district.
    expect(named('Does the District license dog walkers?')).toEqual([]);
  });

  it('knows when the question is about the asker’s own place', () => {
    expect(placeContext('Can the store near my house sell single beers?', DUPONT).ownPlace).toBe(true);
    expect(placeContext('What can I build where I live?', DUPONT).ownPlace).toBe(true);
    expect(placeContext('How late can a bar serve drinks?', DUPONT).ownPlace).toBe(false);
  });

  it('has nothing to say without address data', () => {
    expect(placeContext('What are the rules in my ward?', {})).toEqual({ address: null, facts: [], named: [], ownPlace: false });
  });
});

describe('factsConditioningSections', () => {
  const ward8Section = '§ 25-343. Special restrictions for off-premises retailer’s license in Ward 8. (a) For the purposes of this section, the term “Ward 8” means …';
  const hoursSection = '§ 25-723. Hours of sale and service for on-premises retail licensees.';

  it('picks the facts whose kind of place the best sections condition on, for a question about the asker’s place', () => {
    const context = placeContext('Can the liquor store near my house sell single cans of beer?', DUPONT);
    expect(factsConditioningSections(context, [ward8Section, hoursSection]).map((f) => f.value)).toEqual(['Ward 2']);
    expect(factsConditioningSections(context, [hoursSection])).toEqual([]);
  });

  it('reads only the best sections, and only for questions about the asker’s place', () => {
    const context = placeContext('Can the liquor store near my house sell single cans of beer?', DUPONT);
    expect(factsConditioningSections(context, [hoursSection, hoursSection, hoursSection, ward8Section])).toEqual([]);
    expect(factsConditioningSections(placeContext('Can a liquor store sell single cans?', DUPONT), [ward8Section])).toEqual([]);
  });
});

describe('what the answer is given', () => {
  const context = placeContext('What restrictions apply to liquor stores in my ward?', DUPONT);

  it('adds the place to the question and states it at the head of the answer', () => {
    expect(placeQuestion('What restrictions apply to liquor stores in my ward?', context.named)).toBe('What restrictions apply to liquor stores in my ward? (Ward 2)');
    expect(placeStatement(context, context.named)).toBe('For 1629 Connecticut Avenue NW (Ward 2):');
    const schools = placeContext('Which school?', DUPONT);
    expect(placeStatement(schools, schools.named)).toBe('For 1629 Connecticut Avenue NW (Elementary school: Ross, Middle school: Shaw, High school: Cardozo):');
    expect(placeStatement(context, [])).toBeNull();
    expect(placeStatement(placeContext('my ward?', { wards: { ward: 'Ward 5' } }), [{ field: 'wards.ward', label: 'Ward', value: 'Ward 5' }])).toBe('For your location (Ward 5):');
  });
});
