/*
 * How many of a Markdown or HTML code's designated section headings come out as their own divisors with the right
 * number and caption (issue 24). Usage:
 *
 *   npx tsx scripts/count-marked-sections.ts FILE_OR_DIR… [--txt-out DIR]
 *
 * Every .md/.markdown/.html/.htm/.zip file named (or found in a folder named) is read by Ordo's reader; each heading
 * the file marks (a `#` line, an `<h1>`–`<h6>`) that carries a section designator is looked for among the sections
 * of the extracted tree, by number and caption. With --txt-out, the same text is also written as a .txt file with no
 * heading marks, to compare retrieval on the same code given as plain text (`npm run eval`).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { detectFileKind, parseDocument } from '../src/engine/parse';
import { extractStructure, flattenSections, matchHeading } from '../src/engine/structure';

const args = process.argv.slice(2);
const txtAt = args.indexOf('--txt-out');
const txtOut = txtAt >= 0 ? args[txtAt + 1] : null;
const inputs = args.filter((_, i) => txtAt < 0 || (i !== txtAt && i !== txtAt + 1));
if (!inputs.length) {
  console.error('usage: npx tsx scripts/count-marked-sections.ts FILE_OR_DIR… [--txt-out DIR]');
  process.exit(2);
}

const KINDS = new Set(['.md', '.markdown', '.html', '.htm', '.zip']);
const files = inputs.flatMap((p) => (statSync(p).isDirectory() ? readdirSync(p).sort().map((n) => join(p, n)) : [p])).filter((f) => KINDS.has(extname(f).toLowerCase()));
const norm = (s: string) => s.replace(/\s+/g, ' ').replace(/\.$/, '').trim().toLowerCase();

let headingsTotal = 0;
let matchedTotal = 0;
let sectionsTotal = 0;
const misses: string[] = [];
for (const file of files) {
  const bytes = new Uint8Array(readFileSync(file));
  const doc = await parseDocument(bytes, detectFileKind(basename(file), bytes));
  const marked = doc.pages.flatMap((p) => p.headings ?? []);
  const designated = marked.map((h) => ({ h, m: matchHeading(h.text) })).filter((x) => x.m?.type === 'section');
  const sections = flattenSections(extractStructure(doc.pages));
  const found = new Map<string, number>();
  for (const s of sections) {
    const key = `${s.section.number}|${norm(s.section.heading)}`;
    found.set(key, (found.get(key) ?? 0) + 1);
  }
  let matched = 0;
  for (const { h, m } of designated) {
    const key = `${m!.number}|${norm(m!.rest)}`;
    const n = found.get(key) ?? 0;
    if (n > 0) { matched++; found.set(key, n - 1); } else misses.push(`${basename(file)}: ${h.text}`);
  }
  headingsTotal += designated.length;
  matchedTotal += matched;
  sectionsTotal += sections.length;
  console.log(`${basename(file)}: ${designated.length} designated section headings (${marked.length} marked headings), ${sections.length} sections extracted, ${matched} matched by number and caption`);
  if (txtOut) {
    mkdirSync(txtOut, { recursive: true });
    writeFileSync(join(txtOut, `${basename(file, extname(file))}.txt`), doc.pages.map((p) => p.text).join('\n\n'));
  }
}
const share = headingsTotal ? matchedTotal / headingsTotal : 0;
console.log(`\n${files.length} files: ${matchedTotal}/${headingsTotal} designated section headings came out as their own sections with the right number and caption (${(share * 100).toFixed(1)}%); ${sectionsTotal} sections in all`);
if (misses.length) console.log(`missed (first 20):\n  ${misses.slice(0, 20).join('\n  ')}`);
