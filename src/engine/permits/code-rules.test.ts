import { describe, expect, it } from 'vitest';
import { readSectionRules } from './code-rules';
import type { CodeSection } from './types';

const section = (content: string, heading: string | null = null): CodeSection => ({ chunkId: 1, documentName: 'Code', sectionLabel: 'Sec. 1', citation: 'Sec. 1', heading, content });

describe('readSectionRules', () => {
  it('reads maximum and minimum limits with what they measure, but not definitions', () => {
    const rules = readSectionRules(section('Fences shall not exceed six feet in height. A fence shall be set back at least 3 feet from the sidewalk.\n“Tree” - a plant with a trunk a minimum of 12” DBH.'));
    expect(rules.limits.map((l) => [l.kind, l.quantity.value, l.aspect])).toEqual([
      ['max', 6, 'height'],
      ['min', 3, 'distance'],
    ]);
  });

  it("reads no limit from a definition's list of criteria, and the limits after the list again", () => {
    // Sec. 6-31 of the City of Helen, GA code (Georgia Municipal Code of Ordinance Dataset), shortened.
    const rules = readSectionRules(section(['A full service grocery store is defined as a retail market which meets all of the following criteria:', '(a)  A retail market that maintains an inventory of saleable food products;', '(b)  Has an interior floor space and storage area of at least 8,000 square feet;', '(c)  Does not sell vehicular fuel.', 'Pouring shall be limited to an area of no more than 200 square feet.'].join('\n')));
    expect(rules.limits.map((l) => [l.kind, l.quantity.value])).toEqual([['max', 200]]);
    const plain = readSectionRules(section(['Each store shall meet the following:', '(a)  Has an interior floor space of at least 8,000 square feet;'].join('\n')));
    expect(plain.limits.map((l) => [l.kind, l.quantity.value])).toEqual([['min', 8000]]);
  });

  it("reads the items under a banned item's 'except for:' as what it allows, not as more bans", () => {
    // Rivergrove, OR Ordinance 81-2011, Section 4 (shortened); a page number stands between the two exceptions.
    const rules = readSectionRules(section(['The following signs are prohibited:', 'D. Any sign within or over any public right of way, except for:', '1. Public signs.', '8', '2. Temporary signs specifically allowed within the public right of way under section 7 of this ordinance.', 'E. Roof signs.'].join('\n')));
    expect(rules.prohibitions.map((p) => [...p.terms][0])).toEqual(['public', 'roof']);
    expect(rules.prohibitions[0].hasException).toBe(true);
  });

  it('reads a list of prohibitions, keeping the items with an exception of their own apart', () => {
    const rules = readSectionRules(section('The following signs are unlawful:\nA. Roof signs.\nB. Any sign attached to a fence, except a temporary sign.\nC. Any sign with flashing lights, except as specifically allowed elsewhere in this ordinance.'));
    expect(rules.prohibitions.map((p) => [[...p.terms], p.hasException])).toEqual([
      [['roof'], false],
      [['fenc', 'temporari'], true],
      [['flash', 'light'], false],
    ]);
  });

  it('reads "No … shall be …" as a prohibition of that kind of thing, and leaves the ones with a size to the limits', () => {
    const rules = readSectionRules(section('1. No temporary sign shall be internally illuminated. No part of a sign shall be erected within three feet of a lot line.'));
    expect(rules.prohibitions.map((p) => [[...p.subject], [...p.terms], p.wholeSubject])).toEqual([[['temporari', 'sign'], ['intern', 'illumin'], true]]);
    expect(rules.limits.map((l) => [l.kind, l.quantity.value])).toEqual([['min', 3]]);
  });

  it('reads required submittals and ignores required reviews', () => {
    const rules = readSectionRules(section('All applications for fence permits shall include a site plan. The request shall require review and approval by the board.'));
    expect(rules.submittals.map((s) => [s.item, s.mandatory])).toEqual([['site plan', true]]);
    expect(rules.discretion).toHaveLength(0);
  });

  it('pairs a fee table whose labels and amounts the text layer lists in separate runs', () => {
    const rules = readSectionRules(section('FEE SCHEDULE\nBUILDING PERMIT $25.00\nTREE PERMIT\nOUTSIDE ZONE\nTREE PERMIT\nINSIDE ZONE\n$20 per tree + Actual Costs\n\n$30 per tree\n'));
    expect(rules.fees.map((f) => [f.label, f.amount, f.perUnit, f.plusCosts])).toEqual([
      ['BUILDING PERMIT', 25, null, false],
      ['TREE PERMIT OUTSIDE ZONE', 20, 'tree', true],
      ['TREE PERMIT INSIDE ZONE', 30, 'tree', false],
    ]);
  });
});
