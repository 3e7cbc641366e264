import { PARSE_JOB_DEFAULT_CHUNK_SIZE } from '../../../contracts/workbench';
import type { AiModels } from '../../../engine/ai';
import type { AppDb } from '../../db/client';
import type { ReductoClient } from '../../integrations/reducto.client';
import type { JobContext } from '../../jobs/job-definition';
import type { FileStore } from '../../storage/file-store';
import { createMatchingCollections } from '../chunk-collections/chunk-collections.service';
import { getDocument } from '../documents/documents.service';
import { insertExtractJob } from '../extract-jobs/extract-jobs.repo';
import { DEFAULT_DIVISOR_TYPES, runExtractJob } from '../extract-jobs/extract-jobs.service';
import { insertParseJob } from '../parse-jobs/parse-jobs.repo';
import { runParseJob } from '../parse-jobs/parse-jobs.service';
import { markCompleted } from '../publishing/publishing.service';
import { runIndexing } from '../search/indexing.service';

type Step = Pick<JobContext, 'progress' | 'signal'>;
export type PipelineDeps = { db: AppDb; files: FileStore; reducto?: ReductoClient | null; ai?: AiModels };

/**
 * Every step the workbench offers, with default settings, in order: parse the whole document into
 * section chunks, extract its structure, build the collection, mark it completed, and index it for
 * the municipality. Used for uploads from the chat app and by the eval command.
 */
export async function runDefaultPipeline(
  deps: PipelineDeps,
  input: { documentId: number; municipalityId: number },
  ctx: Step,
): Promise<{ chunks: number }> {
  const document = await getDocument(deps.db, input.documentId);
  const pages = { startPage: 1, endPage: Math.max(1, document.pageCount ?? 1) };
  const scaled = (from: number, to: number) => ({
    signal: ctx.signal,
    progress: (percentage: number, message: string) => ctx.progress(Math.round(from + ((to - from) * percentage) / 100), message),
  });
  const parseJob = await insertParseJob(deps.db, {
    documentId: document.id,
    name: 'Whole document',
    chunkSize: PARSE_JOB_DEFAULT_CHUNK_SIZE,
    chunkMode: 'section',
    ...pages,
  });
  await runParseJob(deps, parseJob.id, scaled(0, 35));
  const extractJob = await insertExtractJob(deps.db, {
    documentId: document.id,
    name: 'Whole document',
    ...pages,
    divisorTypes: document.divisorTypes.length ? document.divisorTypes : DEFAULT_DIVISOR_TYPES,
  });
  await runExtractJob({ ...deps, model: deps.ai?.structured ?? null }, extractJob.id, scaled(35, 60));
  await ctx.progress(62, 'Building section chunks');
  await createMatchingCollections(deps.db, document.id);
  await markCompleted(deps.db, document.id);
  const indexed = await runIndexing(deps.db, { documentId: document.id, municipalityId: input.municipalityId, collectionId: null }, scaled(65, 100), deps.ai?.embeddings ?? null);
  return { chunks: 'chunks' in indexed ? (indexed.chunks ?? 0) : 0 };
}
