/*
 * Showing why a listing matched: the words of a field that carry a matched term are marked, and from a long field
 * (the objective) the passage with the most distinct matched terms is cut out, a sentence or two long.
 */
import { analyze } from './analyze';

/** A run of text, marked when it is a word the query matched. */
export type HighlightSegment = { text: string; match: boolean };

/** The longest passage cut from a long field, in characters. */
export const MAX_PASSAGE_CHARS = 320;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’\-–.]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

/** Splits text into segments, marking every word that carries one of the matched terms; null when nothing matches. */
export function highlightText(text: string, matched: ReadonlySet<string>): HighlightSegment[] | null {
  const segments: HighlightSegment[] = [];
  let at = 0;
  let any = false;
  for (const m of text.matchAll(WORD)) {
    if (!analyze(m[0]).some((t) => matched.has(t.term))) continue;
    if (m.index > at) segments.push({ text: text.slice(at, m.index), match: false });
    segments.push({ text: m[0], match: true });
    at = m.index + m[0].length;
    any = true;
  }
  if (!any) return null;
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return merge(segments);
}

/** The passage of a long text with the most distinct matched terms, highlighted; null when nothing matches. */
export function highlightPassage(text: string, matched: ReadonlySet<string>, maxChars = MAX_PASSAGE_CHARS): HighlightSegment[] | null {
  const sentences = splitSentences(text);
  let best = -1;
  let bestCount = 0;
  sentences.forEach((s, i) => {
    const found = new Set(analyze(text.slice(s.start, s.end)).filter((t) => matched.has(t.term)).map((t) => t.term));
    if (found.size > bestCount) {
      best = i;
      bestCount = found.size;
    }
  });
  if (best < 0) return null;
  let start = sentences[best].start;
  let end = sentences[best].end;
  // A short sentence takes its neighbour along, so the passage reads as context.
  if (end - start < maxChars / 3 && best + 1 < sentences.length && sentences[best + 1].end - start <= maxChars) end = sentences[best + 1].end;
  if (end - start > maxChars) [start, end] = windowAroundFirstMatch(text, start, end, matched, maxChars);
  const segments = highlightText(text.slice(start, end).trim(), matched);
  if (!segments) return null;
  if (start > 0) segments.unshift({ text: '… ', match: false });
  if (end < text.trim().length) segments.push({ text: ' …', match: false });
  return merge(segments);
}

function splitSentences(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const boundary = /[.!?;](?=\s+[\p{Lu}(•\d])|\n+|\s•\s/gu;
  let start = 0;
  for (const m of text.matchAll(boundary)) {
    const end = m.index + 1;
    if (end - start > 1) out.push({ start, end });
    start = end;
  }
  if (text.length > start) out.push({ start, end: text.length });
  return out;
}

/** A window of at most maxChars around the first matched word of the span, on word boundaries. */
function windowAroundFirstMatch(text: string, start: number, end: number, matched: ReadonlySet<string>, maxChars: number): [number, number] {
  let first = start;
  for (const m of text.slice(start, end).matchAll(WORD)) {
    if (analyze(m[0]).some((t) => matched.has(t.term))) {
      first = start + m.index;
      break;
    }
  }
  let from = Math.max(start, first - Math.floor(maxChars / 4));
  const to = Math.min(end, from + maxChars);
  from = Math.max(start, to - maxChars);
  const left = from > start ? text.indexOf(' ', from) + 1 || from : from;
  const right = to < end ? text.lastIndexOf(' ', to) : to;
  return [left, right > left ? right : to];
}

function merge(segments: HighlightSegment[]): HighlightSegment[] {
  const out: HighlightSegment[] = [];
  for (const s of segments) {
    const last = out.at(-1);
    if (last && last.match === s.match && !s.match) last.text += s.text;
    else if (s.text) out.push({ ...s });
  }
  return out;
}
