import { aspectOf, findQuantities } from './quantities';
import type { ApplicationFacts, Checkbox, FormField, StatedQuantity } from './types';

const CHECKED = String.raw`\[\s*[xX✓✔]\s*\]|☒|☑|■|\([xX]\)`;
const UNCHECKED = String.raw`\[\s*\]|\[_\]|☐|□|\(\s\)`;
const BOX = new RegExp(`(${CHECKED})|(${UNCHECKED})`, 'g');
const FIELD = /^\s*([A-Za-z][^:]{0,70}?)\s*:\s*(.*)$/;
const NEGATIVE_VALUE = /^(?:no|none|n\/?a|not applicable|not attached|not included|not provided|missing|0|false|-+)\.?$/i;
const BLANK_SIGNATURE = /^[\s_.\-–—]*$|^\(?(?:unsigned|not signed|none|blank)\)?$/i;
const COUNT_LABEL = /\b(number|count|how many|quantity|no\.)\b/i;
// What the applicant says the work is: the description, and the kind of sign, tree or structure asked for.
const DESCRIPTION = /descri|work|purpose|reason|proposed|project|scope|\btype\b|kind|category/i;
const DATE = /\b(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4})\b/gi;

/** Reads an application's text into facts: the form's fields, boxes, quantities with units, dates, fee and signatures. */
export function readApplication(text: string, context = ''): ApplicationFacts {
  const fields: FormField[] = [];
  const checkboxes: Checkbox[] = [];
  const asserted: string[] = [];
  const denied: string[] = [];
  const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  let header: string[] | null = null;
  for (const line of lines) {
    // A table ('| Species | DBH (inches) |' then '| Douglas fir | 18 |'): each cell is a field under its column's heading.
    const cells = tableCells(line);
    if (cells) {
      if (!header) header = cells;
      else cells.forEach((cell, i) => header![i] && cell && fields.push({ label: header![i], value: cell }));
      continue;
    }
    header = null;
    if (readBoxes(line, checkboxes)) continue;
    const field = FIELD.exec(line);
    if (field && !/^https?$/i.test(field[1])) fields.push({ label: field[1].trim(), value: field[2].trim() });
  }
  for (const box of checkboxes) (box.checked ? asserted : denied).push(box.label);
  for (const f of fields) {
    if (/signature|signed/i.test(f.label)) continue;
    if (NEGATIVE_VALUE.test(f.value) || /^no\b/i.test(f.value)) denied.push(f.label);
    else if (/^yes\b/i.test(f.value)) asserted.push(f.label);
    else asserted.push(withoutNegations(f.value));
  }
  const permitType = findPermitType(fields, lines);
  const work = [...fields.filter((f) => DESCRIPTION.test(f.label)).map((f) => f.value), context]
    .filter(Boolean)
    .join(' ');
  asserted.push(permitType, withoutNegations(context));
  return {
    permitType,
    work,
    fields,
    checkboxes,
    quantities: statedQuantities(fields, work),
    dates: [...text.matchAll(DATE)].map((m) => m[0]),
    feePaid: feePaid(fields),
    signatures: fields.filter((f) => /signature/i.test(f.label)).map((f) => ({ label: f.label, signed: !BLANK_SIGNATURE.test(f.value) })),
    assertedText: asserted.filter(Boolean).join('\n'),
    deniedText: denied.join('\n'),
    text,
  };
}

/** Reads the boxes on a line ('[X] Roof sign [ ] Wall sign', 'In a flood area? Yes [ ] No [X]'); false when there are none. */
function readBoxes(line: string, out: Checkbox[]): boolean {
  const marks = [...line.matchAll(BOX)];
  if (!marks.length) return false;
  const parts = marks.map((m, i) => ({
    checked: Boolean(m[1]),
    before: line.slice(i ? marks[i - 1].index + marks[i - 1][0].length : 0, m.index).trim(),
    after: line.slice(m.index + m[0].length, i + 1 < marks.length ? marks[i + 1].index : undefined).trim(),
  }));
  // 'Question? Yes [ ] No [X]': the labels stand before the boxes, and the pair is one answer.
  if (parts.every((p) => /(?:^|\s)(?:yes|no)$/i.test(p.before)) && !parts[parts.length - 1].after) {
    const question = parts[0].before.replace(/\s*(?:yes|no)$/i, '').replace(/[:?]\s*$/, '').trim();
    const chosen = parts.find((p) => p.checked);
    if (question && chosen) out.push({ label: question, checked: /yes$/i.test(chosen.before) });
    return true;
  }
  const question = parts[0].before.replace(/[:?]\s*$/, '').trim();
  for (const p of parts) {
    if (p.after) out.push({ label: question && parts.length === 1 ? `${question}: ${p.after}` : p.after, checked: p.checked });
  }
  return true;
}

function tableCells(line: string): string[] | null {
  if (!/^\|.*\|$/.test(line) || /^\|[\s|:-]+\|$/.test(line)) return /^\|[\s|:-]+\|$/.test(line) ? [] : null;
  const cells = line.slice(1, -1).split('|').map((c) => c.trim());
  return cells.length >= 2 ? cells : null;
}

function findPermitType(fields: FormField[], lines: string[]): string {
  const named = fields.find((f) => /^(?:permit|application|request)\s*(?:type|kind|for)\b|type of (?:permit|application)|permit requested/i.test(f.label));
  if (named?.value) return named.value;
  const title = lines.slice(0, 8).find((l) => /\bpermit\b|\bapplication\b/i.test(l) && !FIELD.test(l));
  return title ?? '';
}

function statedQuantities(fields: FormField[], work: string): StatedQuantity[] {
  const out: StatedQuantity[] = [];
  for (const f of fields) {
    if (/date|phone|zip|parcel|lot number|address|\bfees?\b|paid|amount/i.test(f.label) || DESCRIPTION.test(f.label)) continue;
    const isCount = COUNT_LABEL.test(f.label);
    // 'Sign area (sq. ft.): 40' states the unit in the label: a bare number takes it.
    const labelUnit = /\(([^)]*)\)|\bin\s+(square\s+feet|feet|inches|acres|days)\b/i.exec(f.label);
    const bare = /^\s*(\d[\d,]*(?:\.\d+)?)\s*$/.exec(f.value);
    const value = bare && labelUnit && !isCount ? `${bare[1]} ${labelUnit[1] ?? labelUnit[2]}` : f.value;
    const area = dimensionsArea(value);
    if (area) out.push({ ...area, label: f.label, aspect: 'area' });
    for (const q of findQuantities(value, { bareCounts: isCount })) {
      if (area && q.dimension === 'length') continue;
      out.push({ ...q, label: f.label, aspect: aspectOf(q.dimension, `${f.label} ${f.value}`) });
    }
  }
  // Sizes and distances in the description count; its durations are usually promises ('removed within 15 days').
  for (const q of findQuantities(work).filter((x) => x.dimension === 'area' || x.dimension === 'length')) {
    const around = work.slice(Math.max(0, q.index - 40), q.end + 30);
    if (!out.some((o) => o.raw === q.raw)) out.push({ ...q, label: around, aspect: aspectOf(q.dimension, around) });
  }
  return out;
}

/** '4 ft x 8 ft', "3' × 2'", '36 x 24 inches': the area of a rectangle the applicant gave the sides of. */
function dimensionsArea(value: string): StatedQuantity | null {
  const m = /(\d+(?:\.\d+)?)\s*(ft|feet|foot|'|’|in|inch(?:es)?|"|”)?\.?\s*(?:x|×|by)\s*(\d+(?:\.\d+)?)\s*(ft|feet|foot|'|’|in|inch(?:es)?|"|”)/i.exec(value);
  if (!m) return null;
  const toFeet = (n: string, unit: string | undefined) => Number(n) / (/^(in|inch|"|”)/i.test(unit ?? m[4]) ? 12 : 1);
  const sqft = toFeet(m[1], m[2]) * toFeet(m[3], m[4]);
  return { value: sqft, dimension: 'area', unit: 'sq ft', raw: m[0], label: '', aspect: 'area' };
}

function feePaid(fields: FormField[]): number | null {
  const fee = fields.find((f) => /\bfee\b|amount paid|payment|enclosed/i.test(f.label) && /\d/.test(f.value));
  if (!fee) return null;
  const money = findQuantities(fee.value.startsWith('$') ? fee.value : `$${fee.value.replace(/^[^\d]*/, '')}`).find((q) => q.dimension === 'money');
  return money ? money.value : null;
}

/** Drops what a phrase denies ('no flashing lights', 'non-illuminated', 'without a sign'), keeping what it asserts. */
export function withoutNegations(text: string): string {
  return text.replace(/\b(?:no|not|non|without|never)\b[\s-]+(?:\w+[\s-]+){0,2}\w+/gi, ' ');
}
