/*
 * From CSV text to listings: the header is matched by name, each row becomes a listing or a rejection naming its
 * line and the reason. Problems with the file as a whole (bad quoting, unknown columns, no rows) throw, so that a
 * file is either read as a whole or refused.
 */
import { type ColumnMap, type ColumnTarget, isColumnMismatch, mapColumns } from './columns';
import { CsvSyntaxError, parseCsv } from './csv';
import { GrantFileError } from './grant-file';
import { emptyListing, type GrantField, type GrantListing, PROGRAM_NUMBER } from './listing';
import { parseObligationsText } from './obligations-text';

/** A row that was not imported: where it is and why. */
export type RejectedRow = { line: number; programNumber: string | null; reason: string };

/** What a file holds: its listings (with their lines), the rejected rows, and which fields its columns fill. */
export type ListingFile = {
  format: ColumnMap['format'];
  /** The listing fields this file has columns for; an update changes only these. */
  fields: GrantField[];
  ignoredColumns: string[];
  listings: { line: number; listing: GrantListing }[];
  rejected: RejectedRow[];
  /** Data rows in the file (listings + rejected). */
  rowCount: number;
};

/** The longest text a single cell may hold (the longest real objective is under 8,000 characters). */
export const MAX_CELL_CHARACTERS = 100_000;

const PLACEHOLDERS = new Set(['n/a', 'na', 'none', 'none.', '(none)', 'not applicable', 'not applicable.', '-', '--']);

/** Reads an Assistance Listings CSV; throws GrantFileError when the file as a whole cannot be imported. */
export function readListings(text: string): ListingFile {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new GrantFileError(error.message, { line: error.line });
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new GrantFileError('The file has no header row and no listings.');
  const mapped = mapColumns(header.cells);
  if (isColumnMismatch(mapped)) throw new GrantFileError(mapped.message, { found: mapped.found, missing: mapped.missing });
  const dataRows = rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (dataRows.length === 0) throw new GrantFileError('The file has a header row but no listings under it.');

  const fields = fieldsOf(mapped);
  const listings: ListingFile['listings'] = [];
  const rejected: RejectedRow[] = [];
  const firstLine = new Map<string, number>();
  for (const row of dataRows) {
    const result = readRow(row.cells, mapped, header.cells.length);
    if (typeof result === 'string') {
      rejected.push({ line: row.line, programNumber: programNumberOf(row.cells, mapped), reason: result });
      continue;
    }
    const earlier = firstLine.get(result.programNumber);
    if (earlier !== undefined) {
      rejected.push({ line: row.line, programNumber: result.programNumber, reason: `Program number ${result.programNumber} already appears on line ${earlier}.` });
      continue;
    }
    firstLine.set(result.programNumber, row.line);
    listings.push({ line: row.line, listing: result });
  }
  return { format: mapped.format, fields, ignoredColumns: mapped.ignored, listings, rejected, rowCount: dataRows.length };
}

function fieldsOf(mapped: ColumnMap): GrantField[] {
  const fields = new Set<GrantField>();
  for (const target of Object.keys(mapped.columns) as ColumnTarget[]) {
    if (target === 'obligations_text') {
      fields.add('obligations_fy2023').add('obligations_fy2024').add('obligations_fy2025_estimate_or_actual');
    } else {
      fields.add(target);
    }
  }
  return [...fields];
}

function programNumberOf(cells: string[], mapped: ColumnMap): string | null {
  const raw = cells[mapped.columns.program_number ?? -1]?.trim();
  return raw ? raw.slice(0, 40) : null;
}

/** One row as a listing, or the reason it is rejected. */
function readRow(cells: string[], mapped: ColumnMap, width: number): GrantListing | string {
  if (cells.length !== width) return `The row has ${cells.length} cells but the header has ${width} columns.`;
  const long = cells.findIndex((c) => c.length > MAX_CELL_CHARACTERS);
  if (long >= 0) return `Column ${long + 1} holds more than ${MAX_CELL_CHARACTERS.toLocaleString('en-US')} characters.`;
  const cell = (target: ColumnTarget): string => {
    const index = mapped.columns[target];
    return index === undefined ? '' : cells[index].trim();
  };
  const number = cell('program_number');
  if (!number) return 'The program number is empty.';
  if (!PROGRAM_NUMBER.test(number)) {
    return `"${number.slice(0, 40)}" is not an Assistance Listing number (two digits, a dot and three digits, e.g. 10.001).`;
  }
  const title = cell('program_title');
  if (!title) return 'The program title is empty.';

  const listing = emptyListing(number, title);
  listing.popularName = text(cell('popular_name'));
  listing.agency = text(cell('agency'));
  listing.subAgency = text(cell('sub_agency'));
  listing.objective = text(cell('objective'));
  listing.applicantTypes = list(cell('applicant_types'));
  listing.beneficiaryTypes = list(cell('beneficiary_types'));
  listing.assistanceTypes = list(cell('assistance_types'));
  listing.categories = list(cell('categories'));
  listing.authorizations = list(cell('authorizations'));
  listing.rulesRegulations = text(cell('rules_regulations'));
  if (mapped.columns.obligations_text !== undefined) listing.obligations = parseObligationsText(cell('obligations_text'));
  for (const [field, key] of [['obligations_fy2023', 'fy2023'], ['obligations_fy2024', 'fy2024'], ['obligations_fy2025_estimate_or_actual', 'fy2025']] as const) {
    const raw = cell(field);
    if (mapped.columns[field] === undefined) continue;
    const amount = money(raw);
    if (amount === undefined) return `${field} "${raw.slice(0, 40)}" is not a dollar amount.`;
    listing.obligations[key] = amount;
  }
  const year = cell('fiscal_year');
  if (year) {
    if (!/^\d{4}$/.test(year) || Number(year) < 1960 || Number(year) > 2100) return `fiscal_year "${year.slice(0, 20)}" is not a year.`;
    listing.fiscalYear = Number(year);
  }
  for (const [field, key] of [['sam_url', 'samUrl'], ['grants_url', 'grantsUrl']] as const) {
    const raw = cell(field);
    if (!raw) continue;
    if (!isWebAddress(raw)) return `${field} "${raw.slice(0, 60)}" is not a web address (http:// or https://).`;
    listing[key] = raw;
  }
  return listing;
}

function text(value: string): string | null {
  const v = value.replace(/\r\n?/g, '\n').trim();
  return v && !PLACEHOLDERS.has(v.toLowerCase()) ? v : null;
}

function list(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of value.split(';')) {
    const v = part.replace(/\s+/g, ' ').trim();
    if (!v || PLACEHOLDERS.has(v.toLowerCase()) || seen.has(v)) continue;
    seen.add(v);
    out.push(v);
  }
  return out;
}

/** '$1,234.50' or '374474444.0' → a number; '' → null; anything else → undefined. */
function money(value: string): number | null | undefined {
  if (!value) return null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) && Math.abs(n) < 1e15 ? n : undefined;
}

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
