import type { Logger } from 'pino';
import type { AiModels } from '../../../engine/ai';
import {
  CONFLICT_THRESHOLD,
  type ConflictSection,
  createConflictScan,
  REVIEW_THRESHOLD,
  reviewFindings,
  type TermWeights,
  weightsFrom,
} from '../../../engine/conflicts';
import { readEnactment } from '../../../engine/enactment';
import type { AppDb } from '../../db/client';
import { type FindingToStore, findDismissedKeys } from './contradictions.repo';
import { lexicalIndexFor } from '../search/lexical-cache';
import { documentEnds } from '../search/search.repo';
import type { ScanRow } from './scan-sources.repo';

export type DetectDeps = { db: AppDb; ai: Pick<AiModels, 'structured'> };
type Progress = (done: number, total: number) => Promise<void>;

const BATCH = 250;

/** The municipality's term weights: document frequencies in its in-memory lexical index (the one search uses, kept current there). */
async function weightsFor(db: AppDb, municipalityId: number): Promise<TermWeights | undefined> {
  const index = await lexicalIndexFor(db, municipalityId);
  if (index.size === 0) return undefined;
  return weightsFrom((t) => index.documentFrequency(t), index.size);
}

/** The rows as the engine reads them, each with what its document states about its own enactment. */
async function toSections(db: AppDb, municipalityId: number, rows: ScanRow[]): Promise<ConflictSection[]> {
  const ends = await documentEnds(db, municipalityId, [...new Set(rows.map((r) => r.documentId))]);
  const facts = new Map([...ends].map(([id, text]) => [id, readEnactment(text)]));
  const seen = new Set<number>();
  return rows.flatMap((r) => {
    if (seen.has(r.chunkId)) return [];
    seen.add(r.chunkId);
    return [{ id: r.chunkId, ...r, documentEnactment: facts.get(r.documentId) ?? null }];
  });
}

/**
 * Runs the detectors over a municipality's rows (only pairs touching `focus` when given), has the configured model
 * review the candidates, and leaves out the pairs staff dismissed. Returns what should be stored and shown.
 */
export async function detectContradictions(
  deps: DetectDeps,
  input: { municipalityId: number; rows: ScanRow[]; focus?: ReadonlySet<number>; signal?: AbortSignal; log?: Logger; onProgress?: Progress },
): Promise<{ findings: FindingToStore[]; sections: number }> {
  const sections = await toSections(deps.db, input.municipalityId, input.rows);
  const model = deps.ai.structured;
  const scan = createConflictScan({
    focus: input.focus,
    weights: await weightsFor(deps.db, input.municipalityId),
    threshold: model ? REVIEW_THRESHOLD : CONFLICT_THRESHOLD,
  });
  for (let i = 0; i < sections.length; i += BATCH) {
    scan.add(sections.slice(i, i + BATCH));
    await input.onProgress?.(Math.min(sections.length, i + BATCH), sections.length);
  }
  const candidates = scan.findings();
  const dismissed = await findDismissedKeys(deps.db, input.municipalityId, candidates.map((f) => f.key));
  const open = candidates.filter((f) => !dismissed.has(f.key));
  if (!model) return { findings: open.map((f) => ({ ...f, explainedBy: 'offline' })), sections: sections.length };
  const text = new Map(sections.map((s) => [s.id, s.content]));
  const reviewed = await reviewFindings(model, open, (id) => text.get(id) ?? '', { threshold: CONFLICT_THRESHOLD, signal: input.signal });
  input.log?.info({ candidates: open.length, kept: reviewed.length, model: model.name }, 'conflict candidates reviewed');
  return { findings: reviewed, sections: sections.length };
}
