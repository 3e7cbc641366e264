/*
 * Checking a model-written answer against the sources it was given: every `[n]` must name a provided source, every
 * quotation must occur in a source the sentence cites, and the numbers are renumbered in order of first use. What
 * cannot be verified is removed, never repaired with invented text.
 */
import { LEADING_DESIGNATORS } from './sentences';

/** Appended when anything was removed, so the reader knows the answer was trimmed. */
export const REMOVED_NOTICE = 'Some citations or quotations that could not be verified against the sources were removed.';

/** The answer after verification; `sources[i]` is the index (into the given sources) of citation `i + 1`. */
export type VerifiedAnswer = {
  content: string;
  sources: number[];
  /** For each cited source index: the answer sentences (markers removed) that cite it, and the quotes verified in it. */
  support: Map<number, { sentences: string[]; quotes: string[] }>;
  removed: { citations: number; quotations: number; sentences: number };
};

type Part = { text: string } | { cite: number[] };
type Segment = { parts: Part[] };

const MARKER_GROUP = /\[(\d{1,3}(?:\s*(?:,|;|–|-|and)\s*\d{1,3})*)\]/g;
const QUOTE_SPAN = /"([^"\n]+)"|“([^”\n]+)”/g;
/** A sentence ends at . ? or ! (after any closing quote or bracket and trailing markers), before whitespace and a capital. */
const BOUNDARY = /[.?!]["”’)]*(?:\s*\[[\d\s,;–-]+\])*(?=\s+["“(*_]?[A-Z0-9§])/g;
const ABBREVIATION = /(?:^|[\s(])(?:a\.m|p\.m|e\.g|i\.e|no|nos|sec|secs|st|art|ch|para|subd|u\.s|d\.c|jr|sr|inc|co|vs|v|etc)\.$/i;
/** Lines that list the sources again ("[1] § 25-723 …", "Sources:"); the reference panel already shows them. */
const REFERENCE_LINE = /^\s*(?:[-*]\s*)?\[\d{1,3}\]\s*[:.)-]?\s+\S/;
const REFERENCE_HEADING = /^\s*(?:#+\s*)?[*_]*(?:sources|references|citations)[*_]*:?[*_]*\s*$/i;
const LINE_PREFIX = /^(\s*(?:>\s*)*(?:#{1,6}\s+|[-*+]\s+|\d{1,3}[.)]\s+)?)/;

/** Folds quote styles, dashes, whitespace and case so a quotation matches its source however it was typed. */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u201b\u2032`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A source's text as searched for quotations: as written, and with line-leading designators such as "(b)(1)" removed. */
function searchableForms(content: string): string[] {
  const stripped = content
    .split('\n')
    .map((line) => line.trim().replace(LEADING_DESIGNATORS, ''))
    .join(' ');
  return [normalizeForMatch(content), normalizeForMatch(stripped)];
}

/** Whether a quotation occurs in a source; "…" or "..." inside it may skip text, but the pieces must appear in order. */
export function quoteOccursIn(quote: string, forms: readonly string[]): boolean {
  const pieces = quote
    .split(/\s*(?:\.\.\.|…)\s*/)
    .map((p) => normalizeForMatch(p).replace(/^[\s.,;:!?'"()[\]-]+|[\s.,;:!?'"()[\]-]+$/g, ''))
    .filter((p) => /[a-z0-9]/.test(p));
  if (pieces.length === 0) return true;
  return forms.some((form) => {
    let from = 0;
    for (const piece of pieces) {
      const at = form.indexOf(piece, from);
      if (at < 0) return false;
      from = at + piece.length;
    }
    return true;
  });
}

function expandGroup(group: string): number[] {
  const out: number[] = [];
  for (const piece of group.split(/\s*(?:,|;|and)\s*/)) {
    const range = /^(\d+)\s*[–-]\s*(\d+)$/.exec(piece);
    if (range) {
      const [a, b] = [Number(range[1]), Number(range[2])];
      for (let n = a; n <= b && n - a < 20; n++) out.push(n);
    } else if (/^\d+$/.test(piece)) out.push(Number(piece));
  }
  return out;
}

function quoteSpans(text: string): { start: number; end: number; quote: string }[] {
  return [...text.matchAll(QUOTE_SPAN)].map((m) => ({ start: m.index, end: m.index + m[0].length, quote: m[1] ?? m[2] }));
}

/** Splits one line's text into sentences, never inside a quotation and never after an abbreviation such as "a.m.". */
function splitSentences(text: string): string[] {
  const spans = quoteSpans(text);
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    const end = m.index + m[0].length;
    if (spans.some((s) => s.start < end && end < s.end)) continue;
    if (ABBREVIATION.test(text.slice(Math.max(from, m.index - 12), m.index + 1))) continue;
    out.push(text.slice(from, end));
    from = end;
  }
  out.push(text.slice(from));
  return out.map((s) => s.trim()).filter(Boolean);
}

/**
 * Verifies a model's markdown answer against the numbered sources (1-based in the text): drops markers that name no
 * source, drops sentences whose only markers were invalid or whose quotation is not in a cited source, renumbers the
 * remaining markers by first use, and appends REMOVED_NOTICE when anything was removed.
 */
export function verifyModelAnswer(text: string, sources: readonly { content: string }[]): VerifiedAnswer {
  const forms = sources.map((s) => searchableForms(s.content));
  const removed = { citations: 0, quotations: 0, sentences: 0 };
  const lines: { prefix: string; segments: Segment[]; blank: boolean }[] = [];
  const support = new Map<number, { sentences: string[]; quotes: string[] }>();
  const supportOf = (source: number) => {
    let entry = support.get(source);
    if (!entry) support.set(source, (entry = { sentences: [], quotes: [] }));
    return entry;
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (!raw.trim()) {
      lines.push({ prefix: '', segments: [], blank: true });
      continue;
    }
    if (REFERENCE_LINE.test(raw) || REFERENCE_HEADING.test(raw)) continue;
    const prefix = LINE_PREFIX.exec(raw)?.[1] ?? '';
    const segments: Segment[] = [];
    for (const sentence of splitSentences(raw.slice(prefix.length))) {
      const parts: Part[] = [];
      const cited = new Set<number>();
      let invalid = 0;
      let last = 0;
      for (const m of sentence.matchAll(MARKER_GROUP)) {
        parts.push({ text: sentence.slice(last, m.index) });
        const numbers = expandGroup(m[1]);
        const valid = [...new Set(numbers.filter((n) => n >= 1 && n <= sources.length))];
        invalid += numbers.length - numbers.filter((n) => n >= 1 && n <= sources.length).length;
        valid.forEach((n) => cited.add(n - 1));
        if (valid.length) parts.push({ cite: valid.map((n) => n - 1) });
        last = m.index + m[0].length;
      }
      parts.push({ text: sentence.slice(last) });
      removed.citations += invalid;
      if (invalid > 0 && cited.size === 0) {
        removed.sentences += 1;
        continue;
      }
      const plain = parts.map((p) => ('text' in p ? p.text : '')).join('').replace(/\s+([.,;:!?])/g, '$1').replace(/\s{2,}/g, ' ').trim();
      const quotes = quoteSpans(plain).map((s) => s.quote);
      const found = new Map<string, number>();
      let unverified = false;
      for (const quote of quotes) {
        const pool = cited.size ? [...cited] : sources.map((_, i) => i);
        const source = pool.find((i) => quoteOccursIn(quote, forms[i]));
        if (source === undefined) unverified = true;
        else found.set(quote, source);
      }
      if (unverified) {
        removed.quotations += 1;
        removed.sentences += 1;
        continue;
      }
      // A verified quotation in a sentence that cited nothing gets the marker of the source it was found in.
      if (cited.size === 0 && found.size) {
        const added = [...new Set(found.values())];
        added.forEach((i) => cited.add(i));
        parts.push({ text: ' ' }, { cite: added });
      }
      for (const i of cited) {
        const entry = supportOf(i);
        entry.sentences.push(plain);
        entry.quotes.push(...[...found].filter(([, s]) => s === i).map(([q]) => q));
      }
      segments.push({ parts });
    }
    if (segments.length) lines.push({ prefix, segments, blank: false });
  }

  const order: number[] = [];
  const numberOf = (source: number) => {
    let at = order.indexOf(source);
    if (at < 0) at = order.push(source) - 1;
    return at + 1;
  };
  const rendered = lines.map((line) => {
    if (line.blank) return '';
    const body = line.segments
      .map((segment) =>
        segment.parts
          .map((p) => ('text' in p ? p.text : p.cite.map((s) => `[${numberOf(s)}]`).join('')))
          .join('')
          .replace(/\s+(\[\d+\])/g, ' $1')
          .replace(/\]\s+\[/g, '][')
          .trim(),
      )
      .join(' ');
    return line.prefix + body;
  });
  let content = rendered.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  const anyRemoved = removed.citations + removed.quotations + removed.sentences > 0;
  if (anyRemoved && content) content += `\n\n${REMOVED_NOTICE}`;
  return { content, sources: order, support, removed };
}
