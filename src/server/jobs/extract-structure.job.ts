import { z } from 'zod';
import type { StructuredModel } from '../../engine/ai';
import type { AppDb } from '../db/client';
import { EXTRACT_STRUCTURE_JOB, failExtractJob, runExtractJob } from '../features/extract-jobs/extract-jobs.service';
import type { ReductoClient } from '../integrations/reducto.client';
import type { FileStore } from '../storage/file-store';
import { defineJob } from './job-definition';

/** Builds an extract job's divisor tree (title › chapter › section › subsection…). */
export function extractStructureJob(deps: { db: AppDb; files: FileStore; reducto?: ReductoClient | null; model?: StructuredModel | null }) {
  return defineJob({
    kind: EXTRACT_STRUCTURE_JOB,
    payload: z.object({ extractJobId: z.number().int().positive() }),
    retryLimit: 2,
    handler: (payload, ctx) => runExtractJob(deps, payload.extractJobId, ctx),
    onFailed: (payload, reason) => failExtractJob(deps.db, payload.extractJobId, reason),
  });
}
