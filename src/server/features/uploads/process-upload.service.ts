import { AppError } from '../../../contracts/errors';
import type { AiModels } from '../../../engine/ai';
import { isEngineError } from '../../../engine/parse';
import type { AppDb } from '../../db/client';
import type { ReductoClient } from '../../integrations/reducto.client';
import { PermanentJobError } from '../../jobs/errors';
import type { JobContext } from '../../jobs/job-definition';
import type { FileStore } from '../../storage/file-store';
import { findDocument, updateDocument, updateDocumentStatusFrom } from '../documents/documents.repo';
import { deleteAllExtractJobs, listExtractJobs, updateExtractJob } from '../extract-jobs/extract-jobs.repo';
import { deleteAllParseJobs, listParseJobs, updateParseJob } from '../parse-jobs/parse-jobs.repo';
import { runDefaultPipeline } from '../pipeline/pipeline.service';
import { NO_CHUNKS_MESSAGE } from '../publishing/publishing.service';
import { runIndexing } from '../search/indexing.service';

type ProcessDeps = { db: AppDb; files: FileStore; reducto?: ReductoClient | null; ai?: AiModels };
type Payload = { documentId: number; municipalityId: number };

export const NO_TEXT_REASON =
  'No text could be read from this file, so there is nothing to search. If it is a scanned document, upload a copy with selectable text (run OCR on it first).';

/** Why processing failed for good, in words the uploader can act on; null when a retry may help. */
function permanentReason(error: unknown): string | null {
  if (error instanceof PermanentJobError) return error.message;
  if (isEngineError(error)) return error.message;
  // markCompleted refuses a document without chunks: the file had no readable text.
  if (error instanceof AppError && error.message === NO_CHUNKS_MESSAGE) return NO_TEXT_REASON;
  return null;
}

/**
 * The job behind an upload from Manage Documents: runs the default pipeline (parse → structure → collection →
 * complete → index for the municipality), moving the document from `uploaded` through `processing` to `completed`.
 * A retry first clears what the failed attempt left, so chunks are never duplicated; a document already completed
 * is only (re)indexed. A file that cannot be processed marks the document `failed` with a reason at once.
 */
export async function processUpload(deps: ProcessDeps, payload: Payload, ctx: Pick<JobContext, 'progress' | 'signal' | 'attempt'>) {
  const document = await findDocument(deps.db, payload.documentId);
  if (!document) return { skipped: 'document deleted' };
  if (document.completed) {
    const indexed = await runIndexing(deps.db, { ...payload, collectionId: null }, ctx, deps.ai?.embeddings ?? null);
    return { chunks: 'chunks' in indexed ? (indexed.chunks ?? 0) : 0, reindexed: true };
  }
  if (ctx.attempt > 1) {
    await deleteAllParseJobs(deps.db, document.id);
    await deleteAllExtractJobs(deps.db, document.id);
  }
  await updateDocumentStatusFrom(deps.db, document.id, ['pending', 'uploaded', 'creating_chunks', 'failed'], { status: 'processing', statusReason: null });
  // The pipeline marks the document completed before it indexes it; until the index is written it is not searchable.
  await updateDocument(deps.db, document.id, { vectorizedStatus: 'vectorizing' });
  try {
    return await runDefaultPipeline(deps, payload, ctx);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return { skipped: 'document deleted' };
    const reason = permanentReason(error);
    if (!reason) throw error;
    await failUpload(deps.db, document.id, reason);
    throw new PermanentJobError(reason, { cause: error });
  }
}

/** Marks the upload failed with a reason (unless it already failed or completed), and the pipeline jobs it left open. */
export async function failUpload(db: AppDb, documentId: number, reason: string): Promise<void> {
  await updateDocumentStatusFrom(db, documentId, ['pending', 'uploaded', 'creating_chunks', 'processing'], { status: 'failed', statusReason: reason });
  const document = await findDocument(db, documentId);
  if (document?.vectorizedStatus === 'vectorizing') await updateDocument(db, documentId, { vectorizedStatus: 'vectorize_failed' });
  for (const job of await listParseJobs(db, documentId)) {
    if (job.status === 'pending' || job.status === 'processing') await updateParseJob(db, job.id, { status: 'failed', error: reason });
  }
  for (const job of await listExtractJobs(db, documentId)) {
    if (job.status === 'pending' || job.status === 'processing') await updateExtractJob(db, job.id, { status: 'failed', error: reason });
  }
}

/** The reason stored when the job stopped for a reason of its own (retries spent, a timeout, a lost worker). */
export function stoppedReason(reason: string): string {
  return `Processing stopped: ${reason.replace(/[.\s]+$/, '')}. Upload the file again; if it fails again, ask an administrator to check it in the document workbench.`;
}
