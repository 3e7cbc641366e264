/*
 * Writes the hostile-input corpus (test/fixtures/hostile/): damaged, disguised and oversized files that every upload
 * endpoint must refuse with a clear 4xx, built from real material where that helps (a Rivergrove PDF from the shared
 * corpus, the real Assistance Listings header). Deterministic and idempotent: a second run with the same generator
 * version leaves the folder alone. The files are git-ignored; only this script and the folder's README are committed.
 * Usage: npx tsx scripts/make-hostile-fixtures.ts [--out test/fixtures/hostile]
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { deflateRawSync } from 'node:zlib';
import { minimalPdf, textLines } from '../src/engine/parse/pdf-builder.testing';

/** Bump when a fixture's bytes change, so an old folder is rewritten. */
const GENERATOR_VERSION = 1;
const ROOT = resolve(import.meta.dirname, '..');
export const HOSTILE_DIR = join(ROOT, 'test/fixtures/hostile');
/** The shared real-law corpus beside the repo (override with ORDO_CORPUS_DIR), as the tests find it. */
const CORPUS_DIR = process.env.ORDO_CORPUS_DIR ?? resolve(ROOT, '../shared/corpus');
const SOURCE_PDF = join(CORPUS_DIR, 'pdf/rivergrove-or-ord-81-2011-sign-ordinance.pdf');
const MB = 1024 * 1024;

/** What a fixture is, for the test's table: the file types it poses as, and whether a careful server must refuse it. */
export type HostileFixture = {
  file: string;
  /** Grouping for the test's per-category counts. */
  category: 'damaged' | 'encrypted' | 'zip bomb' | 'disguised program' | 'empty' | 'text encoding' | 'csv' | 'deep nesting' | 'nul bytes';
  what: string;
  /** Accepted as the real, readable file it is (the test table says why); otherwise refused with a 4xx. */
  valid?: string;
};

export const HOSTILE_FIXTURES: HostileFixture[] = [
  { file: 'truncated.pdf', category: 'damaged', what: 'the first 30% of a real Rivergrove ordinance PDF' },
  { file: 'truncated-1k.pdf', category: 'damaged', what: 'the first 1 KB of the same PDF' },
  { file: 'corrupt-objects.pdf', category: 'damaged', what: 'the real PDF with every object header garbled (`obj` → `ojb`)' },
  { file: 'junk-after-header.pdf', category: 'damaged', what: 'a `%PDF-1.7` header followed by 64 KB of pseudo-random bytes' },
  {
    file: 'corrupt-xref.pdf',
    category: 'damaged',
    what: 'the real PDF with its `startxref` pointing past the end of the file',
    valid: 'PDF readers (Acrobat, PDF.js) rebuild a broken cross-reference table by scanning the objects; all 12 pages read',
  },
  { file: 'encrypted.pdf', category: 'encrypted', what: 'a valid one-page PDF with a Standard /Encrypt dictionary (RC4, unknown user password)' },
  { file: 'zip-bomb.docx', category: 'zip bomb', what: 'a zip whose word/document.xml inflates to 300 MB (300 KB on disk)' },
  { file: 'zip-bomb-lying.docx', category: 'zip bomb', what: 'a zip whose directory claims word/document.xml is 4 KB; it inflates to 64 MB' },
  { file: 'program-elf.pdf', category: 'disguised program', what: 'an x86-64 ELF executable header and code, renamed .pdf' },
  { file: 'program-pe.pdf', category: 'disguised program', what: 'a Windows PE (MZ) executable header, renamed .pdf' },
  { file: 'program-pe.docx', category: 'disguised program', what: 'the same PE executable, renamed .docx' },
  { file: 'empty.pdf', category: 'empty', what: '0 bytes' },
  { file: 'empty.docx', category: 'empty', what: '0 bytes' },
  { file: 'empty.txt', category: 'empty', what: '0 bytes' },
  { file: 'empty.csv', category: 'empty', what: '0 bytes' },
  { file: 'empty.geojson', category: 'empty', what: '0 bytes' },
  {
    file: 'windows-1252.txt',
    category: 'text encoding',
    what: 'ordinance text in Windows-1252 (§, é, curly quotes as single bytes), not UTF-8',
    valid: 'a plain-text ordinance saved by an older Windows editor is a real document; the TXT reader decodes Windows-1252',
  },
  { file: 'invalid-utf8.csv', category: 'text encoding', what: 'the Assistance Listings header, then rows holding byte sequences that are not UTF-8' },
  { file: 'broken-quote.csv', category: 'csv', what: 'the Assistance Listings header and a row whose quoted field never closes' },
  { file: 'deep-nested.geojson', category: 'deep nesting', what: 'a FeatureCollection whose coordinates nest 100,000 arrays deep' },
  { file: 'deep-nested.json', category: 'deep nesting', what: '100,000 nested objects `{"a":{"a":…}}`' },
  { file: 'nul-bytes.txt', category: 'nul bytes', what: 'ordinance text with NUL bytes between the words' },
  { file: 'nul-bytes.csv', category: 'nul bytes', what: 'the Assistance Listings header and a row with NUL bytes in its fields' },
];

/** Deterministic pseudo-random bytes (a 32-bit LCG), so the corpus is the same on every machine. */
function pseudoRandom(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let s = seed >>> 0;
  for (let i = 0; i < length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = s >>> 24;
  }
  return out;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A zip (one stored directory, one deflated entry) written by hand; `claimedSize` lets the directory lie. */
function zipWith(entries: { name: string; data: Buffer; claimedSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const compressed = deflateRawSync(entry.data, { level: 9 });
    const name = Buffer.from(entry.name);
    const size = entry.claimedSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14); // no CRC: a reader that checks it fails too, after inflating, which is what a bomb wants to cause.
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/></Types>',
);

/** A minimal x86-64 ELF executable: header, one program header, and `exit(0)`. */
function elfProgram(): Buffer {
  const b = Buffer.alloc(4096);
  b.write('\x7fELF', 0, 'latin1');
  b[4] = 2; // 64-bit
  b[5] = 1; // little-endian
  b[6] = 1;
  b.writeUInt16LE(2, 16); // ET_EXEC
  b.writeUInt16LE(0x3e, 18); // x86-64
  b.writeUInt32LE(1, 20);
  b.writeBigUInt64LE(0x400078n, 24); // entry
  b.writeBigUInt64LE(64n, 32); // program headers
  b.writeUInt16LE(64, 52);
  b.writeUInt16LE(56, 54);
  b.writeUInt16LE(1, 56);
  b.writeUInt32LE(1, 64); // PT_LOAD
  b.writeUInt32LE(5, 68); // R+X
  b.writeBigUInt64LE(0x400000n, 80);
  b.writeBigUInt64LE(0x400000n, 88);
  b.writeBigUInt64LE(4096n, 96);
  b.writeBigUInt64LE(4096n, 104);
  Buffer.from([0xb8, 0x3c, 0, 0, 0, 0x31, 0xff, 0x0f, 0x05]).copy(b, 0x78); // mov eax,60; xor edi,edi; syscall
  return b;
}

/** A Windows PE executable's headers: the MZ stub with its message, then `PE\0\0` and a COFF header. */
function peProgram(): Buffer {
  const b = Buffer.alloc(4096);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('This program cannot be run in DOS mode.\r\r\n$', 0x4e, 'latin1');
  b.write('PE\0\0', 0x80, 'latin1');
  b.writeUInt16LE(0x8664, 0x84);
  b.writeUInt16LE(1, 0x86);
  b.writeUInt16LE(0xf0, 0x94);
  b.writeUInt16LE(0x22, 0x96);
  b.writeUInt16LE(0x20b, 0x98); // PE32+
  return b;
}

const ORDINANCE_TEXT = 'Sec. 3.2. Signs. No sign shall exceed thirty-two (32) square feet in area.\nSec. 3.3. Setbacks. A freestanding sign shall be set back ten (10) feet.\n';

function listingsHeader(): string {
  const csv = readFileSync(join(CORPUS_DIR, 'grants/assistance_listings_fpi.csv'), 'utf8');
  return csv.slice(0, csv.indexOf('\n') + 1);
}

/** Every fixture's bytes, by file name. */
function buildFixtures(): Map<string, Buffer> {
  const pdf = readFileSync(SOURCE_PDF);
  const text = latin1(pdf);
  const out = new Map<string, Buffer>();
  out.set('truncated.pdf', pdf.subarray(0, Math.floor(pdf.length * 0.3)));
  out.set('truncated-1k.pdf', pdf.subarray(0, 1024));
  out.set('corrupt-objects.pdf', Buffer.from(text.replace(/ obj\b/g, ' ojb'), 'latin1'));
  out.set('junk-after-header.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), pseudoRandom(64 * 1024, 15)]));
  const startxref = text.lastIndexOf('startxref');
  out.set('corrupt-xref.pdf', Buffer.from(`${text.slice(0, startxref)}startxref\n999999999\n%%EOF\n`, 'latin1'));

  const plain = latin1(minimalPdf([textLines(['Sec. 1. This page is encrypted.'])]));
  const id = 'a5'.repeat(16);
  const encrypted = plain
    .replace('xref\n', `9 0 obj\n<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${'3c'.repeat(32)}> /U <${'7e'.repeat(32)}> /P -44 >>\nendobj\nxref\n`)
    .replace('/Root 1 0 R >>', `/Root 1 0 R /Encrypt 9 0 R /ID [<${id}> <${id}>] >>`);
  out.set('encrypted.pdf', Buffer.from(encrypted, 'latin1'));

  const zeros = Buffer.alloc(300 * MB, 0x20);
  out.set('zip-bomb.docx', zipWith([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', data: zeros }]));
  out.set(
    'zip-bomb-lying.docx',
    zipWith([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', data: zeros.subarray(0, 64 * MB), claimedSize: 4096 }]),
  );

  out.set('program-elf.pdf', elfProgram());
  out.set('program-pe.pdf', peProgram());
  out.set('program-pe.docx', peProgram());
  for (const ext of ['pdf', 'docx', 'txt', 'csv', 'geojson']) out.set(`empty.${ext}`, Buffer.alloc(0));

  out.set('windows-1252.txt', Buffer.from(`${ORDINANCE_TEXT}\u00a7 3.4. Caf\u00e9 signs are \u201cincidental\u201d.\n`.replace(/[\u201c\u201d]/g, (q) => (q === '\u201c' ? '\x93' : '\x94')), 'latin1'));
  const header = listingsHeader();
  const row = (fields: string[]) => `${fields.join(',')}\n`;
  const columns = header.split(',').length;
  const filler = (n: number) => Array.from({ length: n }, () => '');
  out.set(
    'invalid-utf8.csv',
    Buffer.concat([Buffer.from(header), Buffer.from('99.001,Caf'), Buffer.from([0xe9, 0xff, 0xfe, 0xc3, 0x28]), Buffer.from(`,,Agency${','.repeat(columns - 4)}\n`)]),
  );
  out.set('broken-quote.csv', Buffer.from(`${header}${row(['99.002', '"Unclosed title, with a comma', 'x', ...filler(columns - 3)])}${row(['99.003', 'Next', '', ...filler(columns - 3)])}`));
  out.set('nul-bytes.csv', Buffer.from(`${header}${row(['99.004', 'Nul\0title', 'Agency\0', ...filler(columns - 3)])}`));

  const depth = 100_000;
  out.set(
    'deep-nested.geojson',
    Buffer.from(`{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"NAME":"Deep"},"geometry":{"type":"Polygon","coordinates":${'['.repeat(depth)}${']'.repeat(depth)}}}]}`),
  );
  out.set('deep-nested.json', Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));
  out.set('nul-bytes.txt', Buffer.from(ORDINANCE_TEXT.replace(/ /g, ' \0')));
  return out;
}

/** Writes the corpus into `dir` unless a complete one from this generator version is there; answers the manifest. */
export function makeHostileFixtures(dir: string = HOSTILE_DIR): HostileFixture[] {
  const stamp = join(dir, '.generated.json');
  const current = existsSync(stamp) && (JSON.parse(readFileSync(stamp, 'utf8')) as { version?: number }).version === GENERATOR_VERSION;
  if (current && HOSTILE_FIXTURES.every((f) => existsSync(join(dir, f.file)))) return HOSTILE_FIXTURES;
  mkdirSync(dir, { recursive: true });
  const files = buildFixtures();
  for (const fixture of HOSTILE_FIXTURES) {
    const bytes = files.get(fixture.file);
    if (!bytes) throw new Error(`no bytes for ${fixture.file}`);
    writeFileSync(join(dir, fixture.file), bytes);
  }
  writeFileSync(stamp, `${JSON.stringify({ version: GENERATOR_VERSION, files: HOSTILE_FIXTURES.map((f) => f.file) }, null, 2)}\n`);
  return HOSTILE_FIXTURES;
}

/** Streams a file of `bytes` bytes that starts like a PDF (the 150 MB upload), without holding it in memory. */
export async function writeLargePdf(path: string, bytes: number): Promise<void> {
  const chunk = Buffer.alloc(MB, 0x20);
  async function* body() {
    yield Buffer.from('%PDF-1.7\n');
    let left = bytes - 9;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
      left -= n;
    }
  }
  await pipeline(body(), createWriteStream(path));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: HOSTILE_DIR } } });
  const written = makeHostileFixtures(resolve(values.out!));
  console.info(`${written.length} hostile fixtures in ${values.out}`);
}
