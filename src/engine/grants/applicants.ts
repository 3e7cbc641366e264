/*
 * Who may apply, in the words a grants officer filters by. The listings name 44 applicant types ("Local (includes
 * State-designated Indian Tribes, …", "City or Township Government", "Nonprofit with 501C3 IRS Status …"); each
 * filter group matches the types that admit that kind of applicant. "Local" admits cities, counties, townships,
 * special districts and school districts alike, so it counts for each of them.
 */

import { GrantApplicantGroup, GrantAssistanceGroup } from '../../contracts/grants';

/** The applicant groups a search can be filtered by (the API's `applicant_type` values). */
export const APPLICANT_GROUPS = GrantApplicantGroup.options;
export type ApplicantGroup = GrantApplicantGroup;

type GroupRule = { label: string; types: RegExp; cues: string[] };

const LOCAL = /^local\b|^government - general$/i;

/** Each group's label, the applicant types that admit it, and the query words (stems) that ask for it. */
export const APPLICANT_GROUP_RULES: Record<ApplicantGroup, GroupRule> = {
  city_township: { label: 'City or township', types: /city or township|^local\b|^government - general$/i, cues: ['citi', 'town', 'township', 'municip', 'villag', 'borough'] },
  county: { label: 'County', types: /county government|^local\b|^government - general$/i, cues: ['counti', 'parish'] },
  special_district: { label: 'Special district', types: /special district|^local\b|^government - general$/i, cues: [] },
  school_district: { label: 'School district', types: /independent school district|^local\b/i, cues: [] },
  tribe: { label: 'Tribe', types: /[il]ndian|tribal|tribally|native american|alaska native/i, cues: ['tribe', 'tribal', 'indian'] },
  nonprofit: { label: 'Nonprofit', types: /nonprofit/i, cues: ['nonprofit', '501c3', 'charit'] },
  state: { label: 'State', types: /^state\b|territor/i, cues: [] },
  higher_education: { label: 'College or university', types: /higher education|college|universit|hbcu|serving institution/i, cues: ['colleg', 'univers'] },
  business: { label: 'Business', types: /profit organization|small business|for-profit/i, cues: [] },
  individual: { label: 'Individual or family', types: /individual\/family|anyone\/general public/i, cues: [] },
};

/** Whether a listing's applicant types admit the group. */
export function admitsGroup(applicantTypes: readonly string[], group: ApplicantGroup): boolean {
  const rule = APPLICANT_GROUP_RULES[group].types;
  return applicantTypes.some((t) => rule.test(t));
}

/** The groups a listing's applicant types admit. */
export function applicantGroupsOf(applicantTypes: readonly string[]): ApplicantGroup[] {
  return APPLICANT_GROUPS.filter((g) => admitsGroup(applicantTypes, g));
}

/** Whether a local government (city, township, county, special district) may apply. */
export function admitsLocalGovernment(applicantTypes: readonly string[]): boolean {
  return applicantTypes.some((t) => LOCAL.test(t) || /city or township|county government|special district/i.test(t));
}

/**
 * The group a query word (a stem) asks for when it plainly names a kind of applicant ('tribal' → tribe, 'town' →
 * city or township). Words that are as often the topic as the applicant ('state', 'business', 'residents') are not cues.
 */
export function groupForCue(term: string): ApplicantGroup | null {
  return APPLICANT_GROUPS.find((group) => APPLICANT_GROUP_RULES[group].cues.includes(term)) ?? null;
}

/** Whether a group is a kind of local government (the prior favours these unless the query asks for another). */
export function isLocalGroup(group: ApplicantGroup): boolean {
  return group === 'city_township' || group === 'county' || group === 'special_district' || group === 'school_district';
}

/** The assistance-type groups a search can be filtered by (the API's `assistance_type` values). */
export const ASSISTANCE_GROUPS = GrantAssistanceGroup.options;
export type AssistanceGroup = GrantAssistanceGroup;

const ASSISTANCE_RULES: Record<Exclude<AssistanceGroup, 'other'>, { label: string; types: RegExp }> = {
  project_grants: { label: 'Project grants', types: /project grant|cooperative agreement/i },
  formula_grants: { label: 'Formula grants', types: /formula grant|block grant/i },
  loans: { label: 'Loans and loan guarantees', types: /loan/i },
  direct_payments: { label: 'Direct payments', types: /direct payment/i },
  insurance: { label: 'Insurance', types: /insurance/i },
};

/** A label for each assistance group. */
export const ASSISTANCE_GROUP_LABELS: Record<AssistanceGroup, string> = {
  ...Object.fromEntries(Object.entries(ASSISTANCE_RULES).map(([k, v]) => [k, v.label])),
  other: 'Other (services, training, property)',
} as Record<AssistanceGroup, string>;

/** Whether a listing offers assistance of the group ('other': a type none of the named groups covers). */
export function offersAssistance(assistanceTypes: readonly string[], group: AssistanceGroup): boolean {
  if (group !== 'other') return assistanceTypes.some((t) => ASSISTANCE_RULES[group].types.test(t));
  return assistanceTypes.some((t) => !Object.values(ASSISTANCE_RULES).some((r) => r.types.test(t)));
}
