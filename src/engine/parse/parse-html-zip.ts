import { EngineError } from './engine-error';
import { readHtmlPages } from './parse-html';
import type { ParsedDocument, ParsedPage } from './types';
import { inspectZip, readZipEntry, type ZipEntry } from './zip';

const HTML_NAME = /\.x?html?$/i;

/**
 * Refuses a zip whose entry names would leave the folder they are unpacked into (`../`, `/etc/…`, `C:\…`): Ordo never
 * unpacks to disk, but such a zip was made to attack whatever does, so nothing of it is read.
 */
export function assertSafeZipPaths(entries: readonly ZipEntry[]): void {
  for (const { name } of entries) {
    const parts = name.split(/[\\/]/);
    if (/^[\\/]/.test(name) || /^[A-Za-z]:/.test(name) || parts.includes('..') || name.includes('\0')) {
      throw new EngineError(
        'unsafe_zip',
        `This zip holds a file named "${name.slice(0, 120)}", which points outside the archive's own folder. Such a zip is refused: make a new zip of the code's HTML pages and upload that.`,
        { entry: name.slice(0, 255) },
      );
    }
  }
}

/** Natural order of paths: "chapter-2.html" before "chapter-10.html", folders before the pages after them. */
const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The zip's HTML pages in reading order: by path in natural order; `index.html` of a folder first within that folder. */
export function htmlEntriesInOrder(entries: readonly ZipEntry[]): ZipEntry[] {
  const pages = entries.filter((e) => HTML_NAME.test(e.name) && !e.name.endsWith('/') && !/(^|\/)(__MACOSX|\.)/.test(e.name));
  const key = (name: string) => name.replace(/(^|\/)index\.x?html?$/i, '$1');
  return pages.sort((a, b) => naturalOrder.compare(key(a.name), key(b.name)));
}

/** Reads a zip of HTML pages (a code published one page per chapter or section) as one document, page after page. */
export function parseHtmlZip(bytes: Uint8Array): ParsedDocument {
  const zip = inspectZip(bytes);
  assertSafeZipPaths(zip.entries);
  const entries = htmlEntriesInOrder(zip.entries);
  if (!entries.length) {
    throw new EngineError('not_a_code', 'This zip holds no HTML pages (.html or .htm). Upload a zip of the code\'s saved web pages, or the code itself as PDF, DOCX, TXT, Markdown or HTML.', { entries: zip.entries.length });
  }
  const pages: ParsedPage[] = [];
  const skipped: string[] = [];
  let structured = 0;
  for (const entry of entries) {
    try {
      const read = readHtmlPages(readZipEntry(bytes, entry), `"${entry.name}"`, pages.length + 1);
      if (read.structured) structured++;
      pages.push(...read.pages);
    } catch (error) {
      // One empty or sign-in page among many is left out and named; a zip of nothing but such pages is refused below.
      if (error instanceof EngineError && (error.code === 'no_text' || error.code === 'not_a_code')) skipped.push(entry.name);
      else throw error;
    }
  }
  if (!pages.length) {
    throw new EngineError('not_a_code', `None of the ${entries.length} HTML pages in this zip has the text of a code (they are empty or sign-in pages).`, { pages: entries.length });
  }
  const warnings = skipped.length ? [`Left out ${skipped.length} page(s) without text: ${skipped.slice(0, 5).join(', ')}${skipped.length > 5 ? ', …' : ''}.`] : [];
  return { parser: `html pages from a zip (${entries.length - skipped.length} pages, ${structured} with headings as structure)`, pages, warnings };
}
