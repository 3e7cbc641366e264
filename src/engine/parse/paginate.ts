import type { ParsedPage } from './types';

/** Characters per page when a file has no pages of its own (TXT without form feeds, DOCX/DOC without page breaks). */
export const PAGE_TARGET_CHARS = 3000;

/** Cuts text into pages of about `target` characters at blank lines ('paragraphs') or line ends ('lines', for Word files). */
export function paginateText(text: string, unit: 'paragraphs' | 'lines', target: number = PAGE_TARGET_CHARS): string[] {
  const separator = unit === 'paragraphs' ? '\n\n' : '\n';
  const units = (unit === 'paragraphs' ? text.split(/\n[ \t]*\n+/) : text.split('\n')).filter((u) => u.trim());
  const pages: string[] = [];
  let current = '';
  const add = (piece: string, sep: string) => {
    if (current && current.length + sep.length + piece.length > target) {
      pages.push(current);
      current = '';
    }
    current = current ? current + sep + piece : piece;
  };
  for (const u of units) {
    if (u.length <= target || unit === 'lines') { add(u, separator); continue; }
    u.split('\n').forEach((line, i) => add(line, i === 0 ? separator : '\n'));
  }
  if (current) pages.push(current);
  return pages.map((p) => p.replace(/^\n+|\s+$/g, '')).filter((p) => p.trim());
}

/** Cuts text into page texts at form feeds; a trailing form feed closes the last page rather than opening an empty one. */
export function splitAtFormFeeds(text: string): string[] {
  const texts = text.split('\f').map((t) => t.replace(/^\n+|\s+$/g, ''));
  while (texts.length > 1 && !texts[texts.length - 1].trim()) texts.pop();
  return texts;
}

/** Numbers page texts from 1 and flags the blank ones; a file without any page gets one blank page. */
export function toParsedPages(texts: readonly string[]): ParsedPage[] {
  const pages = texts.map((t, i) => ({ number: i + 1, text: t, hasTextLayer: t.trim().length > 0 }));
  if (!pages.length) pages.push({ number: 1, text: '', hasTextLayer: false });
  return pages;
}
