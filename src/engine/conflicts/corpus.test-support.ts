// Test-only helper (never imported by library code): real corpus text and the planted fixtures as conflict sections.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { corpusFile } from '../../../test/support/corpus';
import { normalizeSectionNumber } from '../retrieve';
import type { ConflictSection } from './types';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/conflicts');

/** A DC title from the corpus, as text. */
export function dcTitle(file: string): string {
  return corpusFile(`dc/${file}`).toString('utf8');
}

/** A planted fixture (test/fixtures/conflicts), as text. */
export function plantedText(file: string): string {
  return readFileSync(resolve(FIXTURES, file), 'utf8');
}

/**
 * Cuts a text into one section per heading line (`§ 25-723. …` or `Section 5.100. …`), numbered as the indexer
 * numbers them; `only` keeps the sections with those numbers. Each section is one chunk with a unique id.
 */
export function sectionsOf(text: string, document: { id: number; name: string }, only?: readonly string[]): ConflictSection[] {
  const lines = text.split('\n');
  const heads: { at: number; number: string; label: string; heading: string }[] = [];
  lines.forEach((line, at) => {
    const m = /^(§ \[?([\d.-]+[A-Za-z]?)\]?|Section ([\d.]+))\.\s+(.*)$/.exec(line);
    if (m) heads.push({ at, number: normalizeSectionNumber(m[2] ?? m[3]), label: m[1].replace(/[[\]]/g, ''), heading: m[4].replace(/\.$/, '') });
  });
  return heads
    .map((h, i) => ({
      id: document.id * 100_000 + i,
      documentId: document.id,
      documentName: document.name,
      sectionNumber: h.number,
      sectionLabel: h.label,
      heading: h.heading,
      citation: h.label,
      content: lines.slice(h.at, heads[i + 1]?.at ?? lines.length).join('\n').trim(),
    }))
    .filter((s) => !only || only.includes(s.sectionNumber));
}
