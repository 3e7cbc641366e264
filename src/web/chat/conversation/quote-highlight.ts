/** A piece of a reference's text and whether it belongs to the quoted sentence. */
export type TextSegment = { text: string; isQuote: boolean };

/** Several quotes from one chunk arrive joined by " … " (the answer engine's separator). */
const QUOTE_SEPARATOR = ' … ';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where `quote` occurs in `content`, matching any run of whitespace (line breaks differ) to any other. */
function findQuote(content: string, quote: string, from: number): { start: number; end: number } | null {
  const exact = content.indexOf(quote, from);
  if (exact >= 0) return { start: exact, end: exact + quote.length };
  const words = quote.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'), 'g');
  pattern.lastIndex = from;
  const m = pattern.exec(content);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}

/** Splits a reference's full text into segments with the quoted sentence(s) marked, in text order. */
export function highlightQuote(content: string, quote: string | null | undefined): TextSegment[] {
  const quotes = (quote ?? '')
    .split(QUOTE_SEPARATOR)
    .map((q) => q.trim())
    .filter((q) => q.length > 0);
  const ranges: { start: number; end: number }[] = [];
  for (const q of quotes) {
    const found = findQuote(content, q, 0);
    if (found && !ranges.some((r) => found.start < r.end && r.start < found.end)) ranges.push(found);
  }
  ranges.sort((a, b) => a.start - b.start);

  const segments: TextSegment[] = [];
  let at = 0;
  for (const r of ranges) {
    if (r.start > at) segments.push({ text: content.slice(at, r.start), isQuote: false });
    segments.push({ text: content.slice(r.start, r.end), isQuote: true });
    at = r.end;
  }
  if (at < content.length) segments.push({ text: content.slice(at), isQuote: false });
  return segments;
}
