// npm run train:vocabulary -- --data DIR --out FILE [--max-terms 30000]
//
// Trains Ordo's learned vocabulary (src/engine/learned-vocabulary) from the Georgia Municipal Code of Ordinance
// Dataset (University of Georgia; public GitHub repository social-energy-atlas/georgia-municipal-codes, folder
// municipal-text/): DIR holds one folder per jurisdiction with its Municode code as .txt files. Arcade, Hiawassee,
// Helen and Darien are left out: they are Ordo's evaluation codes (../shared/corpus/ga/, eval/ga-sets.md). Americus is
// held out for measurement and is left out too if present. Deterministic: folders and files are read in sorted order and training uses no randomness,
// so the same DIR gives a byte-identical FILE (gzipped when FILE ends in .gz).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { serializeLearnedVocabulary, VocabularyTrainer } from '../src/engine/learned-vocabulary';

/** Jurisdictions never trained on: evaluation codes and held-out ones. */
export const EXCLUDED_CITIES = new Set(['americus', 'arcade', 'darien', 'helen', 'hiawassee']);

const SOURCE = [
  'source: Georgia Municipal Code of Ordinance Dataset, University of Georgia',
  'source: https://github.com/social-energy-atlas/georgia-municipal-codes (municipal-text/)',
  `excluded: ${[...EXCLUDED_CITIES].sort().join(', ')} (evaluation and held-out codes)`,
];

function main(): void {
  const { values } = parseArgs({ options: { data: { type: 'string' }, out: { type: 'string' }, 'max-terms': { type: 'string' } } });
  if (!values.data || !values.out) {
    console.error('Usage: npm run train:vocabulary -- --data DIR --out FILE[.gz] [--max-terms 30000]');
    process.exit(1);
  }
  const started = Date.now();
  const dir = resolve(values.data);
  const trainer = new VocabularyTrainer(values['max-terms'] ? { maxTerms: Number(values['max-terms']) } : {});
  const cities = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory() && !EXCLUDED_CITIES.has(name.toLowerCase()))
    .sort();
  for (const city of cities) {
    const files = readdirSync(join(dir, city)).filter((f) => f.endsWith('.txt')).sort();
    trainer.addCity(files.map((f) => readFileSync(join(dir, city, f), 'utf8')));
  }
  const read = Date.now();
  const data = trainer.finish();
  const text = serializeLearnedVocabulary(data, SOURCE);
  const out = resolve(values.out);
  const bytes = out.endsWith('.gz') ? gzipSync(Buffer.from(text, 'utf8'), { level: 9 }) : Buffer.from(text, 'utf8');
  writeFileSync(out, bytes);
  const { sections } = trainer.counts;
  console.log(`${cities.length} cities, ${sections} sections read in ${((read - started) / 1000).toFixed(1)} s; ${data.entries.length} terms learned in ${((Date.now() - read) / 1000).toFixed(1)} s`);
  console.log(`${out}: ${bytes.length} bytes`);
}

main();
