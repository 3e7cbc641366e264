/**
 * A thing the code defines by what it lacks (issue 25): Hiawassee, GA defines a "mobile home" as a manufactured
 * structure "which has not been inspected and approved as meeting the requirements of the National Manufactured
 * Housing Construction and Safety Standards Act of 1974", and its manufactured home parks say "Use of a mobile home
 * shall not be permitted in the manufactured home park." An application for a home built before those standards asks
 * for a mobile home, whatever its form calls it. The section is an excerpt of Sec. 26-176 (Georgia Municipal Code of
 * Ordinance Dataset); the applications are invented.
 */
import { describe, expect, it } from 'vitest';
import { readSectionRules } from './code-rules';
import { reviewPermit } from './review-permit';
import type { CodeSection, PermitSearchPort } from './types';

const PARKS = [
  'Sec. 26-176. - Manufactured home parks.',
  '(b)  Definitions. The following words, terms and phrases, when used in this section, shall have the meanings ascribed to them in this subsection:',
  'Manufactured home park means a parcel of land, or any portion thereof, under which has been designed, planned, or improved for the placement of two or more manufactured homes for residential use.',
  'Mobile home means a structure, transportable in one or more sections which, in the traveling mode, is eight body feet or more in width or 40 body feet or more in length; and which is built on a permanent chassis and designed to be used as a dwelling; and which has not been inspected and approved as meeting the requirements of the National Manufactured Housing Construction and Safety Standards Act of 1974, as amended, 42 USC 5401—5445.',
  '(f)  Requirements for manufactured home spaces.',
  '(4)  Use of spaces. No more than one manufactured home or recreational vehicle shall occupy any individual space. Use of a mobile home shall not be permitted in the manufactured home park.',
].join('\n');
const parks: CodeSection = { chunkId: 176, documentName: 'Hiawassee Code', sectionLabel: 'Sec. 26-176', citation: 'Sec. 26-176', heading: 'Manufactured home parks.', content: PARKS };
const port: PermitSearchPort = { search: async () => [parks] };

const form = (label: string) =>
  [
    'Land Use Permit - Manufactured Home Placement',
    'Home owner\tQuinn Sample',
    'Park\tSample Pines Manufactured Home Community, Space 9',
    'Year / make\tSample Homes single-wide, 14 ft x 66 ft',
    `HUD certification label\t${label}`,
    'Signature\tQuinn Sample',
  ].join('\n');

describe('a thing the code defines by what it lacks', () => {
  it("reads 'Mobile home means … which has not been inspected and approved as meeting … Standards Act' and 'shall not be permitted'", () => {
    const rules = readSectionRules(parks);
    expect(rules.definitions.map((d) => d.term)).toEqual(['mobile home']);
    expect([...rules.definitions[0].lacks]).toEqual(expect.arrayContaining(['manufactur', 'hous', 'standard']));
    expect(rules.prohibitions.some((p) => p.sentence.text.startsWith('Use of a mobile home shall not be permitted'))).toBe(true);
  });

  it('recommends denial for a home built before the federal standards, saying why it is a mobile home', async () => {
    const review = await reviewPermit({ text: form('None - built before the federal manufactured housing standards; no HUD data plate') }, port);
    expect(review.status).toBe('deny');
    expect(review.rationale).toContain('Use of a mobile home shall not be permitted in the manufactured home park.');
    expect(review.rationale).toContain('makes it a mobile home as Sec. 26-176 defines one');
  });

  it('does not call a home with its HUD label a mobile home', async () => {
    const review = await reviewPermit({ text: form('HUD label GEO1234567, 2019 federal manufactured housing standards') }, port);
    expect(review.status).not.toBe('deny');
    expect(review.rationale).not.toContain('mobile home');
  });
});
