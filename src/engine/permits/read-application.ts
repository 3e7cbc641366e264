import { FORM_FIELDS_HEADER, PAGE_BREAK } from './application-text';
import { aspectOf, findQuantities } from './quantities';
import { keyTerms, overlap, sentencesOf } from './text';
import type { ApplicationFacts, Checkbox, FormField, StatedQuantity } from './types';

const CHECKED = String.raw`\[\s*[xX✓✔]\s*\]|☒|☑|■|\([xX]\)|[✓✔]`;
const UNCHECKED = String.raw`\[\s*\]|\[_\]|☐|□|\(\s\)`;
const BOX = new RegExp(`(${CHECKED})|(${UNCHECKED})`, 'g');
const BOX_TEST = new RegExp(`${CHECKED}|${UNCHECKED}`);
// 'Label: value'; a colon between figures is a time ('Monday - Friday, 3:30 p.m.'), not the end of a label.
const FIELD = /^\s*([A-Za-z][^:]{0,70}?)\s*(?:(?<!\d):|:(?!\d))\s*(.*)$/;
// 'No', 'None', 'N/A', 'Not included - will decide after removal', 'Missing', '0'.
const NEGATIVE_VALUE = /^(?:(?:no|none|n\/?a|not applicable|missing|0|false|-+|tbd|to be determined|unknown|pending)\.?$|(?:not|none)\b|tbd\b|to be (?:determined|provided|submitted)\b)|\b(?:not\s+(?:yet\s+)?(?:attached|included|provided|submitted|enclosed|available|signed|obtained|received)|will\s+(?:bring|send|provide|submit)\b[^.]{0,20}\blater)\b/i;
const BLANK_SIGNATURE = /^[\s_.\-–—]*$|^\(?(?:unsigned|not signed|none|blank)\)?$/i;
// 'Owner signature ________' or 'Signature Avery Notreal' on a line of its own.
const SIGNATURE_LINE = /^((?:[A-Za-z'’]+\s+){0,3}signature)\b\s*(.{0,60})$/i;
const COUNT_LABEL = /\b(number|count|how many|quantity|no\.)\b/i;
// What the applicant says the work is: the description, and the kind of sign, tree or structure asked for.
export const DESCRIPTION = /descri|work|purpose|reason|proposed|project|scope|\btype\b|kind|category/i;
const DATE = /\b(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4})\b/gi;

/** Reads an application's text into facts: the form's fields, boxes, quantities with units, dates, fee and signatures. */
export function readApplication(text: string, context = ''): ApplicationFacts {
  const fields: FormField[] = [];
  const checkboxes: Checkbox[] = [];
  const asserted: string[] = [];
  const denied: string[] = [];
  const filled: string[] = [];
  const prose: { text: string; where: string }[] = [];
  const lines: string[] = [];
  let page = 1;
  let inForm = false;
  let header: string[] | null = null;
  let gapHeader: string[] | null = null;
  let pendingHeader: { cells: string[]; where: string } | null = null;
  let wrappedFrom: FormField | null = null;
  // On a fillable form the page prints only labels; its answers are the form's fields, read below the page text.
  const fillable = fillablePages(text);
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === PAGE_BREAK) {
      page++;
      inForm = false;
      wrappedFrom = null;
      continue;
    }
    if (FORM_FIELDS_HEADER.test(raw.trim())) {
      inForm = true;
      continue;
    }
    const where = inForm ? `page ${page}, form field` : `page ${page}`;
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    lines.push(line);
    if (!inForm && fillable.has(page)) continue;
    // A table ('| Species | DBH (inches) |' then '| Douglas fir | 18 |'): each cell is a field under its column's heading.
    const cells = tableCells(line);
    if (cells) {
      wrappedFrom = null;
      if (!header) header = cells;
      else cells.forEach((cell, i) => header![i] && cell && fields.push({ label: header![i], value: cell, where }));
      continue;
    }
    header = null;
    // Label and value printed apart on one line ('Applicant      Avery Notreal', two such pairs in two columns).
    const gapCells = inForm ? [] : raw.split(/\t| {3,}/).map((c) => c.replace(/\s+/g, ' ').trim()).filter(Boolean);
    // A row taken for a table's header that no row of the same width follows was a row of pairs after all.
    if (pendingHeader && gapCells.length !== pendingHeader.cells.length) readGapCells(pendingHeader.cells, null, pendingHeader.where, fields, checkboxes, true);
    // A value wrapped onto the next line, under itself in the value column ('… no HUD' / '      data plate').
    if (gapCells.length === 1 && wrappedFrom && /^(?:\t| {3,})/.test(raw)) {
      wrappedFrom.value = `${wrappedFrom.value} ${gapCells[0]}`;
      continue;
    }
    wrappedFrom = null;
    if (gapCells.length >= 2) {
      const wasHeader = gapHeader;
      gapHeader = readGapCells(gapCells, gapHeader, where, fields, checkboxes);
      pendingHeader = gapHeader && gapHeader !== wasHeader ? { cells: gapCells, where } : null;
      const last = fields.at(-1);
      if (gapCells.length === 2 && last && last.value === gapCells[1]) wrappedFrom = last;
      continue;
    }
    pendingHeader = null;
    gapHeader = null;
    if (readBoxes(line, checkboxes, where)) continue;
    const field = FIELD.exec(line);
    const signature = SIGNATURE_LINE.exec(line);
    if (field && !/^https?$/i.test(field[1])) fields.push({ label: field[1].trim(), value: field[2].trim(), where });
    else if (signature) {
      // 'Signature / date' with nothing after it: the date belongs to the label, and the line is blank.
      const dated = /^(?:\/|and|&)\s*date\b[:\s]*(.*)$/i.exec(signature[2].trim());
      fields.push(dated ? { label: `${signature[1]} / date`, value: dated[1].trim(), where } : { label: signature[1], value: signature[2].trim(), where });
    }
    else prose.push({ text: line, where });
  }
  if (pendingHeader) readGapCells(pendingHeader.cells, null, pendingHeader.where, fields, checkboxes, true);
  for (const box of checkboxes) (box.checked ? asserted : denied).push(box.label);
  for (const f of fields) {
    if (/signature|signed/i.test(f.label)) continue;
    if (NEGATIVE_VALUE.test(f.value) || /^no\b/i.test(f.value)) denied.push(f.label);
    else if (/^yes\b/i.test(f.value)) asserted.push(f.label);
    else {
      asserted.push(withoutNegations(f.value));
      // 'Mitigation Plan: Two western red cedar…' says the plan is there.
      if (f.value.trim()) filled.push(f.label);
    }
  }
  const permitType = findPermitType(fields, lines);
  // A cover letter states its facts in sentences: with no described-work field, its prose is the description.
  const described = fields.filter((f) => DESCRIPTION.test(f.label)).map((f) => f.value);
  const letter = described.length ? [] : prose.filter((p) => p.text.length > 40 || /[.!?]$/.test(p.text)).map((p) => p.text);
  const work = [...described, ...letter, context].filter(Boolean).join(' ');
  // 'the oath on page 3 has not yet been notarized': a letter's clause that says an item is still to come denies it.
  // (The letter's lines are read as its sentences: a clause wrapped over two lines is one clause.)
  const { stated, lacking } = lackingClauses(sentencesOf(letter.join(' ')).map((x) => x.text));
  denied.push(...lacking);
  // '… I have enclosed a certified check for the fee': each clause of a letter is an item it supplies.
  filled.push(...stated.map(withoutNegations));
  asserted.push(permitType, withoutNegations(context), ...stated.map(withoutNegations));
  // 'inside the Water Quality Resource Area' asserts what a code abbreviates 'WQRA'.
  asserted.push(acronymsOf(withoutNegations(asserted.join('\n'))).join(' '));
  return {
    permitType,
    work,
    fields,
    checkboxes,
    quantities: [...statedQuantities(fields, work), ...letterQuantities(letter), ...elapsed(fields)],
    dates: [...text.matchAll(DATE)].map((m) => m[0]),
    feePaid: feePaid(fields) ?? feeInProse(letter.join(' ')),
    signatures: signaturesOf(fields),
    assertedText: asserted.filter(Boolean).join('\n'),
    deniedText: denied.join('\n'),
    filledLabels: filled.join('\n'),
    text,
  };
}

/**
 * The cells of a line whose pieces stand apart: a table's header and rows (three or more cells, the header without
 * figures), or label–value pairs, a label followed by its boxes ('Permit type requested' | '[X] Emergency [ ] Non-WQRA').
 * Returns the table header still in force.
 */
function readGapCells(cells: string[], tableHeader: string[] | null, where: string, fields: FormField[], boxes: Checkbox[], asPairs = false): string[] | null {
  const plain = cells.every((c) => !BOX_TEST.test(c) && !FIELD.test(c));
  if (tableHeader && plain && cells.length === tableHeader.length) {
    cells.forEach((cell, i) => fields.push({ label: tableHeader[i], value: cell, where }));
    return tableHeader;
  }
  // A header names columns: no figures in it, and an odd number of cells or a unit or '#' column ('DBH (in)', 'Tree #').
  const headerLike = cells.every((c) => !/\d/.test(c)) && (cells.length % 2 === 1 || cells.some((c) => /#|\(.*\)/.test(c)));
  if (plain && cells.length >= 3 && headerLike && !asPairs) return cells;
  let label: string | null = null;
  for (const cell of cells) {
    if (BOX_TEST.test(cell)) {
      readBoxes(label ? `${label} ${cell}` : cell, boxes, where);
      label = null;
      continue;
    }
    const field = FIELD.exec(cell);
    if (field && field[2].trim()) {
      if (label) fields.push({ label, value: '', where });
      fields.push({ label: field[1].trim(), value: field[2].trim(), where });
      label = null;
    } else if (label) {
      fields.push({ label, value: cell, where });
      label = null;
    } else {
      label = cell.replace(/\s*:$/, '');
    }
  }
  // A label left without a value: a blank line on the form ('Signature' with nothing after it).
  if (label) fields.push({ label, value: '', where });
  return null;
}

/** The initials of each run of two to five capitalised words ('Water Quality Resource Area' → 'WQRA'). */
export function acronymsOf(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b[A-Z][a-z]+(?:\s+(?:of\s+|and\s+)?[A-Z][a-z]+){1,4}\b/g)) {
    const words = m[0].split(/\s+/).filter((w) => /^[A-Z]/.test(w));
    // Every run of three or more consecutive words within it ('Fictitious Creek Water Quality Resource Area').
    for (let i = 0; i < words.length; i++) for (let j = i + 2; j <= words.length; j++) out.add(words.slice(i, j).map((w) => w[0]).join(''));
  }
  return [...out].filter((a) => a.length >= 3);
}

const EVENT_DATE = /\b(?:cut|remov|fell|work|install|erect|occur|damage|start|began|storm|event|incident|bought|purchas|acquir)/i;
const FILING_DATE = /\b(?:applica|submi|fil(?:ed|ing)|report|today|this\s+form|signature|signed)/i;

/**
 * The time between the work and the application, when the form dates both ('Date tree was cut: March 2, 2026',
 * 'Date of this application: March 16, 2026' → 14 days), for a code's 'within seven (7) days of any cutting'.
 */
function elapsed(fields: FormField[]): StatedQuantity[] {
  const dated = fields
    .filter((f) => /date|when|\bon\b/i.test(f.label))
    .map((f) => ({ f, at: Date.parse((f.value.match(DATE) ?? [])[0] ?? '') }))
    .filter((d) => Number.isFinite(d.at));
  const event = dated.find((d) => EVENT_DATE.test(d.f.label) && !FILING_DATE.test(d.f.label));
  const filed = dated.find((d) => FILING_DATE.test(d.f.label) && d !== event);
  if (!event || !filed || filed.at <= event.at) return [];
  const days = Math.round((filed.at - event.at) / 86_400_000);
  return [{ value: days, dimension: 'time', unit: 'days', raw: `${days} days`, label: `time from "${event.f.label}" to "${filed.f.label}"`, aspect: 'duration', elapsed: true }];
}

/** The pages whose fillable-form fields follow their text. */
function fillablePages(text: string): Set<number> {
  const pages = new Set<number>();
  for (const m of text.matchAll(/^\[Form fields on page (\d+)\]$/gm)) pages.add(Number(m[1]));
  return pages;
}

/** Signature lines, once each: a printed label and the form field beside it are one line, signed if either is. */
function signaturesOf(fields: FormField[]): { label: string; signed: boolean }[] {
  const byLabel = new Map<string, { label: string; signed: boolean }>();
  const signing = fields.filter((x) => /signature/i.test(x.label));
  // A bare 'SIGNATURE' with nothing beside it, right over the signature line, heads the form's last part.
  const heading = (f: FormField, i: number) => /^signatures?$/i.test(f.label.trim()) && !f.value && i + 1 < signing.length && fields[fields.indexOf(f) + 1] === signing[i + 1];
  for (const f of signing.filter((x, i) => !heading(x, i))) {
    const key = f.label.toLowerCase();
    const signed = !BLANK_SIGNATURE.test(f.value);
    byLabel.set(key, { label: byLabel.get(key)?.label ?? f.label, signed: signed || (byLabel.get(key)?.signed ?? false) });
  }
  return [...byLabel.values()];
}

/** A fee the letter says is enclosed or paid ('I have enclosed a check for $50'). */
function feeInProse(prose: string): number | null {
  const m = /\b(?:enclos\w*|paid|pay(?:ing|ment)?|check|fee)\b[^.]{0,60}?(\$\s?[\d,]+(?:\.\d{2})?)|(\$\s?[\d,]+(?:\.\d{2})?)[^.]{0,40}?\b(?:enclosed|paid|fee|payment|check)\b/i.exec(prose);
  if (!m) return null;
  return Number((m[1] ?? m[2]).replace(/[$,\s]/g, ''));
}

/** Reads the boxes on a line ('[X] Roof sign [ ] Wall sign', 'In a flood area? Yes [ ] No [X]'); false when there are none. */
function readBoxes(line: string, out: Checkbox[], where?: string): boolean {
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
    if (question && chosen) out.push({ label: question, checked: /yes$/i.test(chosen.before), ...(where ? { where } : {}) });
    return true;
  }
  const question = parts[0].before.replace(/[:?]\s*$/, '').trim();
  for (const p of parts) {
    if (p.after) out.push({ label: question && parts.length === 1 ? `${question}: ${p.after}` : p.after, checked: p.checked, ...(where ? { where } : {}) });
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
  const top = lines.slice(0, 8).map((l) => l.trim()).filter(Boolean);
  // 'Outdoor Burning Request', 'Golf Cart Registration' title a form as 'Permit' and 'Application' do.
  const at = top.findIndex((l) => /\bpermit\b|\bapplication\b|\brequest\b|\bregistration\b/i.test(l) && !FIELD.test(l));
  // A title printed over two lines, 'Ancillary … Tasting License' over 'Application - for holders of …': the kind is above.
  const above = at > 0 && /^application\b/i.test(top[at]) && TITLE_KIND.test(top[at - 1]) && !FIELD.test(top[at - 1]) ? `${top[at - 1]} ` : '';
  const title = at >= 0 ? above + top[at] : undefined;
  // A letter names what it asks for in a sentence: '… the enclosed application for a retail package beer and wine license'.
  const asked = lines.map((l) => ASKED_FOR.exec(l)).find(Boolean) ?? ASKED_TO.exec(lines.join(' ')) ?? ASKED_PERMIT_TO.exec(lines.join(' '));
  if (title && !(asked && title.length > 80)) return title;
  if (!asked) return title ?? '';
  // 'application for licenses to sell beer (malt beverages) and wine by the glass': a bare 'licenses' says too little.
  const joined = lines.join(' ');
  const after = joined.indexOf(asked[0]);
  // ('a 2026 license to run a pedicab business': a year says nothing of the kind either.)
  const more = asked[1].trim().split(/\s+/).filter((w) => !/^\d+$/.test(w)).length === 1 && after >= 0 ? ASKED_MORE.exec(joined.slice(after + asked[0].length)) : null;
  return more ? `${asked[1]} ${more[1]}` : asked[1];
}

// What follows a bare 'licenses' or 'permit': ' to sell beer (malt beverages) and wine by the glass', up to a clause's end.
const ASKED_MORE = /^\s+((?:to|for)\s+(?:[\w'’()-]+\s+){0,12}?[\w'’()-]+)(?=\s*[.,;]|\s+(?:at|in|on|from)\s)/i;

// A line naming a kind of permission, as the first line of a title does.
const TITLE_KIND = /\b(?:permit|licen[cs]e|certificate|variance|registration)\s*$/i;

const ASKED_FOR = /\b(?:application|appl(?:y|ies|ying)|request(?:s|ing)?)\s+for\s+(?:an?\s+|the\s+)?((?:[\w'’-]+\s+){0,8}?(?:permit|licen[cs]e|certificate|variance|registration)s?)\b/i;

// '… We request approval to serve those beverages on a new outdoor patio of 600 square feet': what the letter asks to do.
const ASKED_TO =
  /\b(?:request(?:ing|s)?|ask(?:ing|s)?|seek(?:ing|s)?)\s+(?:your\s+|the\s+city'?s?\s+)?(?:approval|permission|authori[sz]ation)\s+to\s+((?:[\w'’-]+\s+){0,13}?[\w'’-]+)(?=\s+(?:of|from|at|with|during|in|for)\s+\d|\s*[.,;(]|$)/i;

// '… so I am asking for a permit to burn it instead': the permit and what it is to allow, when no form title names it.
const ASKED_PERMIT_TO =
  /\b(?:ask(?:ing|s)?\s+for|request(?:ing|s)?|seek(?:ing|s)?|apply(?:ing)?\s+for|need|would\s+like)\s+(?:an?|the|your)\s+((?:permit|licen[cs]e)\s+to\s+(?:[\w'’-]+\s+){0,8}?[\w'’-]+)(?=\s*[.,;(]|\s+(?:instead|on|at|from|during)\b|$)/i;

function statedQuantities(fields: FormField[], work: string): StatedQuantity[] {
  const out: StatedQuantity[] = [];
  for (const f of fields) {
    const cover = /insurance|bond|surety|coverage|liability/i.test(f.label);
    // A dated field is skipped below: the span it states ('Event dates: October 2 - October 13, 2026') is read here.
    const span = /date/i.test(f.label) ? dateSpan(f.value) : null;
    if (span) out.push({ ...span, label: f.label, aspect: 'duration' });
    // 'Event policy, … Insurance Co.: $300,000 per occurrence' states the cover's amount; a policy's number is no quantity.
    const coverAmount = cover || (/policy/i.test(f.label) && /\$\s?\d/.test(f.value));
    if (/date|phone|zip|parcel|lot number|address|\bfees?\b|paid|serial|decal|receipt|\bvin\b/i.test(f.label) || (/policy/i.test(f.label) && !coverAmount) || (/amount/i.test(f.label) && !cover) || DESCRIPTION.test(f.label)) continue;
    // 'Seats inside the restaurant: 48 seats (dining room)': a number of the thing the label names is a count too.
    const counted = /^\s*\d[\d,]*\s+([A-Za-z]+)/.exec(f.value);
    const isCount = COUNT_LABEL.test(f.label) || (counted !== null && overlap(keyTerms(counted[1]), keyTerms(f.label)) > 0);
    // 'Sign area (sq. ft.): 40' states the unit in the label: a bare number takes it.
    const labelUnit = /\(([^)]*)\)|\bin\s+(square\s+feet|feet|inches|acres|days)\b/i.exec(f.label);
    const bare = /^\s*(\d[\d,]*(?:\.\d+)?)\s*$/.exec(f.value);
    const value = bare && labelUnit && !isCount ? `${bare[1]} ${labelUnit[1] ?? labelUnit[2]}` : f.value;
    const area = dimensionsArea(value);
    if (area) out.push({ ...area, label: f.label, aspect: 'area' });
    const found = findQuantities(value, { bareCounts: isCount });
    for (const q of found) {
      if (area && q.dimension === 'length') continue;
      // Its own clause says what a figure measures when a value states several of a kind ('6 ft high …, 210 linear ft');
      // else the label and value together ('Height: 18 ft above the center line').
      const several = found.filter((x) => x.dimension === q.dimension).length > 1;
      const own = several ? aspectOf(q.dimension, clauseOf(value, q.index, q.end)) : 'other';
      out.push({ ...q, label: f.label, aspect: own !== 'other' ? own : aspectOf(q.dimension, `${f.label} ${f.value}`) });
    }
  }
  // Sizes and distances in the description count; its durations are usually promises ('removed within 15 days').
  for (const q of findQuantities(work).filter((x) => x.dimension === 'area' || x.dimension === 'length')) {
    const around = work.slice(Math.max(0, q.index - 40), q.end + 30);
    if (!out.some((o) => o.raw === q.raw)) out.push({ ...q, label: around, aspect: aspectOf(q.dimension, around) });
  }
  return out;
}

/** The clause of a value a figure stands in: from the comma or semicolon before it to the one after it. */
function clauseOf(value: string, start: number, end: number): string {
  const before = value.slice(0, start);
  const from = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':')) + 1;
  const after = value.slice(end).search(/[,;:]/);
  return value.slice(from, after < 0 ? value.length : end + after);
}

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const MONTH_RANGE = new RegExp(String.raw`\b(${MONTH})\s+(\d{1,2})(?:,?\s+(\d{4}))?\s*(?:-|–|—|to|through|thru|until)\s*(?:(${MONTH})\s+)?(\d{1,2}),?\s+(\d{4})\b`, 'i');
const NUMERIC_RANGE = /\b(\d{1,2}\/\d{1,2}\/\d{4})\s*(?:-|–|—|to|through|thru|until)\s*(\d{1,2}\/\d{1,2}\/\d{4})\b/i;

/**
 * How long a dated span lasts, counting both ends ('October 2 - October 13, 2026' → 12 days); a count of days the
 * applicant wrote beside it ('(12 consecutive days)') is what it says.
 */
function dateSpan(value: string): StatedQuantity | null {
  const stated = findQuantities(value).find((q) => q.dimension === 'time');
  if (stated) return { value: stated.value, dimension: stated.dimension, unit: stated.unit, raw: stated.raw, label: '', aspect: 'duration' };
  return dateRange(value);
}

/** The days a dated range spans, both ends counted ('October 9-11, 2026' → 3), or null. */
function dateRange(value: string): StatedQuantity | null {
  let from = NaN;
  let to = NaN;
  const named = MONTH_RANGE.exec(value);
  const numeric = NUMERIC_RANGE.exec(value);
  if (named) {
    const [, m1, d1, y1, m2, d2, y2] = named;
    from = Date.parse(`${m1} ${d1}, ${y1 ?? y2}`);
    to = Date.parse(`${m2 ?? m1} ${d2}, ${y2}`);
  } else if (numeric) {
    from = Date.parse(numeric[1]);
    to = Date.parse(numeric[2]);
  }
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return null;
  const days = Math.round((to - from) / 86_400_000) + 1;
  return { value: days, dimension: 'time', unit: 'days', raw: `${days} days`, label: '', aspect: 'duration' };
}

const COVER = /\b(?:insurance|insured|polic(?:y|ies)|bond|surety|coverage|liability)\b/i;
/** An age or a time gone by, after its figure ('41 years old', 'three years ago', 'five years of age'). */
const RECALLED = /^\s*(?:old|of\s+age|ago|earlier|before)\b/i;
// 'so that we can one day be laid to rest there': some day, not a day long.
const SOMEDAY = /\b(?:can|will|may|might|could|would|should|to|hope)\s+one\s+day$/i;
const PROMISE = /\b(?:within|after|before|prior|advance|notice|notify|ago|since|older|old|age|past|last)\b[^.;]{0,25}$/i;

/**
 * What a cover letter states in its sentences beyond sizes: the amount of a policy or bond it holds ('coverage … in
 * the amount of $10,000 per occurrence'), and how long what it asks for lasts ('will run for three days, October 9-11,
 * 2026'); a time the applicant promises or recalls ('within 24 hours', 'two years ago') is not one. Each keeps its
 * sentence as its label.
 */
function letterQuantities(letter: string[]): StatedQuantity[] {
  const out: StatedQuantity[] = [];
  for (const sentence of letter.join(' ').split(/(?<=[.!?])\s+(?=[A-Z])/)) {
    const spans = findQuantities(sentence).filter((q) => q.dimension === 'time' && !PROMISE.test(sentence.slice(0, q.index)) && !RECALLED.test(sentence.slice(q.end)) && !SOMEDAY.test(sentence.slice(0, q.end)));
    const span = spans[0] ?? (/\b(?:run|last|held|hold|event|festival)\b/i.test(sentence) ? dateRange(sentence) : null);
    if (span) out.push({ value: span.value, dimension: 'time', unit: 'days', raw: span.raw, label: sentence, aspect: 'duration', prose: true });
    if (!COVER.test(sentence)) continue;
    for (const q of findQuantities(sentence).filter((x) => x.dimension === 'money')) {
      out.push({ value: q.value, dimension: 'money', unit: '$', raw: q.raw, label: sentence, aspect: 'money', prose: true });
    }
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
  const fee = fields.find((f) => /\bfees?\b|amount paid|payment|enclosed/i.test(f.label) && /\d/.test(f.value));
  if (!fee) return null;
  const money = findQuantities(fee.value.startsWith('$') ? fee.value : `$${fee.value.replace(/^[^\d]*/, '')}`).find((q) => q.dimension === 'money');
  return money ? money.value : null;
}

// '… has not yet been notarized', '… is not enclosed', '… will follow (separately)' at a clause's end — not 'will follow
// our licensed hours'.
const LACKING = /\b(?:(?:has|have|is|are|was|were)\s+not\s+(?:yet\s+)?(?:been\s+)?(?:notarized|signed|attached|enclosed|included|provided|submitted|completed|obtained|received|issued|prepared|drawn)|(?:will|to)\s+follow(?:\s+(?:separately|later|shortly|soon|under\s+separate\s+cover))?\s*[.!]?\s*$)/i;

// '… and will bring in the doctor's certificate then', 'I will send the site plan later': what the applicant will supply
// is not supplied (the words after the verb).
const WILL_SUPPLY = /\b(?:will|plan\s+to|intend\s+to)\s+(?:bring|send|provide|submit|drop\s+off|mail|deliver|furnish|file)(?:\s+in)?\s+(.+?)(?:\s+(?:then|later|afterwards?|separately|(?:after|once|when|as\s+soon\s+as)\b.*))?\s*[.!]?\s*$/i;

/** A letter's sentences split into clauses: those saying an item is still to come (their words before the verb), the rest. */
function lackingClauses(letter: string[]): { stated: string[]; lacking: string[] } {
  const stated: string[] = [];
  const lacking: string[] = [];
  for (const sentence of letter) {
    for (const clause of sentence.split(/;|,\s*(?:but|and|although|though)\s+|\.\s+/i)) {
      const m = LACKING.exec(clause);
      const later = m ? null : WILL_SUPPLY.exec(clause);
      if (m) lacking.push(clause.slice(0, m.index).trim());
      else if (later) lacking.push(later[1].trim());
      else stated.push(clause);
    }
  }
  return { stated, lacking };
}

/** Drops what a phrase denies ('no flashing lights', 'non-illuminated', 'without a sign'), keeping what it asserts. */
export function withoutNegations(text: string): string {
  return text.replace(/\b(?:no|not|non|without|never)\b[\s-]+(?:\w+[\s-]+){0,2}\w+/gi, ' ');
}
