import { z } from 'zod';
import type { AppDb } from '../db/client';
import { PARSE_DOCUMENT_JOB, failParseJob, runParseJob } from '../features/parse-jobs/parse-jobs.service';
import type { ReductoClient } from '../integrations/reducto.client';
import type { FileStore } from '../storage/file-store';
import { defineJob } from './job-definition';

/** Parses a document's file into a parse job's raw chunks. */
export function parseDocumentJob(deps: { db: AppDb; files: FileStore; reducto?: ReductoClient | null }) {
  return defineJob({
    kind: PARSE_DOCUMENT_JOB,
    payload: z.object({ parseJobId: z.number().int().positive() }),
    retryLimit: 2,
    handler: (payload, ctx) => runParseJob(deps, payload.parseJobId, ctx),
    onFailed: (payload, reason) => failParseJob(deps.db, payload.parseJobId, reason),
  });
}
