/*
 * The federal Assistance Listing as the engine sees it: one program, its descriptive text, who may apply, the money
 * it obligated, and where it is published. The CSV importer produces these; the search index and the eligibility
 * summary read them.
 */

/** Dollars obligated by the program in each fiscal year the listings report (null when not reported). */
export type GrantObligations = { fy2023: number | null; fy2024: number | null; fy2025: number | null };

/** One Assistance Listing (formerly CFDA program). Multi-valued fields are arrays, in the order the file gave them. */
export type GrantListing = {
  /** Assistance Listing number, e.g. '97.044'. */
  programNumber: string;
  title: string;
  popularName: string | null;
  agency: string | null;
  subAgency: string | null;
  objective: string | null;
  applicantTypes: string[];
  beneficiaryTypes: string[];
  assistanceTypes: string[];
  categories: string[];
  authorizations: string[];
  rulesRegulations: string | null;
  obligations: GrantObligations;
  fiscalYear: number | null;
  samUrl: string | null;
  grantsUrl: string | null;
};

/** The listing fields a CSV column can fill, by their canonical (Ordo CSV) column names. */
export const GRANT_FIELDS = [
  'program_number',
  'program_title',
  'popular_name',
  'agency',
  'sub_agency',
  'objective',
  'applicant_types',
  'beneficiary_types',
  'assistance_types',
  'categories',
  'authorizations',
  'rules_regulations',
  'obligations_fy2023',
  'obligations_fy2024',
  'obligations_fy2025_estimate_or_actual',
  'fiscal_year',
  'sam_url',
  'grants_url',
] as const;
export type GrantField = (typeof GRANT_FIELDS)[number];

/** The columns every import file must have (under their own or SAM.gov's names). */
export const REQUIRED_GRANT_FIELDS: readonly GrantField[] = ['program_number', 'program_title'];

/** An empty listing for a program number: what a file that lacks a column leaves in it. */
export function emptyListing(programNumber: string, title: string): GrantListing {
  return {
    programNumber,
    title,
    popularName: null,
    agency: null,
    subAgency: null,
    objective: null,
    applicantTypes: [],
    beneficiaryTypes: [],
    assistanceTypes: [],
    categories: [],
    authorizations: [],
    rulesRegulations: null,
    obligations: { fy2023: null, fy2024: null, fy2025: null },
    fiscalYear: null,
    samUrl: null,
    grantsUrl: null,
  };
}

/** The Assistance Listing number format: two digits, a dot, three digits ('10.001'). */
export const PROGRAM_NUMBER = /^\d{2}\.\d{3}$/;
