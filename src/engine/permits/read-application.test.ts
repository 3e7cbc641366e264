import { describe, expect, it } from 'vitest';
import { readApplication } from './read-application';

const FORM = [
  'CITY OF SPRINGFIELD',
  'Fence Permit Application',
  'Applicant name: Lee Park',
  'Fence height: 8 feet',
  'Number of gates: 2',
  'Description of work: Replace the rear fence; no barbed wire.',
  'Located in a historic district? Yes [ ] No [X]',
  '[X] Site plan attached',
  '[ ] Survey attached',
  '☒ Neighbor consent letter',
  'Fee paid: $45.00',
  'Owner signature: ____________',
  'Date: 04/02/2025',
].join('\n');

describe('readApplication', () => {
  it('reads a title printed over two lines, the kind of licence above "Application - for …"', () => {
    const facts = readApplication('CITY OF HELEN, GEORGIA - Office of the City Clerk\nAncillary Wine, Beer and Malt Beverage Tasting License\n\nApplication - for holders of a package beer and wine license\n\nBusiness name\tFictional Vine and Hops Shop');
    expect(facts.permitType).toBe('Ancillary Wine, Beer and Malt Beverage Tasting License Application - for holders of a package beer and wine license');
    expect(readApplication('CITY OF SPRINGFIELD\nFence Permit Application\nApplicant name: Lee Park').permitType).toBe('Fence Permit Application');
  });

  it('reads a table: each cell under its column heading', () => {
    const facts = readApplication('Tree Cutting Permit\n| Tree | Species | Height (feet) |\n| --- | --- | --- |\n| 1 | Douglas fir | 80 |\nFee paid: $20');
    expect(facts.fields).toContainEqual(expect.objectContaining({ label: 'Species', value: 'Douglas fir' }));
    expect(facts.quantities).toContainEqual(expect.objectContaining({ label: 'Height (feet)', value: 80, aspect: 'height' }));
    expect(facts.feePaid).toBe(20);
  });

  it('tells a table under a header row from a row of label–value pairs with a blank value', () => {
    const table = readApplication('Tree Inventory\nTree #\tSpecies\tDBH (inches)\n1\tDouglas fir\t18\n2\tRed alder\t14');
    expect(table.fields).toContainEqual(expect.objectContaining({ label: 'Species', value: 'Red alder' }));
    expect(table.quantities).toContainEqual(expect.objectContaining({ label: 'DBH (inches)', value: 1.5 }));
    const pairs = readApplication('Sign Permit\nApplicant\tJordan Sample\tPhone\nSign type\tRotating LED sign');
    expect(pairs.fields).toContainEqual(expect.objectContaining({ label: 'Applicant', value: 'Jordan Sample' }));
    expect(pairs.fields).toContainEqual(expect.objectContaining({ label: 'Phone', value: '' }));
    expect(pairs.fields).toContainEqual(expect.objectContaining({ label: 'Sign type', value: 'Rotating LED sign' }));
  });

  it('reads a sign face given by its sides as an area', () => {
    const facts = readApplication('Sign Permit\nSign dimensions: 4 ft x 8 ft\nPanel: 36 x 24 inches');
    expect(facts.quantities.map((q) => [q.label, q.value, q.aspect])).toEqual([
      ['Sign dimensions', 32, 'area'],
      ['Panel', 6, 'area'],
    ]);
  });

  it('takes the unit from the label when the value is a bare number', () => {
    const facts = readApplication('Sign Permit\nSign area (sq. ft.): 40\nSign height (feet): 8\nSetback in feet: 2');
    expect(facts.quantities.map((q) => [q.label, q.value, q.unit, q.aspect])).toEqual([
      ['Sign area (sq. ft.)', 40, 'sq ft', 'area'],
      ['Sign height (feet)', 8, 'ft', 'height'],
      ['Setback in feet', 2, 'ft', 'distance'],
    ]);
  });

  const facts = readApplication(FORM, 'Corner lot');

  it('reads the permit type, fields and the work described, with the context', () => {
    expect(facts.permitType).toBe('Fence Permit Application');
    expect(facts.fields).toContainEqual(expect.objectContaining({ label: 'Applicant name', value: 'Lee Park' }));
    expect(facts.work).toContain('Replace the rear fence');
    expect(facts.work).toContain('Corner lot');
  });

  it('reads ticked and unticked boxes, and a Yes/No pair as one answer', () => {
    expect(facts.checkboxes).toContainEqual(expect.objectContaining({ label: 'Site plan attached', checked: true }));
    expect(facts.checkboxes).toContainEqual(expect.objectContaining({ label: 'Survey attached', checked: false }));
    expect(facts.checkboxes).toContainEqual(expect.objectContaining({ label: 'Neighbor consent letter', checked: true }));
    expect(facts.checkboxes).toContainEqual(expect.objectContaining({ label: 'Located in a historic district', checked: false }));
    expect(facts.deniedText).toContain('Survey attached');
    expect(facts.assertedText).not.toContain('barbed');
  });

  it('reads quantities with units and counts, the fee, dates and a blank signature', () => {
    expect(facts.quantities).toContainEqual(expect.objectContaining({ label: 'Fence height', value: 8, unit: 'ft', aspect: 'height' }));
    expect(facts.quantities).toContainEqual(expect.objectContaining({ label: 'Number of gates', value: 2, dimension: 'count' }));
    expect(facts.feePaid).toBe(45);
    expect(facts.dates).toEqual(['04/02/2025']);
    expect(facts.signatures).toEqual([{ label: 'Owner signature', signed: false }]);
  });

  it("reads a time's colon as part of the value, in a column and after a label", () => {
    const facts = readApplication('Home Occupation Application\nDays / hours\tMonday - Friday, 3:30 p.m. - 7:00 p.m.\nLessons: 4:00 p.m. to 5:00 p.m.');
    expect(facts.fields).toEqual([
      { label: 'Days / hours', value: 'Monday - Friday, 3:30 p.m. - 7:00 p.m.', where: 'page 1' },
      { label: 'Lessons', value: '4:00 p.m. to 5:00 p.m.', where: 'page 1' },
    ]);
  });

  it("reads what a letter asks approval to do as its permit type, up to the figures that follow", () => {
    const letter = 'Dear City Administrator:\nSample Grill holds a current license for the sale of malt beverages and wine for consumption on the premises. We request\napproval to serve those beverages on a new outdoor patio of 600 square feet on the east side of the restaurant.\nSincerely,\nPat Sample';
    expect(readApplication(letter).permitType).toBe('serve those beverages on a new outdoor patio');
    // A bare 'licenses' is completed by what follows it.
    expect(readApplication('Dear Clerk:\nEnclosed is our application for licenses to sell beer (malt beverages) and wine by the glass for consumption on the\npremises at Sample Stube.\nSincerely,\nPat Sample').permitType).toBe('licenses to sell beer (malt beverages) and wine by the glass for consumption');
    expect(readApplication('Dear Clerk:\nWe are seeking permission to close Sample Street between Elm and Oak for a block party.\nThank you.').permitType).toBe('close Sample Street between Elm and Oak for a block party');
  });

  it("reads the fee paid under a 'Fees' label, not the one still to be paid", () => {
    const facts = readApplication('Sign Permit Application\nSign location\tFront wall\nFees\t$25.00 application fee paid 05/04/2026 (receipt 26-0533); $75.00 permit fee to be paid on issuance');
    expect(facts.feePaid).toBe(25);
  });
});
