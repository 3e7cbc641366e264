/*
 * The BM25 floor (ADR 020): plain BM25 over whole sections — the question's own words, nothing learned or hand-set —
 * keeps a place in the ranking, so that a code whose wording the plan's vocabulary, field weights and expansions
 * misread still shows the sections plain word matching finds. The sections plain BM25 ranks best are guaranteed a
 * place near the top: BM25's first section among the first three, its second among the first five (by default).
 */
import type { PlainSectionHit } from './lexical-index';
import type { IndexRow, RankedRow } from './search';

/** Each guarantee [r, p]: plain BM25's r-th section is placed no lower than p-th among the ranking's sections. */
export type FloorOptions = { mode?: 'guarantee' | 'blend'; blend?: number; guarantees?: readonly (readonly [number, number])[]; depth?: number };

export const DEFAULT_FLOOR_OPTIONS: Required<FloorOptions> = {
  mode: 'blend',
  blend: 0.2,
  guarantees: [
    [1, 3],
    [2, 5],
  ],
  depth: 10,
};

/** The unit a row belongs to, as the lexical index keys sections: its document and section, or the chunk alone. */
export function sectionUnitOf(row: Pick<IndexRow, 'id' | 'documentId' | 'sectionNumber'>): string {
  return row.sectionNumber ? `${row.documentId}\u0000${row.sectionNumber}` : `\u0001${row.id}`;
}

/**
 * Places plain BM25's best sections within the guaranteed positions among the ranking's sections. A section already
 * high enough stays; one lower down moves up with its chunks; one the ranking lacks enters with its best chunk
 * (from `extra`). Sections the question names stay first; everything else keeps its order and its own score.
 */
export function fuseWithFloor<R extends IndexRow>(ranked: readonly RankedRow<R>[], plain: readonly PlainSectionHit[], extra: readonly RankedRow<R>[], options: FloorOptions = {}): RankedRow<R>[] {
  const o = { ...DEFAULT_FLOOR_OPTIONS, ...options };
  if (o.mode === 'blend') return blendWithFloor(ranked, plain, extra, o.blend);
  let out = [...ranked];
  const extraByUnit = new Map(extra.map((r) => [sectionUnitOf(r.row), r]));
  const sectionsOf = (rows: readonly RankedRow<R>[]) => [...new Set(rows.map((r) => sectionUnitOf(r.row)))];
  const named = sectionsOf(out.filter((r) => r.sectionMatch)).length;
  for (const [rank, position] of o.guarantees) {
    const unit = plain[rank - 1]?.section;
    if (!unit) continue;
    const order = sectionsOf(out);
    const at = named + position - 1;
    const index = order.indexOf(unit);
    if (index >= 0 && index <= at) continue;
    const moving = index >= 0 ? out.filter((r) => sectionUnitOf(r.row) === unit) : extraByUnit.has(unit) ? [extraByUnit.get(unit)!] : [];
    if (!moving.length) continue;
    out = out.filter((r) => sectionUnitOf(r.row) !== unit);
    // Before the first chunk of the section now at the guaranteed position (or at the end).
    const before = order.filter((u) => u !== unit)[at];
    const where = before === undefined ? out.length : out.findIndex((r) => sectionUnitOf(r.row) === before);
    out.splice(where, 0, ...moving);
  }
  return out;
}

/**
 * Each section's place by its best chunk's score as a share of the best score, plus `weight` × its plain BM25 score as a
 * share of plain BM25's best. The sections' first chunks take the first-chunk places in that order; a section's later
 * chunks keep their places, after its first.
 */
function blendWithFloor<R extends IndexRow>(ranked: readonly RankedRow<R>[], plain: readonly PlainSectionHit[], extra: readonly RankedRow<R>[], weight: number): RankedRow<R>[] {
  const bm25 = new Map(plain.map((p) => [p.section, p.score]));
  const bm25Top = plain[0]?.score ?? 0;
  const seen = new Set<string>();
  const firsts: RankedRow<R>[] = [];
  const slots: number[] = [];
  ranked.forEach((r, i) => {
    const unit = sectionUnitOf(r.row);
    if (seen.has(unit)) return;
    seen.add(unit);
    firsts.push(r);
    slots.push(i);
  });
  const added = extra.filter((r) => !seen.has(sectionUnitOf(r.row)) && bm25.has(sectionUnitOf(r.row)));
  const top = Math.max(1e-9, ...[...firsts, ...added].filter((r) => !r.sectionMatch).map((r) => r.score));
  const key = (r: RankedRow<R>) => r.score / top + (bm25Top > 0 ? (weight * (bm25.get(sectionUnitOf(r.row)) ?? 0)) / bm25Top : 0);
  const order = [...firsts, ...added].sort((a, b) => Number(b.sectionMatch) - Number(a.sectionMatch) || key(b) - key(a) || (a.row.id < b.row.id ? -1 : 1));
  // New sections enter at the end of the first-chunk places (the list grows; the caller cuts it).
  const places = [...slots, ...added.map((_, i) => ranked.length + i)];
  const placed = new Map<number, RankedRow<R>>(places.map((p, i) => [p, order[i]]));
  const out: RankedRow<R>[] = [];
  const emitted = new Set<string>();
  const waiting = new Map<string, RankedRow<R>[]>();
  for (let i = 0; i < ranked.length + added.length; i++) {
    const first = placed.get(i);
    if (first) {
      out.push(first);
      const unit = sectionUnitOf(first.row);
      emitted.add(unit);
      out.push(...(waiting.get(unit) ?? []));
      waiting.delete(unit);
      continue;
    }
    const later = ranked[i];
    const unit = sectionUnitOf(later.row);
    if (emitted.has(unit)) out.push(later);
    else waiting.set(unit, [...(waiting.get(unit) ?? []), later]);
  }
  return out;
}
