import { describe, expect, it } from 'vitest';
import { dcTitle, plantedText, sectionsOf } from '../conflicts/corpus.test-support';
import { enactmentStamp, readEnactment } from '../enactment';
import { pdfPages } from '../structure/corpus.test-support';
import { findRepeals, type InForceHit, olderVersionNote, preferInForce, withOlderVersionNotes } from './in-force';

type Hit = InForceHit & { id: string; documentEnds: string };

/** A text's sections as ranked hits of one document, each knowing its document's opening and closing text. */
function hitsOf(text: string, documentId: number, documentName: string, only?: string[]): Hit[] {
  return sectionsOf(text, { id: documentId, name: documentName }, only).map((s) => ({
    id: String(s.id),
    documentId: String(documentId),
    documentName,
    sectionNumber: s.sectionNumber,
    sectionLabel: s.sectionLabel,
    content: s.content,
    documentEnds: `${text.slice(0, 2000)}\n\n${text.slice(-2000)}`,
  }));
}

const stampOf = (h: Hit) => enactmentStamp(readEnactment(`${h.documentEnds}\n\n${h.content}`));
const acting = (hits: Hit[]) => hits.map((h) => ({ documentId: h.documentId, documentName: h.documentName, content: h.content, documentEnds: h.documentEnds }));

describe('the text in force', () => {
  it('ranks the real Rivergrove Ordinance 89-2018 above the older Land Development Ordinance § 5.100 it repeals and replaces, and says so', async () => {
    const tree = (await pdfPages('rivergrove-or-ord-89-2018-tree-cutting.pdf')).map((p) => p.text).join('\n\n');
    const ordinance: Hit = { id: 'o1', documentId: '1', documentName: 'rivergrove-or-ord-89-2018-tree-cutting.pdf', sectionNumber: '5.100', sectionLabel: 'Section 5.100', content: tree, documentEnds: tree };
    const old = hitsOf(plantedText('planted-rivergrove-ldo-5-100-ord-74-2004.txt'), 2, 'Land Development Ordinance (2004)');
    const repeals = findRepeals(acting([ordinance, ...old]));
    expect(repeals.map((r) => [r.number, r.action, r.documentId])).toContainEqual(['5.100', 'repeal-and-replace', '1']);

    // The older text ranked first by the words of the question still follows the text in force.
    const { hits, older } = preferInForce([...old, ordinance], repeals, stampOf);
    expect(hits[0]).toBe(ordinance);
    expect(older).toHaveLength(1);
    expect(olderVersionNote(older[0])).toBe(
      'Note: an older version of Section 5.100 is still published in Land Development Ordinance (2004); it was repealed and replaced by ' +
        'rivergrove-or-ord-89-2018-tree-cutting.pdf (Ordinance No. 89-2018), so this answer relies on the text in force.',
    );
  });

  it('demotes the DC Code § 25-725 that a later ordinance replaces, and nothing else of Title 25', () => {
    const title25 = hitsOf(dcTitle('dc-title-25-alcoholic-beverages.txt'), 1, 'DC Code Title 25');
    const ordinanceText = plantedText('planted-ordinance-31-2024-noise.txt');
    const ordinance = hitsOf(ordinanceText, 2, 'Ordinance No. 31-2024').concat({
      id: 'preamble',
      documentId: '2',
      documentName: 'Ordinance No. 31-2024',
      sectionNumber: null,
      sectionLabel: null,
      content: ordinanceText.slice(0, ordinanceText.indexOf('§ 25-725. Noise')),
      documentEnds: ordinanceText,
    });
    const repeals = findRepeals(acting([...title25, ...ordinance]));
    const { hits, older } = preferInForce([...title25, ...ordinance], repeals, stampOf);
    expect(older.map((o) => [o.sectionLabel, o.olderDocumentName])).toEqual([['§ 25-725', 'DC Code Title 25']]);
    expect(hits.at(-1)?.sectionNumber).toBe('25-725');
    expect(hits.at(-1)?.documentName).toBe('DC Code Title 25');
  });

  it('leaves the six DC titles alone: their repeal notes never make one title an older version of another', () => {
    const files = [
      'dc-title-06-housing-building-zoning.txt',
      'dc-title-08-animals-litter-dumping.txt',
      'dc-title-25-alcoholic-beverages.txt',
      'dc-title-42-rental-housing.txt',
      'dc-title-47-business-licenses.txt',
      'dc-title-50-traffic-parking.txt',
    ];
    const all = files.flatMap((f, i) => hitsOf(dcTitle(f), i + 1, f));
    const { hits, older } = preferInForce(all, findRepeals(acting(all)), stampOf);
    expect(older).toEqual([]);
    expect(hits).toEqual(all);
  });

  it('adds the note only when the answer cites the section, and never to an apology', () => {
    const older = [
      {
        sectionLabel: '§ 25-725',
        olderDocumentName: 'DC Code Title 25',
        reason: null,
        repeal: { number: '25-725', action: 'repeal' as const, documentId: '2', documentName: 'Ordinance No. 31-2024', stamp: { date: null, number: null }, statement: '' },
      },
    ];
    const answer = { content: 'Answer [1].', reasonings: [], apology: false };
    expect(withOlderVersionNotes(answer, new Set(['25-723']), older)).toBe(answer);
    expect(withOlderVersionNotes({ ...answer, apology: true }, new Set(['25-725']), older).content).toBe('Answer [1].');
    expect(withOlderVersionNotes(answer, new Set(['25-725']), older).content).toBe(
      'Answer [1].\n\nNote: an older version of § 25-725 is still published in DC Code Title 25; it was repealed by Ordinance No. 31-2024, so that text is no longer in force.',
    );
  });
});
