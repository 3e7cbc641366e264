import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AiModels } from '../../engine/ai';
import type { AppDb } from '../db/client';
import { DEMO_SETS, PUBLISH_DEMO_JOB, publishDemoDocuments } from '../features/demo/demo.service';
import type { FileStore } from '../storage/file-store';
import { defineJob } from './job-definition';

export const DEMO_DIR = fileURLToPath(new URL('../../../demo', import.meta.url));

/** First start: publishes the demo documents for the demo municipality. */
export function publishDemoDocumentsJob(deps: { db: AppDb; files: FileStore; ai?: AiModels }) {
  return defineJob({
    kind: PUBLISH_DEMO_JOB,
    payload: z.object({
      municipalityId: z.number().int().positive(),
      userId: z.number().int().positive().nullable(),
      set: z.enum(['dc', 'rivergrove']).default('dc'),
    }),
    retryLimit: 1,
    timeoutSeconds: 30 * 60,
    handler: ({ set, ...payload }, ctx) => publishDemoDocuments(deps, { ...payload, demoDir: join(DEMO_DIR, DEMO_SETS[set]) }, ctx),
  });
}
