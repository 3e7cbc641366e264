/**
 * Builds the conflict scan's planted test set in test/fixtures/conflicts/: copies of real corpus documents (DC Code
 * Title 25 and Title 8 excerpts, Rivergrove's Resolution 259-2018) with one known change each — a fee, an hour, a
 * period, a distance, a definition, a requirement turned into an exemption — plus two generated enactments: an
 * ordinance that repeals and replaces DC § 25-725, and the older Rivergrove LDO § 5.100 that the real Ordinance
 * 89-2018 repeals and replaces. manifest.json lists every planted contradiction (which two documents and sections
 * must be named, what kind) and a question whose answer cites it.
 * Run: npx tsx scripts/plant-conflicts.ts   (reads ../shared/corpus or ORDO_CORPUS_DIR; overwrites the fixtures)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument, removeRunningLines } from '../src/engine/parse';
import { PLANTED, type PlantedDocument } from './planted-conflicts';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpusDir = process.env.ORDO_CORPUS_DIR ?? resolve(repoDir, '../shared/corpus');
const outDir = join(repoDir, 'test/fixtures/conflicts');

async function sourceText(path: string): Promise<string> {
  const bytes = readFileSync(join(corpusDir, path));
  if (!path.endsWith('.pdf')) return bytes.toString('utf8');
  const parsed = await parseDocument(new Uint8Array(bytes), 'pdf');
  return removeRunningLines(parsed.pages).pages.map((p) => p.text).join('\n\n');
}

/** The lines from the first one matching `from` up to (not including) the first later one matching `to`. */
function cut(text: string, from: RegExp, to: RegExp | null): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => from.test(l));
  if (start < 0) throw new Error(`no line matches ${from}`);
  const end = to ? lines.findIndex((l, i) => i > start && to.test(l)) : -1;
  if (to && end < 0) throw new Error(`no line after ${from} matches ${to}`);
  return lines.slice(start, end < 0 ? undefined : end).join('\n').trimEnd();
}

async function build(doc: PlantedDocument): Promise<string> {
  const source = doc.source ? await sourceText(doc.source) : '';
  const parts = doc.parts.map((p) => ('text' in p ? p.text : cut(source, p.from, p.to)));
  let text = parts.join('\n\n');
  for (const change of doc.changes) {
    const count = text.split(change.find).length - 1;
    if (count !== 1) throw new Error(`${doc.file}: "${change.find}" occurs ${count} times; a planted change must be unique`);
    text = text.replace(change.find, change.replace);
  }
  return `${text}\n`;
}

mkdirSync(outDir, { recursive: true });
for (const doc of PLANTED.documents) {
  const text = await build(doc);
  writeFileSync(join(outDir, doc.file), text);
  console.log(`${doc.file}: ${text.length.toLocaleString('en-US')} characters, ${doc.changes.length} planted change(s)`);
}
const manifest = {
  generated_by: 'scripts/plant-conflicts.ts',
  corpus: 'shared/corpus (see its README): dc/ and pdf/rivergrove-*',
  documents: PLANTED.documents.map(({ file, name, source, changes }) => ({ file, name, source, changes })),
  contradictions: PLANTED.contradictions,
};
writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`manifest.json: ${PLANTED.contradictions.length} planted contradictions`);
