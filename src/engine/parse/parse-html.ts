import { Parser } from 'htmlparser2';
import { EngineError } from './engine-error';
import { headingsCarrySections, toHeadedPages } from './headed-pages';
import { readHtmlText } from './html-text';
import { decodeText, decodeWindows1252 } from './parse-txt';
import type { ParsedDocument, ParsedPage } from './types';

/** Labels that browsers read as Windows-1252 (the WHATWG Encoding Standard maps Latin-1 and ASCII to it). */
const WINDOWS_1252 = new Set(['windows-1252', 'cp1252', 'x-cp1252', 'iso-8859-1', 'iso8859-1', 'latin1', 'l1', 'us-ascii', 'ascii', 'iso_8859-1', 'ansi_x3.4-1968']);

/** An HTML page decoded: BOM first, then `<meta charset>` / `http-equiv` content type, then UTF-8 when valid, else Windows-1252. */
export function decodeHtml(bytes: Uint8Array): { html: string; encoding: string } {
  if ((bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) || (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const { text, encoding } = decodeText(bytes);
    return { html: text.replace(/^\uFEFF/, ''), encoding };
  }
  const declared = declaredCharset(bytes);
  if (declared && WINDOWS_1252.has(declared)) return { html: decodeWindows1252(bytes), encoding: 'windows-1252' };
  if (declared && declared !== 'utf-8' && declared !== 'utf8') {
    try {
      return { html: new TextDecoder(declared).decode(bytes), encoding: declared };
    } catch {
      // An unknown label: fall through to the content's own evidence.
    }
  }
  const { text, encoding } = decodeText(bytes);
  // Undeclared (or falsely declared UTF-8) bytes that are not UTF-8 were read as Windows-1252: a guess worth a warning.
  return { html: text, encoding: encoding === 'windows-1252' ? 'windows-1252 (guessed)' : encoding };
}

/** The charset a page declares in its first 1024 bytes (`<meta charset>` or `<meta http-equiv="Content-Type" content="…; charset=…">`), lower-cased. */
function declaredCharset(bytes: Uint8Array): string | null {
  let head = '';
  for (const b of bytes.subarray(0, 1024)) head += String.fromCharCode(b);
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attrs) {
      if (found || name !== 'meta') return;
      if (attrs.charset) found = attrs.charset.trim().toLowerCase();
      else if ((attrs['http-equiv'] ?? '').toLowerCase() === 'content-type') {
        const m = /charset\s*=\s*["']?([\w.:-]+)/i.exec(attrs.content ?? '');
        if (m) found = m[1].toLowerCase();
      }
    },
  }, { lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.write(head);
  parser.end();
  return found;
}

/** A page's text as pages of ~3000 characters with its marked headings, or the reason it is not a code. */
export function readHtmlPages(bytes: Uint8Array, name: string, firstPage = 1): { pages: ParsedPage[]; encoding: string; structured: boolean } {
  const { html, encoding } = decodeHtml(bytes);
  const { text, headings, hasPasswordField } = readHtmlText(html);
  const structured = headingsCarrySections(headings);
  if (hasPasswordField && !structured && text.length < 3000) {
    throw new EngineError(
      'not_a_code',
      `${name} is a sign-in page, not the text of a code. Sign in in your browser, open the code's own pages, save them ("Save Page As…", web page HTML only) and upload those.`,
      { reason: 'sign_in_page' },
    );
  }
  if (!text.trim()) {
    throw new EngineError(
      'no_text',
      `${name} has no text to read: the page is empty, or its content is filled in by a script when it opens in a browser. Open it in a browser, wait until the code shows, save it again ("Save Page As…") and upload the new copy.`,
      { reason: 'empty_page' },
    );
  }
  return { pages: toHeadedPages(text, structured ? headings : [], firstPage), encoding, structured };
}

/** Reads an HTML page: headings `<h1>`–`<h6>` (and bold designator paragraphs) are structure when one of them carries a section designator. */
export function parseHtml(bytes: Uint8Array): ParsedDocument {
  const { pages, encoding, structured } = readHtmlPages(bytes, 'This HTML page');
  const warnings: string[] = [];
  if (encoding === 'windows-1252 (guessed)') warnings.push('The page does not say how its text is encoded and is not UTF-8; it was read as Windows-1252 (Western European). Check accented characters and symbols such as §.');
  if (!structured) warnings.push('No heading on this page carries a section number ("Sec. 2-8.", "§ 12-3"): it was read as text, and sections are found only where a paragraph starts like a section heading.');
  return { parser: structured ? `html (${encoding}; headings as structure)` : `html (${encoding}; read as text)`, pages, warnings };
}
