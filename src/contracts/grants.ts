import { z } from 'zod';

/*
 * Grant Finder's API (spec chat-app §2, §3 Grant, §7, §8): search over the federal Assistance Listings, the
 * listings import, and the eligibility summary. The server parses requests with these schemas; the web app uses
 * the response types.
 */

/** The messages the spec names (§8), and the ones Ordo adds where the spec is silent. */
export const GRANT_MESSAGES = {
  searchFailed: 'Something went wrong while searching.',
  uploadFailed: 'Upload failed.',
  noResults: 'No grants found for the query',
  forbidden: 'Grant Finder is only available to users with grant access.',
  uploadForbidden: 'Only super admins may import grant listings.',
  queryRequired: 'Type what you are looking for, e.g. "fire truck" or "lead pipes".',
  fileRequired: 'Choose a .csv file of Assistance Listings to upload.',
} as const;

/** Kinds of applicant a search can be limited to; a listing open to "Local" governments counts for each local kind. */
export const GrantApplicantGroup = z.enum([
  'city_township',
  'county',
  'special_district',
  'school_district',
  'tribe',
  'nonprofit',
  'state',
  'higher_education',
  'business',
  'individual',
]);
export type GrantApplicantGroup = z.infer<typeof GrantApplicantGroup>;

/** Kinds of assistance a search can be limited to. */
export const GrantAssistanceGroup = z.enum(['project_grants', 'formula_grants', 'loans', 'direct_payments', 'insurance', 'other']);
export type GrantAssistanceGroup = z.infer<typeof GrantAssistanceGroup>;

export const MAX_GRANT_QUERY_CHARACTERS = 500;
export const MAX_GRANT_RESULTS = 50;
export const DEFAULT_GRANT_RESULTS = 20;

/** A filter given once, repeated (`?applicant_type=a&applicant_type=b`) or comma-separated. */
function listOf<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)))
    .pipe(z.array(item).max(20));
}

/** `GET /grants.json?query=…&applicant_type=…&assistance_type=…&agency=…&limit=…` */
export const GrantSearchQuery = z.object({
  query: z
    .string({ error: GRANT_MESSAGES.queryRequired })
    .trim()
    .min(1, GRANT_MESSAGES.queryRequired)
    .max(MAX_GRANT_QUERY_CHARACTERS, `A search can be at most ${MAX_GRANT_QUERY_CHARACTERS} characters.`),
  applicant_type: listOf(GrantApplicantGroup),
  assistance_type: listOf(GrantAssistanceGroup),
  agency: listOf(z.string().min(1).max(200)),
  limit: z.coerce.number().int().min(1).max(MAX_GRANT_RESULTS).default(DEFAULT_GRANT_RESULTS),
});
export type GrantSearchQuery = z.infer<typeof GrantSearchQuery>;

/** A run of text, marked when it is a word the query matched. */
export type GrantHighlightSegment = { text: string; match: boolean };

/** Why a grant matched: the title, popular name or passage of the objective with the matched words marked. */
export type GrantHighlight = { field: 'program_title' | 'popular_name' | 'objective'; segments: GrantHighlightSegment[] };

/** Dollars the program obligated per fiscal year (FY 2025 is an estimate or actual), null when not reported. */
export type GrantObligations = { fy2023: number | null; fy2024: number | null; fy2025: number | null };

/** One search result: the spec's Grant fields (§3) and what the cards show besides. */
export type GrantResult = {
  id: number;
  /** The program title. */
  name: string;
  program_number: string;
  /** The listing on SAM.gov. */
  url: string | null;
  /** The applicant types, joined with "; ". */
  eligibility: string;
  /** The program objective. */
  description: string;
  popular_name: string | null;
  agency: string | null;
  sub_agency: string | null;
  applicant_types: string[];
  assistance_types: string[];
  categories: string[];
  obligations: GrantObligations;
  grants_url: string | null;
  /** Whether a city, county, township or special district may apply. */
  local_government_eligible: boolean;
  score: number;
  highlights: GrantHighlight[];
};

/** `GET /grants/filters.json`: how many listings there are and the filter choices. */
export type GrantFilterOptions = {
  total: number;
  /** True while the first-start load of the listings is still running. */
  loading: boolean;
  applicant_types: { value: GrantApplicantGroup; label: string }[];
  assistance_types: { value: GrantAssistanceGroup; label: string }[];
  agencies: { name: string; count: number }[];
};

/** A row the import did not take: its line in the file, its program number when it had one, and why. */
export type GrantImportRejection = { line: number; program_number: string | null; reason: string };

/** What an import did; the uploader sees it when the job finishes. */
export type GrantImportReport = {
  file_name: string;
  format: 'ordo' | 'sam_gov';
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  rejected: GrantImportRejection[];
  ignored_columns: string[];
};

/** `POST /grants` answers 202 with the import job; progress follows on JobProgressChannel. */
export type GrantImportStarted = { job_id: string; file_name: string; rows: number };

/** `GET /grants/imports/{job_id}.json`: the import job's state and, once it has finished, its report. */
export type GrantImportStatus = {
  job_id: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  progress: number;
  message: string | null;
  error: string | null;
  report: GrantImportReport | null;
};

/** `POST /api/v1/completions/summarize_grant_eligibility`: the card's text; the program number lets the server use the stored listing. */
export const SummarizeGrantEligibilityBody = z.object({
  grant_eligibility_summary: z.object({
    text: z.string().trim().min(1, 'There is no text to work with.'),
    program_number: z.string().trim().max(20).optional(),
  }),
});
export type SummarizeGrantEligibilityBody = z.infer<typeof SummarizeGrantEligibilityBody>;
