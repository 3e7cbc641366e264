import { hasUtf16Bom } from './detect-file-kind';
import { PAGE_TARGET_CHARS, paginateText, splitAtFormFeeds, toParsedPages } from './paginate';
import type { ParsedDocument } from './types';

/** Decodes a text file: UTF-16 when it has a BOM, UTF-8 when valid, otherwise Windows-1252 (a superset of Latin-1). */
export function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  if (hasUtf16Bom(bytes)) {
    const encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    return { text: new TextDecoder(encoding).decode(bytes), encoding };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

// Node's TextDecoder('windows-1252') decodes as ISO-8859-1, so 0x80–0x9F (curly quotes, dashes) need this table.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Decodes Windows-1252 bytes (Latin-1 plus the typographic characters Word puts in 0x80–0x9F). */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const slice = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...slice).replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);
  }
  return out;
}

/** Turns CRLF and lone CR into LF and drops the BOM. */
export function normalizeNewlines(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** Splits a text file into pages at form feeds, or without them into pages of ~3000 characters cut at blank lines. */
export function parseTxt(bytes: Uint8Array): ParsedDocument {
  const { text, encoding } = decodeText(bytes);
  const normalized = normalizeNewlines(text).replace(/\x1a$/, '');
  const warnings: string[] = [];
  if (encoding === 'windows-1252') warnings.push('The file is not UTF-8; it was read as Windows-1252 (Western European). Check accented characters and symbols such as §.');
  let texts: string[];
  let parser: string;
  if (normalized.includes('\f')) {
    texts = splitAtFormFeeds(normalized);
    parser = 'text (pages at form feeds)';
  } else {
    texts = paginateText(normalized, 'paragraphs');
    parser = `text (no form feeds: pages of ~${PAGE_TARGET_CHARS} characters cut at blank lines)`;
  }
  return { parser, pages: toParsedPages(texts), warnings };
}
