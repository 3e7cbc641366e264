/*
 * SAM.gov writes a listing's obligations as prose, one group per type of assistance:
 * "(Project Grants) FY 23 $360,000,000.00; FY 24 est $370,000,000.00; FY 25 est Estimate Not Available".
 */
import type { GrantObligations } from './listing';

const AMOUNT = /FY\s*'?(\d{2}|\d{4})\b\s*(?:\(?\s*(?:est\.?|estimate|actual)\s*\)?)?\s*:?\s*\$\s*([\d,]+(?:\.\d+)?)/gi;

/** The fiscal-year 2023–2025 amounts in SAM.gov's obligations prose, summed over its assistance types. */
export function parseObligationsText(text: string): GrantObligations {
  const out: GrantObligations = { fy2023: null, fy2024: null, fy2025: null };
  for (const m of text.matchAll(AMOUNT)) {
    const year = m[1].length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
    const key = year === 2023 ? 'fy2023' : year === 2024 ? 'fy2024' : year === 2025 ? 'fy2025' : null;
    if (!key) continue;
    const amount = Number(m[2].replace(/,/g, ''));
    if (Number.isFinite(amount)) out[key] = (out[key] ?? 0) + amount;
  }
  return out;
}
