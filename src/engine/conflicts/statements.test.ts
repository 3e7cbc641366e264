import { describe, expect, it } from 'vitest';
import { statementsOf } from './statements';

describe('statementsOf', () => {
  it('gives an indented list item the lead-in it depends on, and drops the heading, the note and the history', () => {
    const chunk = [
      '§ 25-723. Hours of sale and service for on-premises retail licensees and temporary licensees.',
      '',
      '*NOTE: This section includes amendments by temporary legislation that will expire on May 1, 2025.*',
      '',
      '(b) Except as provided in § 25-724, the licensee may sell, serve, or permit the consumption of alcoholic beverages on any day and at any time except between the following hours:',
      '  (1) 2:00 a.m. and 6:00 a.m., Monday through Friday, excluding District and federal holidays; and',
      '  (2) 3:00 a.m. and 6:00 a.m. on Saturday and Sunday, excluding District and federal holidays.',
      '',
      '(May 3, 2001, D.C. Law 13-298, § 101, 48 DCR 2959; Mar. 31, 2011, D.C. Law 18-363, § 2(d), 58 DCR 1040.)',
    ].join('\n');
    const statements = statementsOf(chunk);
    expect(statements.map((s) => s.path)).toEqual([['(b)'], ['(b)', '(1)'], ['(b)', '(2)']]);
    expect(statements[2].context).toEqual([expect.stringMatching(/^\(b\) Except as provided .* between the following hours:$/)]);
    expect(statements[2].clauses).toEqual(['(2) 3:00 a.m. and 6:00 a.m. on Saturday and Sunday, excluding District and federal holidays.']);
  });

  it('joins wrapped PDF lines into one paragraph, across a page break only when the text goes on in lower case', () => {
    const chunk = '4. “Certified Arborist” - An individual who has either obtained a certification as an arborist from the\n\nInternational Society of Arboriculture.\n\n5. “City Arborist” - The person designated and contracted as such by the City Council.';
    const wrapped = 'a. Trees with multiple trunks shall have each trunk measured at the 54” DBH standard and\nthe sum computed as total DBH.\n\nb. Dying means the tree cannot be saved, or must be removed to prevent the spread of the\n\ninfestation or disease to other trees.';
    expect(statementsOf(chunk).map((s) => s.text)).toEqual([
      '4. “Certified Arborist” - An individual who has either obtained a certification as an arborist from the',
      'International Society of Arboriculture.',
      '5. “City Arborist” - The person designated and contracted as such by the City Council.',
    ]);
    expect(statementsOf(wrapped).map((s) => s.text)).toEqual([
      'a. Trees with multiple trunks shall have each trunk measured at the 54” DBH standard and the sum computed as total DBH.',
      'b. Dying means the tree cannot be saved, or must be removed to prevent the spread of the infestation or disease to other trees.',
    ]);
  });

  it('reads a table row with its header and group rows, and carries a row label down', () => {
    const fees = [
      'The minimum annual fees shall be as set forth on the following:',
      '| License Class | Cost/year |',
      '| WHOLESALERS |',
      '| Wholesaler’s license, class B. (beer and wine) | $2,000 |',
    ].join('\n');
    const [row] = statementsOf(fees).filter((s) => s.isTableRow);
    expect(row).toMatchObject({ isTableRow: true, text: 'Wholesaler’s license, class B. (beer and wine) | $2,000', path: ['Wholesaler’s license, class B. (beer and wine)'] });
    expect(row.context).toEqual(['The minimum annual fees shall be as set forth on the following:', 'License Class | Cost/year', 'WHOLESALERS']);

    const capacity = ['| Type | Capacity | Class C (beer, wine, spirits) | Class D (beer & wine) |', '| Restaurant | 99 or fewer. | $500 | $300 |', '| | 100 to 199. | $1,000 | $600 |'].join('\n');
    const [, second] = statementsOf(capacity);
    expect(second).toMatchObject({ text: 'Restaurant | 100 to 199. | $1,000 | $600', quote: '100 to 199. | $1,000 | $600', path: ['Restaurant | 100 to 199.'] });
  });
});
