// Test-only helper (never imported by library code): the engine itself does no I/O.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { corpusFile } from '../../../test/support/corpus';

/** Files committed for engine tests (encrypted PDF, .doc sample). */
const FIXTURES_DIR = resolve(import.meta.dirname, '../../../test/fixtures/engine');

/** Bytes of a corpus file, by path relative to the shared corpus directory (test/support/corpus.ts). */
export function readCorpus(path: string): Uint8Array {
  return new Uint8Array(corpusFile(path));
}

/** Bytes of an engine fixture, by file name. */
export function readFixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(resolve(FIXTURES_DIR, name)));
}

/** The generated 27-page printed-code PDF of DC Code Title 25, Chapter 7. */
export const GENERATED_PDF = 'pdf/GENERATED-dc-title-25-ch7-standards-of-operation.pdf';
/** The OCR'd scan of Rivergrove's sign ordinance. */
export const SIGN_PDF = 'pdf/rivergrove-or-ord-81-2011-sign-ordinance.pdf';
/** The generated Word file of DC Code Title 8, Chapters 18–19. */
export const DOCX_FILE = 'docx/dc-title-08-ch18-19-animal-control-dangerous-dogs.docx';
/** The six DC Code text titles. */
export const DC_TITLES = [
  'dc/dc-title-06-housing-building-zoning.txt',
  'dc/dc-title-08-animals-litter-dumping.txt',
  'dc/dc-title-25-alcoholic-beverages.txt',
  'dc/dc-title-42-rental-housing.txt',
  'dc/dc-title-47-business-licenses.txt',
  'dc/dc-title-50-traffic-parking.txt',
] as const;
