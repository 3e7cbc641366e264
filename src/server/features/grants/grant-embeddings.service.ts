import type { EmbeddingModel } from '../../../engine/ai';
import { fieldTexts } from '../../../engine/grants';
import type { AppDb } from '../../db/client';
import { findGrantsWithoutEmbedding, rowToListing, saveGrantEmbeddings } from './grants.repo';

const BATCH = 64;
const MAX_EMBEDDED_CHARACTERS = 6_000;

/**
 * Embeds the listings that have no embedding yet (new or changed ones), a batch at a time, so dense retrieval can be
 * fused into grant search. Returns how many were embedded; a failure is the caller's to log (lexical search works without).
 */
export async function embedMissingGrants(
  deps: { db: AppDb; embeddings: EmbeddingModel },
  progress: (done: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await findGrantsWithoutEmbedding(deps.db, BATCH);
    if (rows.length === 0) return done;
    const texts = rows.map((r) => {
      const f = fieldTexts(rowToListing(r));
      return [f.title, f.popularName, f.categories, f.objective].filter(Boolean).join('\n').slice(0, MAX_EMBEDDED_CHARACTERS);
    });
    const vectors = await deps.embeddings.embed(texts, signal);
    await saveGrantEmbeddings(deps.db, rows.map((r, i) => ({ id: r.id, embedding: vectors[i] })));
    done += rows.length;
    await progress(done);
  }
}
