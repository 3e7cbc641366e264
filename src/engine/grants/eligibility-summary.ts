/*
 * The plain-language eligibility summary of a listing, written offline from its own fields: who may apply (the
 * applicant types in everyday words), for what (the kinds of assistance and the first sentence of the objective) and
 * how large the program is (the dollars it obligated). Nothing is added that the listing does not say.
 */
import type { GrantListing } from './listing';

/** The listing fields the summary reads. */
export type EligibilityFacts = Pick<GrantListing, 'title' | 'applicantTypes' | 'assistanceTypes' | 'objective' | 'obligations'> & {
  programNumber?: string | null;
};

const APPLICANT_WORDS: [RegExp, string][] = [
  [/^local\b/i, 'local governments (cities, counties, townships, special districts)'],
  [/city or township/i, 'cities and townships'],
  [/county government/i, 'counties'],
  [/special district/i, 'special districts'],
  [/independent school district/i, 'school districts'],
  [/^state \(/i, 'states (including the District of Columbia and public colleges and hospitals)'],
  [/^state$/i, 'states'],
  [/territories/i, 'U.S. territories'],
  [/^federally recognized [il]ndian tribal/i, 'federally recognized tribes'],
  [/tribal government \(other than/i, 'other tribal governments'],
  [/tribally designated/i, 'tribally designated organizations'],
  [/native american organizations/i, 'Native American organizations'],
  [/^public nonprofit/i, 'public nonprofits (including colleges and hospitals)'],
  [/^private nonprofit/i, 'private nonprofits (including colleges and hospitals)'],
  [/^quasi-public nonprofit/i, 'quasi-public nonprofits'],
  [/nonprofit with 501c3/i, 'nonprofits with 501(c)(3) status'],
  [/nonprofit without 501c3/i, 'nonprofits without 501(c)(3) status'],
  [/small business/i, 'small businesses (under 500 employees)'],
  [/profit organization|for-profit/i, 'for-profit businesses'],
  [/individual\/family/i, 'individuals and families'],
  [/anyone\/general public/i, 'anyone'],
  [/specialized group/i, 'specialized groups (e.g. health professionals, students, veterans)'],
  [/historically black|hispanic-serving|tribally controlled colleges|alaska native and native hawaiian serving/i, 'minority-serving colleges and universities'],
  [/^federal$/i, 'federal agencies'],
  [/^interstate$/i, 'interstate bodies'],
  [/^intrastate$/i, 'intrastate bodies'],
  [/^other public/i, 'other public institutions'],
  [/^other private/i, 'other private institutions'],
  [/^government - general$/i, 'governments in general'],
  [/^non-government - general$/i, 'non-government organizations'],
  [/^sponsored organization$/i, 'sponsored organizations'],
  [/^minority group$/i, 'minority groups'],
  [/^regional organization$/i, 'regional organizations'],
  [/non-domestic/i, 'entities outside the United States'],
  [/housing authority/i, 'public and Indian housing authorities'],
];

const MAX_LISTED = 6;

/** The applicant types in everyday words, deduplicated, in the listing's order. */
export function describeApplicants(applicantTypes: readonly string[]): string[] {
  const out: string[] = [];
  for (const type of applicantTypes) {
    if (/^other \(specify\)$/i.test(type)) continue;
    const words = APPLICANT_WORDS.find(([rule]) => rule.test(type.trim()))?.[1] ?? type.trim().replace(/\s*\(.*$/, '').toLowerCase();
    if (words && !out.includes(words)) out.push(words);
  }
  return out;
}

/** '$370 million', '$1.3 billion', '$850,000'. */
export function formatDollars(amount: number): string {
  const abs = Math.abs(amount);
  const sign = amount < 0 ? '-' : '';
  if (abs >= 1e9) return `${sign}$${trimZero((abs / 1e9).toFixed(1))} billion`;
  if (abs >= 1e6) return `${sign}$${trimZero((abs / 1e6).toFixed(1))} million`;
  return `${sign}$${Math.round(abs).toLocaleString('en-US')}`;
}

function trimZero(value: string): string {
  return value.replace(/\.0$/, '');
}

/** The first sentence of the objective, at most about 300 characters, cut on a word. */
export function leadSentence(objective: string | null, maxChars = 300): string | null {
  const text = (objective ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const match = /^(.+?[.!?])(?=\s+[A-Z(]|$)/.exec(text);
  let sentence = match ? match[1] : text;
  if (sentence.length > maxChars) sentence = `${sentence.slice(0, sentence.lastIndexOf(' ', maxChars)).replace(/[,;:]$/, '')}…`;
  return sentence;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The offline summary: three short lines (who may apply, for what, program size). */
export function summarizeGrantEligibility(facts: EligibilityFacts): string {
  const applicants = describeApplicants(facts.applicantTypes);
  const shown = applicants.slice(0, MAX_LISTED);
  const more = applicants.length - shown.length;
  const who = applicants.length
    ? `Who may apply: ${joinList(more > 0 ? [...shown, `${more} more kinds of applicant`] : shown)}.`
    : 'Who may apply: the listing does not name its applicant types; check the listing on SAM.gov.';
  const kinds = facts.assistanceTypes.map((t) => t.toLowerCase());
  const lead = leadSentence(facts.objective);
  const forWhat = [kinds.length ? `${capitalize(joinList(kinds))}.` : null, lead].filter(Boolean).join(' ');
  const what = `For what: ${forWhat || 'the listing gives no objective.'}`;
  return [who, what, sizeLine(facts.obligations)].join('\n');
}

function sizeLine(o: GrantListing['obligations']): string {
  const years = ([['FY 2025', o.fy2025], ['FY 2024', o.fy2024], ['FY 2023', o.fy2023]] as const).filter(([, v]) => v !== null && v > 0);
  if (years.length === 0) return 'Typical size: the listing reports no obligations.';
  const [latestYear, latest] = years[0];
  const earlier = years[1] ? ` (${years[1][0]}: ${formatDollars(years[1][1]!)})` : '';
  return `Typical size: ${formatDollars(latest!)} obligated in ${latestYear}${earlier}, across all of the program's awards.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Labels the card's text uses, so a summary can be written from the text alone. */
const LABELS = {
  title: /^(?:program|name|title)\s*:\s*(.+)$/im,
  applicants: /^(?:applicant types|eligibility|who may apply)\s*:\s*(.+)$/im,
  assistance: /^(?:assistance types|types of assistance)\s*:\s*(.+)$/im,
  objective: /^(?:objective|description)\s*:\s*([\s\S]+?)(?=^\w[\w ]*:\s|$(?![\s\S]))/im,
  obligations: /^obligations\s*:\s*(.+)$/im,
};

/** Reads the labelled text a client sends (`Applicant types: …`, `Objective: …`); unlabelled text is taken as the objective. */
export function factsFromText(text: string): EligibilityFacts {
  const pick = (rule: RegExp) => rule.exec(text)?.[1]?.trim() ?? null;
  const split = (value: string | null) => (value ? value.split(';').map((v) => v.trim()).filter(Boolean) : []);
  const labelled = Object.values(LABELS).some((rule) => rule.test(text));
  const obligations: GrantListing['obligations'] = { fy2023: null, fy2024: null, fy2025: null };
  for (const m of (pick(LABELS.obligations) ?? '').matchAll(/FY\s*(2023|2024|2025)\s*:?\s*\$?([\d,.]+)/gi)) {
    const amount = Number(m[2].replace(/,/g, ''));
    if (Number.isFinite(amount)) obligations[`fy${m[1]}` as keyof typeof obligations] = amount;
  }
  return {
    title: pick(LABELS.title) ?? '',
    applicantTypes: split(pick(LABELS.applicants)),
    assistanceTypes: split(pick(LABELS.assistance)),
    objective: labelled ? pick(LABELS.objective) : text.trim(),
    obligations,
  };
}
