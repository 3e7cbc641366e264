import { z } from 'zod';
import type { AppDb } from '../db/client';
import { SPLIT_DOCUMENT_JOB, failSplitJob, runSplitJob } from '../features/split-jobs/split-jobs.service';
import type { FileStore } from '../storage/file-store';
import { defineJob } from './job-definition';

/** Finds the pages where a document's sections start, for the split editor. */
export function splitDocumentJob(deps: { db: AppDb; files: FileStore }) {
  return defineJob({
    kind: SPLIT_DOCUMENT_JOB,
    payload: z.object({ splitJobId: z.number().int().positive() }),
    retryLimit: 2,
    handler: (payload, ctx) => runSplitJob(deps, payload.splitJobId, ctx),
    onFailed: (payload, reason) => failSplitJob(deps.db, payload.splitJobId, reason),
  });
}
