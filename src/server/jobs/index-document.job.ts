import { z } from 'zod';
import type { EmbeddingModel } from '../../engine/ai';
import type { AppDb } from '../db/client';
import { INDEX_DOCUMENT_JOB, failIndexing, runIndexing } from '../features/search/indexing.service';
import { defineJob } from './job-definition';

/** Publishes a document's chunks to a municipality's search index. */
export function indexDocumentJob(deps: { db: AppDb; embeddings?: EmbeddingModel | null }) {
  return defineJob({
    kind: INDEX_DOCUMENT_JOB,
    payload: z.object({
      documentId: z.number().int().positive(),
      municipalityId: z.number().int().positive(),
      collectionId: z.number().int().positive().nullable(),
    }),
    retryLimit: 2,
    handler: (payload, ctx) => runIndexing(deps.db, payload, ctx, deps.embeddings ?? null),
    onFailed: (payload) => failIndexing(deps.db, payload.documentId),
  });
}
