import type { GrantImportReport, GrantObligations, GrantResult } from '@/contracts/grants';
import { formatDollars } from '../../../engine/grants/eligibility-summary';

/** 'FY 2024: $370 million · FY 2023: $360 million', newest first; null when no year is reported. */
export function describeObligations(o: GrantObligations): string | null {
  const years = (
    [
      ['FY 2025', o.fy2025],
      ['FY 2024', o.fy2024],
      ['FY 2023', o.fy2023],
    ] as const
  ).filter(([, v]) => v !== null && v > 0);
  return years.length ? years.map(([y, v]) => `${y}: ${formatDollars(v as number)}`).join(' · ') : null;
}

/** The applicant types without their long parentheticals ('Local (includes …' → 'Local'). */
export function shortApplicantTypes(grant: Pick<GrantResult, 'applicant_types'>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const type of grant.applicant_types) {
    const short = type.replace(/\s*\(.*$/, '').replace(/\blndian\b/g, 'Indian').trim();
    if (short && !seen.has(short)) {
      seen.add(short);
      out.push(short);
    }
  }
  return out;
}

/** One line saying what an import did: '2,506 rows: 2,506 added, 0 updated, 0 unchanged, 0 rejected'. */
export function describeImport(report: GrantImportReport): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `${n(report.rows)} rows: ${n(report.added)} added, ${n(report.updated)} updated, ${n(report.unchanged)} unchanged, ${n(report.rejected.length)} rejected`;
}
