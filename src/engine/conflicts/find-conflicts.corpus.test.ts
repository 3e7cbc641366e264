import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLANTED, matchesPlanted } from '../../../scripts/planted-conflicts';
import { readEnactment } from '../enactment';
import { dcTitle, plantedText, sectionsOf } from './corpus.test-support';
import { findConflicts } from './find-conflicts';
import type { ConflictSection } from './types';

// The six DC Code titles, whole, and the planted copies of DC text beside them (test/fixtures/conflicts).
const DC = ['06-housing-building-zoning', '08-animals-litter-dumping', '25-alcoholic-beverages', '42-rental-housing', '47-business-licenses', '50-traffic-parking'].map(
  (t) => `dc-title-${t}.txt`,
);
const PLANTED_DC = PLANTED.documents.filter((d) => d.source?.startsWith('dc/')).map((d) => d.file);

function documentSections(files: string[], read: (file: string) => string, firstId: number): ConflictSection[] {
  return files.flatMap((file, i) => {
    const text = read(file);
    return sectionsOf(text, { id: firstId + i, name: file }).map((s) => ({ ...s, documentEnactment: readEnactment(text.slice(0, 2000)) }));
  });
}

describe('the whole-code scan over the six DC titles', { timeout: 60_000 }, () => {
  const real = documentSections(DC, dcTitle, 1);
  const planted = documentSections(PLANTED_DC, plantedText, 10);
  const nameOf = new Map([...real, ...planted].map((s) => [s.id, s.documentName]));

  it('raises nothing on the real titles alone', () => {
    expect(findConflicts(real).map((f) => f.explanation)).toEqual([]);
  });

  it('finds every contradiction planted in copies of DC text, and nothing else', () => {
    const found = findConflicts([...real, ...planted]);
    const expected = PLANTED.contradictions.filter((c) => c.sides.every((s) => s.file.startsWith('dc/') || PLANTED_DC.includes(s.file)));
    expect(expected.length).toBeGreaterThanOrEqual(10);
    const fileOf = (f: (typeof found)[number]) => (i: number) => basename(nameOf.get(f.sides[i].sectionId) ?? '');
    const missed = expected.filter((c) => !found.some((f) => matchesPlanted(c, f, fileOf(f))));
    const unexpected = found.filter((f) => !expected.some((c) => matchesPlanted(c, f, fileOf(f))));
    expect(missed.map((c) => c.id)).toEqual([]);
    expect(unexpected.map((f) => f.explanation)).toEqual([]);
  });
});
