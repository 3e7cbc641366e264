/**
 * OCR character accuracy against the text layer: each page of the scanned copies is recognised by the
 * server's Tesseract recogniser and compared with the same page's text layer in the original PDF, after
 * normalising whitespace (runs of spaces and line breaks become one space), quotes and dashes.
 * Accuracy = 1 − (Levenshtein distance / characters of the text layer), per page and over all pages.
 *   npx tsx scripts/ocr-accuracy.ts [--originals DIR] [--scanned DIR] [--dpi 200] [--out FILE.json]
 * Defaults: ../shared/corpus/pdf and /work/data/scanned (make them with scripts/make-scanned-copies.sh).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseDocument } from '../src/engine/parse';
import { TesseractRecogniser } from '../src/server/ocr';

const { values } = parseArgs({
  options: {
    originals: { type: 'string', default: resolve(import.meta.dirname, '../../shared/corpus/pdf') },
    scanned: { type: 'string', default: '/work/data/scanned' },
    dpi: { type: 'string', default: '200' },
    out: { type: 'string' },
  },
});

/** Whitespace runs → one space; typographic quotes, dashes and ligatures → ASCII (the text layer and OCR differ there by typesetting, not reading). */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance in O(min(a, b)) memory. */
export function editDistance(a: string, b: string): number {
  if (a.length < b.length) [a, b] = [b, a];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  let cur = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1));
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

const recogniser = new TesseractRecogniser({ dpi: Number(values.dpi) });
const files = readdirSync(values.scanned!).filter((f) => f.endsWith('.pdf')).sort();
const rows: { file: string; page: number; reference: number; distance: number; accuracy: number; confidence: number | null }[] = [];
for (const file of files) {
  const original = await parseDocument(new Uint8Array(readFileSync(join(values.originals!, file))), 'pdf');
  const scanned = await parseDocument(new Uint8Array(readFileSync(join(values.scanned!, file))), 'pdf', { ocr: recogniser });
  for (const page of original.pages) {
    // A page the original has no text layer for (a scan inside it) has nothing to compare with.
    if (!page.hasTextLayer) {
      console.log(`${file} p${page.number}: no text layer in the original, not compared`);
      continue;
    }
    const reference = normalise(page.text);
    const read = scanned.pages[page.number - 1];
    const distance = editDistance(reference, normalise(read?.text ?? ''));
    const accuracy = reference.length ? 1 - distance / reference.length : 1;
    rows.push({ file, page: page.number, reference: reference.length, distance, accuracy, confidence: read?.ocr?.confidence ?? null });
    console.log(`${file} p${page.number}: ${reference.length} chars, ${distance} edits, accuracy ${(accuracy * 100).toFixed(2)}%, confidence ${read?.ocr?.confidence ?? '-'}`);
  }
}
const chars = rows.reduce((s, r) => s + r.reference, 0);
const edits = rows.reduce((s, r) => s + r.distance, 0);
const worst = [...rows].sort((a, b) => a.accuracy - b.accuracy)[0];
const summary = { dpi: Number(values.dpi), files: files.length, pages: rows.length, characters: chars, edits, accuracy: 1 - edits / chars, worst_page: worst };
console.log(`\n${rows.length} pages, ${chars} characters of text layer, ${edits} edits: character accuracy ${((1 - edits / chars) * 100).toFixed(2)}% at ${values.dpi} dpi (worst: ${worst.file} p${worst.page}, ${(worst.accuracy * 100).toFixed(2)}%)`);
if (values.out) writeFileSync(values.out, JSON.stringify({ summary, pages: rows }, null, 2));
