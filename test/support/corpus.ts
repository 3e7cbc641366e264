import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The shared real-law corpus beside the repo (override with ORDO_CORPUS_DIR). */
export const CORPUS_DIR = process.env.ORDO_CORPUS_DIR ?? resolve(import.meta.dirname, '../../../shared/corpus');

export function corpusFile(path: string): Buffer {
  return readFileSync(join(CORPUS_DIR, path));
}
