import { describe, expect, it } from 'vitest';
import { pdfPages } from '../structure/corpus.test-support';
import { compareEnactments, describeStamp, enactmentStamp, findDates, findEnactmentNumbers, findSectionActions, readEnactment, readHistoryNote } from '.';

// Real excerpts: Rivergrove, Oregon, Ordinance 89-2018 (tree cutting) and Resolution 259-2018 (fees), as the PDF
// parser reads them; DC Code § 25-723's source history and a DC Code sentence that names sections without acting on them.
const TREE_ORDINANCE_SECTION_1 =
  'Section 1. Section 5.100 of the Rivergrove Land Development Ordinance (Attachment D to Ordinance\n#74-2004), entitled “Tree Cutting”) is hereby repealed and replaced with a new Section 5.100 entitled\n“Tree Cutting” that provides as follows:';
const TREE_ORDINANCE_HEAD = 'ORDINANCE NO. 89-2018\n\nBEFORE THE CITY COUNCIL OF\nTHE CITY OF RIVERGROVE, OREGON\n\nWHEREAS, the City of Rivergrove has adopted a Comprehensive Plan and Land Development\nOrdinances to guide';
const FEE_RESOLUTION_SECTION_1 =
  'Section 1: The City hereby amends the Planning Fee Schedule adopted in Resolution 259-\n2018 as set forth in Exhibit “1”, to become effective January 1, 2019, as the Planning and Development\nServices Fee Schedule.';
const DC_723_HISTORY =
  '(May 3, 2001, D.C. Law 13-298, § 101, 48 DCR 2959; Apr. 13, 2005, D.C. Law 15-354, § 11(a), 52 DCR 2638; Mar. 2, 2007, D.C. Law 16-191, § 57, 53 DCR 6794; Mar. 31, 2011, D.C. Law 18-363, § 2(d), 58 DCR 1040)';
const DC_47_REPEALER = 'That all acts or parts of acts that are inconsistent with the provisions of §§ 47-2902 to 47-2904 are hereby repealed.';

describe('readEnactment', () => {
  it('reads an ordinance number from its title line, and not a number cited in its text', () => {
    const facts = readEnactment(`${TREE_ORDINANCE_HEAD}\n\n${TREE_ORDINANCE_SECTION_1}`);
    expect(facts.own).toMatchObject({ kind: 'ordinance', number: '89-2018', year: 2018 });
    expect(facts.cited.map((n) => n.number)).toEqual(['89-2018', '74-2004']);
    expect(facts.adopted).toBeNull();
  });

  it('tells an effective date from the adoption it mentions', () => {
    const facts = readEnactment(FEE_RESOLUTION_SECTION_1);
    expect(facts.own).toBeNull();
    expect(facts.effective?.iso).toBe('2019-01-01');
    expect(facts.adopted).toBeNull();
    expect(facts.cited[0]).toMatchObject({ kind: 'resolution', number: '259-2018', year: 2018 });
  });

  it('reads adoption dates in the forms councils print them', () => {
    expect(readEnactment('PASSED AND ADOPTED by the City Council this 12th day of December, 2018.').adopted?.iso).toBe('2018-12-12');
    expect(readEnactment('Adopted by the Council on Dec. 3, 2019; effective 2020-01-01.').adopted?.iso).toBe('2019-12-03');
    expect(readEnactment('Adopted by the Council on Dec. 3, 2019; effective 2020-01-01.').effective?.iso).toBe('2020-01-01');
  });

  it('reads a DC section’s source history, oldest first, with the law of each entry', () => {
    const history = readHistoryNote(`(b) The Board shall ...\n\n${DC_723_HISTORY}`);
    expect(history.map((h) => h.date)).toEqual(['2001-05-03', '2005-04-13', '2007-03-02', '2011-03-31']);
    expect(history.map((h) => h.enactment?.number)).toEqual(['13-298', '15-354', '16-191', '18-363']);
  });
});

describe('findSectionActions', () => {
  it('finds the Rivergrove tree ordinance repealing and replacing LDO § 5.100, with the code it belongs to', () => {
    const [action, ...rest] = findSectionActions(TREE_ORDINANCE_SECTION_1);
    expect(rest).toEqual([]);
    expect(action).toMatchObject({
      action: 'repeal-and-replace',
      sections: [{ number: '5.100', subsection: null }],
      document: 'Rivergrove Land Development Ordinance',
      heading: 'Tree Cutting',
    });
    expect(action.documentEnactments.map((n) => n.number)).toEqual(['74-2004']);
    expect(action.statement).toMatch(/^Section 5\.100 of the Rivergrove Land Development Ordinance .* is hereby repealed and replaced/);
  });

  it('reads DC-style, decimal and bare section numbers, lists and subsections', () => {
    expect(findSectionActions('This act amends § 25-723(b) of the District of Columbia Official Code.')[0]).toMatchObject({
      action: 'amend',
      sections: [{ number: '25-723', subsection: 'b' }],
      document: 'District of Columbia Official Code',
    });
    expect(findSectionActions('AN ORDINANCE AMENDING SECTIONS 4 AND 6 OF THE SIGN ORDINANCE').flatMap((a) => a.sections.map((s) => s.number))).toEqual(['4', '6']);
    expect(findSectionActions('Section 6 is repealed.')[0]).toMatchObject({ action: 'repeal', sections: [{ number: '6' }] });
    expect(findSectionActions('Sec. 4-12 is hereby replaced by the following:')[0]).toMatchObject({ action: 'replace', sections: [{ number: '4-12' }] });
  });

  it('does not read sections named only to qualify a repealer, or a repealed placeholder, as acted on', () => {
    expect(findSectionActions(DC_47_REPEALER)).toEqual([]);
    expect(findSectionActions('§ 6-751.03. Locations.\n\nRepealed.')).toEqual([]);
    expect(findSectionActions('Except as provided in § 25-724, the licensee may sell until 2:00 a.m. as amended.')).toEqual([]);
  });
});

describe('compareEnactments', () => {
  it('says the 2018 ordinance is newer than the 2004 one it amends, by the year in their numbers', () => {
    const [a, b] = findEnactmentNumbers('Ordinance No. 89-2018 amends Ordinance #74-2004');
    const newer = compareEnactments({ date: null, number: a }, { date: null, number: b });
    expect(newer).toEqual({ newer: 'a', reason: 'of 2018, after 2004' });
  });

  it('prefers stated dates, and orders numbers of one series when nothing else tells', () => {
    const laws = findEnactmentNumbers('D.C. Law 13-298 and D.C. Law 15-354');
    expect(compareEnactments({ date: null, number: laws[1] }, { date: null, number: laws[0] })?.newer).toBe('a');
    expect(compareEnactments({ date: '2001-05-03', number: laws[1] }, { date: '2011-03-31', number: laws[0] })?.newer).toBe('b');
    expect(compareEnactments({ date: null, number: null }, { date: null, number: laws[0] })).toBeNull();
  });

  it('stamps a codified section with its latest history entry', () => {
    const stamp = enactmentStamp(readEnactment(DC_723_HISTORY));
    expect(describeStamp(stamp)).toBe('D.C. Law 18-363 of 2011-03-31');
  });
});

describe('findDates', () => {
  it('rejects dates that do not exist', () => {
    expect(findDates('February 30, 2019 and 13/45/2020').map((d) => d.iso)).toEqual([]);
    expect(findDates('Sept. 29, 1982 and 12/12/2018').map((d) => d.iso)).toEqual(['1982-09-29', '2018-12-12']);
  });
});

describe('on the real Rivergrove PDFs, as the parser reads them', () => {
  it('reads Ordinance 89-2018 as the text that repeals and replaces LDO § 5.100, and Resolution 259-2018 as none', { timeout: 30_000 }, async () => {
    const tree = (await pdfPages('rivergrove-or-ord-89-2018-tree-cutting.pdf')).map((p) => p.text).join('\n\n');
    expect(readEnactment(tree).own).toMatchObject({ kind: 'ordinance', number: '89-2018', year: 2018 });
    const repeal = findSectionActions(tree).filter((a) => a.action === 'repeal-and-replace');
    expect(repeal.map((a) => [a.sections.map((s) => s.number), a.document])).toEqual([[['5.100'], 'Rivergrove Land Development Ordinance']]);

    const fees = (await pdfPages('rivergrove-or-res-259-2018-planning-development-fees.pdf')).map((p) => p.text).join('\n\n');
    expect(readEnactment(fees).own).toMatchObject({ kind: 'resolution', number: '259-2018' });
    expect(findSectionActions(fees)).toEqual([]);
  });
});

describe('findSectionActions: a rule put in place of part of a section, phrased as local acts phrase it', () => {
  it('reads "supersedes the … set by section", "notwithstanding section", "in lieu of" and "amended to read"', () => {
    const supersedes = findSectionActions(
      'Sec. 2. Weekend hours. This section supersedes the Saturday and Sunday hours set by section 25-723. On Saturday and Sunday an on-premises retailer may sell and serve alcoholic beverages until 4:00 a.m.',
    );
    expect(supersedes).toMatchObject([{ action: 'override', sections: [{ number: '25-723' }], part: 'the Saturday and Sunday hours' }]);

    const notwithstanding = findSectionActions('Notwithstanding § 25-723, an on-premises retailer in the entertainment district may serve alcoholic beverages until 3:00 a.m. on Friday.');
    expect(notwithstanding).toMatchObject([{ action: 'override', sections: [{ number: '25-723' }] }]);

    const inLieu = findSectionActions('A fee of $150 shall be charged in lieu of the fee established in § 47-2851.03 for each temporary vending license.');
    expect(inLieu).toMatchObject([{ action: 'override', sections: [{ number: '47-2851.03' }], part: 'the fee' }]);

    // 'Amended to read' puts a whole new text in place of the section.
    expect(findSectionActions('Section 6 of Ordinance 81-2011 is hereby amended to read as follows:')).toMatchObject([{ action: 'replace', sections: [{ number: '6' }] }]);
  });

  it('does not read a section named for another purpose as overridden', () => {
    expect(findSectionActions(DC_47_REPEALER).filter((a) => a.action === 'override')).toEqual([]);
    expect(findSectionActions('The hours set by section 25-723 apply to every licensee, except as provided in this chapter.')).toEqual([]);
  });
});
