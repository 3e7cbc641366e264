/*
 * Header matching: columns are found by name, never by position. A file may use Ordo's own column names (those of
 * the federal program inventory CSV) or the names of SAM.gov's Assistance Listings export, where SAM.gov numbers its
 * sections ("Objectives (050)") and writes obligations as one prose column.
 */
import { GRANT_FIELDS, type GrantField, REQUIRED_GRANT_FIELDS } from './listing';

/** A source column: a listing field, or SAM.gov's prose obligations column (parsed into the fiscal-year amounts). */
export type ColumnTarget = GrantField | 'obligations_text';

/** Where each field is in the file, which header names were not used, and which naming the file follows. */
export type ColumnMap = {
  columns: Partial<Record<ColumnTarget, number>>;
  ignored: string[];
  format: 'ordo' | 'sam_gov';
};

/** SAM.gov's (and the older CFDA export's) column names, normalised, for each target. */
const SAM_GOV_NAMES: Record<string, ColumnTarget> = {
  'program number': 'program_number',
  'assistance listing number': 'program_number',
  'assistance listings number': 'program_number',
  'cfda number': 'program_number',
  'program title': 'program_title',
  'assistance listing title': 'program_title',
  title: 'program_title',
  'popular name': 'popular_name',
  'federal agency': 'agency',
  agency: 'agency',
  department: 'agency',
  'sub agency': 'sub_agency',
  subagency: 'sub_agency',
  'sub tier': 'sub_agency',
  objectives: 'objective',
  objective: 'objective',
  'types of assistance': 'assistance_types',
  'type of assistance': 'assistance_types',
  'assistance types': 'assistance_types',
  'applicant eligibility': 'applicant_types',
  'applicant types': 'applicant_types',
  'beneficiary eligibility': 'beneficiary_types',
  'beneficiary types': 'beneficiary_types',
  categories: 'categories',
  'functional categories': 'categories',
  authorization: 'authorizations',
  authorizations: 'authorizations',
  'regulations guidelines and literature': 'rules_regulations',
  'rules and regulations': 'rules_regulations',
  obligations: 'obligations_text',
  'fiscal year': 'fiscal_year',
  url: 'sam_url',
  'sam url': 'sam_url',
  'sam gov url': 'sam_url',
  'grants gov url': 'grants_url',
  'grants url': 'grants_url',
};

/** 'Objectives (050)' → 'objectives'; 'Sub-Agency' → 'sub agency'; 'program_number' stays 'program_number'. */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\ufeff/, '')
    .replace(/\(\s*\d{3}\s*\)\s*$/, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, ' ')
    .trim();
}

/** The problem with a header row whose columns match neither naming. */
export type ColumnMismatch = { found: string[]; missing: GrantField[]; message: string };

/** Maps a header row to fields; returns a ColumnMismatch when a required column is missing under either naming. */
export function mapColumns(headers: readonly string[]): ColumnMap | ColumnMismatch {
  const columns: Partial<Record<ColumnTarget, number>> = {};
  const ignored: string[] = [];
  let usedSamNames = false;
  headers.forEach((raw, index) => {
    const name = normalizeHeader(raw);
    const own = (GRANT_FIELDS as readonly string[]).includes(name.replace(/ /g, '_')) ? (name.replace(/ /g, '_') as GrantField) : null;
    const target = own ?? SAM_GOV_NAMES[name] ?? null;
    if (!target || columns[target] !== undefined) {
      if (raw.trim()) ignored.push(raw.trim());
      return;
    }
    if (!own) usedSamNames = true;
    columns[target] = index;
  });
  const missing = REQUIRED_GRANT_FIELDS.filter((f) => columns[f] === undefined);
  if (missing.length === 0) return { columns, ignored, format: usedSamNames ? 'sam_gov' : 'ordo' };
  const found = headers.map((h) => h.trim()).filter(Boolean);
  return { found, missing, message: mismatchMessage(found, missing) };
}

const SAM_LABEL: Partial<Record<GrantField, string>> = { program_number: 'Program Number', program_title: 'Program Title' };

function mismatchMessage(found: string[], missing: GrantField[]): string {
  const shown = found.length > 12 ? [...found.slice(0, 12), `… ${found.length - 12} more`] : found;
  const needs = missing.map((f) => `${f} (or "${SAM_LABEL[f] ?? f}")`).join(' and ');
  const separator = found.length === 1 && /[;\t|]/.test(found[0]) ? ' The columns seem to be separated by something other than commas; save the file as comma-separated CSV.' : '';
  const list = shown.length ? shown.map((h) => `"${h}"`).join(', ') : 'none';
  return `The file's columns do not match the Assistance Listings format. Found: ${list}. It needs ${needs}; ` +
    `the other columns (objective, applicant_types, assistance_types, …) are optional.${separator}`;
}

/** Whether a mapping attempt failed. */
export function isColumnMismatch(value: ColumnMap | ColumnMismatch): value is ColumnMismatch {
  return 'missing' in value;
}
