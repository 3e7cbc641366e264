// Test-only helper: builds zip archives byte by byte, including hostile ones, without touching the disk.
import { constants, deflateRawSync } from 'node:zlib';

/** An entry to write: its name, the bytes stored in the archive, and what the directory claims about them. */
export type RawEntry = { name: string; data: Uint8Array; method: 0 | 8; uncompressedSize: number; localOffsetOverride?: number };

/** Writes a zip archive from raw entries (CRCs are left zero; the engine never relies on them). */
export function buildZip(entries: RawEntry[]): Uint8Array {
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let offset = 0;
  const offsets: number[] = [];
  for (const e of entries) {
    const name = enc.encode(e.name);
    const header = new DataView(new ArrayBuffer(30));
    header.setUint32(0, 0x04034b50, true);
    header.setUint16(4, 20, true);
    header.setUint16(8, e.method, true);
    header.setUint32(18, e.data.length, true);
    header.setUint32(22, e.uncompressedSize, true);
    header.setUint16(26, name.length, true);
    offsets.push(offset);
    chunks.push(new Uint8Array(header.buffer), name, e.data);
    offset += 30 + name.length + e.data.length;
  }
  const cdStart = offset;
  entries.forEach((e, i) => {
    const name = enc.encode(e.name);
    const h = new DataView(new ArrayBuffer(46));
    h.setUint32(0, 0x02014b50, true);
    h.setUint16(4, 20, true);
    h.setUint16(6, 20, true);
    h.setUint16(10, e.method, true);
    h.setUint32(20, e.data.length, true);
    h.setUint32(24, e.uncompressedSize, true);
    h.setUint16(28, name.length, true);
    h.setUint32(42, e.localOffsetOverride ?? offsets[i], true);
    chunks.push(new Uint8Array(h.buffer), name);
    offset += 46 + name.length;
  });
  const eocd = new DataView(new ArrayBuffer(22));
  eocd.setUint32(0, 0x06054b50, true);
  eocd.setUint16(8, Math.min(entries.length, 0xffff), true);
  eocd.setUint16(10, Math.min(entries.length, 0xffff), true);
  eocd.setUint32(12, offset - cdStart, true);
  eocd.setUint32(16, cdStart, true);
  chunks.push(new Uint8Array(eocd.buffer));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let p = 0;
  for (const c of chunks) { out.set(c, p); p += c.length; }
  return out;
}

/** A deflated entry of text. */
export function deflated(name: string, text: string): RawEntry {
  const raw = new TextEncoder().encode(text);
  return { name, data: deflateRawSync(raw), method: 8, uncompressedSize: raw.length };
}

/** Deflate data that inflates to `megabytes` MB of zeros, built from ~1 KB pieces so the test never holds the zeros. */
export function deflatedZeros(megabytes: number): Uint8Array {
  const piece = deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: constants.Z_SYNC_FLUSH });
  const end = deflateRawSync(Buffer.alloc(0));
  const out = new Uint8Array(piece.length * megabytes + end.length);
  for (let i = 0; i < megabytes; i++) out.set(piece, i * piece.length);
  out.set(end, piece.length * megabytes);
  return out;
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A minimal valid DOCX whose body is the given WordprocessingML paragraphs. */
export function minimalDocx(bodyXml: string): Uint8Array {
  return buildZip([
    deflated('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
    deflated('_rels/.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
    deflated('word/document.xml', `<?xml version="1.0"?><w:document ${W}><w:body>${bodyXml}</w:body></w:document>`),
  ]);
}

/** A WordprocessingML paragraph of plain text. */
export const para = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
