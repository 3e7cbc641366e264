/*
 * Numbers of enactments as texts cite them: "ORDINANCE NO. 89-2018", "Ordinance #74-2004", "Resolution 256- 2018",
 * "Ord. No. 12", "D.C. Law 13-298", "D.C. Act 25-571", "Pub. L. 91-535", "Bill 25-123".
 */

export type EnactmentKind = 'ordinance' | 'resolution' | 'law' | 'act' | 'public-law' | 'bill';

/** One enactment number: its kind, its canonical number ('89-2018'), the year it names when it names one, and where it was read. */
export type EnactmentNumber = {
  kind: EnactmentKind;
  number: string;
  /** A four-digit year inside the number ('89-2018' → 2018); null when the number has none. */
  year: number | null;
  /** The number's parts as integers, for ordering numbers of one series ('13-298' → [13, 298]). */
  parts: number[];
  text: string;
  index: number;
};

const NUMBER = String.raw`#?\s*(\d{1,5}[a-z]?(?:\s*-\s*\d{1,5}[a-z]?)?)`;
const PATTERNS: { kind: EnactmentKind; re: RegExp }[] = [
  { kind: 'law', re: new RegExp(String.raw`\bD\.\s?C\.\s+Law\s+(\d{1,3}-\d{1,4})\b`, 'gi') },
  { kind: 'act', re: new RegExp(String.raw`\bD\.\s?C\.\s+Act\s+(\d{1,3}-\d{1,4})\b`, 'gi') },
  { kind: 'public-law', re: new RegExp(String.raw`\bPub(?:lic|\.)?\s*L(?:aw|\.)\s*(?:No\.\s*)?(\d{1,3}-\d{1,4})\b`, 'gi') },
  { kind: 'bill', re: new RegExp(String.raw`\bBill\s+(?:No\.\s*)?(\d{1,3}-\d{1,4})\b`, 'gi') },
  { kind: 'ordinance', re: new RegExp(String.raw`\b(?:Ordinance|Ord\.)\s*(?:No\.?|Number)?\s*${NUMBER}\b`, 'gi') },
  { kind: 'resolution', re: new RegExp(String.raw`\b(?:Resolution|Res\.)\s*(?:No\.?|Number)?\s*${NUMBER}\b`, 'gi') },
];

/** Canonical form of a number as printed: spaces around the hyphen dropped, lowercase ('256- 2018' → '256-2018'). */
function canonical(raw: string): string {
  return raw.replace(/\s+/g, '').toLowerCase();
}

function yearOf(parts: number[]): number | null {
  const year = parts.find((p) => p >= 1800 && p <= 2200);
  return year ?? null;
}

/** Every enactment number cited in a text, in text order. */
export function findEnactmentNumbers(text: string): EnactmentNumber[] {
  const out: EnactmentNumber[] = [];
  for (const { kind, re } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const number = canonical(m[1]);
      const parts = number.split('-').map((p) => Number.parseInt(p, 10));
      // "Ordinance 5" of a list numbering is rare; a lone small number with no series is kept, a year alone is not one.
      if (parts.length === 1 && parts[0] >= 1800 && parts[0] <= 2200 && kind !== 'ordinance' && kind !== 'resolution') continue;
      out.push({ kind, number, year: kind === 'ordinance' || kind === 'resolution' || kind === 'bill' ? yearOf(parts) : null, parts, text: m[0], index: m.index });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** True when two numbers name the same enactment. */
export function sameEnactment(a: Pick<EnactmentNumber, 'kind' | 'number'>, b: Pick<EnactmentNumber, 'kind' | 'number'>): boolean {
  return a.kind === b.kind && a.number === b.number;
}

/** A short label for a number: "Ordinance No. 89-2018", "D.C. Law 13-298". */
export function enactmentLabel(n: Pick<EnactmentNumber, 'kind' | 'number'>): string {
  switch (n.kind) {
    case 'ordinance':
      return `Ordinance No. ${n.number}`;
    case 'resolution':
      return `Resolution No. ${n.number}`;
    case 'law':
      return `D.C. Law ${n.number}`;
    case 'act':
      return `D.C. Act ${n.number}`;
    case 'public-law':
      return `Pub. L. ${n.number}`;
    case 'bill':
      return `Bill ${n.number}`;
  }
}
