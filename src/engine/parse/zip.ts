import { inflateRawSync } from 'node:zlib';
import { EngineError } from './engine-error';

/** Limits that make a zip a bomb; checked against the central directory before anything is inflated. */
export const ZIP_LIMITS = {
  maxEntries: 5000,
  maxTotalUncompressedBytes: 250 * 1024 * 1024,
  maxRatio: 200,
  ratioAppliesAboveBytes: 10 * 1024 * 1024,
} as const;

/** One file listed in a zip's central directory. */
export type ZipEntry = {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** Where the entry's (compressed) data starts. */
  dataOffset: number;
};

/** A zip's central directory, read without inflating anything. */
export type ZipDirectory = { entries: ZipEntry[]; totalUncompressedBytes: number };

const SIG_EOCD = 0x06054b50;
const SIG_EOCD64 = 0x06064b50;
const SIG_EOCD64_LOCATOR = 0x07064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const MB = 1024 * 1024;

const corrupt = (why: string) =>
  new EngineError('corrupt_file', 'This file is damaged (its zip structure is inconsistent). Save or export it again and upload the new copy.', { why });
const bomb = (why: string) =>
  new EngineError('zip_bomb', 'This file expands to far more data than a document should (it looks like a zip bomb), so it was not opened.', { why });

/** Reads a zip's central directory WITHOUT inflating and refuses zip bombs and inconsistent directories. */
export function inspectZip(bytes: Uint8Array): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const len = bytes.byteLength;
  if (len < 22) throw corrupt('too short for a zip');

  let eocd = -1;
  for (let p = len - 22; p >= Math.max(0, len - 22 - 0xffff); p--) {
    if (view.getUint32(p, true) === SIG_EOCD) { eocd = p; break; }
  }
  if (eocd < 0) throw corrupt('no end-of-central-directory record');
  if (view.getUint16(eocd + 4, true) !== 0 || view.getUint16(eocd + 6, true) !== 0) throw corrupt('multi-disk zip');

  let count = view.getUint16(eocd + 10, true);
  let cdSize = view.getUint32(eocd + 12, true);
  let cdOffset = view.getUint32(eocd + 16, true);
  let cdLimit = eocd;
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const loc = eocd - 20;
    if (loc < 0 || view.getUint32(loc, true) !== SIG_EOCD64_LOCATOR) throw corrupt('zip64 locator missing');
    const rec = safeNumber(view.getBigUint64(loc + 8, true));
    if (rec + 56 > loc || view.getUint32(rec, true) !== SIG_EOCD64) throw corrupt('zip64 record missing');
    count = safeNumber(view.getBigUint64(rec + 32, true));
    cdSize = safeNumber(view.getBigUint64(rec + 40, true));
    cdOffset = safeNumber(view.getBigUint64(rec + 48, true));
    cdLimit = rec;
  }
  if (count > ZIP_LIMITS.maxEntries) throw bomb(`${count} entries`);
  if (cdOffset + cdSize > cdLimit) throw corrupt('central directory outside the file');

  const entries: ZipEntry[] = [];
  let total = 0;
  let p = cdOffset;
  const cdEnd = cdOffset + cdSize;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cdEnd || view.getUint32(p, true) !== SIG_CENTRAL) throw corrupt(`directory entry ${i} unreadable`);
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    let compressedSize = view.getUint32(p + 20, true);
    let uncompressedSize = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    let localHeaderOffset = view.getUint32(p + 42, true);
    const next = p + 46 + nameLen + extraLen + commentLen;
    if (next > cdEnd) throw corrupt(`directory entry ${i} runs past the directory`);
    const name = new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLen));

    // ZIP64 extra field: the 64-bit values appear only for the fields saturated at 0xffffffff.
    let e = p + 46 + nameLen;
    const extraEnd = e + extraLen;
    while (e + 4 <= extraEnd) {
      const id = view.getUint16(e, true);
      const size = view.getUint16(e + 2, true);
      if (id === 0x0001) {
        let q = e + 4;
        const read64 = () => { if (q + 8 > e + 4 + size) throw corrupt('zip64 field too short'); const v = safeNumber(view.getBigUint64(q, true)); q += 8; return v; };
        if (uncompressedSize === 0xffffffff) uncompressedSize = read64();
        if (compressedSize === 0xffffffff) compressedSize = read64();
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = read64();
      }
      e += 4 + size;
    }

    if (localHeaderOffset + 30 > cdOffset || view.getUint32(localHeaderOffset, true) !== SIG_LOCAL) {
      throw corrupt(`entry ${name} has no local header`);
    }
    const dataOffset = localHeaderOffset + 30 + view.getUint16(localHeaderOffset + 26, true) + view.getUint16(localHeaderOffset + 28, true);
    if (dataOffset + compressedSize > cdOffset) throw corrupt(`entry ${name} runs into the directory`);
    if (method === 0 && compressedSize !== uncompressedSize) throw corrupt(`stored entry ${name} has two sizes`);

    total += uncompressedSize;
    if (total > ZIP_LIMITS.maxTotalUncompressedBytes) throw bomb(`more than ${ZIP_LIMITS.maxTotalUncompressedBytes / MB} MB uncompressed`);
    if (uncompressedSize > ZIP_LIMITS.ratioAppliesAboveBytes && uncompressedSize > compressedSize * ZIP_LIMITS.maxRatio) {
      throw bomb(`entry ${name} expands ${compressedSize ? Math.round(uncompressedSize / compressedSize) : 'infinitely'}:1`);
    }
    entries.push({ name, method, encrypted: (flags & 1) === 1, compressedSize, uncompressedSize, localHeaderOffset, dataOffset });
    p = next;
  }
  if (p !== cdEnd) throw corrupt('directory size does not match its entries');

  // Entries that share bytes are the trick behind non-recursive zip bombs.
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (let i = 1; i < byOffset.length; i++) {
    const prev = byOffset[i - 1];
    if (prev.dataOffset + prev.compressedSize > byOffset[i].localHeaderOffset) throw bomb(`entries ${prev.name} and ${byOffset[i].name} overlap`);
  }
  return { entries, totalUncompressedBytes: total };
}

/** Inflates one entry, refusing to produce more bytes than the directory declared (a lying directory is a bomb). */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.encrypted) throw new EngineError('encrypted', 'This file is password-protected. Remove the password and upload it again.');
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw corrupt(`entry ${entry.name} uses compression method ${entry.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb(`entry ${entry.name} inflates past its declared ${entry.uncompressedSize} bytes`);
    throw corrupt(`entry ${entry.name} does not inflate`);
  }
}

/** Whether a byte array starts like a zip (a local file header or an empty archive). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

function safeNumber(v: bigint): number {
  if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw bomb('size beyond any real file');
  return Number(v);
}
