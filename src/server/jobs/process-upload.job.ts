import { z } from 'zod';
import type { AiModels } from '../../engine/ai';
import type { AppDb } from '../db/client';
import { failUpload, processUpload, stoppedReason } from '../features/uploads/process-upload.service';
import { PROCESS_UPLOAD_JOB } from '../features/uploads/uploads.service';
import type { ReductoClient } from '../integrations/reducto.client';
import type { FileStore } from '../storage/file-store';
import { defineJob } from './job-definition';

/** An upload from Manage Documents: the default pipeline, from the stored file to the municipality's search index. */
export function processUploadJob(deps: { db: AppDb; files: FileStore; reducto?: ReductoClient | null; ai?: AiModels }) {
  return defineJob({
    kind: PROCESS_UPLOAD_JOB,
    payload: z.object({ documentId: z.number().int().positive(), municipalityId: z.number().int().positive() }),
    retryLimit: 1,
    timeoutSeconds: 60 * 60,
    handler: (payload, ctx) => processUpload(deps, payload, ctx),
    // A file the pipeline refused is already failed with its own reason; this covers spent retries, timeouts and lost workers.
    onFailed: (payload, reason) => failUpload(deps.db, payload.documentId, stoppedReason(reason)),
  });
}
