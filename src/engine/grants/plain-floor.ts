/*
 * The plain-BM25 floor under the ranking's recall: for a query the ranking judges answerable (it returned at least
 * one listing), plain BM25's best listings keep a place among the first ten, and a list shorter than asked for is
 * filled from plain BM25's ranking. A query the ranking finds nothing for stays empty: plain BM25 finds something
 * for almost any query ('taylor swift' → the Swift Current program), so it cannot say that a query is answerable.
 */
import type { GrantHit } from './rank-grants';
import type { GrantIndex } from './grant-index';

/**
 * The floor's extent: plain BM25's best `guaranteed` listings are placed within the first `window` results, and a
 * short list is filled only with plain BM25 listings scoring at least `fillRatio` of its best (below that they are
 * mostly one-word coincidences; dev and holdout lose nothing up to 0.5, measured in decision record 006).
 */
export const PLAIN_FLOOR = { window: 10, guaranteed: 2, fillRatio: 0.4 } as const;

/** How many of plain BM25's best listings are guaranteed a place when `limit` results are shown. */
export function guaranteedPlaces(limit: number): number {
  const window = Math.min(limit, PLAIN_FLOOR.window);
  return Math.min(PLAIN_FLOOR.guaranteed, Math.floor(window / 5));
}

/**
 * The ranking's hits with plain BM25's floor under them (at most `limit`, scores still descending): plain BM25's best
 * listings not among the first results take the last places of the first ten, and a short list is filled with plain
 * BM25's next listings that score at least `fillRatio` of its best. Listings plain BM25 adds carry `viaFloor`. An
 * empty ranking stays empty.
 */
export function withPlainFloor(
  index: GrantIndex,
  query: string,
  hits: readonly GrantHit[],
  options: { limit: number; allowed?: ReadonlySet<number> | null; fillRatio?: number },
): GrantHit[] {
  if (hits.length === 0) return [];
  const { limit } = options;
  const plain = index.plain.search(query, { limit: limit + PLAIN_FLOOR.guaranteed, allowed: options.allowed });
  const window = Math.min(limit, PLAIN_FLOOR.window);
  const shown = new Set(hits.slice(0, window).map((h) => h.doc));
  const missing = plain.slice(0, guaranteedPlaces(limit)).filter((p) => !shown.has(p.doc));
  // A guaranteed listing the ranking placed below the first ten moves up; the rest keep their order and scores.
  const moved = new Set(missing.map((p) => p.doc));
  const rest = hits.filter((h) => !moved.has(h.doc));
  const order: (GrantHit | (typeof plain)[number])[] = [...rest.slice(0, window - missing.length), ...missing, ...rest.slice(window - missing.length)];
  const placed = new Set(order.map((h) => h.doc));
  const least = (options.fillRatio ?? PLAIN_FLOOR.fillRatio) * (plain[0]?.score ?? 0);
  for (const p of plain) if (order.length < limit && !placed.has(p.doc) && p.score >= least) order.push(p);
  return withDescendingScores(index, order.slice(0, limit), new Set(rest.map((h) => h.doc)));
}

/** Ranking hits keep their scores; plain BM25's listings get scores between their neighbours'. */
function withDescendingScores(index: GrantIndex, order: readonly { doc: number; score: number; matchedTerms: string[] }[], ranked: ReadonlySet<number>): GrantHit[] {
  const out: GrantHit[] = [];
  order.forEach((h, i) => {
    if (ranked.has(h.doc)) {
      out.push(h as GrantHit);
      return;
    }
    const previous = out[out.length - 1]?.score ?? 1;
    const next = order.slice(i + 1).find((o) => ranked.has(o.doc))?.score;
    out.push({
      doc: h.doc,
      programNumber: index.docs[h.doc].listing.programNumber,
      score: next === undefined ? previous * 0.9 : (previous + next) / 2,
      coverage: 0,
      strength: 0,
      matchedTerms: h.matchedTerms,
      viaFloor: true,
    });
  });
  return out;
}
