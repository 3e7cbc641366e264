import { z } from 'zod';
import { IMPORT_GRANTS_JOB, runGrantImport, type GrantImportDeps } from '../features/grants/grant-import.service';
import { defineJob } from './job-definition';

const Source = z.discriminatedUnion('source', [
  z.object({ source: z.literal('upload'), storageKey: z.string().regex(/^[0-9a-f]{64}$/), fileName: z.string().min(1).max(300) }),
  z.object({ source: z.literal('demo') }),
]);

/** Imports a file of Assistance Listings into Grant Finder; the job's result is the import report. */
export function importGrantsJob(deps: GrantImportDeps) {
  return defineJob({
    kind: IMPORT_GRANTS_JOB,
    payload: Source,
    retryLimit: 1,
    timeoutSeconds: 30 * 60,
    handler: async (payload, ctx) => ({ ...(await runGrantImport(deps, payload, ctx)) }),
  });
}
