import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CORPUS_DIR, corpusFile } from '../../../test/support/corpus';
import { parseDocument, removeRunningLines } from '../parse';
import type { StructurePage } from './types';

/** The DC Code title files of the shared corpus, with the section counts its README gives. */
export const DC_TITLES: { file: string; title: string; sections: number }[] = [
  { file: 'dc-title-06-housing-building-zoning.txt', title: '6', sections: 377 },
  { file: 'dc-title-08-animals-litter-dumping.txt', title: '8', sections: 166 },
  { file: 'dc-title-25-alcoholic-beverages.txt', title: '25', sections: 221 },
  { file: 'dc-title-42-rental-housing.txt', title: '42', sections: 202 },
  { file: 'dc-title-47-business-licenses.txt', title: '47', sections: 342 },
  { file: 'dc-title-50-traffic-parking.txt', title: '50', sections: 209 },
];

/** The raw text of a DC title file. */
export function dcText(file: string): string {
  return corpusFile(join('dc', file)).toString('utf8');
}

/** A DC title file as the parse step pages it (no form feeds: pages of about 3000 characters). */
export async function dcPages(file: string): Promise<StructurePage[]> {
  return (await parseDocument(new Uint8Array(corpusFile(join('dc', file))), 'txt')).pages;
}

/** A corpus PDF as the parse step reads it, running headers, footers and page numbers removed. */
export async function pdfPages(file: string): Promise<StructurePage[]> {
  const parsed = await parseDocument(new Uint8Array(corpusFile(join('pdf', file))), 'pdf');
  return removeRunningLines(parsed.pages).pages;
}

/** Whether poppler's pdftotext is installed. */
export function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A corpus PDF as `pdftotext -layout` prints it: pages at form feeds, indentation and page numbers kept. */
export function pdftotextPages(file: string): StructurePage[] {
  const text = execFileSync('pdftotext', ['-layout', join(CORPUS_DIR, 'pdf', file), '-'], { encoding: 'utf8' });
  return text.split('\f').map((t, i) => ({ number: i + 1, text: t })).filter((p) => p.text.trim());
}
