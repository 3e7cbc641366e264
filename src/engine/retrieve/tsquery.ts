/*
 * The candidate query for PostgreSQL full-text search. Only two shapes of operand are ever written: a bare word of
 * [a-z0-9] and a single-quoted section number of [0-9a-z.-], joined with ' | '. Neither can carry a tsquery operator
 * (& | ! ( ) : * < > or a quote), so `to_tsquery('english', plan.tsquery)` cannot fail to parse, whatever was asked.
 */

/** The most operands a tsquery gets: enough for any real question, bounded for hostile 100,000-character input. */
export const MAX_TSQUERY_TERMS = 64;

const WORD = /^[a-z0-9]+$/;
const SECTION = /^\d+[a-z]?(?:[-.]\d+[a-z]?)+$/;

/** Joins the surface words of weighted terms (best first) into an OR tsquery; '' when no operand survives. */
export function buildTsquery(terms: readonly { surface: readonly string[]; source?: string }[], stopwords: ReadonlySet<string>): string {
  const operands: string[] = [];
  const seen = new Set<string>();
  for (const t of terms) {
    for (const s of t.surface) {
      const operand = SECTION.test(s) ? `'${s}'` : WORD.test(s) && !stopwords.has(s) ? s : null;
      if (!operand || seen.has(operand)) continue;
      seen.add(operand);
      operands.push(operand);
      if (operands.length === MAX_TSQUERY_TERMS) return operands.join(' | ');
    }
  }
  return operands.join(' | ');
}
