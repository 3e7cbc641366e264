import type { Aspect, Dimension, Quantity } from './types';

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const FRACTIONS: Record<string, number> = { half: 0.5, third: 1 / 3, quarter: 0.25, fourth: 0.25 };
const UNICODE_FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3, '⅛': 0.125 };

const WORD = `(?:${[...Object.keys(SMALL), 'hundred', 'thousand', 'half', 'third', 'quarter', 'a'].join('|')})`;
const WORDS = `${WORD}(?:(?:[\\s-]+(?:and[\\s-]+)?)${WORD})*`;
const DIGITS = String.raw`\d[\d,]*(?:\.\d+)?(?:\s+\d\/\d+|\s?[½¼¾⅓⅔⅛])?|\d\/\d+|[½¼¾⅓⅔⅛]`;
const UNITS: [RegExp, Dimension, string, number][] = [
  [/^(?:square\s+feet|square\s+foot|sq\.?\s*ft\.?|sf\b|ft²|ft2\b)/i, 'area', 'sq ft', 1],
  [/^(?:square\s+inch(?:es)?|sq\.?\s*in\.?)/i, 'area', 'sq ft', 1 / 144],
  [/^(?:acres?)\b/i, 'area', 'sq ft', 43_560],
  [/^(?:linear\s+)?(?:feet|foot|ft\.?|['’′])(?![a-z])/i, 'length', 'ft', 1],
  [/^(?:inch(?:es)?|in\.(?!\w)|["”″])/i, 'length', 'ft', 1 / 12],
  [/^(?:yards?)\b/i, 'length', 'ft', 3],
  [/^(?:miles?)\b/i, 'length', 'ft', 5280],
  [/^(?:days?)\b/i, 'time', 'days', 1],
  [/^(?:weeks?)\b/i, 'time', 'days', 7],
  [/^(?:months?)\b/i, 'time', 'days', 30],
  [/^(?:years?)\b/i, 'time', 'days', 365],
  [/^(?:percent|%)/i, 'percent', '%', 1],
  [/^(?:dollars?)\b/i, 'money', '$', 1],
];

const TIME_QUALIFIER = /^(?:consecutive|calendar|business|working|successive|full)\s+(?=(?:days?|weeks?|months?|years?)\b)/i;

/** A quantity found in text, with where it is. */
export type FoundQuantity = Quantity & { index: number; end: number };

const NUMBER_RE = new RegExp(String.raw`(\$\s?)?(?:(${DIGITS})|\b(${WORDS})\b)(\s*\((\d[\d,.]*)\))?`, 'gi');

/** Every number in the text that carries a unit (or a dollar sign), normalised; bare numbers are counts. */
export function findQuantities(text: string, options: { bareCounts?: boolean } = {}): FoundQuantity[] {
  const out: FoundQuantity[] = [];
  for (const m of text.matchAll(NUMBER_RE)) {
    const [whole, dollar, digits, words, , paren] = m;
    if (words && /^a$/i.test(words.trim())) continue;
    const value = paren ? parseDigits(paren) : digits ? parseDigits(digits) : parseWords(words!);
    if (value === null || !Number.isFinite(value)) continue;
    const start = m.index;
    let end = start + whole.length;
    if (dollar) {
      out.push({ value, dimension: 'money', unit: '$', raw: whole.trim(), index: start, end });
      continue;
    }
    // A counted time may carry a word of how it counts ('12 consecutive days', 'ten business days').
    const rest = text.slice(end).replace(/^[\s-]{0,2}/, '').replace(TIME_QUALIFIER, '');
    const skipped = text.length - end - rest.length;
    const unit = UNITS.find(([re]) => re.test(rest));
    if (unit) {
      const unitText = rest.match(unit[0])![0];
      end += skipped + unitText.length;
      out.push({ value: value * unit[3], dimension: unit[1], unit: unit[2], raw: text.slice(start, end).trim(), index: start, end });
    } else if (options.bareCounts && digits) {
      out.push({ value, dimension: 'count', unit: '', raw: whole.trim(), index: start, end });
    }
  }
  return out;
}

function parseDigits(raw: string): number | null {
  const s = raw.replace(/,/g, '').trim();
  const uni = Object.entries(UNICODE_FRACTIONS).find(([c]) => s.endsWith(c));
  if (uni) {
    const base = s.slice(0, -1).trim();
    return (base ? Number(base) : 0) + uni[1];
  }
  const mixed = /^(\d+)\s+(\d)\/(\d+)$/.exec(s);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d)\/(\d+)$/.exec(s);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  const n = Number(s);
  return Number.isNaN(n) ? null : n;
}

/** 'two hundred' → 200, 'one and one-half' → 1.5, 'one-third' → 0.333. */
export function parseWords(raw: string): number | null {
  let total = 0;
  for (const part of raw.toLowerCase().split(/\s+and\s+|\s*-\s*and\s*-\s*/)) {
    const tokens = part.split(/[\s-]+/).filter(Boolean);
    const last = tokens[tokens.length - 1];
    if (last && FRACTIONS[last] !== undefined) {
      const numerator = tokens.length > 1 ? (SMALL[tokens[0]] ?? (tokens[0] === 'a' ? 1 : NaN)) : 1;
      total += numerator * FRACTIONS[last];
      continue;
    }
    let current = 0;
    let sum = 0;
    for (const t of tokens) {
      // 'a five day period', 'a hundred feet': the article counts for nothing, or for one of a hundred.
      if (t === 'a') continue;
      if (SMALL[t] !== undefined) current += SMALL[t];
      else if (t === 'hundred') current = (current || 1) * 100;
      else if (t === 'thousand') {
        sum += (current || 1) * 1000;
        current = 0;
      } else return null;
    }
    total += sum + current;
  }
  return total;
}

/** Which aspect words near a quantity describe: height, distance from something, extent, area, count, duration. */
export function aspectOf(dimension: Dimension, words: string): Aspect {
  if (dimension === 'area') return 'area';
  if (dimension === 'time') return 'duration';
  if (dimension === 'money') return 'money';
  if (dimension === 'count') return 'count';
  if (dimension !== 'length') return 'other';
  const w = words.toLowerCase();
  if (/\b(height|high|tall)\b/.test(w)) return 'height';
  if (/\b(setback|from|within|closer|distance|line|clearance|away)\b/.test(w)) return 'distance';
  if (/\b(linear|direction|width|wide|length|long)\b/.test(w)) return 'extent';
  if (/\b(diameter|dbh|caliper|circumference)\b/.test(w)) return 'other';
  return 'other';
}

/** Formats a normalised quantity for a person ('32 sq ft', '6 ft', '$40'). */
export function formatQuantity(q: Pick<Quantity, 'value' | 'unit' | 'dimension'>): string {
  const v = Math.round(q.value * 100) / 100;
  // '$1,000,000', '$12.50': a sum as people write it.
  if (q.dimension === 'money') return `$${v.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(v) ? 0 : 2 })}`;
  // '60,984 sq ft': thousands grouped as people read them.
  const n = v.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return q.unit ? `${n} ${q.unit}` : n;
}
