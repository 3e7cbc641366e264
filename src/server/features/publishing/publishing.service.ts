import { AppError } from '../../../contracts/errors';
import type { AppDb } from '../../db/client';
import { updateDocument } from '../documents/documents.repo';
import { getDocument } from '../documents/documents.service';
import { countChunks } from '../chunks/chunks.repo';

export const NO_CHUNKS_MESSAGE = 'This document has no chunks yet: run a parse job (and build collections) before marking it completed.';

/** Marks a document usable: it must have chunks; afterwards test questions and indexing are open. */
export async function markCompleted(db: AppDb, documentId: number): Promise<void> {
  const document = await getDocument(db, documentId);
  if (document.completed) return;
  if ((await countChunks(db, documentId)) === 0) {
    throw new AppError('validation_failed', NO_CHUNKS_MESSAGE);
  }
  await updateDocument(db, documentId, { completed: true, status: 'completed', statusReason: null });
}

