/*
 * Quotations for the two sides of a finding: verbatim words of the chunk (white space collapsed), cut to a readable
 * window around what matters, with " … " where words are left out; and the stable key a finding is stored under.
 */
import type { ConflictSection, FindingSide } from './types';

const MAX_QUOTE = 320;
const MAX_LEAD = 160;

/** A window of at most `max` characters of the text around `focus`, cut at word boundaries, "…" marking each cut. */
export function excerpt(text: string, focus = 0, max = MAX_QUOTE): string {
  if (text.length <= max) return text;
  let start = Math.max(0, Math.min(focus - Math.floor(max / 3), text.length - max));
  let end = Math.min(text.length, start + max);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

/** A quote of a clause, led by the end of the lead-in it depends on (when there is one). */
export function quoteWithLead(lead: string | undefined, clause: string, focus: number): string {
  const body = excerpt(clause, focus);
  if (!lead) return body;
  const tail = lead.length > MAX_LEAD ? `… ${lead.slice(lead.indexOf(' ', lead.length - MAX_LEAD) + 1)}` : lead;
  return `${tail} … ${body.replace(/^… /, '')}`;
}

/** One side of a finding from a section and its quote. */
export function sideOf(section: ConflictSection, quote: string, enactment: string | null = null): FindingSide {
  return {
    sectionId: section.id,
    documentId: section.documentId,
    documentName: section.documentName,
    sectionLabel: section.sectionLabel,
    citation: section.citation,
    quote,
    enactment,
  };
}

/** FNV-1a over the text, as 8 hex digits: a short, stable fingerprint (not a security hash). */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * The key a finding is stored and dismissed under: its kind and, for each side in a fixed order, the document, the
 * section and a fingerprint of the quoted words. It survives re-chunking and re-scans; a changed text is a new finding.
 */
export function findingKey(kind: string, a: FindingSide, sectionA: string | null, b: FindingSide, sectionB: string | null): string {
  const side = (s: FindingSide, section: string | null) =>
    `${s.documentId}:${section ?? `chunk${s.sectionId}`}:${fingerprint(s.quote.toLowerCase().replace(/[^a-z0-9$]+/g, ' ').trim())}`;
  return [kind, ...[side(a, sectionA), side(b, sectionB)].sort()].join('|');
}

/** A section's name for explanations: "§ 25-723 of DC Code Title 25", or the document's name alone. */
export function placeOf(side: Pick<FindingSide, 'sectionLabel' | 'documentName'>): string {
  return side.sectionLabel ? `${side.sectionLabel} of ${side.documentName}` : side.documentName;
}

/** The text with a closing period, unless it already ends with one ("… says 4:00 a.m."). */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
