import type { CodeHealthFilter, CodeHealthFinding, CodeHealthScan, ReviewStatus } from '../../../contracts/contradictions';
import { AppError } from '../../../contracts/errors';
import type { AppDb } from '../../db/client';
import type { JobContext } from '../../jobs/job-definition';
import type { JobSystem } from '../../jobs/job-system';
import { findMunicipalityById, listMunicipalities, type MunicipalityRow } from '../municipalities/municipalities.repo';
import { serializeFinding, serializeScan } from './contradiction-views';
import { countFindingsByStatus, indexedChunkIds, listMunicipalityFindings, setReviewStatus, upsertFindings } from './contradictions.repo';
import {
  type CodeHealthScanRow,
  deleteCodeHealthScan,
  findActiveCodeHealthScan,
  findCodeHealthScan,
  insertCodeHealthScan,
  listCodeHealthScans,
  updateCodeHealthScan,
} from './code-health.repo';
import { type DetectDeps, detectContradictions } from './detect.service';
import { listIndexedSections } from './scan-sources.repo';

export const SCAN_CODE_HEALTH_JOB = 'scan-code-health';
export type CodeHealthPayload = { municipalityId: number; scanId: number };
export const SCAN_RUNNING_MESSAGE = 'A scan of this municipality is already running. Wait for it to finish.';

/** The municipality; a 404 when there is none. */
export async function getMunicipality(db: AppDb, id: number): Promise<MunicipalityRow> {
  const row = await findMunicipalityById(db, id);
  if (!row) throw new AppError('not_found', 'No such municipality.');
  return row;
}

/** "Scan all documents": records a scan and queues its job; one scan at a time per municipality. */
export async function startCodeHealthScan(deps: { db: AppDb; jobs: JobSystem }, municipalityId: number, userId: number): Promise<CodeHealthScanRow> {
  await getMunicipality(deps.db, municipalityId);
  if (await findActiveCodeHealthScan(deps.db, municipalityId)) throw new AppError('conflict', SCAN_RUNNING_MESSAGE);
  const scan = await insertCodeHealthScan(deps.db, { municipalityId, requestedById: userId });
  try {
    const jobId = await deps.jobs.enqueue(SCAN_CODE_HEALTH_JOB, { municipalityId, scanId: scan.id } satisfies CodeHealthPayload, {
      userId,
      subject: { type: 'municipality', id: municipalityId },
    });
    await updateCodeHealthScan(deps.db, scan.id, { jobId });
    return { ...scan, jobId };
  } catch (error) {
    await deleteCodeHealthScan(deps.db, scan.id);
    throw error;
  }
}

/**
 * The scan job: the same detection as a chat answer's scan, over every chunk of the municipality's index, with
 * progress on JobProgressChannel; stores every finding (a pair found before keeps its review) in one transaction.
 * A municipality deleted meanwhile takes its scan with it; the job then ends quietly.
 */
export async function runCodeHealthScan(deps: DetectDeps, payload: CodeHealthPayload, ctx: Pick<JobContext, 'progress' | 'signal' | 'log'>) {
  const scan = await findCodeHealthScan(deps.db, payload.scanId);
  if (!scan || !(await findMunicipalityById(deps.db, payload.municipalityId))) return { skipped: 'municipality deleted' };
  await updateCodeHealthScan(deps.db, scan.id, { status: 'processing' });
  await ctx.progress(2, 'Reading the search index');
  const rows = await listIndexedSections(deps.db, payload.municipalityId);
  const { findings, sections } = await detectContradictions(deps, {
    municipalityId: payload.municipalityId,
    rows,
    signal: ctx.signal,
    log: ctx.log,
    onProgress: (done, total) => ctx.progress(5 + Math.floor((done / Math.max(1, total)) * 80), `Compared ${done} of ${total} sections`),
  });
  await ctx.progress(90, `Storing ${findings.length} suspected ${findings.length === 1 ? 'contradiction' : 'contradictions'}`);
  await deps.db.transaction(async (tx) => {
    await upsertFindings(tx, payload.municipalityId, findings);
    await updateCodeHealthScan(tx, scan.id, { status: 'completed', sectionsScanned: sections, findings: findings.length, finishedAt: new Date() });
  });
  return { sections, findings: findings.length };
}

/** The scan job failed for good: its record says why. */
export async function failCodeHealthScan(db: AppDb, payload: CodeHealthPayload, reason: string): Promise<void> {
  await updateCodeHealthScan(db, payload.scanId, { status: 'failed', error: reason, finishedAt: new Date() });
}

/** The code health report of a municipality: counts by review status, recent scans, and the findings the filter shows. */
export async function codeHealthPage(db: AppDb, municipalityId: number, filter: CodeHealthFilter) {
  const municipality = await getMunicipality(db, municipalityId);
  const [counts, scans, rows] = await Promise.all([
    countFindingsByStatus(db, municipalityId),
    listCodeHealthScans(db, municipalityId),
    listMunicipalityFindings(db, municipalityId, filter === 'all' ? null : filter),
  ]);
  const indexed = await indexedChunkIds(db, municipalityId, rows.flatMap((r) => r.sources.map((s) => s.chunkId)));
  const findings: CodeHealthFinding[] = rows.map((r) => serializeFinding(r, indexed));
  const recent: CodeHealthScan[] = scans.map(serializeScan);
  return { municipality: { id: municipality.id, name: municipality.name }, counts, scans: recent, findings, filter };
}

/** Every municipality with its findings' counts and latest scan: where the report starts. */
export async function codeHealthIndex(db: AppDb) {
  const municipalities = await listMunicipalities(db);
  return Promise.all(
    municipalities.map(async (m) => {
      const [counts, [latest]] = await Promise.all([countFindingsByStatus(db, m.id), listCodeHealthScans(db, m.id, 1)]);
      return { id: m.id, name: m.name, counts, latest_scan: latest ? serializeScan(latest) : null };
    }),
  );
}

/** Records staff's verdict on a finding; a 404 when the municipality has no such finding. */
export async function reviewContradiction(db: AppDb, municipalityId: number, id: number, status: ReviewStatus, userId: number): Promise<void> {
  if (!(await setReviewStatus(db, municipalityId, id, status, userId))) throw new AppError('not_found', 'No such finding.');
}
