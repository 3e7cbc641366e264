/** The eight bytes every OLE compound file (legacy .doc, and password-protected Office files) starts with. */
export const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;

/** Whether bytes start with the OLE compound-file signature. */
export function isOleFile(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && OLE_SIGNATURE.every((b, i) => bytes[i] === b);
}

/** Finds a directory entry by stream name; entries start with the name in UTF-16LE at a 128-byte boundary. */
function findDirectoryEntry(bytes: Uint8Array, name: string): number {
  const pattern = new Uint8Array(name.length * 2);
  for (let i = 0; i < name.length; i++) pattern[i * 2] = name.charCodeAt(i);
  outer: for (let p = 512; p + 128 <= bytes.length; p += 128) {
    for (let i = 0; i < pattern.length; i++) if (bytes[p + i] !== pattern[i]) continue outer;
    if (bytes[p + pattern.length] === 0 && bytes[p + pattern.length + 1] === 0) return p;
  }
  return -1;
}

/** Whether an OLE file is an Office "EncryptedPackage" (a password-protected DOCX/XLSX/PPTX). */
export function isEncryptedOfficePackage(bytes: Uint8Array): boolean {
  return isOleFile(bytes) && findDirectoryEntry(bytes, 'EncryptedPackage') >= 0;
}

/** Whether a legacy Word file sets the FIB's fEncrypted flag (best effort: a missing stream answers false). */
export function isEncryptedWordDocument(bytes: Uint8Array): boolean {
  if (!isOleFile(bytes)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entry = findDirectoryEntry(bytes, 'WordDocument');
  if (entry < 0) return false;
  const sectorSize = 1 << view.getUint16(0x1e, true);
  const start = view.getUint32(entry + 0x74, true);
  const size = view.getUint32(entry + 0x78, true);
  // Streams under 4096 bytes live in the mini stream; a Word body stream never is that small.
  if (size < 4096 || sectorSize < 512 || sectorSize > 4096) return false;
  const fib = (start + 1) * sectorSize;
  if (fib + 12 > bytes.length || view.getUint16(fib, true) !== 0xa5ec) return false;
  return (view.getUint16(fib + 0x0a, true) & 0x0100) !== 0;
}
