import { AppError } from '../../../contracts/errors';
import { DIVISOR_TYPES, type ExtractJobDetail, ExtractJobFields, type ExtractJobSummary } from '../../../contracts/workbench';
import { generateJsonMap } from '../../../engine/split';
import { ModelOutputError, type StructuredModel } from '../../../engine/ai';
import { type DivisorTree, type StructurePage, extractStructure } from '../../../engine/structure';
import { extractWithModel } from '../../ai/extract-with-model';
import type { AppDb } from '../../db/client';
import type { ReductoClient } from '../../integrations/reducto.client';
import { notQueuedReason } from '../../jobs/errors';
import type { JobContext } from '../../jobs/job-definition';
import type { JobSystem } from '../../jobs/job-system';
import type { FileStore } from '../../storage/file-store';
import { formError, formErrorsOf } from '../../web/forms';
import { type DocumentRow, findDocument, updateDocument } from '../documents/documents.repo';
import { readDocumentText } from '../documents/document-text.service';
import { getDocument } from '../documents/documents.service';
import { treeToRows } from './divisor-tree';
import { saveDivisorTree } from './divisors.repo';
import {
  type ExtractJobRow,
  countDivisorsByJob,
  deleteExtractJob,
  findExtractJob,
  findExtractJobById,
  insertExtractJob,
  updateExtractJob,
} from './extract-jobs.repo';

export type ExtractJobDeps = { db: AppDb; files: FileStore; jobs: JobSystem };
export const EXTRACT_STRUCTURE_JOB = 'extract-structure';
export const DEFAULT_DIVISOR_TYPES = ['title', 'chapter', 'subchapter', 'section', 'subsection'];

export function serializeExtractJob(row: ExtractJobRow): ExtractJobSummary {
  return {
    id: row.id,
    job_id: row.jobId,
    name: row.name,
    status: row.status,
    start_page: row.startPage,
    end_page: row.endPage,
    divisor_types: row.divisorTypes,
    created_at: row.createdAt.toISOString(),
  };
}

export async function getExtractJob(db: AppDb, documentId: number, id: number): Promise<ExtractJobRow> {
  const row = Number.isSafeInteger(id) ? await findExtractJob(db, documentId, id) : null;
  if (!row) throw new AppError('not_found', 'No such extract job.');
  return row;
}

export async function extractJobDetail(db: AppDb, documentId: number, id: number): Promise<ExtractJobDetail> {
  const row = await getExtractJob(db, documentId, id);
  const { front_matter: _front, ...response } = (row.responsePayload ?? {}) as Record<string, unknown>;
  return {
    ...serializeExtractJob(row),
    extract_prompt: row.extractPrompt,
    json_map: row.jsonMap,
    error: row.error,
    divisors_count: await countDivisorsByJob(db, row.id),
    response_payload: row.responsePayload ? response : null,
  };
}

/** Validates extract job fields: pages within 1..page count, known divisor types in order. */
export function validateExtractJobFields(document: DocumentRow, input: Record<string, unknown>): ExtractJobFields {
  const parsed = ExtractJobFields.safeParse({
    ...input,
    divisor_types: input.divisor_types ?? input.divisor_types_order,
  });
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The extract job could not be saved.');
  if (!document.fileKey) throw formError({ base: 'Attach a file to the document before extracting its structure.' });
  const pageCount = document.pageCount ?? 0;
  if (parsed.data.end_page > pageCount) {
    throw formError({ end_page: `End page must be at most ${pageCount}, the document's page count.` });
  }
  return parsed.data;
}

/** The extract job columns a validated form sets. */
function extractJobColumns(fields: ExtractJobFields) {
  return {
    name: fields.name ?? `Pages ${fields.start_page}-${fields.end_page}`,
    startPage: fields.start_page,
    endPage: fields.end_page,
    extractPrompt: fields.extract_prompt,
    jsonMap: fields.json_map,
    divisorTypes: fields.divisor_types,
  };
}

export async function createExtractJob(deps: ExtractJobDeps, documentId: number, input: Record<string, unknown>, userId: number | null) {
  const document = await getDocument(deps.db, documentId);
  const fields = validateExtractJobFields(document, input);
  const row = await insertExtractJob(deps.db, { documentId, ...extractJobColumns(fields) });
  try {
    const queued = await queueExtractJob(deps, row, userId);
    await updateDocument(deps.db, documentId, { divisorTypes: fields.divisor_types });
    return queued;
  } catch (error) {
    // Nothing was queued: a new job the worker will never run is not kept.
    await deleteExtractJob(deps.db, documentId, row.id);
    throw error;
  }
}

export async function updateAndRerunExtractJob(
  deps: ExtractJobDeps,
  documentId: number,
  id: number,
  input: Record<string, unknown>,
  userId: number,
) {
  const document = await getDocument(deps.db, documentId);
  await getExtractJob(deps.db, documentId, id);
  const fields = validateExtractJobFields(document, input);
  const row = await updateExtractJob(deps.db, id, { ...extractJobColumns(fields), status: 'pending', error: null });
  if (!row) throw new AppError('not_found', 'No such extract job.');
  return queueExtractJob(deps, row, userId);
}

/**
 * Queues an extract job whose row is already `pending` (the worker may finish it before this returns,
 * so only the job id is written afterwards); when it cannot be queued, the row says so.
 */
export async function queueExtractJob(deps: ExtractJobDeps, row: ExtractJobRow, userId: number | null): Promise<ExtractJobRow> {
  let jobId: string;
  try {
    jobId = await deps.jobs.enqueue(
      EXTRACT_STRUCTURE_JOB,
      { extractJobId: row.id },
      { userId: userId ?? undefined, subject: { type: 'extract_job', id: row.id } },
    );
  } catch (error) {
    await updateExtractJob(deps.db, row.id, { status: 'failed', error: notQueuedReason(error) });
    throw error;
  }
  return (await updateExtractJob(deps.db, row.id, { jobId })) ?? row;
}

/** The JSON map the extract form and the split editor offer for a divisor order; unknown types are refused. */
export function jsonMapFor(divisorTypes: unknown): string {
  const types = Array.isArray(divisorTypes) ? divisorTypes.map(String) : [];
  const unknown = types.filter((t) => !(DIVISOR_TYPES as readonly string[]).includes(t));
  if (unknown.length) throw new AppError('validation_failed', `Unknown divisor type(s): ${unknown.join(', ')}.`);
  if (types.length === 0) throw new AppError('validation_failed', 'Please select at least one divisor type.');
  return generateJsonMap(types);
}

/**
 * The job: build the divisor tree of the job's pages and store it, replacing any earlier tree of
 * this job. With a model configured and an extract prompt set, the model names the divisors and
 * only those printed in the pages are kept; otherwise (or when its output does not validate) the
 * offline heading patterns do it.
 */
export async function runExtractJob(
  deps: { db: AppDb; files: FileStore; reducto?: ReductoClient | null; model?: StructuredModel | null },
  extractJobId: number,
  ctx: Pick<JobContext, 'progress' | 'signal'>,
) {
  const started = Date.now();
  const job = await findExtractJobById(deps.db, extractJobId);
  if (!job) return { skipped: 'extract job deleted' };
  const document = await findDocument(deps.db, job.documentId);
  if (!document) return { skipped: 'document deleted' };
  await updateExtractJob(deps.db, job.id, { status: 'processing', error: null });
  await ctx.progress(5, `Reading ${document.fileName ?? 'the file'}`);
  const text = await readDocumentText(deps.files, document, { signal: ctx.signal, reducto: deps.reducto });
  const pages = text.pages.filter((p) => p.number >= job.startPage && p.number <= job.endPage);
  const useModel = deps.model && job.extractPrompt?.trim() ? deps.model : null;
  const built = useModel
    ? await buildWithModel(useModel, pages, job, ctx)
    : { tree: await offlineTree(pages, job, ctx), report: { extractor: 'heading patterns (offline)' } };
  const { tree } = built;
  const rows = treeToRows(tree, { documentId: document.id, extractJobId: job.id });
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.divisorType] = (counts[row.divisorType] ?? 0) + 1;
  await ctx.progress(70, `Saving ${rows.length} divisors`);
  const saved = await saveDivisorTree(deps.db, job.id, rows, {
    ...built.report,
    pages: pages.length,
    divisors: rows.length,
    by_type: counts,
    duration_ms: Date.now() - started,
    front_matter: { text: tree.text, pageMarks: tree.pageMarks, startPage: tree.startPage, endPage: tree.endPage },
  });
  await ctx.progress(99, `Saved ${saved} divisors`);
  return { divisors: saved };
}

async function offlineTree(pages: StructurePage[], job: ExtractJobRow, ctx: Pick<JobContext, 'progress'>): Promise<DivisorTree> {
  await ctx.progress(40, `Finding ${job.divisorTypes.join(', ')} headings on pages ${job.startPage}-${job.endPage}`);
  return extractStructure(pages, { divisorTypes: job.divisorTypes });
}

/** The model's divisors (only those printed in the pages); the heading rules, with a warning, when its output does not validate. */
async function buildWithModel(
  model: StructuredModel,
  pages: StructurePage[],
  job: ExtractJobRow,
  ctx: Pick<JobContext, 'progress' | 'signal'>,
): Promise<{ tree: DivisorTree; report: Record<string, unknown> }> {
  await ctx.progress(10, `Asking ${model.name} for the divisors of pages ${job.startPage}-${job.endPage}`);
  try {
    const result = await extractWithModel(
      model,
      { pages, divisorTypes: job.divisorTypes, extractPrompt: job.extractPrompt ?? '', jsonMap: job.jsonMap },
      { signal: ctx.signal, onBatch: (done, total) => ctx.progress(10 + Math.floor((done / total) * 55), `Read ${done} of ${total} page ranges with ${model.name}`) },
    );
    const dropped = result.dropped.map((d) => `${d.title} (${d.reason})`);
    if (result.kept === 0) {
      const tree = await offlineTree(pages, job, ctx);
      return { tree, report: { extractor: 'heading patterns (offline)', model: model.name, dropped_divisors: dropped, warnings: ['The model named no heading printed in the pages; used the heading rules instead.'] } };
    }
    return { tree: result.tree, report: { extractor: 'model', model: model.name, model_calls: result.calls, dropped_divisors: dropped } };
  } catch (error) {
    if (!(error instanceof ModelOutputError)) throw error;
    const tree = await offlineTree(pages, job, ctx);
    return {
      tree,
      report: { extractor: 'heading patterns (offline)', model: model.name, warnings: [`The model's output did not validate (${error.message}); used the heading rules instead.`] },
    };
  }
}

export async function failExtractJob(db: AppDb, extractJobId: number, reason: string): Promise<void> {
  await updateExtractJob(db, extractJobId, { status: 'failed', error: reason });
}
